import { existsSync } from "node:fs";
import path from "node:path";
import { readRepoFile, repoFiles, ROOT } from "@/tests/utils/repo-sources";

// The docs name only what the repository holds: every file path a doc writes
// in backticks, every .md file it names in its text, every relative link (with
// its #section or "Heading" after it) and every "NAME §N" it cites must exist. A path counts when it exists relative to the
// repository's root or to the doc's own folder, as `@/…` (a module, as code
// imports it), or, written without a folder, as the name of a file the
// repository holds. What a build or a run makes is listed below, with why.

const FILES = repoFiles();
const DOCS = FILES.filter((f) => /^(README|SECURITY|BENCHMARKS)\.md$|^docs\/.*\.md$|^data\/README\.md$/.test(f));
const NAMES = new Set(FILES.map((f) => path.basename(f)));

/**
 * Made by a build, a run or the bench, never committed: a doc may name them (a
 * name ending in "/" covers what is inside).
 */
const MADE_BY_RUNS: Record<string, string> = {
  ".next/": "`next build`'s output: the standalone server, the static files, the build manifest",
  ".next-test": "the test runner's own build",
  ".next-bench": "the bench's own build",
  ".data/": "the embedded database's data and the demo's generated secrets (`npm start`)",
  "backups/": "`npm run db:backup`'s dumps",
  "bench/results.json": "`npm run bench`'s figures (git-ignored)",
  "bench/lighthouse.json": "`npm run bench -- --only=lighthouse`'s figures (git-ignored)",
  "bench/push.json": "`npm run bench -- --only=push`'s figures (git-ignored)",
  "test-logs/": "what the test servers logged",
  "lib/generated": "`prisma generate`'s client (not committed)",
  "server.js": "the standalone bundle's web server (`npm run build`)",
  "migrate.js": "the standalone bundle's migration runner",
  "worker.js": "the standalone bundle's worker",
  "healthcheck.js": "the standalone bundle's health check",
  "build-manifest.json": "written by `next build`",
};

/** Code spelt like a file name. */
const CODE_NAMES: Record<string, string> = {
  "Prisma.sql": "Prisma's tagged template for SQL",
};

const EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|sql|prisma|ya?ml|css|html|svg|png|txt|csv|sh|example|log)$/;

/** A module or package name (`next/link`, `@prisma/client`): installed, not a file of ours. */
function isPackage(name: string): boolean {
  const parts = name.split("/");
  const pkg = name.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
  return !name.startsWith("@/") && existsSync(path.join(ROOT, "node_modules", pkg, "package.json"));
}

const existsAny = (base: string) =>
  ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"].some((ext) => existsSync(path.join(ROOT, base + ext)));

const madeByRuns = (name: string) =>
  Object.keys(MADE_BY_RUNS).some(
    (made) => name === made || name === made.replace(/\/$/, "") || (made.endsWith("/") && name.startsWith(made)),
  );

/** Whether `name`, as a doc in `docDir` writes it, is a file or folder the repository holds (or a run makes). */
function resolves(name: string, docDir: string): boolean {
  const bare = name.replace(/\/$/, "");
  if (madeByRuns(name)) return true;
  if (name.startsWith("@/")) return existsAny(bare.slice(2));
  if (existsAny(bare) || existsAny(path.join(docDir, bare))) return true;
  return !bare.includes("/") && NAMES.has(bare);
}

const TOP_LEVEL = new Set([...FILES.map((f) => f.split("/")[0]), ...Object.keys(MADE_BY_RUNS).map((m) => m.split("/")[0])]);

/**
 * A backticked span that names a file or folder: no spaces, placeholders or wildcards, and either a
 * module (`@/lib/x`), a file extension, or a path under one of the repository's top-level folders
 * (`lib/db`): `application/json`, `import/no-cycle` or `owner/repo` are not paths of ours.
 */
function looksLikePath(span: string): boolean {
  if (!/^[\w@.~\-/[\]]+$/.test(span) || /^[/~-]/.test(span) || span.includes("..") || span in CODE_NAMES) return false;
  if (span.startsWith("@/")) return true;
  if (EXTENSION.test(span)) return !isPackage(span);
  return span.includes("/") && TOP_LEVEL.has(span.split("/")[0]);
}

type Finding = { doc: string; line: number; name: string };

