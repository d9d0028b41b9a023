import { db } from "@/lib/db";
import { AppError, notFound, validationError } from "@/lib/errors";
import { PET_SELECT, toPetDto } from "./queries";
import type { CreatePet, PetDto, UpdatePet } from "./schemas";

// Pet writes. Only the owner may change a pet; for anyone else the pet does
// not exist (404), so a pet id reveals nothing (docs/PERMISSIONS.md).

/** A user may keep this many pets (a bound on stored data, far above any household). */
const MAX_PETS_PER_USER = 50;

function toData(input: UpdatePet) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.species !== undefined ? { species: input.species } : {}),
    ...(input.speciesOther !== undefined ? { speciesOther: input.speciesOther } : {}),
    // The owner's own word is kept only for "other".
    ...(input.species !== undefined && input.species !== "other" ? { speciesOther: null } : {}),
    ...(input.breed !== undefined ? { breed: input.breed } : {}),
    ...(input.age !== undefined ? { ageMonths: input.age } : {}),
    ...(input.weight !== undefined ? { weight: input.weight === null ? null : input.weight.toFixed(2) } : {}),
    ...(input.medicalNotes !== undefined ? { medicalNotes: input.medicalNotes } : {}),
    ...(input.lastVisitClinicId !== undefined ? { lastVisitClinicId: input.lastVisitClinicId } : {}),
    ...(input.lastVisitDate !== undefined ? { lastVisitDate: input.lastVisitDate === null ? null : new Date(input.lastVisitDate) } : {}),
  };
}

async function checkClinic(clinicId: string | null | undefined) {
  if (!clinicId) return;
  const found = await db.clinic.findUnique({ where: { id: clinicId }, select: { id: true } });
  if (!found) throw validationError({ lastVisitClinicId: "Validation.invalidType" });
}

export async function createPet(ownerId: string, input: CreatePet): Promise<PetDto> {
  await checkClinic(input.lastVisitClinicId);
  const count = await db.pet.count({ where: { userId: ownerId } });
  if (count >= MAX_PETS_PER_USER) throw new AppError("conflict", `At most ${MAX_PETS_PER_USER} pets per account`);
  const row = await db.pet.create({
    data: { ...toData(input), name: input.name, species: input.species, userId: ownerId },
    select: PET_SELECT,
  });
  return toPetDto(row);
}

export type OwnedPet = { id: string };

/** The pet if it belongs to the owner; 404 otherwise (checked before the body is read). */
export async function ownedPet(ownerId: string, petId: string): Promise<OwnedPet> {
  const pet = await db.pet.findFirst({ where: { id: petId, userId: ownerId }, select: { id: true } });
  if (!pet) throw notFound("Pet");
  return pet;
}

/** `pet` comes from ownedPet(), so ownership is already established. */
export async function updatePet(pet: OwnedPet, input: UpdatePet): Promise<PetDto> {
  await checkClinic(input.lastVisitClinicId);
  const row = await db.pet.update({ where: { id: pet.id }, data: toData(input), select: PET_SELECT });
  return toPetDto(row);
}

export async function deletePet(ownerId: string, petId: string): Promise<void> {
  const { count } = await db.pet.deleteMany({ where: { id: petId, userId: ownerId } });
  if (count === 0) throw notFound("Pet");
}
