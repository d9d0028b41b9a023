"use client";

import { useTranslations } from "next-intl";

// Plain elements styled like <Button> (default and outline): this boundary is in
// every page's bundle, and Button (cva, tailwind-merge, Radix Slot) would add ~11 KB gzip to each.
const BUTTON =
  "inline-flex h-10 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md px-4 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

// SPEC §2 fallback error screen. Try Again re-renders the segment; Go Home is a
// full navigation so a broken client state cannot follow the user.
export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("ErrorBoundary");
  return (
    <main
      id="main"
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("text")}</p>
      {error.message && (
        <pre className="max-w-full overflow-x-auto rounded bg-muted p-3 text-left text-xs whitespace-pre-wrap">{error.message}</pre>
      )}
      <div className="flex gap-3">
        <button type="button" onClick={reset} className={`${BUTTON} bg-primary text-primary-foreground hover:bg-primary/90`}>
          {t("tryAgain")}
        </button>
        <a href="/" className={`${BUTTON} border border-input bg-background hover:bg-accent hover:text-accent-foreground`}>
          {t("goHome")}
        </a>
      </div>
    </main>
  );
}
