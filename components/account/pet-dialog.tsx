"use client";

import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { BreedInput } from "@/components/emergency/breed-input";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { SPECIES, SPECIES_OTHER_MAX } from "@/lib/emergency/species";
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

/** SPEC §2 add / edit pet dialog; changing species clears the breed (SPEC §5). */
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

  const describe = (name: keyof CreatePetInput) => ({
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `pet-${name}-error` : undefined,
  });

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
          <div className="flex flex-col gap-2">
            <Label htmlFor="pet-name">{t("petName")}</Label>
            <Input id="pet-name" maxLength={100} {...describe("name")} {...form.register("name")} />
            <FieldError id="pet-name-error" message={errors.name?.message} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="pet-species">{t("species")}</Label>
            <NativeSelect
              id="pet-species"
              {...describe("species")}
              {...form.register("species", { onChange: () => form.setValue("breed", "") })}
            >
              <option value="" disabled>
                {t("speciesPlaceholder")}
              </option>
              {SPECIES.map((s) => (
                <option key={s} value={s}>
                  {tPet(`species.${s}`)}
                </option>
              ))}
            </NativeSelect>
            <FieldError id="pet-species-error" message={errors.species?.message} />
          </div>
          {species === "other" && (
            <div className="flex flex-col gap-2">
              <Label htmlFor="pet-species-other">{tPet("speciesOther")}</Label>
              <Input
                id="pet-species-other"
                maxLength={SPECIES_OTHER_MAX}
                placeholder={tPet("speciesOtherPlaceholder")}
                {...describe("speciesOther")}
                {...form.register("speciesOther")}
              />
              <FieldError id="pet-speciesOther-error" message={errors.speciesOther?.message} />
            </div>
          )}
          <div className="flex flex-col gap-2">
            <Label htmlFor="pet-breed">{t("breed")}</Label>
            <Controller
              control={form.control}
              name="breed"
              render={({ field }) => (
                <BreedInput
                  id="pet-breed"
                  species={species || undefined}
                  value={(field.value as string | null) ?? ""}
                  onChange={field.onChange}
                />
              )}
            />
            <FieldError id="pet-breed-error" message={errors.breed?.message} />
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor="pet-age">{t("age")}</Label>
              <Input
                id="pet-age"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder={tPet("ageHint")}
                {...describe("age")}
                {...form.register("age")}
              />
              <FieldError id="pet-age-error" message={errors.age?.message} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="pet-weight">{t("weight")}</Label>
              <Input
                id="pet-weight"
                type="number"
                inputMode="decimal"
                min={0.1}
                step={0.1}
                {...describe("weight")}
                {...form.register("weight")}
              />
              <FieldError id="pet-weight-error" message={errors.weight?.message} />
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="pet-notes">{t("medicalNotes")}</Label>
            <Textarea
              id="pet-notes"
              rows={3}
              maxLength={2000}
              placeholder={t("medicalNotesPlaceholder")}
              {...describe("medicalNotes")}
              {...form.register("medicalNotes")}
            />
            <FieldError id="pet-medicalNotes-error" message={errors.medicalNotes?.message} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="pet-last-visit">{t("lastVisitDate")}</Label>
            <Input id="pet-last-visit" type="date" {...describe("lastVisitDate")} {...form.register("lastVisitDate")} />
            <FieldError id="pet-lastVisitDate-error" message={errors.lastVisitDate?.message} />
          </div>
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
