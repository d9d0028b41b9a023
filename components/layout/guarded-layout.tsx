import { SiteHeader } from "@/components/layout/site-header";
import type { CurrentUser } from "@/lib/auth/current-user";
import { toLocale, type Locale } from "@/lib/i18n/locale";

/**
 * The layout of a guarded page group ((account), (clinic), (admin)): the
 * group's guard first (it redirects whoever may not enter), then the shell.
 * `returnTo`: where signing in from the header comes back to.
 */
export function guardedLayout(guard: (locale: Locale) => Promise<CurrentUser>, returnTo?: string) {
  return async function GuardedLayout({ children, params }: LayoutProps<"/[locale]">) {
    await guard(toLocale((await params).locale));
    return (
      <>
        <SiteHeader returnTo={returnTo} />
        {children}
      </>
    );
  };
}
