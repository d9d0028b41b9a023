import { SiteHeader } from "@/components/layout/site-header";
import { requireAdminPage } from "@/lib/auth/page-guards";

/** The admin portal: anyone but an admin gets the admin sign-in screen (/admin/login). */
export default async function AdminLayout({ children, params }: LayoutProps<"/[locale]">) {
  await requireAdminPage((await params).locale);
  return (
    <>
      <SiteHeader returnTo="/admin/clinics" />
      {children}
    </>
  );
}
