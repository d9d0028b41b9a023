"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { clipboardListIcon } from "@/components/ui/icons/clipboard-list";
import { pencilIcon } from "@/components/ui/icons/pencil";
import { plusIcon } from "@/components/ui/icons/plus";
import { rotateCcwClockIcon } from "@/components/ui/icons/rotate-ccw-clock";
import { usersIcon } from "@/components/ui/icons/users";
import { LocaleLink } from "@/components/layout/locale-link";
import { Button } from "@/components/ui/button";
import { AvailabilitySwitch } from "./availability-switch";
import { ClinicFormDialog } from "./clinic-form-dialog";
import type { EditableClinic, RegionOption } from "./clinic-form-values";
import { DeleteClinicButton } from "./delete-clinic-button";
import { HistoryDialog } from "./history-dialog";
import { StaffDialog } from "./staff-dialog";

/** The controls of one admin clinic card: availability, staff, edit, history, delete. */
export function ClinicCardActions({
  clinic,
  isAvailable,
  regions,
  dashboardUrl,
}: {
  clinic: EditableClinic;
  isAvailable: boolean;
  regions: RegionOption[];
  dashboardUrl: string;
}) {
  const t = useTranslations("Admin");
  const tStaff = useTranslations("Staff");
  const [dialog, setDialog] = useState<null | "edit" | "staff" | "history">(null);
  const openChange = (which: "edit" | "staff" | "history") => (open: boolean) => setDialog(open ? which : null);
  return (
    <div className="flex flex-col gap-3">
      <AvailabilitySwitch clinicId={clinic.id} isAvailable={isAvailable} id={`available-${clinic.id}`} label={t("card.availability")} />
      <div className="flex flex-wrap gap-2" role="group" aria-label={t("card.actionsFor", { name: clinic.name })}>
        <Button variant="outline" size="sm" onClick={() => setDialog("staff")}>
          <Icon node={usersIcon} />
          {tStaff("manage")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDialog("edit")}>
          <Icon node={pencilIcon} />
          {t("card.edit")}
        </Button>
        <Button asChild variant="outline" size="sm">
          <LocaleLink href={`/admin/clinics/${clinic.id}/profile`}>
            <Icon node={clipboardListIcon} />
            {t("card.profile")}
          </LocaleLink>
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDialog("history")}>
          <Icon node={rotateCcwClockIcon} />
          {t("card.history")}
        </Button>
        <DeleteClinicButton clinicId={clinic.id} name={clinic.name} />
      </div>
      <ClinicFormDialog mode="edit" clinic={clinic} regions={regions} open={dialog === "edit"} onOpenChange={openChange("edit")} />
      <StaffDialog
        clinicId={clinic.id}
        clinicName={clinic.name}
        dashboardUrl={dashboardUrl}
        open={dialog === "staff"}
        onOpenChange={openChange("staff")}
      />
      <HistoryDialog clinicId={clinic.id} clinicName={clinic.name} open={dialog === "history"} onOpenChange={openChange("history")} />
    </div>
  );
}

export function AddClinicButton({ regions }: { regions: RegionOption[] }) {
  const t = useTranslations("Admin");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Icon node={plusIcon} />
        {t("addClinic")}
      </Button>
      <ClinicFormDialog mode="add" regions={regions} open={open} onOpenChange={setOpen} />
    </>
  );
}
