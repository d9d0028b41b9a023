import "server-only";
import type { RowVersion, SearchRow } from "./search-rows";

// Clinic rows for the search, kept in memory by id and row version.
// The search statement returns only the ids and versions of the clinics it
// found (PostgreSQL's xmin of the clinic's row and of the regions', whose code
// each row carries: every change of a row writes a new version), and
// the full rows are read only for clinics not yet held at that version. Every
// search asks the database, so nothing shown is older than the search: an
// edit, an availability confirmation or a deletion counts at the next one, on
// every server instance. Turning 200 full rows into JavaScript on each search
// was most of the nearest-clinics answer's time.

/** Far above the clinics any search returns; only a bound on memory. */
const MAX_ROWS = 20_000;

const held = new Map<string, SearchRow>();

/**
 * The rows of `found` in its order, each at the version found: held ones, and
 * the others read by `read` (given their ids, it returns their current rows,
 * which it may return at a newer version). A clinic deleted in between is left out.
 */
export async function rowsAtVersion(found: readonly RowVersion[], read: (ids: string[]) => Promise<SearchRow[]>): Promise<SearchRow[]> {
  const rows = new Map<string, SearchRow>();
  const missing: string[] = [];
  for (const { id, version } of found) {
    const row = held.get(id);
    if (row?.version === version) rows.set(id, row);
    else missing.push(id);
  }
  if (missing.length) {
    if (held.size + missing.length > MAX_ROWS) held.clear();
    for (const row of await read(missing)) {
      held.set(row.id, row);
      rows.set(row.id, row);
    }
  }
  return found.flatMap(({ id }) => rows.get(id) ?? []);
}
