// npm run demo:code: the demo admin's current authenticator-app code (the
// published demo key, lib/db/seed.ts), for trying the demo without a phone.
import { DEMO_TOTP_KEY } from "@/lib/db/demo-totp";
import { secondsLeftInStep, totpCodeAt } from "@/lib/auth/second-factor/totp";

console.log(`${totpCodeAt(DEMO_TOTP_KEY)} (admin@example.com; good for ${secondsLeftInStep()} more seconds, then run this again)`);
