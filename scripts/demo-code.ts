// npm run demo:code: the demo admin's current authenticator-app code (the
// published demo key, lib/seed/seed.ts), for trying the demo without a phone.
import { DEMO_TOTP_KEY } from "@/lib/seed/demo-totp";
import { secondsLeftInStep, totpCodeAt } from "@/lib/auth/second-factor/totp";

console.log(`${totpCodeAt(DEMO_TOTP_KEY)} (admin@example.com; good for ${secondsLeftInStep()} more seconds, then run this again)`);
