import type { MetadataRoute } from "next";
import { getAppUrl } from "@/lib/env";

// Rendered per request so the sitemap address follows APP_URL at run time.
export const dynamic = "force-dynamic";

// Private pages (a request's contact phone, accounts, staff areas) stay out of search results.
const PRIVATE = ["/api/", "/emergency-results", "/profile", "/pets", "/admin", "/clinic/", "/login"];

export default function robots(): MetadataRoute.Robots {
  const base = getAppUrl().replace(/\/$/, "");
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...PRIVATE, ...PRIVATE.filter((p) => p !== "/api/").map((p) => `/zh-HK${p}`)] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
