import { SiteHeader } from "@/components/layout/site-header";
import { requireSignedIn } from "@/lib/auth/page-guards";

/** The clinic staff's pages: signed-out visitors go home; the page says when the account has no clinic. */
export default async function ClinicLayout({ children, params }: LayoutProps<"/[locale]">) {
  await requireSignedIn((await params).locale);
  return (
    <>
      <SiteHeader returnTo="/clinic/dashboard" />
      {children}
    </>
  );
}
