import { speciesText } from "@/lib/domain/species";
import { ageText, type PetTextT } from "./age";

/**
 * "Rabbit, 6 months" / 「兔，6 個月」: the species (the owner's own word for
 * "other") and the age, as the results summary, the clinic dashboard and the
 * broadcast text show a pet. Null when neither is known.
 */
export function describePet(
  pet: { species?: string | null; speciesOther?: string | null; ageMonths?: number | null },
  t: PetTextT,
): string | null {
  const species = speciesText(pet.species, pet.speciesOther, (key) => t(`species.${key}`));
  const age = pet.ageMonths != null && pet.ageMonths > 0 ? ageText(pet.ageMonths, t) : null;
  if (species && age) return t("describe", { species, age });
  return species ?? age;
}
