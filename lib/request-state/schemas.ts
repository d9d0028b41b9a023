import { z } from "zod";
import type { Answer } from "@/lib/messaging/links";

// One schema per payload. Client-safe; messages are i18n keys.

/** The two answers a clinic gives to an alert: the reply links' and quick replies' own. */
export const CLINIC_ANSWERS = ["accept", "decline"] as const satisfies readonly Answer[];

/** POST /api/emergency-requests/{id}/answer: the clinic dashboard's Accept / Decline. */
export const clinicAnswerSchema = z.object({ answer: z.enum(CLINIC_ANSWERS, "Validation.invalidType") }).strict();
export type ClinicAnswerInput = z.infer<typeof clinicAnswerSchema>;
