import type { Prisma } from "@/lib/generated/prisma/client";

// What every clinic listing shows and calls from: the names and addresses in
// both languages and the phone. One select and one type, so a listing (search,
// directory, admin, offline list) never forgets a language. Client-safe types.

export const CLINIC_CONTACT_SELECT = {
  id: true,
  name: true,
  nameZh: true,
  address: true,
  addressZh: true,
  phone: true,
} as const satisfies Prisma.ClinicSelect;

export type ClinicContact = Prisma.ClinicGetPayload<{ select: typeof CLINIC_CONTACT_SELECT }>;
