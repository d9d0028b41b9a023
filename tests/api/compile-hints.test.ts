import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { distDir } from "@/lib/build-fingerprint";
import { FIRST_VISIT_JS_GUARD_KB, FLOOR_PAGE, servedPath } from "@/scripts/bench-budgets";
import { COMPILE_HINT, startupChunks } from "@/scripts/compile-hints.mjs";
import { assetsOf } from "@/scripts/page-weight";
import { BASE_URL, newEmergencyRequest } from "@/tests/utils/http";

// What the browser downloads on a first visit carries V8's compile hint, so
// Chrome compiles it while it streams instead of on the main thread as the page
// starts (scripts/compile-hints.mjs; BENCHMARKS.md, "Compiled while the page
// downloads"). Read as served, from this production build.

let requestId: string;
beforeAll(async () => {
  requestId = await newEmergencyRequest("198.51.102.2");
});

const served = async (url: string) => {
  const res = await fetch(new URL(url, BASE_URL));
  expect(res.status).toBe(200);
  return res.text();
};

describe("each first-visit script starts with the compile hint", () => {
  for (const page of [FLOOR_PAGE, ...Object.keys(FIRST_VISIT_JS_GUARD_KB)]) {
    it(page, async () => {
      const { js } = assetsOf(await served(servedPath(page, requestId)));
      expect(js.length).toBeGreaterThan(3);
      const unmarked = [];
      for (const url of js) if (!(await served(url)).startsWith(COMPILE_HINT)) unmarked.push(url);
      expect(unmarked).toEqual([]);
    });
  }
});

it("a chunk only import() loads is left to compile lazily", () => {
  const startup = new Set(startupChunks(distDir()));
  const chunks = path.join(distDir(), "static", "chunks");
  const lazy = readdirSync(chunks).filter((name) => name.endsWith(".js") && !startup.has(`static/chunks/${name}`));
  // The wizard's lazy panels, zod for the offline warm-up, the toaster: a build has several.
  expect(lazy.length).toBeGreaterThan(3);
  for (const name of lazy) expect(readFileSync(path.join(chunks, name), "utf8").startsWith(COMPILE_HINT)).toBe(false);
});
