import { readFileSync } from "node:fs";
import path from "node:path";
import { distDir } from "@/lib/dist-dir";
import { offlinePrecacheUrls } from "@/scripts/offline-precache.mjs";
import { BASE_URL } from "@/tests/utils/http";

// What the service worker precaches when it installs besides the pages it
// keeps (public/sw.js): the files those pages load later, as this build's
// manifests list them, the two-tap door's panel among them.

it("GET /api/offline/precache lists the files the landing page and the wizard load later, the door's panel among them", async () => {
  const res = await fetch(new URL("/api/offline/precache", BASE_URL));
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-cache");
  const urls = (await res.json()) as string[];
  expect(urls).toEqual(offlinePrecacheUrls(distDir()));
  // The panel's code: its live region is marked data-call-nearest.
  const code = urls.map((url) => readFileSync(path.join(distDir(), url.replace(/^\/_next\//, "")), "utf8"));
  expect(code.some((text) => text.includes('"data-call-nearest"'))).toBe(true);
  // Each is served (the worker stores only what answers 200).
  for (const url of urls) expect((await fetch(new URL(url, BASE_URL))).status).toBe(200);
});
