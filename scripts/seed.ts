// npm run db:seed: regions and clinics; demo accounts too with DEMO=1.
import { disconnectDb, getDb } from "@/lib/db";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_KEY, seed } from "@/lib/seed/seed";
import { getServerEnv } from "@/lib/env";

async function main() {
  const env = getServerEnv();
  const report = await seed(getDb(), { demo: env.DEMO });
  console.log(`Seed: ${report.regions} region(s) and ${report.clinicsInserted} clinic(s) added.`);
  if (env.DEMO) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}): ${Object.values(DEMO_ACCOUNTS).join(", ")}`);
    console.log(
      `Demo admin's second sign-in step: authenticator-app setup key ${DEMO_TOTP_KEY.replace(/(.{4})/g, "$1 ").trim()}` +
        " (add it to an authenticator app, or run `npm run demo:code` for the current code)",
    );
  }
}

main()
  .catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(disconnectDb);
