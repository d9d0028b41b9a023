// Bilingual database content (clinic names and addresses) is stored in paired
// columns; this is the one place that picks the page language's version.

type Bilingual = { name: string; nameZh?: string | null; address?: string; addressZh?: string | null };

export function localizedName(row: Pick<Bilingual, "name" | "nameZh">, locale: string): string {
  return (locale === "zh-HK" && row.nameZh) || row.name;
}

export function localizedAddress(row: { address: string; addressZh?: string | null }, locale: string): string {
  return (locale === "zh-HK" && row.addressZh) || row.address;
}
