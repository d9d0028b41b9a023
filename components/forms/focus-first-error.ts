"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/**
 * Moves the focus to the control of the first field message in `root` and
 * brings it into view: on a phone, a message above the button just tapped is
 * off screen. A message names its control through the control's
 * aria-describedby; for a group (checkboxes, radios) its first choice.
 */
export function focusFirstError(root: HTMLElement | null) {
  const message = root?.querySelector<HTMLElement>('[role="alert"][id$="-error"]');
  if (!root || !message) return;
  const described = root.querySelector<HTMLElement>(`[aria-describedby~="${message.id}"]`);
  const control = described?.matches("input, select, textarea")
    ? described
    : described?.querySelector<HTMLElement>("input:checked, input:not([type=hidden]), select, textarea");
  control?.focus({ preventScroll: true });
  (control ?? message).scrollIntoView({ block: "center" });
}

/** `refused()` after a check put messages on the form: once they are rendered, the first one's control has the focus. */
export function useFocusFirstError(root: RefObject<HTMLElement | null>): () => void {
  const [refusals, setRefusals] = useState(0);
  const seen = useRef(0);
  useEffect(() => {
    if (refusals === seen.current) return;
    seen.current = refusals;
    focusFirstError(root.current);
  }, [refusals, root]);
  return useCallback(() => setRefusals((n) => n + 1), []);
}
