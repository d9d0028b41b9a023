import { Icon } from "@/components/ui/icon";
import { arrowLeftIcon } from "@/components/ui/icons/arrow-left";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { LanguageSwitcher } from "@/components/layout/language-switcher";

/** The top of the public pages that are not the landing page: a way back and the language switcher. */
export function BackHeader({ href, label }: { href: string; label: string }) {
  return (
    <header className="flex items-center justify-between gap-2">
      <Link href={href} className="inline-flex items-center gap-1 rounded-md py-1 text-sm text-muted-foreground hover:text-foreground">
        <Icon node={arrowLeftIcon} className="size-4" />
        {label}
      </Link>
      <LanguageSwitcher />
    </header>
  );
}
