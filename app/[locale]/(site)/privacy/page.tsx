import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/lib/i18n/locale";
import { LegalPage } from "@/components/legal/legal-page";
import { pageMetadata } from "@/lib/i18n/metadata";

// The privacy policy's sections, in order (each a title and a body in both message files).
const SECTIONS = [
  "controller",
  "collected",
  "lawfulBasis",
  "usage",
  "recipients",
  "retention",
  "transfers",
  "security",
  "rights",
  "complaints",
  "contact",
] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  return pageMetadata(locale, "/privacy", { title: "privacyTitle", description: "privacyDescription" });
}

export default async function PrivacyPage({ params }: PageProps<"/[locale]/privacy">) {
  setRequestLocale(toLocale((await params).locale));
  return <LegalPage namespace="Privacy" sections={SECTIONS} />;
}
