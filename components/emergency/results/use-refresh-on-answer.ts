"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import type { HospitalState } from "@/lib/request-state/derive";

/**
 * A new answer re-renders the server's part of the page, so the first pick
 * above the list and the pinned cards follow the one rule within one poll.
 */
export function useRefreshOnAnswer(hospitals: readonly Pick<HospitalState, "clinicId" | "answer">[]) {
  const router = useRouter();
  const key = hospitals
    .flatMap((h) => (h.answer ? [`${h.clinicId}:${h.answer.response}`] : []))
    .sort()
    .join(",");
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    router.refresh();
  }, [key, router]);
}
