import { z } from "zod";
import { uuidField } from "@/lib/validation/fields";
import { ETA_CHOICES } from "./eta-choices";

// One schema per payload, shared by the owner's card, the staff
// dashboard and the route handlers. Messages are i18n keys.

/** What the owner tapped for a clinic on the request's pages. */
export const CONTACT_METHODS = ["call", "directions", "taxi"] as const;

/** POST /api/emergency-requests/{id}/contacts. */
export const recordContactTapSchema = z
  .object({
    clinicId: uuidField("Coming.errors.clinicRequired"),
    method: z.enum(CONTACT_METHODS, "Validation.invalidType"),
  })
  .strict();

/** POST /api/emergency-requests/{id}/arrival: "Tell them I'm coming". */
export const tellComingSchema = z
  .object({
    clinicId: uuidField("Coming.errors.clinicRequired"),
    etaMinutes: z.literal(ETA_CHOICES, "Coming.errors.etaInvalid"),
  })
  .strict();

export type TellComingInput = z.infer<typeof tellComingSchema>;

/** PATCH /api/arrival-notices/{id}: the clinic's staff close it. */
export const closeArrivalSchema = z
  .object({
    state: z.enum(["arrived", "no_show"], "Coming.errors.stateInvalid"),
  })
  .strict();

/** POST /api/arrival-notices/{id}/acknowledgement: "We're expecting them". Nothing to say: the tap is the whole of it. */
export const acknowledgeArrivalSchema = z.object({}).strict();
