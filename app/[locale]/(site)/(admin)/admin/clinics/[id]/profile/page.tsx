import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BackHeader } from "@/components/layout/back-header";
import { IntlIsland } from "@/components/layout/intl-island";
import { ProfileForm } from "@/components/clinics/profile-form";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { findPublicClinic } from "@/lib/clinics/directory";
import { toLocale } from "@/lib/i18n/locale";
import { localizedName } from "@/lib/i18n/localized";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/clinics/[id]/profile">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "ProfileForm" });
  return { title: t("adminTitle"), robots: { index: false } };
}

/** An admin states any clinic's profile (saved with source 'admin', audited), with the staff's form. */
export default async function AdminClinicProfilePage({ params }: PageProps<"/[locale]/admin/clinics/[id]/profile">) {
  const { locale: localeParam, id } = await params;
  const locale = toLocale(localeParam);
  setRequestLocale(locale);
  await requireAdminPage(locale);
  const clinic = await findPublicClinic(id);
  if (!clinic) notFound();
  const [t, tAdmin] = await Promise.all([getTranslations("ProfileForm"), getTranslations("Admin")]);
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-4 px-4 py-6">
      <BackHeader href="/admin/clinics" label={tAdmin("title")} />
      <h1 className="text-2xl font-bold">{t("adminHeading", { name: localizedName(clinic, locale) })}</h1>
      <IntlIsland namespaces={["ProfileForm", "Profile", "Validation", "Errors"]}>
        <ProfileForm clinicId={clinic.id} profile={clinic.profile} />
      </IntlIsland>
    </main>
  );
}
