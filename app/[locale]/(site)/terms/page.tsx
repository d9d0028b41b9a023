import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/lib/i18n/locale";
import { LegalPage } from "@/components/legal/legal-page";
import { pageMetadata } from "@/lib/i18n/metadata";

// The terms' sections, in order (each a title and a body in both message files).
const SECTIONS = [
  "acceptance",
  "service",
  "responsibilities",
  "medical",
  "liability",
  "law",
  "euRights",
  "privacy",
  "termination",
  "changes",
] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/terms">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  return pageMetadata(locale, "/terms", { title: "termsTitle", description: "termsDescription" });
}

export default async function TermsPage({ params }: PageProps<"/[locale]/terms">) {
  setRequestLocale(toLocale((await params).locale));
  return <LegalPage namespace="Terms" sections={SECTIONS} />;
}
