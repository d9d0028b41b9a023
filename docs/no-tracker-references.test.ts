import { existsSync, readFileSync } from "node:fs";
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

/**
 * Files and folders whose comments another change is rewriting now (lib/ is being
 * restructured; these components and the results page are being split). They are
 * read like the rest; only their findings are held back. Empty this list once those
 * changes are merged: an entry with nothing left to hold back fails below.
 */
const PENDING = [
  "lib/",
  "components/emergency/results/results-view.tsx",
  "components/emergency/results/use-refresh-on-answer.ts",
  "components/admin/clinic-form-dialog.tsx",
  "components/emergency/wizard/emergency-wizard.tsx",
  "components/emergency/wizard/step-symptoms.tsx",
  "components/emergency/wizard/choice.tsx",
  "components/emergency/wizard/use-wizard-form.ts",
  "components/emergency/call-nearest/call-nearest-panel.tsx",
  "components/account/login-form.tsx",
  "components/account/profile-form.tsx",
  "components/clinics/profile-form.tsx",
  "components/admin/staff-dialog.tsx",
  "app/[locale]/(emergency)/emergency-results/[requestId]/page.tsx",
];

/** "issue 31", "Issue 33's", "issues 9 and 30", "issue #5"; and "SPEC §7", "ARCHITECTURE.md §11", "STYLE §2". */
const TRACKER = /\bissues?\s*#?\s*\d/i;
const SECTION_CITATION = /\b(SPEC|ARCHITECTURE|STYLE)(\.md)?\s*§/i;

const isSource = (file: string) =>
  !NEVER.some((folder) => file.startsWith(folder)) &&
  (SOURCE_FOLDERS.some((folder) => file.startsWith(folder)) ||
    SOURCE_FILES.includes(file) ||
    (!file.includes("/") && !ROOT_NOT_SOURCE.test(file)));

const isPending = (file: string) => PENDING.some((entry) => (entry.endsWith("/") ? file.startsWith(entry) : file === entry));

type Finding = { file: string; line: number; text: string };

/** Every line of a text file that cites the tracker or one of the absent documents. */
function citations(file: string, text: string): Finding[] {
  return text
    .split("\n")
    .flatMap((line, i) => (TRACKER.test(line) || SECTION_CITATION.test(line) ? [{ file, line: i + 1, text: line.trim() }] : []));
}

/** The repository's source files that exist on disk, with their text (binary files, such as the icons, left out). */
function sources(): { file: string; text: string }[] {
  return repoFiles()
    .filter((file) => isSource(file) && existsSync(path.join(ROOT, file)))
    .flatMap((file) => {
      const bytes = readFileSync(path.join(ROOT, file));
      return bytes.includes(0) ? [] : [{ file, text: bytes.toString("utf8") }];
    });
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

  it('has no "issue N" and no SPEC / ARCHITECTURE / STYLE § citation outside the pending list', () => {
    expect(found.filter((f) => !isPending(f.file)).map(show)).toEqual([]);
  });

  it("holds back only what still has a citation (remove an entry once its change is merged)", () => {
    expect(
      PENDING.filter(
        (entry) => !found.some((f) => isPending(f.file) && (entry.endsWith("/") ? f.file.startsWith(entry) : f.file === entry)),
      ),
    ).toEqual([]);
  });
});