/** Lines outside fenced code blocks, with their numbers. */
function proseLines(text: string): [number, string][] {
  let fenced = false;
  return text.split("\n").flatMap((line, i): [number, string][] => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [[i + 1, line]];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

const anchorsOf = (file: string) =>
  new Set(
    readRepoFile(file)
      .split("\n")
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => slug(l.replace(/^#+ /, ""))),
  );

/** The repository's file a doc in `dir` means by `name`: from the root, from the doc's folder, or by its name alone. */
function fileFor(name: string, dir: string): string | undefined {
  return [name, path.join(dir, name)].find((f) => FILES.includes(f)) ?? FILES.find((f) => f.endsWith(`/${name}`));
}

/** A `FILE.md "Heading"` citation: FILE holds that heading (a citation cut short with "…" matches its start). */
function hasHeading(name: string, dir: string, cited: string): boolean {
  const file = fileFor(name, dir);
  if (!file) return false;
  const headings = readRepoFile(file)
    .split("\n")
    .filter((l) => /^#{1,6} /.test(l))
    .map((l) => l.replace(/^#+ /, "").trim());
  const start = cited.replace(/…$/, "");
  return headings.some((h) => h === cited || (cited.endsWith("…") && h.startsWith(start)));
}

/** A "NAME §N" citation: NAME.md is a doc of the repository with a heading numbered N. */
function hasSection(name: string, section: string): boolean {
  const file = FILES.find((f) => f === name || f.endsWith(`/${name}`));
  return (
    !!file &&
    readRepoFile(file)
      .split("\n")
      .some((l) => new RegExp(`^#{1,6} ${section}[. ]`).test(l))
  );
}

function findings(): { missing: Finding[]; brokenLinks: Finding[]; checked: number } {
  const missing: Finding[] = [];
  const brokenLinks: Finding[] = [];
  let checked = 0;
  for (const doc of DOCS) {
    const dir = path.dirname(doc);
    for (const [line, raw] of proseLines(readRepoFile(doc))) {
      const text = raw.replace(/\\`/g, "");
      const spans = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
      const outside = text.replace(/`[^`]*`/g, " ").replace(/\]\([^)]*\)/g, "]");
      const mdNames = [...outside.matchAll(/(?<![\w./#-])([\w./-]*\w\.md)\b/g)].map((m) => m[1]);
      for (const name of [...spans.filter(looksLikePath), ...mdNames]) {
        checked++;
        if (!resolves(name, dir)) missing.push({ doc, line, name });
      }
      for (const [cited, name, heading] of outside.matchAll(/([\w./-]*\w\.md),? "([^"]+)"/g)) {
        checked++;
        if (!hasHeading(name, dir, heading)) brokenLinks.push({ doc, line, name: cited });
      }
      for (const [cited, name, section] of outside.matchAll(/\b([A-Z][A-Z_-]+)(?:\.md)? §\s?(\d+)/g)) {
        checked++;
        if (!hasSection(`${name}.md`, section)) missing.push({ doc, line, name: cited });
      }
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [file, anchor] = target.split("#");
        const resolved = file ? path.normalize(path.join(dir, file)) : doc;
        checked++;
        if (!existsSync(path.join(ROOT, resolved))) brokenLinks.push({ doc, line, name: target });
        else if (anchor && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor)) brokenLinks.push({ doc, line, name: target });
      }
    }
  }
  return { missing, brokenLinks, checked };
}

const show = (f: Finding) => `${f.doc}:${f.line} ${f.name}`;

describe("the docs name only what the repository holds", () => {
  const { missing, brokenLinks, checked } = findings();

  it("reads README.md, SECURITY.md, BENCHMARKS.md, data/README.md and docs/", () => {
    expect(DOCS).toEqual(expect.arrayContaining(["README.md", "SECURITY.md", "BENCHMARKS.md", "data/README.md", "docs/DEVELOPING.md"]));
    expect(checked).toBeGreaterThan(200);
  });

  it("names, in backticks, as a .md file or by a § section, only what the repository holds", () => {
    expect(missing.map(show)).toEqual([]);
  });

  it("links only to files that exist, and cites only sections those files have", () => {
    expect(brokenLinks.map(show)).toEqual([]);
  });

  it("allows only what a build or run makes, never a file the repository holds", () => {
    expect(FILES.filter(madeByRuns)).toEqual([]);
  });
});
