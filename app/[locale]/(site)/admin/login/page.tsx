import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { toLocale } from "@/lib/i18n/locale";
import { AdminSignIn } from "@/components/admin/admin-sign-in";
import { SiteHeader } from "@/components/layout/site-header";
import { getCurrentUser } from "@/lib/auth/guards";
import { secondFactorPath } from "@/lib/auth/page-guards";
import { isAdmin } from "@/lib/domain/enums";
import { alternatesFor } from "@/lib/i18n/metadata";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/login">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Admin" });
  return { title: t("loginTitle"), alternates: alternatesFor(locale, "/admin/login"), robots: { index: false } };
}

export default async function AdminLoginPage({ params }: PageProps<"/[locale]/admin/login">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const user = await getCurrentUser();
  if (user?.awaitingSecondFactor) redirect({ href: secondFactorPath(), locale });
  if (isAdmin(user)) redirect({ href: "/admin/clinics", locale });
  return (
    <>
      <SiteHeader returnTo="/admin/clinics" />
      <AdminSignIn user={user} />
    </>
  );
}
