import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { toLocale } from "@/lib/i18n/locale";
import { SiteHeader } from "@/components/layout/site-header";
import { confirmEmailLink } from "@/lib/accounts/identity";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/verify-email/[token]">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Identity" });
  return { title: t("verifyTitle"), robots: { index: false } };
}

const MESSAGE = {
  account_created: "verifyAccountCreated",
  email_changed: "verifyEmailChanged",
  invalid: "verifyInvalid",
  taken: "verifyTaken",
} as const;

/** Opening the emailed link is the proof: it is spent here (single use) and the address becomes the account's, verified. */
export default async function VerifyEmailPage({ params }: PageProps<"/[locale]/verify-email/[token]">) {
  const { locale: localeParam, token } = await params;
  const locale = toLocale(localeParam);
  setRequestLocale(locale);
  const t = await getTranslations("Identity");
  const outcome = await confirmEmailLink(token);
  const ok = outcome === "account_created" || outcome === "email_changed";
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 py-10">
        <h1 className="text-2xl font-bold">{t("verifyTitle")}</h1>
        <p role={ok ? "status" : "alert"} data-outcome={outcome} className={ok ? "" : "text-destructive"}>
          {t(MESSAGE[outcome])}
        </p>
        <Link
          href={outcome === "email_changed" ? "/profile" : "/login"}
          className="self-start font-medium text-primary underline-offset-4 hover:underline"
        >
          {outcome === "email_changed" ? t("goProfile") : t("goSignIn")}
        </Link>
      </main>
    </>
  );
}
