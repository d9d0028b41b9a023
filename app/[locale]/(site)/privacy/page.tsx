import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { LegalPage } from "@/components/legal/legal-page";
import { pageMetadata } from "@/lib/i18n/metadata";

// SPEC §2: the sections a privacy policy must have, in order.
const SECTIONS = ["controller", "collected", "lawfulBasis", "usage", "recipients", "retention", "transfers", "security", "rights", "complaints", "contact"] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy">): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, "/privacy", { title: "privacyTitle", description: "privacyDescription" });
}

export default async function PrivacyPage({ params }: PageProps<"/[locale]/privacy">) {
  setRequestLocale((await params).locale);
  return <LegalPage namespace="Privacy" sections={SECTIONS} />;
}
