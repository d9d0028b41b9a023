import { SiteHeader } from "@/components/layout/site-header";
import type { CurrentUser } from "@/lib/auth/guards";

/**
 * The layout of a guarded page group ((account), (clinic), (admin)): the
 * group's guard first (it redirects whoever may not enter), then the shell.
 * `returnTo`: where signing in from the header comes back to.
 */
export function guardedLayout(guard: (locale: string) => Promise<CurrentUser>, returnTo?: string) {
  return async function GuardedLayout({ children, params }: LayoutProps<"/[locale]">) {
    await guard((await params).locale);
    return (
      <>
        <SiteHeader returnTo={returnTo} />
        {children}
      </>
    );
  };
}
