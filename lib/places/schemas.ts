import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locale";

/** GET /api/places/resolve?q=…&locale=: the place an owner typed on wizard step 2. */
export const resolvePlaceQuerySchema = z.object({
  q: z
    .string("EmergencyWizard.errors.locationRequired")
    .trim()
    .min(1, "EmergencyWizard.errors.locationRequired")
    .max(200, "Validation.tooLong"),
  locale: z.enum(LOCALES, "Validation.invalidType").default("en"),
});

export type PlaceOption = { label: string; kind: "district" | "area" };
/** Found: how exact. Not found: the districts and areas to choose from, in the page's language. */
export type ResolvePlaceResult = { found: true; precision: "address" | "area" } | { found: false; options: PlaceOption[] };
