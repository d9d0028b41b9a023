// npm run db:backup-check: proves the database's backup restores. Dumps
// DATABASE_URL with pg_dump -Fc, restores the dump into a new empty database on
// the same server with pg_restore, compares every table's row count, prints them,
// and drops the copy (--keep leaves it). Exit 1 on any mismatch or error.
// PostgreSQL only (the embedded PGlite is backed up by copying its stopped data
// directory: docs/OPERATIONS.md).
import { backupRoundTrip, backupSourceUrl, databaseName } from "@/lib/db/backup";

async function main() {
  const url = backupSourceUrl();
  const keep = process.argv.includes("--keep");
  console.log(`Dumping ${databaseName(url)} and restoring it into a new empty database...`);
  const result = await backupRoundTrip(url, { keep });
  for (const row of result.rows) {
    const mark = row.source === row.restored ? "ok  " : "DIFF";
    console.log(`${mark} ${row.table.padEnd(40)} ${String(row.source ?? "-").padStart(9)} ${String(row.restored ?? "-").padStart(9)}`);
  }
  console.log(
    `Dump: ${result.dumpBytes} bytes; ${result.rows.length} table(s) compared${keep ? `; restored copy kept as ${result.restoredInto}` : ""}.`,
  );
  if (!result.ok) {
    console.error(
      result.rows.length ? `Backup check FAILED: ${result.mismatches.length} table(s) differ.` : "Backup check FAILED: no tables found.",
    );
    return 1;
  }
  console.log("Backup check passed: the restored database has the same row count in every table.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`Backup check FAILED: ${error.message}`);
    process.exit(1);
  },
);
