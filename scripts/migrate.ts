// npm run db:migrate: applies pending SQL migrations to DATABASE_URL.
import { migrateUrl } from "@/lib/db/migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. Point it at PostgreSQL with PostGIS (npm start sets it for the embedded database).");
  process.exit(1);
}
migrateUrl(url)
  .then(({ applied, skipped }) => {
    console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.");
    if (skipped.length) console.log(`${skipped.length} already applied.`);
  })
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
