import en from "@/messages/en.json";

// The Open Graph card's layout (1200×630), for next/og: the site's, a
// clinic's (app/og.png) and a district's (districts/[district]/opengraph-image).
// The image renderer has no CJK font here, so cards carry English only.

export const OG_SIZE = { width: 1200, height: 630 };
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

export function OgCard({ title, subtitle, badge, large }: { title: string; subtitle: string; badge?: string | null; large?: boolean }) {
  return (
    <div
      style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", background: "#ffffff", fontFamily: "sans-serif" }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24, background: RED, color: "#ffffff", padding: "40px 64px" }}>
        <Paw size={72} />
        <div style={{ fontSize: 56, fontWeight: 700 }}>{en.Metadata.siteName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", flex: 1, justifyContent: "center", gap: 24, padding: "0 64px" }}>
        <div style={{ fontSize: large ? 72 : 60, fontWeight: 700, color: "#1f2430", lineHeight: 1.1 }}>{title}</div>
        <div style={{ fontSize: 34, color: "#555b6a", lineHeight: 1.3 }}>{subtitle}</div>
        {badge && (
          <div style={{ display: "flex" }}>
            <div style={{ fontSize: 30, color: "#ffffff", background: "#2e7d32", borderRadius: 12, padding: "8px 20px" }}>{badge}</div>
          </div>
        )}
      </div>
    </div>
  );
}
