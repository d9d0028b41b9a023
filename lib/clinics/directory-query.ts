import { z } from "zod";
import { safeLine } from "@/lib/text/safe-text";
import { parseFlag } from "@/lib/validation/flag";

// The public directory's URL state (/clinics?q=&region=&h24=1&open=1&page=): every
// filtered view is a plain, shareable GET URL (works without JavaScript).
// Client-safe: no database.

// 20 cards a page, as the admin list: 50 made a 465 KB document whose parsing and
// hydration held a mid-range phone's main thread (BENCHMARKS.md).
export const DIRECTORY_PAGE_SIZE = 20;
const MAX_QUERY_LENGTH = 100;

/** One query-string value (repeated keys arrive as arrays: the first wins). */
const single = z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().optional());

export const directoryQuerySchema = z.object({
  q: single.transform((v) =>
    safeLine(v ?? "")
      .trim()
      .slice(0, MAX_QUERY_LENGTH),
  ),
  region: single.transform((v) => {
    const code = (v ?? "").trim().toUpperCase();
    return /^[A-Z0-9_-]{1,16}$/.test(code) ? code : "";
  }),
  h24: single.transform((v) => parseFlag(v ?? "") === true),
  /** Open at the time of the request. */
  open: single.transform((v) => parseFlag(v ?? "") === true),
  page: single.transform((v) => {
    const n = Number.parseInt(v ?? "", 10);
    return Number.isFinite(n) && n >= 1 && n <= 10_000 ? n : 1;
  }),
});

export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

/** Never throws: bad values fall back to "no filter" so a mangled shared link still shows the directory. */
export function parseDirectoryQuery(params: Record<string, string | string[] | undefined>): DirectoryQuery {
  return directoryQuerySchema.parse(params);
}

/** The query string for a directory view (only non-default values, in a stable order). */
export function directorySearch(query: Partial<DirectoryQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.region) params.set("region", query.region);
  if (query.h24) params.set("h24", "1");
  if (query.open) params.set("open", "1");
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
