import type { MetadataRoute } from "next";
import { LOCALES } from "@/lib/i18n/locale";
import { getAppUrl } from "@/lib/env";
import { listPublicClinicSlugs } from "@/lib/clinics/directory";
import { localizedPath } from "@/lib/i18n/metadata";
import { DISTRICTS } from "@/lib/regions/districts";

// Rendered per request: it lists the clinics in the database (none exist at build time).
export const dynamic = "force-dynamic";

const STATIC_PAGES: { path: string; priority: number; changeFrequency: "daily" | "weekly" | "monthly" }[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/emergency", priority: 0.9, changeFrequency: "monthly" },
  { path: "/clinics", priority: 0.8, changeFrequency: "daily" },
  { path: "/24-hour-vets", priority: 0.9, changeFrequency: "daily" },
  { path: "/privacy", priority: 0.2, changeFrequency: "monthly" },
  { path: "/terms", priority: 0.2, changeFrequency: "monthly" },
];

/** /sitemap.xml: the public pages, the 18 district pages and every active clinic's page (by slug), in both languages, each with its hreflang pair. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getAppUrl().replace(/\/$/, "");
  const url = (locale: (typeof LOCALES)[number], path: string) => `${base}${localizedPath(locale, path)}`;
  const entry = (path: string, extra: Partial<MetadataRoute.Sitemap[number]>) =>
    LOCALES.map((locale) => ({
      url: url(locale, path),
      alternates: { languages: Object.fromEntries(LOCALES.map((l) => [l, url(l, path)])) },
      ...extra,
    }));
  const clinics = await listPublicClinicSlugs();
  return [
    ...STATIC_PAGES.flatMap((p) => entry(p.path, { priority: p.priority, changeFrequency: p.changeFrequency })),
    ...DISTRICTS.flatMap((d) => entry(`/districts/${d.slug}`, { priority: 0.8, changeFrequency: "daily" })),
    ...clinics.flatMap((c) => entry(`/clinics/${c.slug}`, { lastModified: c.updatedAt, priority: 0.6, changeFrequency: "weekly" })),
  ];
}
