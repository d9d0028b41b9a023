// One-off: builds data/clinics.seed.json (committed) from the shared reference
// data (../shared/data/hk-vet-clinics.json). Keeps only the facts the product
// uses; approximates missing coordinates from the gazetteer area in the address.
//   npx tsx scripts/build-clinic-seed.ts [path/to/hk-vet-clinics.json]
import { readFileSync, writeFileSync } from "node:fs";
import { dayHoursSchema, weeklyHoursSchema } from "@/lib/clinics/hours";
import { locateAddress } from "@/lib/geo/gazetteer";

type Source = {
  nameEn: string;
  nameZh: string | null;
  addressEn: string;
  addressZh: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  regionCode: string;
  districtEn: string;
  is24Hour: boolean;
  website: string | null;
  openingHours: string | null;
  latitude: number | null;
  longitude: number | null;
  coordPrecision: string | null;
  weeklyHours: unknown;
  publicHolidayHours: unknown;
  hoursSource: string | null;
  hoursConfidence: string | null;
};

const source = process.argv[2] ?? "../shared/data/hk-vet-clinics.json";
const rows = JSON.parse(readFileSync(source, "utf8")) as Source[];
const out = [];
const unlocated: string[] = [];
for (const r of rows) {
  if (!r.phone) continue; // phone is required by the product; none is missing today
  let latitude = r.latitude,
    longitude = r.longitude,
    coordPrecision: "building" | "area" | null = r.latitude != null ? "building" : null;
  let locality: { nameEn: string; nameZh: string } | null = null;
  if (latitude == null || longitude == null) {
    const place = locateAddress({ addressEn: r.addressEn, addressZh: r.addressZh, district: r.districtEn });
    if (place) {
      latitude = place.latitude;
      longitude = place.longitude;
      coordPrecision = "area";
      locality = { nameEn: place.nameEn, nameZh: place.nameZh };
    } else unlocated.push(r.nameEn);
  }
  out.push({
    name: r.nameEn,
    nameZh: r.nameZh,
    address: r.addressEn,
    addressZh: r.addressZh,
    phone: r.phone,
    whatsapp: r.whatsapp,
    email: r.email,
    website: r.website,
    openingHours: r.openingHours,
    regionCode: r.regionCode,
    district: r.districtEn,
    is24Hour: r.is24Hour,
    latitude,
    longitude,
    coordPrecision,
    ...(locality ? { approximatedFrom: locality.nameEn, approximatedFromZh: locality.nameZh } : {}),
    // Checked against the one schema the seed, import, API and forms share.
    weeklyHours: r.weeklyHours && r.hoursSource ? weeklyHoursSchema.parse(r.weeklyHours) : null,
    publicHolidayHours: r.publicHolidayHours === null ? null : dayHoursSchema.parse(r.publicHolidayHours),
    hoursSource: r.hoursSource,
    hoursConfidence: r.hoursConfidence,
  });
}
writeFileSync("data/clinics.seed.json", JSON.stringify(out, null, 2) + "\n");
console.log(
  `${out.length} clinics written; ${out.filter((c) => c.coordPrecision === "building").length} building-level, ${out.filter((c) => c.coordPrecision === "area").length} area-level; unlocated: ${unlocated.join(", ") || "none"}`,
);
