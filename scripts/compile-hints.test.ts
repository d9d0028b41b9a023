import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { COMPILE_HINT, markStartupChunks, startupChunks } from "./compile-hints.mjs";

// A build folder laid out as `next build` leaves it: the framework's chunks in
// build-manifest.json, a page's in its client reference manifest, a chunk only
// import() loads, and the nomodule polyfills.
let dist: string;
const chunk = (name: string) => path.join(dist, "static", "chunks", name);
const read = (name: string) => readFileSync(chunk(name), "utf8");

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  mkdirSync(path.join(dist, "server", "app", "[locale]", "privacy"), { recursive: true });
  writeFileSync(
    path.join(dist, "build-manifest.json"),
    JSON.stringify({ rootMainFiles: ["static/chunks/react.js"], polyfillFiles: ["static/chunks/polyfills.js"] }),
  );
  const entry = {
    "[project]/app/layout": ["static/chunks/layout.js"],
    "[project]/app/privacy/page": ["static/chunks/layout.js", "static/chunks/page.js"],
  };
  writeFileSync(
    path.join(dist, "server", "app", "[locale]", "privacy", "page_client-reference-manifest.js"),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[locale]/privacy/page"] = ${JSON.stringify({ entryJSFiles: entry })};\n`,
  );
  for (const name of ["react.js", "layout.js", "page.js", "lazy.js", "polyfills.js"])
    writeFileSync(chunk(name), `/* ${name} */ push([1, (e) => e]);`);
  writeFileSync(chunk("page.js.map"), JSON.stringify({ version: 3, sources: ["page.tsx"], mappings: "AAAA" }));
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

it("finds the chunks pages run as they start: the framework's and every page's and layout's, not import()'s or the polyfills", () => {
  expect(startupChunks(dist)).toEqual(["static/chunks/layout.js", "static/chunks/page.js", "static/chunks/react.js"]);
});

it("marks each startup chunk once, at its top, and leaves the others as built", () => {
  expect(markStartupChunks(dist)).toBe(3);
  expect(markStartupChunks(dist)).toBe(0);
  for (const name of ["react.js", "layout.js", "page.js"]) expect(read(name)).toBe(`${COMPILE_HINT}/* ${name} */ push([1, (e) => e]);`);
  for (const name of ["lazy.js", "polyfills.js"]) expect(read(name)).toBe(`/* ${name} */ push([1, (e) => e]);`);
});

it("shifts a marked chunk's source map by the added line, so stack traces still point at the source", () => {
  markStartupChunks(dist);
  expect(JSON.parse(read("page.js.map")).mappings).toBe(";AAAA");
});
