import path from "node:path";
import ts from "typescript";
import { isExported, parseSource, readRepoFile, repoFiles } from "@/tests/utils/repo-sources";

// docs/PERMISSIONS.md names every route handler under app/api, method by
// method, and nothing else: a handler added without its row (who may call it,
// what each caller gets) fails here, as does a row left behind by a removed one.

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The HTTP methods a route.ts exports: `export const GET`, `export function GET`, `export { handler as GET }`. */
function exportedMethods(file: string): string[] {
  const found: string[] = [];
  for (const statement of parseSource(file).statements) {
    const exported = isExported(statement);
    if (exported && ts.isFunctionDeclaration(statement) && statement.name) found.push(statement.name.text);
    if (exported && ts.isVariableStatement(statement)) found.push(...statement.declarationList.declarations.map((d) => d.name.getText()));
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      found.push(...statement.exportClause.elements.map((e) => e.name.text));
  }
  return found.filter((name) => METHODS.has(name));
}

/** app/api/clinics/[id]/route.ts → /api/clinics/{id}; a catch-all segment is `*`. */
const endpointPath = (file: string) =>
  "/" +
  path
    .dirname(file)
    .split("/")
    .slice(1)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => (segment.startsWith("[...") ? "*" : segment.replace(/^\[(\w+)\]$/, "{$1}")))
    .join("/");

const handlers = repoFiles()
  .filter((f) => /^app\/api\/.*\/route\.tsx?$/.test(f))
  .flatMap((file) => exportedMethods(file).map((method) => `${method} ${endpointPath(file)}`))
  .sort();

/** Every "METHOD /api/…" the matrix's rows begin with (`GET/POST /api/x?q=` is two, without the query). */
const documented = readRepoFile("docs/PERMISSIONS.md")
  .split("\n")
  .flatMap((line) => {
    const row = /^\| ([A-Z]+(?:\/[A-Z]+)*) (\/api\/[^\s?|]*)/.exec(line);
    return row ? row[1].split("/").map((method) => `${method} ${row[2]}`) : [];
  })
  .sort();

describe("docs/PERMISSIONS.md and the route handlers", () => {
  it("finds the handlers and the matrix's rows", () => {
    expect(handlers.length).toBeGreaterThanOrEqual(30);
    expect(documented.length).toBeGreaterThanOrEqual(30);
  });

  it("has a row for every method of every route handler under app/api", () => {
    expect(handlers.filter((h) => !documented.includes(h))).toEqual([]);
  });

  it("has no row for an endpoint no handler serves", () => {
    expect(documented.filter((d) => !handlers.includes(d))).toEqual([]);
  });

  it("has one row per endpoint", () => {
    expect(documented.filter((d, i) => documented.indexOf(d) !== i)).toEqual([]);
  });
});
