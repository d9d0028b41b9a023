import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { writeAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { log } from "@/lib/log";
import { markSecondFactor, storeChallenge, takeChallenge } from "../sessions";
import { dropRecoveryCodesIfNoFactor, recoveryCodesForNewFactor } from "./factors";
import { relyingParty, type RelyingParty } from "./relying-party";

// Passkeys (WebAuthn) as a second factor, with @simplewebauthn/server. Each
// ceremony's challenge is kept on the session row and taken once
// (../sessions.ts); the relying party is APP_URL's host (./relying-party.ts).
// Possession of the passkey is the second factor, so user verification (a
// PIN or fingerprint on the device) is asked for but not required.

type Account = { id: string; email: string | null; sid: string };

function rp(): RelyingParty {
  const found = relyingParty();
  if (!found) throw new AppError("conflict", "Passkeys need a site name in APP_URL, not an IP address");
  return found;
}

const refused = () => new AppError("forbidden", "The passkey was not accepted", { _: "SecondFactor.passkeyRefused" });

/** What every answer is checked against: this session's challenge, on our site, possession being the factor. */
const expected = (party: RelyingParty, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: party.origin,
  expectedRPID: party.id,
  requireUserVerification: false,
});

/** The library's verdict, or null when it refused the answer (its reason is logged: it names no person). */
async function verdict<T extends { verified: boolean }>(event: string, verify: () => Promise<T>): Promise<T | null> {
  try {
    const result = await verify();
    return result.verified ? result : null;
  } catch (error) {
    log.info(event, { reason: (error as Error).message });
    return null;
  }
}

const userHandle = (userId: string) => new Uint8Array(Buffer.from(userId.replace(/-/g, ""), "hex"));

export async function passkeyRegistrationOptions(account: Account): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const party = rp();
  const existing = await db.passkey.findMany({ where: { userId: account.id }, select: { credentialId: true, transports: true } });
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userID: userHandle(account.id),
    userName: account.email ?? account.id,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await storeChallenge(account.sid, options.challenge);
  return options;
}

/**
 * Checks the new credential against this session's challenge and keeps it;
 * this session has then passed its second factor. Recovery codes come with the first factor.
 */
export async function registerPasskey(
  account: Account,
  response: RegistrationResponseJSON,
  headers?: Headers,
): Promise<{ id: string; recoveryCodes: string[] | null }> {
  const party = rp();
  const challenge = await takeChallenge(account.sid);
  if (!challenge) throw refused();
  const verified = await verdict("second_factor.passkey_registration_refused", () =>
    verifyRegistrationResponse({ response, ...expected(party, challenge) }),
  );
  if (!verified?.registrationInfo) throw refused();
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  if (await db.passkey.findUnique({ where: { credentialId: credential.id }, select: { id: true } })) {
    throw new AppError("conflict", "This passkey is registered already");
  }
  const added = await db.$transaction(async (tx) => {
    const row = await tx.passkey.create({
      data: {
        userId: account.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: BigInt(credential.counter),
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
      },
      select: { id: true },
    });
    await writeAudit(
      {
        entityType: "user",
        entityId: account.id,
        action: "second_factor_added",
        userId: account.id,
        changes: { method: "passkey" },
        headers,
      },
      tx,
    );
    return { id: row.id, recoveryCodes: await recoveryCodesForNewFactor(account.id, tx) };
  });
  await markSecondFactor(account.sid);
  return added;
}

/** Options for signing with one of this account's passkeys (404 when it has none). */
export async function passkeyAuthenticationOptions(account: Account): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const party = rp();
  const passkeys = await db.passkey.findMany({ where: { userId: account.id }, select: { credentialId: true, transports: true } });
  if (passkeys.length === 0) throw notFound("Passkey");
  const options = await generateAuthenticationOptions({
    rpID: party.id,
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: "preferred",
  });
  await storeChallenge(account.sid, options.challenge);
  return options;
}

/** Whether the answer is signed by one of this account's passkeys over this session's challenge. */
export async function checkPasskey(account: Account, response: AuthenticationResponseJSON): Promise<boolean> {
  const party = rp();
  const challenge = await takeChallenge(account.sid);
  const passkey = await db.passkey.findFirst({ where: { userId: account.id, credentialId: response.id } });
  if (!challenge || !passkey) return false;
  const verified = await verdict("second_factor.passkey_refused", () =>
    verifyAuthenticationResponse({
      response,
      ...expected(party, challenge),
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
    }),
  );
  if (!verified) return false;
  await db.passkey.update({
    where: { id: passkey.id },
    data: { counter: BigInt(verified.authenticationInfo.newCounter), lastUsedAt: new Date() },
  });
  return true;
}

export async function removePasskey(userId: string, passkeyId: string, headers?: Headers): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.passkey.deleteMany({ where: { id: passkeyId, userId } });
    if (count !== 1) throw notFound("Passkey");
    await dropRecoveryCodesIfNoFactor(userId, tx);
    await writeAudit(
      { entityType: "user", entityId: userId, action: "second_factor_removed", userId, changes: { method: "passkey" }, headers },
      tx,
    );
  });
}
