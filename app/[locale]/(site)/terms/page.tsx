import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { LegalPage } from "@/components/legal/legal-page";
import { pageMetadata } from "@/lib/i18n/metadata";

// SPEC §2: the sections the terms must have, in order.
const SECTIONS = ["acceptance", "service", "responsibilities", "medical", "liability", "law", "euRights", "privacy", "termination", "changes"] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/terms">): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, "/terms", { title: "termsTitle", description: "termsDescription" });
}

export default async function TermsPage({ params }: PageProps<"/[locale]/terms">) {
  setRequestLocale((await params).locale);
  return <LegalPage namespace="Terms" sections={SECTIONS} />;
}
