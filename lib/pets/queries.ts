import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PetDto } from "./schemas";

export const PET_SELECT = {
  id: true,
  userId: true,
  name: true,
  species: true,
  speciesOther: true,
  breed: true,
  ageMonths: true,
  weight: true,
  medicalNotes: true,
  lastVisitClinicId: true,
  lastVisitDate: true,
  createdAt: true,
} as const satisfies Prisma.PetSelect;

type PetRow = Prisma.PetGetPayload<{ select: typeof PET_SELECT }>;

export function toPetDto(row: PetRow): PetDto {
  return {
    ...row,
    // The age in years, kept for API clients; 6 months reads 0.5 (two decimals).
    age: row.ageMonths === null ? null : Math.round((row.ageMonths / 12) * 100) / 100,
    weight: row.weight === null ? null : row.weight.toString(),
    lastVisitDate: row.lastVisitDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user's pets, oldest first (the order they were added). */
export async function listPetsOfUser(userId: string): Promise<PetDto[]> {
  const rows = await db.pet.findMany({ where: { userId }, select: PET_SELECT, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toPetDto);
}
