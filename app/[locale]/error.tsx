"use client";

import { plainButton } from "@/components/ui/button-classes";
import { useErrorStrings } from "@/components/layout/error-strings";

// Plain elements styled like <Button>: this boundary is in every page's bundle (see button-classes.ts).

// The fallback error screen. Try Again re-renders the segment; Go Home is a
// full navigation so a broken client state cannot follow the user.
export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useErrorStrings();
  return (
    <main
      id="main"
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="text-muted-foreground">{t.text}</p>
      {error.message && (
        <pre className="max-w-full overflow-x-auto rounded bg-muted p-3 text-left text-xs whitespace-pre-wrap">{error.message}</pre>
      )}
      <div className="flex gap-3">
        <button type="button" onClick={reset} className={plainButton("default")}>
          {t.tryAgain}
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full navigation, so a broken client state cannot follow (see above). */}
        <a href="/" className={plainButton("outline")}>
          {t.goHome}
        </a>
      </div>
    </main>
  );
}
