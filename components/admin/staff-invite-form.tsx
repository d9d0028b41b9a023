"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { toast } from "@/lib/toast";
import { FormField } from "@/components/forms/form-field";
import { showServerErrors } from "@/components/forms/show-field-errors";
import { useErrorToast } from "@/components/forms/use-error-toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { linkStaffSchema } from "@/lib/clinics/admin-schemas";

type LinkStaffInput = z.input<typeof linkStaffSchema>;
type LinkStaff = z.output<typeof linkStaffSchema>;

/**
 * Invite a staff member by email: the address is checked by the endpoint's own
 * schema before it is sent, and a message the server finds is shown under the
 * field as well as in the failure toast. `invite` sends it (with any step-up);
 * `onInvited` follows a sent invitation (the dialog reloads its lists).
 */
export function StaffInviteForm({
  id,
  disabled,
  invite,
  onInvited,
}: {
  id: string;
  disabled: boolean;
  invite: (values: LinkStaff) => Promise<{ email: string }>;
  onInvited: () => Promise<void>;
}) {
  const t = useTranslations("Staff");
  const showError = useErrorToast();
  const form = useForm<LinkStaffInput, unknown, LinkStaff>({ resolver: zodResolver(linkStaffSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const blank = !(form.watch("email") ?? "").trim();

  async function onSubmit(values: LinkStaff) {
    let invited: { email: string };
    try {
      invited = await invite(values);
    } catch (error) {
      showServerErrors(form.setError, error);
      showError(t("inviteFailed"), error, "email");
      return;
    }
    toast.success(t("invited", { email: invited.email }));
    form.reset({ email: "" });
    await onInvited();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormField id={id} label={t("email")} error={errors.email?.message}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              type="email"
              autoComplete="off"
              maxLength={254}
              placeholder={t("emailPlaceholder")}
              {...form.register("email")}
            />
            <Button type="submit" disabled={blank || isSubmitting || disabled}>
              {isSubmitting ? t("adding") : t("add")}
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}
