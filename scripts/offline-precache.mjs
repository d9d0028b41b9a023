// The code the pages the service worker keeps offline (public/sw.js: the
// landing page and the wizard) load later, with next/dynamic: the two-tap
// door's panel above all, which an owner who lost the signal right after the
// first visit would otherwise never get (import() of a chunk no page's HTML
// names). Read from the build's own manifests (each page's
// react-loadable-manifest.json), never listed by hand: whatever those pages
// make lazy with next/dynamic is precached after the next build. Written to
// <distDir>/offline-precache.json, which GET /api/offline/precache serves to
// the worker when it installs and on its refreshes.
//
// Used by scripts/standalone.mjs after `next build`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const PRECACHE_FILE = "offline-precache.json";

/** The routes public/sw.js keeps (its PAGES, in both languages). */
export const OFFLINE_ROUTES = ["/[locale]", "/[locale]/emergency"];

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** The URLs (/_next/static/…) of every file the routes' next/dynamic components load, sorted. */
export function offlinePrecacheUrls(dist) {
  const routes = readJson(path.join(dist, "app-path-routes-manifest.json"));
  const urls = new Set();
  for (const route of OFFLINE_ROUTES) {
    const page = Object.keys(routes).find((appPath) => routes[appPath] === route && appPath.endsWith("/page"));
    if (!page) throw new Error(`No page for ${route} in the build (app-path-routes-manifest.json)`);
    const manifest = readJson(path.join(dist, "server", "app", page, "react-loadable-manifest.json"));
    for (const { files } of Object.values(manifest)) for (const file of files) urls.add(`/_next/${file}`);
  }
  return [...urls].sort();
}

/** Writes the list beside the build; fails when the pages load nothing lazily (the door's panel must be there). */
export function writeOfflinePrecache(dist) {
  const urls = offlinePrecacheUrls(dist);
  if (!urls.length) throw new Error(`${OFFLINE_ROUTES.join(", ")} load nothing with next/dynamic: the two-tap door's panel is missing`);
  writeFileSync(path.join(dist, PRECACHE_FILE), JSON.stringify(urls));
  return urls.length;
}
