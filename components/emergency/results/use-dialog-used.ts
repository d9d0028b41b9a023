"use client";

import { useState } from "react";

/** True from the first time the dialog opens (then it stays mounted, so it can animate closed). */
export function useDialogUsed(open: boolean): boolean {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return used || open;
}
