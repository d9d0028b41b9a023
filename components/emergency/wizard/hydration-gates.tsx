"use client";

import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useHydrated } from "../use-hydrated";

// The parts of the wizard that differ before and after React takes over the
// server's plain form; the wizard and its steps read useHydrated() only
// through these. Each reads it itself: its flip is a synchronous render right
// after hydration, and it re-renders these leaves only. Read by the wizard, it
// re-rendered the whole wizard in one task (~16 ms at 1x CPU, a
// blocking task on a phone).

/** Shown until React is live: the plain form's own parts. */
export function UntilHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? null : children;
}

/** Shown once React is live. */
export function OnceHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

/** Back and Next: before JavaScript they post the step (a submit button); after, they work in the page. */
export function StepButton(props: Omit<ButtonProps, "type">) {
  return <Button type={useHydrated() ? "button" : "submit"} {...props} />;
}
