"use client";

import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { BreedInput } from "@/components/emergency/breed-input";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { SPECIES, SPECIES_OTHER_MAX } from "@/lib/domain/species";
import type { PetTextT } from "@/lib/pets/age";
import { petFields, type CreatePet, type CreatePetInput, type PetDto } from "@/lib/pets/schemas";

/** A stored age as the owner would type it back: whole years, else months ("6 months", "6 個月"). */
function ageInput(months: number | null | undefined, tPet: PetTextT): string {
  if (months == null) return "";
  return months % 12 === 0 ? String(months / 12) : tPet("ageMonths", { months });
}

function defaults(pet: PetDto | null, tPet: PetTextT): CreatePetInput {
  return {
    name: pet?.name ?? "",
    species: (pet?.species ?? "") as CreatePetInput["species"],
    speciesOther: pet?.speciesOther ?? "",
    breed: pet?.breed ?? "",
    age: ageInput(pet?.ageMonths, tPet),
    weight: pet?.weight ?? "",
    medicalNotes: pet?.medicalNotes ?? "",
    lastVisitDate: pet?.lastVisitDate ? pet.lastVisitDate.slice(0, 10) : "",
  };
}

/** The add / edit pet dialog; changing species clears the breed (a dog's breed means nothing for a cat). */
export function PetDialog({
  open,
  pet,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  pet: PetDto | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: CreatePet) => Promise<boolean>;
}) {
  const t = useTranslations("Account");
  const tCommon = useTranslations("Common");
  const tPet = useTranslations("Pet");
  const form = useForm<CreatePetInput, unknown, CreatePet>({ resolver: zodResolver(petFields), defaultValues: defaults(pet, tPet) });
  const { errors, isSubmitting } = form.formState;
  const species = form.watch("species");

  useEffect(() => {
    if (open) form.reset(defaults(pet, tPet));
  }, [open, pet, form, tPet]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" closeLabel={tCommon("close")}>
        <DialogHeader>
          <DialogTitle>{pet ? t("editPet") : t("addPet")}</DialogTitle>
          <DialogDescription>{t("petsSubtitle")}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(async (values) => {
            if (await onSubmit(values)) onOpenChange(false);
          })}
        >
          <FormField id="pet-name" label={t("petName")} error={errors.name?.message}>
            {(control) => <Input maxLength={100} {...control} {...form.register("name")} />}
          </FormField>
          <FormField id="pet-species" label={t("species")} error={errors.species?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register("species", { onChange: () => form.setValue("breed", "") })}>
                <option value="" disabled>
                  {t("speciesPlaceholder")}
                </option>
                {SPECIES.map((s) => (
                  <option key={s} value={s}>
                    {tPet(`species.${s}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {species === "other" && (
            <FormField id="pet-species-other" label={tPet("speciesOther")} error={errors.speciesOther?.message}>
              {(control) => (
                <Input
                  maxLength={SPECIES_OTHER_MAX}
                  placeholder={tPet("speciesOtherPlaceholder")}
                  {...control}
                  {...form.register("speciesOther")}
                />
              )}
            </FormField>
          )}
          <FormField id="pet-breed" label={t("breed")} error={errors.breed?.message}>
            {({ id }) => (
              <Controller
                control={form.control}
                name="breed"
                render={({ field }) => (
                  <BreedInput
                    id={id}
                    species={species || undefined}
                    value={(field.value as string | null) ?? ""}
                    onChange={field.onChange}
                  />
                )}
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField id="pet-age" label={t("age")} error={errors.age?.message}>
              {(control) => (
                <Input
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={tPet("ageHint")}
                  {...control}
                  {...form.register("age")}
                />
              )}
            </FormField>
            <FormField id="pet-weight" label={t("weight")} error={errors.weight?.message}>
              {(control) => <Input type="number" inputMode="decimal" min={0.1} step={0.1} {...control} {...form.register("weight")} />}
            </FormField>
          </div>
          <FormField id="pet-notes" label={t("medicalNotes")} error={errors.medicalNotes?.message}>
            {(control) => (
              <Textarea
                rows={3}
                maxLength={2000}
                placeholder={t("medicalNotesPlaceholder")}
                {...control}
                {...form.register("medicalNotes")}
              />
            )}
          </FormField>
          <FormField id="pet-last-visit" label={t("lastVisitDate")} error={errors.lastVisitDate?.message}>
            {(control) => <Input type="date" {...control} {...form.register("lastVisitDate")} />}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {t("savePet")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
