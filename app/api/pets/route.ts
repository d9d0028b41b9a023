import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { json, readJson, route } from "@/lib/http";
import { createPetSchema } from "@/lib/pets/schemas";
import { createPet } from "@/lib/pets/service";

export const dynamic = "force-dynamic";

/** Adds a pet to the signed-in user (a client's userId is ignored). */
export const POST = route(async (req: NextRequest) => {
  const user = await requireUser();
  const input = await readJson(req, createPetSchema);
  return json(await createPet(user.id, input), { status: 201 });
});
