import { getTranslations } from "next-intl/server";
import { StatusSkeleton } from "@/components/emergency/status/status-skeleton";

export default async function Loading() {
  const t = await getTranslations("BroadcastStatus");
  return <StatusSkeleton label={t("loading")} />;
}
