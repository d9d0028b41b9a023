import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { arrowLeftIcon } from "@/components/ui/icons/arrow-left";
import { redirect } from "@/i18n/navigation";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { toLocale } from "@/lib/i18n/locale";
import { PetsManager } from "@/components/account/pets-manager";
import { IntlIsland } from "@/components/layout/intl-island";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { alternatesFor } from "@/lib/i18n/metadata";
import { listPetsOfUser } from "@/lib/pets/queries";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Account" });
  return { title: t("petsTitle"), alternates: alternatesFor(locale, "/pets"), robots: { index: false } };
}

/** My Pets (signed out → home, by the (account) layout); no email or phone yet → the profile first. */
export default async function PetsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const user = await requireSignedIn(locale);
  if (!user.email || !user.phone) return redirect({ href: "/profile", locale });
  const [t, pets] = await Promise.all([getTranslations("Account"), listPetsOfUser(user.id)]);
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-8">
      <Link href="/profile" className="inline-flex items-center gap-2 self-start text-sm font-medium underline-offset-4 hover:underline">
        <Icon node={arrowLeftIcon} className="size-4" />
        {t("backToProfile")}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t("petsTitle")}</h1>
        <p className="text-muted-foreground">{t("petsSubtitle")}</p>
      </div>
      <IntlIsland namespaces={["Account", "Validation", "BreedInput", "Pet"]}>
        <PetsManager userId={user.id} initialPets={pets} />
      </IntlIsland>
    </main>
  );
}
