import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/lib/i18n/locale";
import { AdminClinicListView } from "@/components/admin/admin-clinic-list";
import { AddClinicButton } from "@/components/admin/clinic-card-actions";
import { IntlIsland } from "@/components/layout/intl-island";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listAdminClinics } from "@/lib/clinics/admin-list";
import { adminClinicListQuerySchema } from "@/lib/clinics/admin-schemas";
import { absoluteUrl, alternatesFor } from "@/lib/i18n/metadata";
import { regionName } from "@/lib/i18n/localized";
import { listRegions } from "@/lib/regions/queries";

export const dynamic = "force-dynamic";

const CLIENT_NAMESPACES = ["Admin", "ClinicForm", "Staff", "Audit", "Validation", "Hours", "SecondFactor"];

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/clinics">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Admin" });
  return { title: t("title"), alternates: alternatesFor(locale, "/admin/clinics"), robots: { index: false } };
}

/** The admin's clinic list: admin only (anyone else is sent to the admin sign-in screen). Filters and page live in the URL. */
export default async function AdminClinicsPage({ params, searchParams }: PageProps<"/[locale]/admin/clinics">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  await requireAdminPage(locale);
  const query = adminClinicListQuerySchema.parse(await searchParams);
  const [t, regions, list] = await Promise.all([getTranslations("Admin"), listRegions(), listAdminClinics(query)]);
  const dashboardUrl = absoluteUrl(locale, "/clinic/dashboard");
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-5 px-4 py-6">
      <IntlIsland namespaces={CLIENT_NAMESPACES}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <AddClinicButton regions={regions.map((r) => ({ id: r.id, label: regionName(r, locale) }))} />
        </div>
        <AdminClinicListView query={query} list={list} regions={regions} locale={locale} dashboardUrl={dashboardUrl} />
      </IntlIsland>
    </main>
  );
}
