"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api-client";
import { useErrorToast } from "@/components/forms/use-error-toast";

/** SPEC §4: availability toggled with an immediate PATCH; the switch goes back if it fails. */
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
  const showError = useErrorToast();
  const router = useRouter();
  const [checked, setChecked] = useState(isAvailable);
  const [saving, setSaving] = useState(false);
  const [, startTransition] = useTransition();

  async function toggle(next: boolean) {
    setChecked(next);
    setSaving(true);
    try {
      await apiFetch(`/api/clinics/${clinicId}`, { method: "PATCH", body: { isAvailable: next } });
      startTransition(() => router.refresh());
    } catch (error) {
      setChecked(!next);
      showError(t("toasts.availabilityFailed"), error);
    } finally {
      setSaving(false);
    }
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
