// schema.org VeterinaryCare for a clinic page (rich results in search engines),
// and the ItemList / BreadcrumbList of the 24-hour and district pages (issue
// 32), typed with schema-dts. Pure: the page passes the clinics and absolute URLs.
import type {
  BreadcrumbList,
  DayOfWeek,
  ItemList,
  LocalBusinessLeaf,
  MergeLeafTypes,
  OpeningHoursSpecification,
  Thing,
  VeterinaryCareLeaf,
  WithContext,
} from "schema-dts";
import { safeWebsite } from "./contact-links";
import { safeJsonText } from "@/lib/json-bytes";
import type { WeeklyHours } from "./hours";

export type JsonLdClinic = {
  name: string;
  nameZh: string | null;
  address: string;
  addressZh: string | null;
  phone: string;
  email: string | null;
  website: string | null;
  openingHours: string | null;
  is24Hour: boolean;
  latitude: number | null;
  longitude: number | null;
  region: { nameEn: string };
  /** The structured hours (lib/clinics/hours.ts), when the caller has them: said as OpeningHoursSpecification. */
  weeklyHours?: WeeklyHours | null;
};

/**
 * schema.org's VeterinaryCare is a MedicalOrganization, which has no opening
 * hours: those belong to LocalBusiness (a Place). A hospital is both, so its
 * node says both types and may carry both types' properties.
 */
export type VeterinaryPlace = MergeLeafTypes<[VeterinaryCareLeaf, LocalBusinessLeaf]>;

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const satisfies DayOfWeek[];

function to24h(hour: string, minute: string | undefined, meridiem: string): string | null {
  let h = Number(hour);
  const m = Number(minute ?? "0");
  if (h < 1 || h > 12 || m > 59) return null;
  if (meridiem === "pm" && h !== 12) h += 12;
  if (meridiem === "am" && h === 12) h = 0;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/**
 * "9:00am-9:00pm" (one range, every day) → "Mo-Su 09:00-21:00". Anything more
 * complex (several lines, days, breaks) is not guessed at: null.
 */
export function dailyOpeningHours(text: string | null): string | null {
  if (!text) return null;
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*$/i.exec(text);
  if (!match) return null;
  const opens = to24h(match[1], match[2], match[3].toLowerCase());
  const closes = to24h(match[4], match[5], match[6].toLowerCase());
  return opens && closes ? `Mo-Su ${opens}-${closes}` : null;
}

export function clinicJsonLd(clinic: JsonLdClinic, url: string): WithContext<VeterinaryPlace> {
  const specified = openingHoursSpecification(clinic.is24Hour, clinic.weeklyHours ?? null);
  const daily = specified.length ? null : dailyOpeningHours(clinic.openingHours);
  const hours = specified.length ? { openingHoursSpecification: specified } : daily ? { openingHours: daily } : {};
  const website = safeWebsite(clinic.website);
  return {
    "@context": "https://schema.org",
    "@type": ["VeterinaryCare", "LocalBusiness"],
    "@id": url,
    url,
    name: clinic.name,
    ...(clinic.nameZh ? { alternateName: clinic.nameZh } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: clinic.address,
      addressRegion: clinic.region.nameEn,
      addressCountry: "HK",
    },
    ...(clinic.latitude !== null && clinic.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: clinic.latitude, longitude: clinic.longitude } }
      : {}),
    telephone: clinic.phone,
    ...(clinic.email ? { email: clinic.email } : {}),
    ...(website ? { sameAs: website } : {}),
    ...hours,
  };
}

/**
 * The stored hours (lib/clinics/hours.ts) as schema.org says them: a 24-hour
 * clinic every day 00:00–23:59; otherwise one entry per stated interval (a
 * closing time before the opening one is after midnight, as schema.org reads
 * it too); a day not stated says nothing.
 */
export function openingHoursSpecification(is24Hour: boolean, weeklyHours: WeeklyHours | null): OpeningHoursSpecification[] {
  const spec = (dayOfWeek: DayOfWeek | DayOfWeek[], opens: string, closes: string): OpeningHoursSpecification => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek,
    opens,
    closes,
  });
  if (is24Hour) return [spec([...DAYS], "00:00", "23:59")];
  return (weeklyHours ?? []).flatMap((day, i) =>
    day === "24h" ? [spec(DAYS[i], "00:00", "23:59")] : (day ?? []).map(([opens, closes]) => spec(DAYS[i], opens, closes)),
  );
}

export type JsonLdHospital = JsonLdClinic & { url: string };
export type JsonLdCrumb = { name: string; url: string };

/** One hospital of a list: the clinic page's node without its context. */
function hospitalJsonLd(h: JsonLdHospital): VeterinaryPlace {
  const { "@context": _context, ...node } = clinicJsonLd(h, h.url);
  return node;
}

/**
 * schema-dts types a node of two types (MergeLeafTypes) only where it stands
 * alone; as a ListItem's item (a Thing, which it is) it needs this cast. The
 * runtime check (tests/utils/schema-org.ts) validates it against both types.
 */
const asThing = (node: VeterinaryPlace) => node as unknown as Thing;

export function breadcrumbJsonLd(crumbs: JsonLdCrumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: c.url })),
  };
}

type ListPage = { name: string; url: string; breadcrumbs: JsonLdCrumb[] };
type ListPageJsonLd = [WithContext<ItemList>, WithContext<BreadcrumbList>];

/** A list page's ItemList of these entries, in the page's order, and its breadcrumb trail, as one array (one script tag holds both). */
function listPageJsonLd(page: ListPage, entries: ({ item: Thing } | { url: string })[]): ListPageJsonLd {
  return [
    {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: page.name,
      url: page.url,
      numberOfItems: entries.length,
      itemListElement: entries.map((entry, i) => ({ "@type": "ListItem", position: i + 1, ...entry })),
    },
    breadcrumbJsonLd(page.breadcrumbs),
  ];
}

/** A page listing a few hospitals (/districts/<slug>): each ListItem the hospital's full VeterinaryCare. */
export const nightHospitalsJsonLd = (page: ListPage & { hospitals: JsonLdHospital[] }): ListPageJsonLd =>
  listPageJsonLd(
    page,
    page.hospitals.map((h) => ({ item: asThing(hospitalJsonLd(h)) })),
  );

/**
 * A summary page's list (/24-hour-vets): each ListItem only its position and
 * the URL of the clinic page that carries the hospital's full VeterinaryCare,
 * as Google describes a summary page with detail pages
 * (https://developers.google.com/search/docs/appearance/structured-data/carousel).
 * The full nodes of ~40 hospitals were 31 KB of the page's HTML, and as much
 * again in its RSC payload, which a phone parses before the page can answer.
 */
export const hospitalLinksJsonLd = (page: ListPage & { hospitalUrls: string[] }): ListPageJsonLd =>
  listPageJsonLd(
    page,
    page.hospitalUrls.map((url) => ({ url })),
  );

/** JSON for a <script type="application/ld+json">: escaped (lib/json-bytes.ts) so text in the data cannot close the tag. */
export const jsonLdScript = (data: unknown): string => safeJsonText(data);
