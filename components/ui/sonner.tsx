"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

/** The toasts: one at a time, 5 s, swipe right, hotkey F8, 420px wide from md up. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      position="top-center"
      closeButton
      richColors
      toastOptions={{ style: { maxWidth: "420px" } }}
      {...props}
    />
  );
}
