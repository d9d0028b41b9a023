import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { json, readJson, route } from "@/lib/http";
import { updatePetSchema } from "@/lib/pets/schemas";
import { deletePet, ownedPet, updatePet } from "@/lib/pets/service";
import { readUuid } from "@/lib/validation/params";

type IdContext = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/** Owner only; anyone else gets 404 (a pet id reveals nothing), before the body is read. */
export const PATCH = route(async (req: NextRequest, ctx: IdContext) => {
  const user = await requireUser();
  const pet = await ownedPet(user.id, readUuid((await ctx.params).id, "Pet"));
  const input = await readJson(req, updatePetSchema);
  return json(await updatePet(pet, input));
});

export const DELETE = route(async (_req: NextRequest, ctx: IdContext) => {
  const user = await requireUser();
  const id = readUuid((await ctx.params).id, "Pet");
  await deletePet(user.id, id);
  return json({ deleted: true });
});
