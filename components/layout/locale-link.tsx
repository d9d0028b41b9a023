"use client";

import NextLink from "next/link";
import { useParams } from "next/navigation";
import { localizedHref, type Href } from "@/lib/i18n/href";
import { toLocale } from "@/lib/i18n/locale";

/**
 * A next/link in the current page's language, read from the route's [locale]
 * segment. next-intl's Link does the same through its client provider, which
 * would make every page with a link download next-intl's client (~12 KB gzip).
 */
export function LocaleLink({ href, ...props }: Omit<React.ComponentProps<typeof NextLink>, "href"> & { href: Href }) {
  const locale = toLocale(useParams<{ locale?: string }>()?.locale);
  return <NextLink href={localizedHref(locale, href)} {...props} />;
}
