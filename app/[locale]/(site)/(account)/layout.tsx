import { SiteHeader } from "@/components/layout/site-header";
import { requireSignedIn } from "@/lib/auth/page-guards";

/** The signed-in owner's pages (profile, pets): signed-out visitors go home. */
export default async function AccountLayout({ children, params }: LayoutProps<"/[locale]">) {
  await requireSignedIn((await params).locale);
  return (
    <>
      <SiteHeader />
      {children}
    </>
  );
}
