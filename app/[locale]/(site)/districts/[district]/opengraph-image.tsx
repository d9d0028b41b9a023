import { ImageResponse } from "next/og";
import { notFound } from "next/navigation";
import en from "@/messages/en.json";
import { OG_SIZE, OgCard } from "@/components/og/og-card";
import { translator } from "@/lib/i18n/translator";
import { districtBySlug } from "@/lib/regions/districts";

// A district page's card for shared links and search results.

export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = en.Metadata.ogAlt;

export default async function Image({ params }: { params: Promise<{ locale: string; district: string }> }) {
  const district = districtBySlug((await params).district);
  if (!district) notFound();
  return new ImageResponse(
    <OgCard
      title={translator("en", "DistrictPage")("title", { district: district.nameEn })}
      subtitle={translator("en", "Metadata")("districtDescription", { district: district.nameEn })}
      badge={en.Directory.badge24h}
    />,
    OG_SIZE,
  );
}
