import { existsSync } from "node:fs";
import path from "node:path";
import { readRepoFile, repoFiles, ROOT } from "@/tests/utils/repo-sources";

// Short files whose names explain themselves: no page, route or component
// (a .ts or .tsx file under app/ or components/) is over 250 lines. A longer
// one is split into a sub-component, a hook, or a rule moved to lib/<domain>.
// A generated file (one that says "@generated" near its top) is not held to it.

const MAX_LINES = 250;

const FOLDERS = ["app/", "components/"];
const SOURCE = /\.(ts|tsx)$/;
const GENERATED = /@generated|auto-generated|do not edit/i;

/** The number of lines of a text, as `wc -l` counts them for a file ending in a newline. */
function lineCount(text: string): number {
  if (text === "") return 0;
  const lines = text.split("\n");
  return text.endsWith("\n") ? lines.length - 1 : lines.length;
}

/** A file's top, where a generator says it wrote the file. */
const isGenerated = (text: string) => GENERATED.test(text.split("\n").slice(0, 5).join("\n"));

/** The files held to the limit, with their length (new files not yet committed count too). */
function measured(): { file: string; lines: number }[] {
  return repoFiles()
    .filter((file) => FOLDERS.some((folder) => file.startsWith(folder)) && SOURCE.test(file) && existsSync(path.join(ROOT, file)))
    .map((file) => ({ file, text: readRepoFile(file) }))
    .filter(({ text }) => !isGenerated(text))
    .map(({ file, text }) => ({ file, lines: lineCount(text) }));
}

describe("no source file under app/ or components/ is over 250 lines", () => {
  const files = measured();

  it("reads the pages and the components", () => {
    expect(files.filter((f) => f.file.startsWith("app/")).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.file.startsWith("components/")).length).toBeGreaterThan(10);
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(["components/emergency/wizard/emergency-wizard.tsx"]));
  });

  it("counts lines as wc -l does", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a\n")).toBe(1);
    expect(lineCount("a\nb")).toBe(2);
    expect(lineCount("a\nb\n")).toBe(2);
  });

  it(`keeps every file at ${MAX_LINES} lines or fewer`, () => {
    expect(files.filter((f) => f.lines > MAX_LINES).map((f) => `${f.file}: ${f.lines} lines`)).toEqual([]);
  });
});
