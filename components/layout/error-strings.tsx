"use client";

import { createContext, useContext } from "react";

export type ErrorStrings = { title: string; text: string; tryAgain: string; goHome: string };

const Strings = createContext<ErrorStrings | null>(null);

/**
 * The error screen's words, translated by the root layout on the server: the
 * error boundary (a client component on every page) reads them here instead
 * of through next-intl's client, which pages without translated client code
 * then never download.
 */
export function ErrorStringsProvider({ strings, children }: { strings: ErrorStrings; children: React.ReactNode }) {
  return <Strings.Provider value={strings}>{children}</Strings.Provider>;
}

export function useErrorStrings(): ErrorStrings {
  const strings = useContext(Strings);
  if (!strings) throw new Error("useErrorStrings outside ErrorStringsProvider");
  return strings;
}
