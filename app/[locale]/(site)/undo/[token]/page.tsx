import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { IntlIsland } from "@/components/layout/intl-island";
import { SiteHeader } from "@/components/layout/site-header";
import { UndoButton } from "@/components/clinic-changes/undo-button";
import { isClinicStaff } from "@/lib/auth/current-user";
import { getCurrentUser } from "@/lib/auth/guards";
import { secondFactorPath } from "@/lib/auth/page-guards";
import { changeLines } from "@/lib/clinics/guarded-changes";
import { findUndo } from "@/lib/clinics/undo-change";
import { clockTime, shortDate } from "@/lib/time/format";
import { toLocale } from "@/lib/i18n/locale";
import { localizedName } from "@/lib/i18n/localized";
import { localizedPath } from "@/lib/i18n/metadata";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/undo/[token]">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "ContactChange" });
  return { title: t("undoTitle"), robots: { index: false } };
}

/**
 * A mailed undo link: what the change was, and (to this clinic's staff or an admin, signed in)
 * the button that undoes it. Looking spends nothing; a used or expired link says so.
 */
export default async function UndoPage({ params }: PageProps<"/[locale]/undo/[token]">) {
  const { locale: localeParam, token } = await params;
  const locale = toLocale(localeParam);
  setRequestLocale(locale);
  const [t, undo, user] = await Promise.all([getTranslations("ContactChange"), findUndo(token), getCurrentUser()]);
  const here = localizedPath(locale, `/undo/${token}`);
  // The rule undoChange() enforces, so the button is shown exactly to those it will work for.
  const allowed = undo && user && isClinicStaff(user, undo.clinic.id);
  const clinicName = undo ? localizedName(undo.clinic, locale) : "";
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 py-10">
        <h1 className="text-2xl font-bold">{t("undoTitle")}</h1>
        {!undo ? (
          <p role="alert" className="text-destructive" data-undo="invalid">
            {t("undoInvalid")}
          </p>
        ) : (
          <>
            <p>{t("undoIntro", { clinic: clinicName, when: `${shortDate(undo.createdAt, locale)} ${clockTime(undo.createdAt)}` })}</p>
            <ul className="flex flex-col gap-1 rounded-md border p-3 text-sm">
              {changeLines(undo.kind, undo.changes, locale).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {allowed ? (
              <IntlIsland namespaces={["ContactChange"]}>
                <UndoButton token={token} clinicName={clinicName} />
              </IntlIsland>
            ) : user?.awaitingSecondFactor ? (
              <Link href={secondFactorPath(here)} className="self-start font-medium text-primary underline-offset-4 hover:underline">
                {t("undoSignIn")}
              </Link>
            ) : user ? (
              <p role="alert">{t("undoNotAllowed", { email: user.email ?? "" })}</p>
            ) : (
              <Link
                href={{ pathname: "/login", query: { callbackUrl: here } }}
                className="self-start font-medium text-primary underline-offset-4 hover:underline"
              >
                {t("undoSignIn")}
              </Link>
            )}
          </>
        )}
      </main>
    </>
  );
}
