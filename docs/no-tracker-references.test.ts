import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { repoFiles, ROOT } from "@/tests/utils/repo-sources";

// A comment states the rule or the reason itself. The issue tracker and the
// first SPEC.md, ARCHITECTURE.md and STYLE.md are not in the repository, so
// "(issue 31)" or "SPEC §7" sends a reader nowhere: no source file may say
// "issue" followed by a number, or cite one of those documents by section.
// What the product does and how it is built: docs/PRODUCT.md, docs/ARCHITECTURE.md.

/** The source: the code's folders, the schema and the configuration files at the root. */
const SOURCE_FOLDERS = ["app/", "components/", "lib/", "scripts/", "tests/", "public/", "messages/", "i18n/", "types/", ".ci/"];
const SOURCE_FILES = ["prisma/schema.prisma"];
/** Root files that are not source: the docs (held to the repository by file-names.test.ts) and npm's lock file. */
const ROOT_NOT_SOURCE = /\.md$|^package-lock\.json$/;
/** Never read: applied migrations are checksummed and never edited; the Prisma client is generated. */
const NEVER = ["prisma/migrations/", "lib/generated/", "node_modules/"];

/** "issue 31", "Issue 33's", "issues 9 and 30", "issue #5"; and "SPEC §7", "ARCHITECTURE.md §11", "STYLE §2". */
const TRACKER = /\bissues?\s*#?\s*\d/i;
const SECTION_CITATION = /\b(SPEC|ARCHITECTURE|STYLE)(\.md)?\s*§/i;

const isSource = (file: string) =>
  !NEVER.some((folder) => file.startsWith(folder)) &&
  (SOURCE_FOLDERS.some((folder) => file.startsWith(folder)) ||
    SOURCE_FILES.includes(file) ||
    (!file.includes("/") && !ROOT_NOT_SOURCE.test(file)));

type Finding = { file: string; line: number; text: string };

/** Every line of a text file that cites the tracker or one of the absent documents. */
function citations(file: string, text: string): Finding[] {
  return text
    .split("\n")
    .flatMap((line, i) => (TRACKER.test(line) || SECTION_CITATION.test(line) ? [{ file, line: i + 1, text: line.trim() }] : []));
}

/**
 * The repository's source files that are files on disk, with their text (binary files, such as the icons, left
 * out). Not a folder or a link to one (a worktree's node_modules link), nor a file gone since git listed it
 * (docs/import-rules.test.ts writes and removes its probes while this runs).
 */
function sources(): { file: string; text: string }[] {
  return repoFiles()
    .filter((file) => isSource(file) && statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile())
    .flatMap((file) => {
      const bytes = readIfThere(path.join(ROOT, file));
      return !bytes || bytes.includes(0) ? [] : [{ file, text: bytes.toString("utf8") }];
    });
}

function readIfThere(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

const show = (f: Finding) => `${f.file}:${f.line}: ${f.text}`;

describe("no source file sends a reader to a tracker or a document the repository lacks", () => {
  const read = sources();
  const found = read.flatMap(({ file, text }) => citations(file, text));

  it("reads every source folder, the schema and the root configuration", () => {
    const names = read.map((r) => r.file);
    for (const folder of ["app/", "components/", "lib/", "scripts/", "tests/", "public/"])
      expect(names.filter((f) => f.startsWith(folder)).length).toBeGreaterThan(0);
    expect(names).toEqual(
      expect.arrayContaining([
        "prisma/schema.prisma",
        "eslint.config.mjs",
        "proxy.ts",
        "next.config.ts",
        "Dockerfile",
        ".env.example",
        ".ci/run",
        "public/sw.js",
      ]),
    );
    expect(names.filter((f) => /^(prisma\/migrations|lib\/generated|node_modules|docs)\/|^[^/]+\.md$/.test(f))).toEqual([]);
  });

  it("finds a citation wherever it is written", () => {
    const lines = [
      "// The one rule (issue 28).",
      "/** Issue 33's helpers. */",
      "# issues 9 and 30",
      "/** SPEC §7 add a clinic. */",
      "// ARCHITECTURE.md §11",
    ];
    expect(citations("x.ts", lines.join("\n")).map((f) => f.line)).toEqual([1, 2, 3, 4, 5]);
    expect(
      citations("x.ts", 'ctx.addIssue({ code: "custom" }); // an issue with the form\n"actionCode": "ISSUE", "issueTime": "2020"'),
    ).toEqual([]);
  });

  it('has no "issue N" and no SPEC / ARCHITECTURE / STYLE § citation', () => {
    expect(found.map(show)).toEqual([]);
  });
});
