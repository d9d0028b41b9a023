// npm run db:backup [-- file.dump]: pg_dump -Fc of DATABASE_URL (default file
// backups/pawalert-<UTC timestamp>.dump). Restore with pg_restore into an empty
// database: docs/OPERATIONS.md.
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { backupSourceUrl, databaseName, dumpDatabase } from "@/lib/db/backup";

async function main() {
  const url = backupSourceUrl();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.resolve(process.argv[2] ?? path.join("backups", `pawalert-${stamp}.dump`));
  mkdirSync(path.dirname(file), { recursive: true });
  await dumpDatabase(url, file);
  console.log(`Backed up ${databaseName(url)} to ${file} (${statSync(file).size} bytes).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`Backup FAILED: ${error.message}`);
    process.exit(1);
  },
);
