// schema.org VeterinaryCare for a clinic page (rich results in search engines).
// Pure: the page passes the clinic and its absolute URL.
import { safeWebsite } from "./contact-links";
import { safeJsonText } from "@/lib/json-bytes";

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
};

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

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

export function clinicJsonLd(clinic: JsonLdClinic, url: string): Record<string, unknown> {
  const daily = clinic.is24Hour ? null : dailyOpeningHours(clinic.openingHours);
  const hours = clinic.is24Hour
    ? { openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: DAYS, opens: "00:00", closes: "23:59" }] }
    : daily
      ? { openingHours: daily }
      : {};
  const website = safeWebsite(clinic.website);
  return {
    "@context": "https://schema.org",
    "@type": "VeterinaryCare",
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

/** JSON for a <script type="application/ld+json">: escaped (lib/json-bytes.ts) so text in the data cannot close the tag. */
export const jsonLdScript = (data: unknown): string => safeJsonText(data);
