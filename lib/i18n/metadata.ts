import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getAppUrl } from "@/lib/env";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/locale";
import { localizedPath } from "./href";
import type { KeyOf } from "./types";

export { localizedPath } from "./href";

/** A page's absolute URL in a language (JSON-LD ids and lists, where a relative path will not do). */
export const absoluteUrl = (locale: Locale, path: string): string => new URL(localizedPath(locale, path), getAppUrl()).toString();

/** Canonical URL and hreflang alternates for a page (every page has both languages). */
export function alternatesFor(locale: Locale, path: string): Metadata["alternates"] {
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l, localizedPath(l, path)]));
  languages["x-default"] = localizedPath(DEFAULT_LOCALE, path);
  return { canonical: localizedPath(locale, path), languages };
}

/** The Open Graph card for the site, or for one clinic (app/og.png/route.tsx). */
export function ogImage(alt: string, clinicId?: string) {
  return { url: clinicId ? `/og.png?clinic=${clinicId}` : "/og.png", width: 1200, height: 630, alt };
}

/** Title, description, alternates and the Open Graph / Twitter cards of a page. */
export function socialMetadata(
  locale: Locale,
  path: string,
  {
    title,
    description,
    siteName,
    image,
  }: {
    title: string;
    description?: string;
    siteName: string;
    /** Omitted where the route has its own opengraph-image file, which Next links itself. */
    image?: ReturnType<typeof ogImage>;
  },
): Metadata {
  // No "images" key at all without one: Next links a route's opengraph-image file only when the key is absent.
  const images = image ? { images: [image] } : {};
  return {
    title,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: { title, description, locale, siteName, type: "website", ...images },
    twitter: { card: "summary_large_image", title, description, ...images },
  };
}

/** socialMetadata for a page whose title and description are message keys. */
export async function pageMetadata(
  locale: Locale,
  path: string,
  keys: { title: KeyOf<"Metadata">; description?: KeyOf<"Metadata"> },
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const description = keys.description ? t(keys.description) : undefined;
  return socialMetadata(locale, path, { title: t(keys.title), description, siteName: t("siteName"), image: ogImage(t("ogAlt")) });
}
