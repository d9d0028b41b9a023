import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { offlinePrecacheUrls, PRECACHE_FILE, writeOfflinePrecache } from "./offline-precache.mjs";

// A build folder laid out as `next build` leaves it: the routes' app paths, and
// each page's next/dynamic components with their chunks.
let dist: string;

const routes = {
  "/[locale]/(site)/page": "/[locale]",
  "/[locale]/(emergency)/emergency/page": "/[locale]/emergency",
  "/[locale]/(emergency)/emergency-results/[requestId]/page": "/[locale]/emergency-results/[requestId]",
  "/[locale]/(site)/districts/[district]/opengraph-image-x/route": "/[locale]/districts/[district]/opengraph-image-x",
};

function writeBuild(loadable: Record<string, Record<string, string[]>>) {
  writeFileSync(path.join(dist, "app-path-routes-manifest.json"), JSON.stringify(routes));
  for (const [page, modules] of Object.entries(loadable)) {
    const dir = path.join(dist, "server", "app", page);
    mkdirSync(dir, { recursive: true });
    const manifest = Object.fromEntries(Object.entries(modules).map(([id, files], i) => [id, { id: i, files }]));
    writeFileSync(path.join(dir, "react-loadable-manifest.json"), JSON.stringify(manifest));
  }
}

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "offline-precache-"));
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

it("lists every file the landing page's and the wizard's next/dynamic components load, once, as URLs", () => {
  writeBuild({
    "/[locale]/(site)/page": { panel: ["static/chunks/panel.js", "static/chunks/intl.js"], island: ["static/chunks/intl.js"] },
    "/[locale]/(emergency)/emergency/page": { voice: ["static/chunks/voice.js"], panel: ["static/chunks/panel.js"] },
    "/[locale]/(emergency)/emergency-results/[requestId]/page": { dialog: ["static/chunks/dialog.js"] },
  });
  expect(offlinePrecacheUrls(dist)).toEqual([
    "/_next/static/chunks/intl.js",
    "/_next/static/chunks/panel.js",
    "/_next/static/chunks/voice.js",
  ]);
  expect(writeOfflinePrecache(dist)).toBe(3);
  expect(JSON.parse(readFileSync(path.join(dist, PRECACHE_FILE), "utf8"))).toEqual(offlinePrecacheUrls(dist));
});

it("refuses a build whose kept pages load nothing lazily, or that lacks one of them", () => {
  writeBuild({ "/[locale]/(site)/page": {}, "/[locale]/(emergency)/emergency/page": {} });
  expect(() => writeOfflinePrecache(dist)).toThrow(/door/);
  writeFileSync(path.join(dist, "app-path-routes-manifest.json"), JSON.stringify({ "/[locale]/(site)/page": "/[locale]" }));
  expect(() => offlinePrecacheUrls(dist)).toThrow(/\/\[locale\]\/emergency/);
});
