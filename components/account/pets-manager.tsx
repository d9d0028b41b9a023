"use client";

import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import { pencilIcon } from "@/components/ui/icons/pencil";
import { plusIcon } from "@/components/ui/icons/plus";
import { trashIcon } from "@/components/ui/icons/trash";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { track } from "@/lib/analytics/client";
import { apiFetch } from "@/lib/api-client";
import { breedLabel } from "@/lib/emergency/breeds";
import type { CreatePet, PetDto } from "@/lib/pets/schemas";
import { speciesText } from "@/lib/domain/species";
import { ageText } from "@/lib/pets/age";
import { PetDialog } from "./pet-dialog";
import { useErrorToast } from "@/components/forms/use-error-toast";

/** The API's payload: weight as a string, lastVisitDate as an ISO timestamp. */
function toPayload(values: CreatePet) {
  return {
    ...values,
    // The form's age is whole months; the API takes years, 6 months as 0.5.
    age: values.age == null ? values.age : values.age / 12,
    weight: values.weight == null ? null : String(values.weight),
    lastVisitDate: values.lastVisitDate ? new Date(values.lastVisitDate).toISOString() : null,
  };
}

/** My Pets: cards with edit and delete, add / edit dialog, delete confirm. */
export function PetsManager({ userId, initialPets }: { userId: string; initialPets: PetDto[] }) {
  const t = useTranslations("Account");
  const tPet = useTranslations("Pet");
  const showError = useErrorToast();
  const format = useFormatter();
  const locale = useLocale();
  const [pets, setPets] = useState(initialPets);
  const [editing, setEditing] = useState<PetDto | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [removing, setRemoving] = useState<PetDto | null>(null);

  const openDialog = (pet: PetDto | null) => {
    setEditing(pet);
    setDialogOpen(true);
  };

  async function save(values: CreatePet): Promise<boolean> {
    const body = toPayload(values);
    if (editing) {
      try {
        const updated = await apiFetch<PetDto>(`/api/pets/${editing.id}`, { method: "PATCH", body });
        setPets((list) => list.map((p) => (p.id === updated.id ? updated : p)));
        toast.success(t("petUpdated"));
        return true;
      } catch (error) {
        showError(t("updatePetFailed"), error);
        return false;
      }
    }
    try {
      // userId is sent as the API's payload has it; the server drops it and uses the session's user.
      const created = await apiFetch<PetDto>("/api/pets", { method: "POST", body: { ...body, userId } });
      setPets((list) => [...list, created]);
      toast.success(t("petAdded"));
      void track("pet_creation", { petType: created.species, breed: created.breed });
      return true;
    } catch (error) {
      showError(t("addPetFailed"), error);
      return false;
    }
  }

  async function remove(pet: PetDto) {
    try {
      await apiFetch(`/api/pets/${pet.id}`, { method: "DELETE" });
      setPets((list) => list.filter((p) => p.id !== pet.id));
      toast.success(t("petRemoved"));
    } catch (error) {
      showError(t("deletePetFailed"), error);
    } finally {
      setRemoving(null);
    }
  }

  const shownBreed = (pet: PetDto) => (pet.breed ? breedLabel(pet.breed, pet.species, locale) : null);

  return (
    <div className="flex flex-col gap-4">
      {pets.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed p-8 text-center">
          <p className="text-muted-foreground">{t("noPets")}</p>
          <Button type="button" onClick={() => openDialog(null)}>
            <Icon node={plusIcon} />
            {t("addFirstPet")}
          </Button>
        </div>
      ) : (
        <>
          <Button type="button" className="self-start" onClick={() => openDialog(null)}>
            <Icon node={plusIcon} />
            {t("addPet")}
          </Button>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label={t("petsTitle")}>
            {pets.map((pet) => (
              <li key={pet.id}>
                <Card>
                  <CardHeader className="flex flex-row items-start justify-between gap-2">
                    <CardTitle className="text-lg">{pet.name}</CardTitle>
                    <div className="flex gap-1">
                      <IconButton label={t("editPetNamed", { name: pet.name })} onClick={() => openDialog(pet)}>
                        <Icon node={pencilIcon} />
                      </IconButton>
                      <IconButton label={t("deletePetNamed", { name: pet.name })} onClick={() => setRemoving(pet)}>
                        <Icon node={trashIcon} />
                      </IconButton>
                    </div>
                  </CardHeader>
                  <CardContent className="flex flex-col gap-1 text-sm">
                    <p>
                      {speciesText(pet.species, pet.speciesOther, (key) => tPet(`species.${key}`))}
                      {shownBreed(pet) ? ` · ${shownBreed(pet)}` : ""}
                    </p>
                    {(pet.ageMonths != null || pet.weight != null) && (
                      <p className="text-muted-foreground">
                        {[
                          pet.ageMonths != null ? ageText(pet.ageMonths, tPet) : null,
                          pet.weight != null ? t("weightKg", { weight: pet.weight }) : null,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </p>
                    )}
                    {pet.medicalNotes && <p className="whitespace-pre-line">{pet.medicalNotes}</p>}
                    {pet.lastVisitDate && (
                      <p className="text-muted-foreground">
                        {t("lastVisitOn", { date: format.dateTime(new Date(pet.lastVisitDate), { dateStyle: "medium", timeZone: "UTC" }) })}
                      </p>
                    )}
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}

      <PetDialog open={dialogOpen} pet={editing} onOpenChange={setDialogOpen} onSubmit={save} />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("deletePetTitle", { name: removing?.name ?? "" })}
        description={t("deletePetDescription")}
        confirm={t("deletePetConfirm")}
        onConfirm={() => removing && remove(removing)}
      />
    </div>
  );
}

/** A pet card's icon action, named for screen readers. */
function IconButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}
