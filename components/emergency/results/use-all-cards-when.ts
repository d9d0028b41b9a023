"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

/**
 * The first render carries the 24-hour clinics' cards (and those that accepted):
 * the default list. Once the owner asks for more, the server renders them all.
 */
export function useAllCardsWhen(needed: boolean) {
  const router = useRouter();
  useEffect(() => {
    if (!needed) return;
    const url = new URL(window.location.href);
    url.searchParams.set("all", "1");
    router.replace(`${url.pathname}${url.search}${url.hash}`, { scroll: false });
  }, [needed, router]);
}
