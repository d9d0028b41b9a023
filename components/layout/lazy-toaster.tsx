"use client";

import dynamic from "next/dynamic";

/**
 * The app-wide toaster, fetched after hydration: toasts only follow a user's
 * action, so sonner stays out of every page's first download (pages that raise
 * toasts import sonner's `toast` themselves).
 */
export const LazyToaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });
