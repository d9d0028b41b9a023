// Bilingual database content (clinic, region and place names, addresses) is
// stored in paired columns; this is the one rule that picks the page language's
// version: Chinese on a zh-HK page when there is one, English otherwise (any
// other value reads as English, as toLocale() in ./locale.ts reads it; no import
// of it here, so the gazetteer and every place name stay a short chain).

export function localized(locale: string, english: string, chinese: string | null | undefined): string {
  return (locale === "zh-HK" && chinese) || english;
}

export function localizedName(row: { name: string; nameZh?: string | null }, locale: string): string {
  return localized(locale, row.name, row.nameZh);
}

export function localizedAddress(row: { address: string; addressZh?: string | null }, locale: string): string {
  return localized(locale, row.address, row.addressZh);
}

/** A region's name in the page's language. */
export function regionName(region: { nameEn: string; nameZh: string }, locale: string): string {
  return localized(locale, region.nameEn, region.nameZh);
}
