"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import type { RequestStateView } from "@/lib/request-state/view";

/**
 * A new answer, or the start or end of silence, re-renders the server's part
 * of the page, so the first pick above the list, the pinned cards and the
 * silence step follow within one poll.
 */
export function useRefreshOnAnswer({ hospitals, silence }: Pick<RequestStateView, "hospitals" | "silence">) {
  const router = useRouter();
  const key = hospitals
    .flatMap((h) => (h.answer ? [`${h.clinicId}:${h.answer.response}`] : []))
    .concat(silence ? ["silent"] : [])
    .sort()
    .join(",");
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    router.refresh();
  }, [key, router]);
}
