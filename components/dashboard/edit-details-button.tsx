"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { pencilIcon } from "@/components/ui/icons/pencil";
import { ClinicFormDialog } from "@/components/admin/clinic-form-dialog";
import type { EditableClinic } from "@/components/admin/clinic-form-values";
import { Button } from "@/components/ui/button";

/** The staff's edit-details dialog: the clinic form without the admin-only fields. */
export function EditDetailsButton({ clinic }: { clinic: EditableClinic }) {
  const t = useTranslations("Dashboard");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Icon node={pencilIcon} />
        {t("editDetails")}
      </Button>
      <ClinicFormDialog mode="staff" clinic={clinic} regions={[]} open={open} onOpenChange={setOpen} />
    </>
  );
}
