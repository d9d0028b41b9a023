import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { distDir } from "@/lib/build-fingerprint";
import {
  DOCUMENT_GUARD_KB,
  FIRST_VISIT_JS_GUARD_KB,
  LANDING_PAGES_OVER_HOME_KB,
  servedPath,
  SIGNED_IN_JS_GUARD_KB,
} from "@/scripts/bench-budgets";
import { firstVisitJs } from "@/scripts/page-weight";
import { BASE_URL, DEMO, newEmergencyRequest, signIn } from "@/tests/utils/http";

// The page-weight guard: the JavaScript a first visit downloads (the served
// HTML's scripts, read from this production build and gzipped, as the
// benchmark measures it) stays within FIRST_VISIT_JS_GUARD_KB. Not a timing
// test: the same build always gives the same bytes.

let requestId: string;

beforeAll(async () => {
  requestId = await newEmergencyRequest("198.51.102.1");
});

/** The served path of a budgeted page (the results page is this file's request). */
const pathOf = (page: string) => servedPath(page, requestId);

/** The page's JS in KB (one decimal); over its guard, the files are printed to say what grew. */
async function weighKb(page: string, path: string, budgetKb: number, cookie?: string) {
  const { gzip, files } = await firstVisitJs(BASE_URL, path, distDir(), cookie);
  const kb = Math.round(gzip / 100) / 10;
  if (kb > budgetKb) console.error(`${page}: ${kb} KB\n${files.map((f) => `  ${(f.gzip / 1000).toFixed(1)} KB ${f.path}`).join("\n")}`);
  return kb;
}

describe("first-visit JavaScript per page", () => {
  for (const [page, budgetKb] of Object.entries(FIRST_VISIT_JS_GUARD_KB)) {
    it(`${page} ≤ ${budgetKb} KB gzip`, async () => {
      expect(await weighKb(page, pathOf(page), budgetKb)).toBeLessThanOrEqual(budgetKb);
    });
  }
});

describe("the pages a search lands on against the home page, same build", () => {
  const { pages, kb: overKb } = LANDING_PAGES_OVER_HOME_KB;
  for (const page of pages) {
    it(`${page} ≤ "/" + ${overKb} KB`, async () => {
      const home = await weighKb("/", "/", Infinity);
      expect(await weighKb(page, page, home + overKb)).toBeLessThanOrEqual(home + overKb);
    });
  }
});

describe("JavaScript of the signed-in pages (a demo account's first visit)", () => {
  for (const [page, { as, kb: budgetKb }] of Object.entries(SIGNED_IN_JS_GUARD_KB)) {
    it(`${page} as ${as} ≤ ${budgetKb} KB gzip`, async () => {
      const { ok, jar } = await signIn(DEMO[as], DEMO.password);
      expect(ok).toBe(true);
      expect(await weighKb(page, page, budgetKb, jar.header())).toBeLessThanOrEqual(budgetKb);
    });
  }
});

describe("the document a first visit parses and hydrates", () => {
  for (const [page, budgetKb] of Object.entries(DOCUMENT_GUARD_KB)) {
    it(`${page} ≤ ${budgetKb} KB of HTML`, async () => {
      const res = await fetch(new URL(pathOf(page), BASE_URL));
      expect(res.status).toBe(200);
      const kb = Math.round(Buffer.byteLength(await res.text()) / 100) / 10;
      if (kb > budgetKb) console.error(`${page}: a ${kb} KB document`);
      expect(kb).toBeLessThanOrEqual(budgetKb);
    });
  }
});

describe("messages compiled at build time (next.config.ts)", () => {
  // The ICU parser (@formatjs/icu-messageformat-parser, ~9 KB gzip) names its errors with these words; with
  // the messages compiled, the browser formats them with use-intl's format-only and never loads it.
  const PARSER_MARK = "EXPECT_ARGUMENT_CLOSING_BRACE";
  it("no script the browser can load carries the ICU message parser", () => {
    const chunks = path.join(distDir(), "static", "chunks");
    const files = readdirSync(chunks, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => readFileSync(path.join(chunks, f), "utf8").includes(PARSER_MARK))).toEqual([]);
  });
});
