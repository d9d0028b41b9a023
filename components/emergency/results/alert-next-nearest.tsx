"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useBroadcast } from "./use-broadcast";

/**
 * "Alert the next nearest hospitals": one broadcast to the clinics the server
 * chose (lib/emergency/silence-step.ts) through the broadcast endpoint, with
 * its human check and every cap; the page re-renders with what it sent.
 */
export function AlertNextNearest({ requestId, clinicIds, label }: { requestId: string; clinicIds: string[]; label: string }) {
  const t = useTranslations("Results");
  const router = useRouter();
  const { send, pending } = useBroadcast(requestId, () => router.refresh());
  return (
    <Button size="lg" variant="outline" className="w-full noscript:hidden" disabled={pending} onClick={() => void send({ clinicIds })}>
      {pending ? t("sending") : label}
    </Button>
  );
}
