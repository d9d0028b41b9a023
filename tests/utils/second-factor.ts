// The second sign-in step for the tests' shared sign-in helpers
// (tests/utils/http.ts, tests/utils/e2e.ts): an admin's session is completed
// the way a person would complete it, through the real endpoints. Each
// account gets a software passkey (./software-passkey.ts), registered the
// first time; the demo admin, who has the seeded authenticator app, passes
// one app code to register it. Later sign-ins sign with the passkey, which
// any number of parallel sign-ins can do (an app code is good once).
import { DEMO_TOTP_KEY } from "@/lib/seed/demo-totp";
import { secondsLeftInStep, totpCodeAt } from "@/lib/auth/second-factor/totp";
import { SoftwarePasskey } from "./software-passkey";

/** One JSON request on the signed-in session: its status and parsed body. */
export type SessionCall = (path: string, init?: { method?: string; json?: unknown }) => Promise<{ status: number; body: unknown }>;

type Status = { required: boolean; passed: boolean; totp: boolean; passkeys: unknown[] };
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };
type CreationOptions = { challenge: string; rp: { id?: string } };

export const DEMO_ADMIN_TOTP_KEY = DEMO_TOTP_KEY;

/** The demo admin's authenticator-app code now, or `stepsAhead` 30-second steps from now (the server takes one step either side). */
export function demoTotpCode(stepsAhead = 0, key = DEMO_TOTP_KEY): string {
  return totpCodeAt(key, Date.now() + stepsAhead * 30_000);
}

/** A page's origin for the relying party `rpId` on the server at `baseUrl` (passkeys of a 127.0.0.1 server belong to localhost). */
export function passkeyOrigin(rpId: string, baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${rpId}${url.port ? `:${url.port}` : ""}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Passes an app code for `key`. Each code works once: when this step's code
 * was used already (another sign-in of the same account), the next step's is
 * tried, then the step after that once it begins.
 */
export async function passTotp(call: SessionCall, key = DEMO_TOTP_KEY): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const ahead of [0, 1]) {
      const { status } = await call("/api/second-factor/check", {
        method: "POST",
        json: { method: "totp", code: demoTotpCode(ahead, key) },
      });
      if (status === 200) return;
    }
    await sleep((secondsLeftInStep() + 1) * 1000);
  }
  throw new Error("no authenticator-app code was accepted");
}

/**
 * Completes the second sign-in step of an admin's session (nothing for
 * anyone else): signs with the account's software passkey, registering it
 * first if needed.
 */
export async function completeSecondFactor(call: SessionCall, email: string, baseUrl: string): Promise<void> {
  const status = (await call("/api/second-factor")).body as Status;
  if (!status.required || status.passed) return;
  const passkey = new SoftwarePasskey(email);
  const challenge = await call("/api/second-factor/passkeys/challenge", { method: "POST" });
  const options = challenge.body as RequestOptions;
  if (challenge.status === 200 && options.allowCredentials?.some((c) => c.id === passkey.id)) {
    const response = passkey.sign(options, passkeyOrigin(options.rpId ?? "localhost", baseUrl));
    const checked = await call("/api/second-factor/check", { method: "POST", json: { method: "passkey", response } });
    if (checked.status !== 200) throw new Error(`the test passkey was refused: ${checked.status} ${JSON.stringify(checked.body)}`);
    return;
  }
  // Registering a passkey needs a fresh check: the password just typed, or (an account with a factor) that factor.
  if (status.totp || status.passkeys.length > 0) {
    if (email !== "admin@example.com") throw new Error(`${email} has a second factor the test helpers do not hold`);
    await passTotp(call);
  }
  const created = await call("/api/second-factor/passkeys/options", { method: "POST" });
  if (created.status !== 200) throw new Error(`passkey options answered ${created.status}`);
  const creation = created.body as CreationOptions;
  const response = passkey.register(creation, passkeyOrigin(creation.rp.id ?? "localhost", baseUrl));
  const registered = await call("/api/second-factor/passkeys", { method: "POST", json: { response } });
  // Two first sign-ins at once (parallel browser tests) may both register it: the second one's 409 is fine, then it signs.
  if (registered.status === 409) return completeSecondFactor(call, email, baseUrl);
  if (registered.status !== 201)
    throw new Error(`registering the test passkey answered ${registered.status} ${JSON.stringify(registered.body)}`);
}
