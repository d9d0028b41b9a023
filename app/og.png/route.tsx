import { ImageResponse } from "next/og";
import type { NextRequest } from "next/server";
import en from "@/messages/en.json";
import { findPublicClinic } from "@/lib/clinics/directory";

// Open Graph card (1200×630) for shared links: /og.png for the site and
// /og.png?clinic=<id> for a clinic page. The image renderer has no CJK font
// here, so cards carry the English name and tagline only.

const SIZE = { width: 1200, height: 630 };
const RED = "#c62828";

function Paw({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="#ffffff">
      <circle cx="5.5" cy="9.5" r="2.3" />
      <circle cx="9.5" cy="5.5" r="2.3" />
      <circle cx="14.5" cy="5.5" r="2.3" />
      <circle cx="18.5" cy="9.5" r="2.3" />
      <path d="M12 11c-3.2 0-6.5 4.3-6.5 7 0 1.9 1.5 2.8 3.2 2.8 1.3 0 2.2-.7 3.3-.7s2 .7 3.3.7c1.7 0 3.2-.9 3.2-2.8 0-2.7-3.3-7-6.5-7z" />
    </svg>
  );
}

export async function GET(req: NextRequest) {
  const id = req.nextUrl.searchParams.get("clinic");
  const clinic = id ? await findPublicClinic(id) : null;
  const title = clinic ? clinic.name : en.Home.title;
  const subtitle = clinic ? clinic.address : en.Home.subtitle;
  const badge = clinic?.is24Hour ? en.Directory.badge24h : null;
  return new ImageResponse(
    <div
      style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", background: "#ffffff", fontFamily: "sans-serif" }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24, background: RED, color: "#ffffff", padding: "40px 64px" }}>
        <Paw size={72} />
        <div style={{ fontSize: 56, fontWeight: 700 }}>{en.Metadata.siteName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", flex: 1, justifyContent: "center", gap: 24, padding: "0 64px" }}>
        <div style={{ fontSize: clinic ? 60 : 72, fontWeight: 700, color: "#1f2430", lineHeight: 1.1 }}>{title}</div>
        <div style={{ fontSize: 34, color: "#555b6a", lineHeight: 1.3 }}>{subtitle}</div>
        {badge && (
          <div style={{ display: "flex" }}>
            <div style={{ fontSize: 30, color: "#ffffff", background: "#2e7d32", borderRadius: 12, padding: "8px 20px" }}>{badge}</div>
          </div>
        )}
      </div>
    </div>,
    { ...SIZE, headers: { "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" } },
  );
}
