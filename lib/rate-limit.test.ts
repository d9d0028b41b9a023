import ts from "typescript";
import { isExported, lineOf, parseSource, repoFiles, walk } from "@/tests/utils/repo-sources";

// Every rate limit is a named budget of LIMITS (lib/rate-limit.ts; DEVELOPING.md
// "rate limits"): read from the sources, every call of the module's functions
// names one of LIMITS' keys and passes no budget of its own. The type check
// holds the same rule (LimitName is LIMITS' keys, no function takes a budget;
// tests/types/rate-limit-names.ts fails if that is loosened); this test holds
// it even where a name is spelt in a way the types let through (a cast).

const MODULE = "lib/rate-limit.ts";
/** Calls in it are wrong on purpose: each must fail the type check. */
const TYPE_CHECKS = "tests/types/rate-limit-names.ts";

const definition = parseSource(MODULE);

/** LIMITS' keys, read from its object literal. */
function budgetNames(): Set<string> {
  for (const node of walk(definition)) {
    if (!ts.isVariableDeclaration(node) || node.name.getText() !== "LIMITS" || !node.initializer) continue;
    let init: ts.Expression = node.initializer;
    while (ts.isSatisfiesExpression(init) || ts.isAsExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression;
    if (!ts.isObjectLiteralExpression(init)) break;
    return new Set(init.properties.map((p) => p.name!.getText()));
  }
  throw new Error(`No LIMITS object literal in ${MODULE}`);
}

type LimitFunction = { name: string; params: ts.NodeArray<ts.ParameterDeclaration> };

/** The module's exported functions whose first parameter is a limit's name. */
function limitFunctions(): LimitFunction[] {
  const found: LimitFunction[] = [];
  for (const statement of definition.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) found.push({ name: statement.name.text, params: statement.parameters });
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)))
          found.push({ name: d.name.getText(), params: d.initializer.parameters });
      }
    }
  }
  return found.filter((f) => f.params[0]?.type?.getText() === "LimitName");
}

const BUDGETS = budgetNames();
const FUNCTIONS = limitFunctions();

/** The module's limit functions a file imports, by their local names. */
function importedLimitFunctions(file: string, source: ts.SourceFile): Map<string, string> {
  const local = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const resolved = from.startsWith("@/") ? from.slice(2) : from.startsWith(".") ? `${file.replace(/[^/]+$/, "")}${from.slice(2)}` : from;
    if (resolved !== "lib/rate-limit") continue;
    const named = statement.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named)) continue;
    for (const el of named.elements) {
      const imported = (el.propertyName ?? el.name).text;
      if (FUNCTIONS.some((f) => f.name === imported)) local.set(el.name.text, imported);
    }
  }
  return local;
}

/** The string a name argument stands for: a literal, or a const in the same file holding one; else undefined. */
function nameValue(arg: ts.Expression, source: ts.SourceFile): string | undefined {
  let e = arg;
  while (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  if (!ts.isIdentifier(e)) return undefined;
  for (const node of walk(source)) {
    if (!ts.isVariableDeclaration(node) || node.name.getText() !== e.text || !node.initializer) continue;
    const list = node.parent;
    if (!ts.isVariableDeclarationList(list) || !(list.flags & ts.NodeFlags.Const)) return undefined;
    return nameValue(node.initializer, source);
  }
  return undefined;
}

/**
 * An argument that is a budget written inline (an object with a duration: a counted window,
 * `{ points, expire }`, has none), or one of LIMITS' entries passed along.
 */
const isInlineBudget = (arg: ts.Expression) =>
  (ts.isObjectLiteralExpression(arg) && arg.properties.some((p) => p.name?.getText() === "durationSeconds")) ||
  /\bLIMITS\b/.test(arg.getText());

type Call = { file: string; line: number; fn: string; name: string | undefined; inline: boolean };

function limitCalls(): Call[] {
  const calls: Call[] = [];
  const files = repoFiles().filter((f) => /\.tsx?$/.test(f) && f !== MODULE && f !== TYPE_CHECKS && !f.startsWith("lib/generated/"));
  for (const file of files) {
    const source = parseSource(file);
    const local = importedLimitFunctions(file, source);
    if (!local.size) continue;
    for (const node of walk(source)) {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || !local.has(node.expression.text)) continue;
      const [first, ...rest] = node.arguments;
      calls.push({
        file,
        line: lineOf(node),
        fn: local.get(node.expression.text)!,
        name: first && nameValue(first, source),
        inline: rest.some(isInlineBudget),
      });
    }
  }
  return calls;
}

describe("every rate limit is a named budget of LIMITS", () => {
  const calls = limitCalls();

  it("reads the budgets and the functions that take a limit's name", () => {
    expect(BUDGETS.size).toBeGreaterThanOrEqual(10);
    expect(FUNCTIONS.map((f) => f.name)).toEqual(expect.arrayContaining(["consumeLimit", "countAttempt", "limitedFor", "countSql"]));
    expect(calls.length).toBeGreaterThanOrEqual(BUDGETS.size);
  });

  it("takes no budget from a caller: no function of the module has a parameter typed LimitSpec", () => {
    const open = FUNCTIONS.flatMap((f) =>
      f.params.filter((p) => /LimitSpec/.test(p.type?.getText() ?? "")).map((p) => `${f.name}(${p.name.getText()})`),
    );
    expect(open).toEqual([]);
  });

  it("names one of LIMITS' keys at every call, spelt so the sources show which", () => {
    const wrong = calls
      .filter((c) => c.name === undefined || !BUDGETS.has(c.name))
      .map((c) => `${c.file}:${c.line} ${c.fn}(${c.name ?? "?"})`);
    expect(wrong).toEqual([]);
  });

  it("passes no budget inline at any call", () => {
    expect(calls.filter((c) => c.inline).map((c) => `${c.file}:${c.line} ${c.fn}`)).toEqual([]);
  });

  it("spends every budget somewhere outside the tests (a budget nobody counts is a promise the code does not keep)", () => {
    const used = new Set(calls.filter((c) => !/\.test\.tsx?$/.test(c.file)).map((c) => c.name));
    expect([...BUDGETS].filter((b) => !used.has(b))).toEqual([]);
  });
});
