import "server-only";
import type { CurrentUser } from "@/lib/auth/guards";
import { db } from "@/lib/db";

/** What the wizard starts with for a signed-in owner: saved pets and the contact prefill (SPEC §2). */
export async function wizardStartFor(user: CurrentUser | null) {
  if (!user) return { pets: [], profile: null };
  const pets = await db.pet.findMany({
    where: { userId: user.id },
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true, species: true, breed: true },
  });
  const fullName = user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : null;
  return { pets, profile: { contactName: fullName ?? user.username ?? "", contactPhone: user.phone ?? "" } };
}
