"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api-client";
import { useApiAction } from "@/components/forms/use-api-action";

/** Availability toggled with an immediate PATCH, no save button; the switch goes back if it fails. */
export function AvailabilitySwitch({
  clinicId,
  isAvailable,
  label,
  id,
}: {
  clinicId: string;
  isAvailable: boolean;
  label: string;
  id: string;
}) {
  const t = useTranslations("Admin");
  const router = useRouter();
  const [checked, setChecked] = useState(isAvailable);
  const { busy: saving, run } = useApiAction();
  const [, startTransition] = useTransition();

  async function toggle(next: boolean) {
    setChecked(next);
    const saved = await run(async () => {
      await apiFetch(`/api/clinics/${clinicId}`, { method: "PATCH", body: { isAvailable: next } });
      return true;
    }, t("toasts.availabilityFailed"));
    if (saved) startTransition(() => router.refresh());
    else setChecked(!next);
  }

  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={toggle} disabled={saving} aria-busy={saving} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
