"use client";

import { useCallback, useEffect, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { Icon } from "@/components/ui/icon";
import { copyIcon } from "@/components/ui/icons/copy";
import { userMinusIcon } from "@/components/ui/icons/user-minus";
import { useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/api-client";
import type { StaffMember } from "@/lib/clinics/staff";
import { useErrorToast } from "@/components/forms/use-error-toast";
import { useApiAction } from "@/components/forms/use-api-action";
import { useStepUp } from "@/components/second-factor/use-step-up";
import { StaffInviteForm } from "./staff-invite-form";

type PendingInvitation = { id: string; email: string; expiresAt: string };

const displayName = (s: StaffMember) => [s.firstName, s.lastName].filter(Boolean).join(" ") || s.email || s.id;

/** Manage Staff: dashboard link with copy, instructions, invite by email, pending invitations, list with Remove. */
export function StaffDialog({
  clinicId,
  clinicName,
  dashboardUrl,
  open,
  onOpenChange,
}: {
  clinicId: string;
  clinicName: string;
  dashboardUrl: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("Staff");
  const tRoot = useTranslations();
  const showError = useErrorToast();
  const format = useFormatter();
  const router = useRouter();
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const { busy, run } = useApiAction();
  // Inviting and removing staff are asked again in place (a fresh check), then sent as they were.
  const { run: withStepUp, stepUpDialog } = useStepUp();

  const load = useCallback(async () => {
    try {
      const [members, pending] = await Promise.all([
        apiFetch<StaffMember[]>(`/api/clinics/${clinicId}/staff`),
        apiFetch<PendingInvitation[]>(`/api/clinics/${clinicId}/invitations`),
      ]);
      setStaff(members);
      setInvitations(pending);
    } catch (error) {
      setStaff([]);
      showError(tRoot("Errors.title"), error);
    }
  }, [clinicId, showError, tRoot]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(dashboardUrl);
    } catch {
      // Clipboard refused (insecure context): the URL stays selectable in the field.
    }
    toast.success(t("copied"), { description: t("copiedText") });
  }

  const invite = ({ email }: { email: string }) =>
    withStepUp(() => apiFetch<PendingInvitation>(`/api/clinics/${clinicId}/staff`, { body: { email } }));

  const remove = (member: StaffMember) =>
    run(async () => {
      await withStepUp(() => apiFetch(`/api/clinics/${clinicId}/staff/${member.id}`, { method: "DELETE" }));
      toast.success(t("unlinked"));
      await load();
      router.refresh();
    }, t("unlinkFailed"));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tRoot("Common.close")}>
        <DialogHeader>
          <DialogTitle>{t("title", { name: clinicName })}</DialogTitle>
          <DialogDescription>{t("instructions")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`dashboard-url-${clinicId}`}>{t("dashboardUrl")}</Label>
          <div className="flex gap-2">
            <Input id={`dashboard-url-${clinicId}`} readOnly value={dashboardUrl} onFocus={(e) => e.currentTarget.select()} />
            <Button type="button" variant="outline" onClick={copy}>
              <Icon node={copyIcon} />
              {t("copy")}
            </Button>
          </div>
        </div>
        <StaffInviteForm id={`staff-email-${clinicId}`} disabled={busy} invite={invite} onInvited={load} />
        {invitations.length > 0 && (
          <section aria-label={t("pendingLabel")} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">{t("pendingLabel")}</h3>
            <ul className="flex flex-col divide-y rounded-md border">
              {invitations.map((i) => (
                <li key={i.id} className="flex flex-col px-3 py-2">
                  <p className="truncate text-sm font-medium">{i.email}</p>
                  <p className="text-xs text-muted-foreground">
                    {t("pendingUntil", { date: format.dateTime(new Date(i.expiresAt), { dateStyle: "medium" }) })}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-label={t("listLabel")} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t("listLabel")}</h3>
          {staff === null ? (
            <p className="text-sm text-muted-foreground">{t("loading")}</p>
          ) : staff.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("empty")}</p>
          ) : (
            <ul className="flex flex-col divide-y rounded-md border">
              {staff.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-2 px-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{displayName(s)}</p>
                    {s.email && displayName(s) !== s.email && <p className="truncate text-xs text-muted-foreground">{s.email}</p>}
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => remove(s)}
                    disabled={busy}
                    aria-label={t("removeLabel", { name: displayName(s) })}
                  >
                    <Icon node={userMinusIcon} />
                    {t("remove")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {stepUpDialog}
      </DialogContent>
    </Dialog>
  );
}
