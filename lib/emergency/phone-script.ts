// "What to say" on the phone: a short script in Cantonese Chinese and
// English built only from what the owner entered. Client-safe: the server builds
// the lines in both languages (it has both message files); a card adds its own
// distance line. The page's language comes first.
import type { Crossing } from "@/lib/geo/islands";
import type { Locale } from "@/lib/i18n/locale";
import type { Translator } from "@/lib/i18n/types";

export type ScriptBlock = {
  lang: Locale;
  /** Everything before the distance line. */
  head: string[];
  /** The distance line with `{km}` and `{minutes}` still in it. */
  eta: string;
  /** Across water, the distance line instead: `{km}` and `{pier}` still in it, no taxi minutes (a ferry's are not known). */
  etaFerry: Record<Crossing["direction"], string>;
  /** Contact and closing lines. */
  tail: string[];
  /** "First: do you see rabbits tonight?": put first for a hospital not known to see the pet. */
  ask?: string;
};
export type PhoneScript = ScriptBlock[];

export type ScriptTranslator = Translator<"PhoneScript">;

export type ScriptInput = {
  symptomKeys: readonly string[];
  /** The symptom text as stored (used when "other" was chosen or no key was). */
  symptom: string;
  /** The animal and its age in the block's language ("Rabbit, 6 months": lib/pets/describe.ts). */
  pet?: string | null;
  petBreed?: string | null;
  petWeight?: string | null;
  locationText?: string | null;
  contactName: string;
  contactPhone: string;
};

const present = (text: string | null | undefined): text is string => !!text && text.trim() !== "";

/** One language's lines. `labelOf` names a symptom key in that language. */
export function scriptBlock(
  lang: ScriptBlock["lang"],
  input: ScriptInput,
  t: ScriptTranslator,
  labelOf: (key: string) => string,
): ScriptBlock {
  const keyed = input.symptomKeys.filter((k) => k !== "other").map(labelOf);
  const ownWords = input.symptomKeys.length === 0 || input.symptomKeys.includes("other") ? [input.symptom.trim()] : [];
  const symptoms = [...new Set([...keyed, ...ownWords])].filter(present).join(lang === "zh-HK" ? "、" : ", ");
  const head = [
    t("intro"),
    present(input.pet) && t("species", { value: input.pet }),
    present(input.petBreed) && t("breed", { value: input.petBreed.trim() }),
    present(input.petWeight) && t("weight", { value: input.petWeight.trim() }),
    symptoms && t("symptoms", { value: symptoms }),
    present(input.locationText) && t("location", { value: input.locationText.trim() }),
  ].filter((l): l is string => typeof l === "string" && l !== "");
  return {
    lang,
    head,
    eta: t("eta", { km: "{km}", minutes: "{minutes}" }),
    etaFerry: { from: t("etaFerryFrom", { km: "{km}", pier: "{pier}" }), to: t("etaFerryTo", { km: "{km}", pier: "{pier}" }) },
    tail: [t("contact", { name: input.contactName.trim(), phone: input.contactPhone.trim() }), t("closing")],
  };
}

/**
 * Roughly how long a taxi takes for a straight-line distance: about 20 km/h on
 * Hong Kong's roads, plus five minutes to find the taxi, rounded up to 5 minutes.
 */
export function taxiMinutes(distanceKm: number): number {
  return Math.max(5, Math.ceil((5 + (distanceKm / 20) * 60) / 5) * 5);
}

/** The distance line in one block's language: by taxi, or across water by ferry from or to the pier named in that language. */
function etaLine(block: ScriptBlock, distanceKm: number, ferry: Crossing | null): string {
  const km = String(Math.round(distanceKm * 10) / 10);
  if (!ferry) return block.eta.replace("{km}", km).replace("{minutes}", String(taxiMinutes(distanceKm)));
  const pier = block.lang === "zh-HK" ? ferry.pier.nameZh : ferry.pier.nameEn;
  return block.etaFerry[ferry.direction].replace("{km}", km).replace("{pier}", pier);
}

/**
 * The script as text for one clinic: each language's block, with the distance
 * line when the distance is known (by ferry when `ferry` is the crossing to
 * it), opening with the species question when `ask`.
 */
export function scriptText(script: PhoneScript, distanceKm: number | null, ask = false, ferry: Crossing | null = null): string {
  return script
    .map((block) => {
      const eta = distanceKm === null ? [] : [etaLine(block, distanceKm, ferry)];
      return [...(ask && block.ask ? [block.ask] : []), ...block.head, ...eta, ...block.tail].join("\n");
    })
    .join("\n\n");
}
