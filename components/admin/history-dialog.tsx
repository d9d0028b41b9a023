"use client";

import { useEffect, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api-client";
import { useErrorText } from "@/components/forms/use-error-toast";
import type { AuditEntryDto } from "@/lib/clinics/admin";
import { translateKnown } from "@/lib/i18n/known-key";
import { HK_TIME_ZONE } from "@/lib/time/hong-kong";
import { ErrorLine } from "@/components/forms/error-line";

/** Changed fields that have a clinic form label (ClinicForm.*); any other key is shown as it is. */
const FIELD_LABELS = {
  name: "name",
  nameZh: "nameZh",
  address: "address",
  addressZh: "addressZh",
  phone: "phone",
  whatsapp: "whatsapp",
  email: "email",
  website: "website",
  openingHours: "openingHours",
  regionId: "region",
  is24Hour: "is24Hour",
  isSupportHospital: "isSupportHospital",
  isAvailable: "isAvailable",
  latitude: "latitude",
  longitude: "longitude",
  coordPrecision: "coordPrecision",
  services: "services",
  weeklyHours: "weeklyHours",
  publicHolidayHours: "publicHolidayHours",
  hoursSource: "hoursSource",
  hoursConfidence: "hoursConfidence",
  openDuringTyphoon: "openDuringTyphoon",
  openDuringBlackRain: "openDuringBlackRain",
} as const;

function show(value: unknown, yes: string, no: string): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "boolean") return value ? yes : no;
  if (typeof value === "object") {
    if (!Array.isArray(value) && "email" in (value as object)) return String((value as { email: unknown }).email ?? "");
    return JSON.stringify(value);
  }
  return String(value);
}

/** A clinic's audit trail (GET /api/clinics/{id}/audit), newest first. */
export function HistoryDialog({
  clinicId,
  clinicName,
  open,
  onOpenChange,
}: {
  clinicId: string;
  clinicName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("Audit");
  const tForm = useTranslations("ClinicForm");
  const tRoot = useTranslations();
  const format = useFormatter();
  const [entries, setEntries] = useState<AuditEntryDto[] | null>(null);
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setEntries(null);
    setError(null);
    apiFetch<AuditEntryDto[]>(`/api/clinics/${clinicId}/audit`).then(setEntries, (e: unknown) => setError(errorText(e)));
  }, [open, clinicId, errorText]);

  const actionLabel = (action: string) => translateKnown(t, `actions.${action}`, action);
  // The form's labels without their "required" mark.
  const fieldLabel = (field: string) =>
    Object.hasOwn(FIELD_LABELS, field) ? tForm(FIELD_LABELS[field as keyof typeof FIELD_LABELS]).replace(/\s*\*$/, "") : null;
  const value = (field: string, v: unknown) =>
    field === "coordPrecision" && (v === "building" || v === "area") ? t(`precision.${v}`) : show(v, t("yes"), t("no")) || t("noValue");

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tRoot("Common.close")} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("title", { name: clinicName })}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {error ? (
          <ErrorLine message={error} />
        ) : entries === null ? (
          <p className="text-sm text-muted-foreground">{t("loading")}</p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label={t("description")}>
            {entries.map((e) => (
              <li key={e.id} className="rounded-md border p-3 text-sm" data-testid="audit-entry">
                <p className="font-medium">
                  {actionLabel(e.action)}{" "}
                  <span className="font-normal text-muted-foreground">
                    · {format.dateTime(new Date(e.createdAt), { dateStyle: "medium", timeStyle: "short", timeZone: HK_TIME_ZONE })} ·{" "}
                    {t("by", {
                      user: e.user
                        ? [e.user.firstName, e.user.lastName].filter(Boolean).join(" ") || e.user.email || t("unknownUser")
                        : t("system"),
                    })}
                    {e.ipAddress ? ` · ${t("from", { ip: e.ipAddress })}` : ""}
                  </span>
                </p>
                {e.changes && Object.keys(e.changes).length > 0 && (
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                    {Object.entries(e.changes).map(([field, change]) => {
                      const label = fieldLabel(field);
                      return (
                        <div key={field} className="contents">
                          <dt className={label ? "text-muted-foreground" : "font-mono text-muted-foreground"}>{label ?? field}</dt>
                          <dd className="break-words">
                            <span className="line-through opacity-70">{value(field, change.from)}</span> →{" "}
                            <span>{value(field, change.to)}</span>
                          </dd>
                        </div>
                      );
                    })}
                  </dl>
                )}
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
