import type { Prisma } from "@/lib/generated/prisma/client";

// The columns an owner's place is made of (./owner-place.ts words them), kept
// apart from the wording so the channels' message type and the arrivals' reads
// name them without loading the gazetteer.

/** A coordinate as Prisma, pg or a form gives it. */
export type Numeric = Prisma.Decimal | string | number | null;

/** The request columns the place is made of. */
export type OwnerLocation = {
  manualLocation: string | null;
  locationLatitude: Numeric;
  locationLongitude: Numeric;
  /** 'gps', or 'area' (a typed place placed at a gazetteer point). */
  locationPrecision: string | null;
};

export type ClinicPoint = { latitude: Numeric; longitude: Numeric } | null;
