import "server-only";
import { getTranslations } from "next-intl/server";
import type { BroadcastContentInput } from "@/lib/broadcast/content";
import { describePet } from "@/lib/pets/describe";
import { scriptBlock, type PhoneScript, type ScriptBlock } from "./phone-script";
import { translateKnown } from "@/lib/i18n/known-key";
import type { OwnerLocation } from "@/lib/messaging/owner-location";
import { ownerPlace } from "@/lib/messaging/owner-place";
import { askedSpecies } from "@/lib/clinics/profile";

/** The "What to say" script in both languages, the page's language first; `owner`: where the request was made. */
export async function buildPhoneScript(
  content: BroadcastContentInput,
  owner: OwnerLocation,
  symptomKeys: readonly string[],
  pageLocale: string,
): Promise<PhoneScript> {
  const langs: ScriptBlock["lang"][] = pageLocale === "zh-HK" ? ["zh-HK", "en"] : ["en", "zh-HK"];
  const input = {
    symptomKeys,
    symptom: content.symptom,
    petBreed: content.petBreed,
    petWeight: content.pet?.weight ?? null,
    contactName: content.contactName,
    contactPhone: content.contactPhone,
  };
  const species = askedSpecies(content.petSpecies);
  const animal = { species: content.petSpecies, speciesOther: content.petSpeciesOther, ageMonths: content.petAgeMonths };
  return Promise.all(
    langs.map(async (locale) => {
      const [t, tSymptom, tPet] = await Promise.all([
        getTranslations({ locale, namespace: "PhoneScript" }),
        getTranslations({ locale, namespace: "Symptoms" }),
        getTranslations({ locale, namespace: "Pet" }),
      ]);
      // Where the owner is, in the block's language ("Yau Tsim Mong District" → 油尖旺區; a GPS point as its nearest place).
      const locationText = ownerPlace(owner, null, locale).place;
      const block = scriptBlock(locale, { ...input, locationText, pet: describePet(animal, tPet) }, t, (key) =>
        translateKnown(tSymptom, key),
      );
      return species ? { ...block, ask: t("askSpecies", { species }) } : block;
    }),
  );
}
