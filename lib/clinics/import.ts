import { hoursColumns } from "./hours-columns";
import { db } from "@/lib/db";
import { parseCsv } from "@/lib/csv";
import { locateAddress } from "@/lib/geo/gazetteer";
import { clinicImportRowSchema, type ClinicImportRow } from "./schemas";

// Bulk clinic import (npm run clinics:import). Good rows are upserted by
// name + address in one transaction; bad rows are reported by line and skipped.

export type RejectedRow = { line: number; reasons: string[] };
export type ImportReport = { created: number; updated: number; rejected: RejectedRow[] };
type Candidate = { line: number; raw: Record<string, unknown> };

/** Header names are matched loosely: "Name (Chinese)", "name_zh" and "nameZh" are one column. */
const HEADER_ALIASES: Record<string, keyof ClinicImportRow | "region"> = {
  name: "name",
  nameen: "name",
  namezh: "nameZh",
  namechinese: "nameZh",
  address: "address",
  addressen: "address",
  addresszh: "addressZh",
  addresschinese: "addressZh",
  phone: "phone",
  whatsapp: "whatsapp",
  email: "email",
  website: "website",
  openinghours: "openingHours",
  region: "region",
  regioncode: "region",
  is24hour: "is24Hour",
  "24hours": "is24Hour",
  issupporthospital: "isSupportHospital",
  latitude: "latitude",
  lat: "latitude",
  longitude: "longitude",
  lng: "longitude",
  lon: "longitude",
  services: "services",
};

function canonicalHeader(header: string) {
  return HEADER_ALIASES[header.toLowerCase().replace(/[^a-z0-9]/g, "")] ?? header;
}

export function readCsvCandidates(text: string): Candidate[] {
  const [head, ...rows] = parseCsv(text);
  if (!head) return [];
  const headers = head.values.map(canonicalHeader);
  return rows.map((row) => ({
    line: row.line,
    raw: Object.fromEntries(headers.map((h, i) => [h, row.values[i]?.trim() ?? ""])),
  }));
}

export function readJsonCandidates(text: string): Candidate[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error("A JSON import file must hold an array of clinics");
  // For JSON, "line" is the 1-based position in the array.
  return parsed.map((raw, i) => ({
    line: i + 1,
    raw: Object.fromEntries(Object.entries((raw ?? {}) as Record<string, unknown>).map(([k, v]) => [canonicalHeader(k), v])),
  }));
}

export function validateCandidates(candidates: Candidate[]) {
  const good: { line: number; row: ClinicImportRow; hasSupportColumn: boolean }[] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, raw } of candidates) {
    const result = clinicImportRowSchema.safeParse(raw);
    if (!result.success) {
      rejected.push({ line, reasons: result.error.issues.map((i) => `${i.path.join(".") || "row"}: ${i.message}`) });
      continue;
    }
    const key = `${result.data.name}\u0000${result.data.address}`;
    const first = seen.get(key);
    if (first) {
      rejected.push({ line, reasons: [`duplicate of line ${first} (same name and address)`] });
      continue;
    }
    seen.set(key, line);
    good.push({ line, row: result.data, hasSupportColumn: raw.isSupportHospital !== undefined && raw.isSupportHospital !== "" });
  }
  return { good, rejected };
}

/** A row's own point, else the gazetteer area named in its address (flagged approximate). */
function withCoordinates(row: ClinicImportRow) {
  if (row.latitude != null && row.longitude != null) {
    return { latitude: row.latitude, longitude: row.longitude, coordPrecision: "building" };
  }
  const place = locateAddress({ addressEn: row.address, addressZh: row.addressZh });
  return place
    ? { latitude: place.latitude, longitude: place.longitude, coordPrecision: "area" }
    : { latitude: null, longitude: null, coordPrecision: null };
}

export async function importClinics(candidates: Candidate[]): Promise<ImportReport> {
  const { good, rejected } = validateCandidates(candidates);
  const regions = new Map((await db.region.findMany({ select: { id: true, code: true } })).map((r) => [r.code, r.id]));
  let created = 0;
  let updated = 0;
  // All or nothing: a database error rolls the whole batch back.
  await db.$transaction(
    async (tx) => {
      for (const { row, hasSupportColumn } of good) {
        const { region, isSupportHospital, weeklyHours, publicHolidayHours, ...fields } = row;
        const data = {
          ...fields,
          ...(hoursColumns({ weeklyHours, publicHolidayHours }) as object),
          ...withCoordinates(row),
          regionId: regions.get(region)!,
          // A file without the column leaves partner status as an admin set it.
          ...(hasSupportColumn ? { isSupportHospital } : {}),
        };
        const existing = await tx.clinic.findUnique({
          where: { name_address: { name: row.name, address: row.address } },
          select: { id: true },
        });
        if (existing) {
          await tx.clinic.update({ where: { id: existing.id }, data });
          updated++;
        } else {
          await tx.clinic.create({ data });
          created++;
        }
      }
    },
    { timeout: 120_000 },
  );
  return { created, updated, rejected };
}
