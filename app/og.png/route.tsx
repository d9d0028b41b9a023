import { ImageResponse } from "next/og";
import type { NextRequest } from "next/server";
import en from "@/messages/en.json";
import { OG_SIZE, OgCard } from "@/components/og/og-card";
import { findPublicClinic } from "@/lib/clinics/directory";

// Open Graph card (1200×630) for shared links: /og.png for the site and
// /og.png?clinic=<id> for a clinic page.

export async function GET(req: NextRequest) {
  const id = req.nextUrl.searchParams.get("clinic");
  const clinic = id ? await findPublicClinic(id) : null;
  return new ImageResponse(
    <OgCard
      title={clinic ? clinic.name : en.Home.title}
      subtitle={clinic ? clinic.address : en.Home.subtitle}
      badge={clinic?.is24Hour ? en.Directory.badge24h : null}
      large={!clinic}
    />,
    { ...OG_SIZE, headers: { "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" } },
  );
}
