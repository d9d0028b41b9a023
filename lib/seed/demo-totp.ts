/**
 * The demo admin's authenticator-app key (published like the demo password: demo
 * mode only, which production refuses on a public address). The seed sets it up
 * (lib/seed/seed.ts); `npm run demo:code` prints its current code; the tests sign
 * in with it.
 */
export const DEMO_TOTP_KEY = "PAWALERTDEMOADMINSECONDFACTORKEY";
