import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { infoIcon } from "@/components/ui/icons/info";

export async function Disclaimer() {
  const t = await getTranslations("Disclaimer");
  return (
    <aside className="flex gap-3 rounded-lg border border-warning/60 bg-warning/10 p-4 text-sm" aria-label={t("title")}>
      <Icon node={infoIcon} className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">{t("title")}: </strong>
        {t("text")}
      </p>
    </aside>
  );
}
