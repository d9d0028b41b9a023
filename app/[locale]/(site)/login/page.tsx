import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/lib/i18n/locale";
import { LoginForm } from "@/components/account/login-form";
import { IntlIsland } from "@/components/layout/intl-island";
import { SiteHeader } from "@/components/layout/site-header";
import { safeReturnTo } from "@/lib/auth/return-to";
import { getServerEnv } from "@/lib/env";
import { alternatesFor } from "@/lib/i18n/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/login">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Auth" });
  return { title: t("title"), alternates: alternatesFor(locale, "/login"), robots: { index: false } };
}

export default async function LoginPage({ params, searchParams }: PageProps<"/[locale]/login">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations("Auth");
  const env = getServerEnv();
  const oauthProviders = [
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { id: "google", name: "Google" } : null,
    env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET ? { id: "github", name: "GitHub" } : null,
  ].filter((p): p is { id: string; name: string } => p !== null);
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 py-10">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </div>
        <IntlIsland namespaces={["Auth", "Validation"]}>
          <LoginForm
            callbackUrl={safeReturnTo(typeof query.callbackUrl === "string" ? query.callbackUrl : undefined)}
            emailLinkEnabled={Boolean(env.SMTP_URL && env.EMAIL_FROM)}
            oauthProviders={oauthProviders}
            initialError={typeof query.error === "string" ? query.error : undefined}
          />
        </IntlIsland>
      </main>
    </>
  );
}
