// npm run admin:grant -- <email>: makes an existing account an admin.
import { db, disconnectDb } from "@/lib/db";

async function main() {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) {
    console.error("Usage: npm run admin:grant -- <email>");
    process.exitCode = 2;
    return;
  }
  const result = await db.user.updateMany({ where: { email }, data: { role: "admin" } });
  if (result.count === 0) {
    console.error(`No account with email ${email}. The person must sign in once first, then run this again.`);
    process.exitCode = 1;
    return;
  }
  console.log(`${email} is now an admin.`);
}

main()
  .catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(disconnectDb);
