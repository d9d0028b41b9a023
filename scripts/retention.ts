// npm run retention: deletes emergency requests older than 12 months with their
// messages (kept no longer than the privacy policy promises), now, against DATABASE_URL. The worker also runs this daily;
// running it again is harmless (it deletes only what is past the cutoff).
import { disconnectDb } from "@/lib/db";
import { EnvError, getServerEnv } from "@/lib/env";
import { purgeExpiredRequests } from "@/lib/retention";

async function main() {
  getServerEnv();
  const { cutoff, requests, messages } = await purgeExpiredRequests({ now: new Date() });
  console.log(`Retention: deleted ${requests} emergency request(s) created before ${cutoff.toISOString()} and ${messages} message(s).`);
}

main()
  .catch((error: Error) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exitCode = 1;
  })
  .finally(disconnectDb);
