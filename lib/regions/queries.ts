import { cache } from "react";
import { db } from "@/lib/db";

export type RegionDto = { id: string; code: string; nameEn: string; nameZh: string };

/**
 * Active regions in a stable order (Hong Kong Island, Kowloon, New Territories).
 * Cached per request: a page's metadata and body both ask for them.
 */
export const listRegions = cache(async (): Promise<RegionDto[]> => {
  const rows = await db.region.findMany({ where: { active: true }, select: { id: true, code: true, nameEn: true, nameZh: true } });
  const order = ["HKI", "KLN", "NT"];
  return rows.sort((a, b) => (order.indexOf(a.code) + 1 || 99) - (order.indexOf(b.code) + 1 || 99) || a.code.localeCompare(b.code));
});
