import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";

// bcryptjs is pure JavaScript (no install script); cost 10 is about 70 ms here.
const COST = 10;

/**
 * A real hash of a random password at the same cost, made once at start-up:
 * an unknown account (or one without a password) is compared against it, so a
 * failed sign-in takes as long whether or not the account exists.
 */
const DUMMY_HASH = bcrypt.hashSync(randomBytes(18).toString("base64"), COST);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

/** Always runs one bcrypt comparison at full cost; false without a stored hash. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash || DUMMY_HASH);
  return Boolean(hash) && ok;
}
