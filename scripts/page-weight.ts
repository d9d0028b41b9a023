import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// What a first visit of a page downloads, read from its served HTML: every
// <script src>, preloaded script and stylesheet, gzipped (level 9) from the
// build. Used by the benchmark (npm run bench) and by the page-weight guard in
// npm test (tests/api/page-weight.test.ts), so both measure the same thing.

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
    out[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  return out;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** The script and stylesheet URLs a first visit of this HTML downloads (scripts, preloaded scripts, stylesheets; not `nomodule`). */
export function assetsOf(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attributes(tag.slice(7, -1));
    // `nomodule` scripts (Next's legacy polyfills) are skipped by every browser that runs modules.
    if (a.src && !("nomodule" in a)) js.add(decodeEntities(a.src));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(tag.slice(5, -1));
    const rel = (a.rel ?? "").toLowerCase().split(/\s+/);
    if (!a.href) continue;
    if (rel.includes("stylesheet") || (rel.includes("preload") && a.as === "style")) css.add(decodeEntities(a.href));
    else if (rel.includes("modulepreload") || (rel.includes("preload") && a.as === "script")) js.add(decodeEntities(a.href));
  }
  return { js: [...js], css: [...css] };
}

/** Gzipped bytes of the JavaScript a first visit of `pathname` downloads (files read from `distDir`/static). */
export async function firstVisitJs(
  baseUrl: string,
  pathname: string,
  distDir: string,
  cookie?: string,
): Promise<{ gzip: number; files: { path: string; gzip: number }[] }> {
  // With a session cookie for the signed-in pages; a first visit otherwise.
  const res = await fetch(new URL(pathname, baseUrl), { headers: { "accept-language": "en", ...(cookie ? { cookie } : {}) } });
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}`);
  const files: { path: string; gzip: number }[] = [];
  for (const url of assetsOf(await res.text()).js) {
    const pathnameOf = new URL(url, baseUrl).pathname;
    const local = path.join(distDir, "static", decodeURIComponent(pathnameOf.replace(/^\/_next\/static\//, "")));
    const bytes =
      pathnameOf.startsWith("/_next/static/") && existsSync(local)
        ? readFileSync(local)
        : Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    files.push({ path: pathnameOf, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return { gzip: files.reduce((n, f) => n + f.gzip, 0), files };
}
