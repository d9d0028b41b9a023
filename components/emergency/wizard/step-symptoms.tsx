"use client";

import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { micIcon } from "@/components/ui/icons/mic";
import { FieldError } from "@/components/forms/field-error";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { BreedInput } from "@/components/emergency/breed-input";
import { CallNearestButton } from "@/components/emergency/call-nearest/call-nearest-button";
import { VoiceRecorderFrame } from "@/components/emergency/voice-recorder-frame";
import { SPECIES, SPECIES_OTHER_MAX, speciesText } from "@/lib/domain/species";
import { localizedHref } from "@/lib/i18n/href";
import { SYMPTOM_KEYS, type SymptomKey } from "@/lib/emergency/symptoms";
import type { WizardPet } from "./types";
import { useWizardFormContext } from "./use-wizard-form";
import { ChoiceGrid, choiceClass } from "./choice";

// The recorder (speech recognition and keyword tables) loads only when step 1 is on screen.
// Until then (and in the server HTML) the same frame stands in, so nothing moves when it arrives.
const VoiceRecorder = dynamic(() => import("@/components/emergency/voice-recorder").then((m) => m.VoiceRecorder), {
  ssr: false,
  loading: VoiceRecorderPlaceholder,
});

/** The recorder's ready state, inert. */
function VoiceRecorderPlaceholder() {
  const t = useTranslations("VoiceRecorder");
  return (
    <VoiceRecorderFrame
      placeholder
      action={
        <Button type="button" variant="outline" disabled tabIndex={-1}>
          <Icon node={micIcon} />
          {t("start")}
        </Button>
      }
      status={<p className="text-sm">{t("statusReady")}</p>}
    />
  );
}

export function StepSymptoms({
  pets,
  otherText,
  onOtherText,
  onSymptomKeys,
  onVoice,
}: {
  pets: WizardPet[];
  otherText: string;
  onOtherText: (text: string) => void;
  onSymptomKeys: (keys: SymptomKey[]) => void;
  onVoice: (transcript: string, summary: string, categories: string[]) => void;
}) {
  const t = useTranslations("EmergencyWizard");
  const ts = useTranslations("Symptoms");
  const tPet = useTranslations("Pet");
  const tCall = useTranslations("CallNearest");
  const tVoice = useTranslations("VoiceRecorder");
  const locale = useLocale();
  const { register, values, setValue, errors, servedFocus } = useWizardFormContext();
  const keys = (values.symptomKeys ?? []) as SymptomKey[];
  const petId = values.petId;
  const species = values.petSpecies;

  const toggle = (key: SymptomKey) => onSymptomKeys(keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]);

  return (
    <div className="flex flex-col gap-6">
      {/* An extra door: straight to the nearest open hospital's phone, the steps stay as they are. */}
      <CallNearestButton label={tCall("button")} listHref={localizedHref(locale, "/call-nearest")} />
      <VoiceRecorder
        locale={locale}
        onResult={({ transcript, analysis, species: spoken }) => {
          onVoice(transcript, analysis.summary, analysis.categories);
          // "My rabbit is not breathing": the spoken animal fills the species the owner has not chosen yet.
          if (spoken && !petId && !species) setValue("petSpecies", spoken);
        }}
      />
      {/* Speech recognition runs in the browser: without JavaScript the recorder is hidden (its frame), and this says why. */}
      <noscript>
        <p className="text-sm text-muted-foreground">{tVoice("needsScript")}</p>
      </noscript>

      <fieldset className="[&>[role=alert]]:mb-2" aria-describedby={errors.symptom ? "symptom-error" : undefined}>
        <legend className="mb-2 font-medium">{t("symptomsLegend")}</legend>
        {/* Above the choices, beside the first one, which takes the focus when this is the first message. */}
        <FieldError id="symptom-error" message={errors.symptom?.message} />
        <ChoiceGrid
          type="checkbox"
          name="symptomKeys"
          values={SYMPTOM_KEYS}
          checked={(key) => keys.includes(key)}
          onChange={toggle}
          label={(key) => ts(key)}
          focusFirst={servedFocus("symptom")}
        />
      </fieldset>

      {keys.includes("other") && (
        <div className="flex flex-col gap-2">
          <Label htmlFor="other-text">{t("otherDetails")}</Label>
          <Textarea
            id="other-text"
            name="otherText"
            value={otherText}
            maxLength={240}
            placeholder={t("otherPlaceholder")}
            onChange={(e) => onOtherText(e.target.value)}
          />
        </div>
      )}

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-medium">{t("petLegend")}</legend>
        {pets.length > 0 && (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-muted-foreground">{t("savedPets")}</p>
            <div className="flex flex-wrap gap-2">
              {pets.map((pet) => (
                <button
                  key={pet.id}
                  type="button"
                  aria-pressed={petId === pet.id}
                  className={choiceClass}
                  onClick={() => setValue("petId", petId === pet.id ? null : pet.id)}
                >
                  {pet.name} · {speciesText(pet.species, null, (key) => tPet(`species.${key}`))}
                </button>
              ))}
            </div>
            <p className="text-xs text-muted-foreground">{t("savedPetHint")}</p>
          </div>
        )}
        {!petId && (
          <>
            <div
              className="flex flex-col gap-2"
              role="radiogroup"
              aria-labelledby="species-label"
              aria-describedby={errors.petSpecies ? "species-error" : undefined}
            >
              <span id="species-label" className="text-sm font-medium">
                {t("species")}
              </span>
              <ChoiceGrid
                type="radio"
                name="petSpecies"
                values={SPECIES}
                checked={(s) => species === s}
                focusFirst={servedFocus("petSpecies")}
                onChange={(s) => {
                  // Changing species clears the breed: a breed belongs to one species.
                  if (species !== s) setValue("petBreed", "");
                  setValue("petSpecies", s);
                }}
                label={(s) => tPet(`species.${s}`)}
              />
              <FieldError id="species-error" message={errors.petSpecies?.message} />
            </div>
            {species === "other" && (
              <FormField id="pet-species-other" label={tPet("speciesOther")}>
                {(control) => (
                  <Input
                    {...control}
                    maxLength={SPECIES_OTHER_MAX}
                    autoComplete="off"
                    placeholder={tPet("speciesOtherPlaceholder")}
                    {...register("petSpeciesOther")}
                  />
                )}
              </FormField>
            )}
            <FormField id="pet-breed" label={t("breed")}>
              {({ id }) => (
                <BreedInput
                  id={id}
                  name="petBreed"
                  species={species}
                  value={values.petBreed ?? ""}
                  onChange={(v) => setValue("petBreed", v)}
                />
              )}
            </FormField>
            {/* An age that cannot be read is a message here, not silently left out of the request. */}
            <FormField id="pet-age" label={t("age")} error={errors.petAge?.message}>
              {(control) => (
                <Input
                  {...control}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={40}
                  placeholder={t("agePlaceholder")}
                  {...register("petAge", (text) => (text === "" ? null : text))}
                />
              )}
            </FormField>
          </>
        )}
      </fieldset>
    </div>
  );
}
