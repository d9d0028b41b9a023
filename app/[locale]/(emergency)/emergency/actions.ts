"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getCurrentUser } from "@/lib/auth/guards";
import { advanceWizardForm } from "@/lib/emergency/wizard-form";
import type { WizardFormState } from "@/lib/emergency/wizard-form-state";
import { localizedHref } from "@/lib/i18n/href";
import { toLocale } from "@/lib/i18n/locale";
import { clientIp } from "@/lib/request-meta";

/**
 * The wizard's form before (or without) JavaScript: the next step,
 * or a 303 to the new request's results. proxy.ts refuses a post from another
 * site before this runs.
 */
export async function postWizardStep(_previous: WizardFormState, data: FormData): Promise<WizardFormState> {
  const locale = toLocale(await getLocale());
  const [tSymptom, user, requestHeaders] = await Promise.all([
    getTranslations({ locale, namespace: "Symptoms" }),
    getCurrentUser(),
    headers(),
  ]);
  const outcome = await advanceWizardForm(data, { user, locale, ip: clientIp(requestHeaders), symptomLabel: (key) => tSymptom(key) });
  if ("createdId" in outcome) redirect(localizedHref(locale, `/emergency-results/${outcome.createdId}`));
  return outcome.state;
}
