import { cache } from "react";
import { db } from "@/lib/db";
import { REGION_CODES } from "@/lib/domain/enums";

export type RegionDto = { id: string; code: string; nameEn: string; nameZh: string };

/**
 * Active regions in a stable order (Hong Kong Island, Kowloon, New Territories).
 * Cached per request: a page's metadata and body both ask for them.
 */
export const listRegions = cache(async (): Promise<RegionDto[]> => {
  const rows = await db.region.findMany({ where: { active: true }, select: { id: true, code: true, nameEn: true, nameZh: true } });
  const rank = (code: string) => REGION_CODES.findIndex((c) => c === code) + 1 || 99;
  return rows.sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
});
