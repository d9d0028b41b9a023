"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { scriptText, type PhoneScript } from "@/lib/emergency/phone-script";
import type { Crossing } from "@/lib/geo/islands";

export type PhoneScriptLabels = {
  open: string;
  openLabel: string;
  hint: string;
  copy: string;
  copied: string;
  copyFailed: string;
  copyByHand: string;
};

/**
 * "What to say": a native <details> holding the script, rendered
 * with the page (no request when opened), and a Copy button. Where the
 * clipboard is refused, the text is selected so the owner can copy it by hand.
 */
export function PhoneScriptDetails({
  script,
  distanceKm,
  ferry = null,
  labels,
  ask = false,
}: {
  script: PhoneScript;
  distanceKm: number | null;
  /** Across water: the distance line names the ferry's pier instead of a taxi ride. */
  ferry?: Crossing | null;
  labels: PhoneScriptLabels;
  /** Open with "do you see rabbits?" (a hospital not known to see the pet). */
  ask?: boolean;
}) {
  const text = scriptText(script, distanceKm, ask, ferry);
  const textRef = useRef<HTMLParagraphElement>(null);
  const [status, setStatus] = useState<"" | "copied" | "failed">("");

  function selectText() {
    const node = textRef.current;
    const selection = window.getSelection();
    if (!node || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
  }

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      setStatus("copied");
    } catch {
      selectText();
      setStatus("failed");
    }
  }

  return (
    <details className="rounded-md border text-sm" data-phone-script>
      <summary className="flex cursor-pointer items-center gap-2 p-2 font-semibold" aria-label={labels.openLabel}>
        {labels.open}
      </summary>
      <div className="flex flex-col gap-2 border-t p-2">
        <p className="text-xs text-muted-foreground">{labels.hint}</p>
        <p ref={textRef} className="rounded bg-muted p-2 text-base leading-relaxed whitespace-pre-line select-all" data-script-text>
          {text}
        </p>
        {/* Copying needs JavaScript: without it, the owner copies the text by hand (a tap selects all of it). */}
        <div className="flex items-center gap-3 noscript:hidden">
          <Button type="button" variant="outline" onClick={copy}>
            {labels.copy}
          </Button>
          <span role="status" aria-live="polite" className="text-sm">
            {status === "copied" ? labels.copied : status === "failed" ? labels.copyFailed : ""}
          </span>
        </div>
        <noscript>
          <p className="text-sm">{labels.copyByHand}</p>
        </noscript>
      </div>
    </details>
  );
}
