// Reading the repository's own files in unit tests that hold docs and code to
// each other (docs/*.test.ts, lib/rate-limit.test.ts): which files it holds,
// and a TypeScript file's syntax tree from TypeScript's own parser.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = path.resolve(__dirname, "../..");

/** Every file of the repository: tracked, or new and not ignored (paths relative to the root, with "/"). */
export function repoFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: ROOT, encoding: "utf8" });
  return out.split("\0").filter(Boolean);
}

export const readRepoFile = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The syntax tree of a .ts or .tsx file of the repository. */
export function parseSource(file: string): ts.SourceFile {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readRepoFile(file), ts.ScriptTarget.Latest, true, kind);
}

/** Every node under `node`, depth first. */
export function* walk(node: ts.Node): Generator<ts.Node> {
  yield node;
  for (const child of node.getChildren()) yield* walk(child);
}

/** Whether a top-level statement carries `export`. */
export const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The file's line (1-based) of a node, for failure messages. */
export const lineOf = (node: ts.Node) => node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
