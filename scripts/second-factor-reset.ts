// npm run second-factor:reset -- <email>: removes an account's passkeys,
// authenticator app and recovery codes and ends its sessions, for someone who
// lost them all (or after NEXTAUTH_SECRET changed, which makes the stored app
// keys unreadable). Its next sign-in sets a new one up. Audited.
import { writeAudit } from "@/lib/audit";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { db, disconnectDb } from "@/lib/db";

async function main() {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) {
    console.error("Usage: npm run second-factor:reset -- <email>");
    process.exitCode = 2;
    return;
  }
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) {
    console.error(`No account with email ${email}.`);
    process.exitCode = 1;
    return;
  }
  await db.$transaction(async (tx) => {
    await tx.totpFactor.deleteMany({ where: { userId: user.id } });
    await tx.passkey.deleteMany({ where: { userId: user.id } });
    await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
    await revokeUserSessions(user.id, tx);
    await writeAudit(
      { entityType: "user", entityId: user.id, action: "second_factor_reset", userId: null, changes: { by: "operator" } },
      tx,
    );
  });
  console.log(`${email}: second factors removed and signed out everywhere; the next sign-in sets a new one up.`);
}

main()
  .catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(disconnectDb);
