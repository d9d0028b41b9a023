import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { contactNameFor } from "./contact-name";

/** What the wizard starts with for a signed-in owner: saved pets and the contact prefill. */
export async function wizardStartFor(user: CurrentUser | null) {
  if (!user) return { pets: [], profile: null };
  const pets = await db.pet.findMany({
    where: { userId: user.id },
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true, species: true, breed: true },
  });
  return { pets, profile: { contactName: contactNameFor(user).name, contactPhone: user.phone ?? "" } };
}
