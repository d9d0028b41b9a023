import path from "node:path";
import ts from "typescript";

// A runtime check of JSON-LD against schema.org as schema-dts declares it
// (the pages' structured data for search engines). schema-dts is types only, and a test that assigns parsed JSON to
// its types proves nothing at run time; so this reads schema-dts's own
// declaration file with the TypeScript checker and, for each node, asks it:
// is every "@type" a schema.org type (an exported `<Type>Leaf`), is every
// property one that type (or one of its types) has, and does every value fit
// the property's declared range: a nested node's type must be one the range
// admits, a string must be allowed (Text, URL, Time...) or be one of the
// listed literals (DayOfWeek: "Monday", not "Mon"), a number must be allowed.

type Range = {
  types: Set<string>;
  anyString: boolean;
  numericString: boolean;
  literals: Set<string>;
  number: boolean;
  boolean: boolean;
  id: boolean;
};

let checker: ts.TypeChecker;
const leaves = new Map<string, ts.Type>();
const ranges = new Map<string, Range | null>();

function load() {
  if (checker) return;
  const file = path.join(process.cwd(), "node_modules", "schema-dts", "dist", "schema.d.ts");
  const program = ts.createProgram([file], {
    noEmit: true,
    skipLibCheck: true,
    types: [],
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
  });
  checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    if (symbol.name.endsWith("Leaf")) leaves.set(symbol.name.slice(0, -"Leaf".length), checker.getDeclaredTypeOfSymbol(symbol));
  }
}

function collect(type: ts.Type, range: Range, seen = new Set<ts.Type>()) {
  if (seen.has(type)) return;
  seen.add(type);
  if (type.isUnion()) return type.types.forEach((t) => collect(t, range, seen));
  if (type.isStringLiteral()) return void range.literals.add(type.value);
  if (type.flags & ts.TypeFlags.String) return void (range.anyString = true);
  if (type.flags & ts.TypeFlags.TemplateLiteral) return void (range.numericString = true);
  if (type.flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) return void (range.number = true);
  if (type.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) return void (range.boolean = true);
  if (!(type.flags & ts.TypeFlags.Object)) return;
  const element = checker.getIndexTypeOfType(type, ts.IndexKind.Number);
  if (element) return collect(element, range, seen);
  const typeProp = type.getProperty("@type");
  if (typeProp) {
    const t = checker.getTypeOfSymbol(typeProp);
    for (const member of t.isUnion() ? t.types : [t]) if (member.isStringLiteral()) range.types.add(member.value);
    return;
  }
  if (type.getProperty("@id")) range.id = true;
}

/** What a property of a schema.org type admits; null when the type has no such property. */
function rangeOf(typeName: string, property: string): Range | null {
  const key = `${typeName}.${property}`;
  if (!ranges.has(key)) {
    const symbol = leaves.get(typeName)!.getProperty(property);
    let range: Range | null = null;
    if (symbol) {
      range = { types: new Set(), anyString: false, numericString: false, literals: new Set(), number: false, boolean: false, id: false };
      collect(checker.getNonNullableType(checker.getTypeOfSymbol(symbol)), range);
    }
    ranges.set(key, range);
  }
  return ranges.get(key)!;
}

const typesOf = (node: Record<string, unknown>) => {
  const t = node["@type"];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === "string");
};

function fits(value: unknown, range: Range): string | null {
  if (typeof value === "string") {
    if (range.anyString || range.literals.has(value) || (range.numericString && value.trim() !== "" && !Number.isNaN(Number(value))))
      return null;
    return `the string ${JSON.stringify(value)} is not in its range`;
  }
  if (typeof value === "number") return range.number ? null : "a number is not in its range";
  if (typeof value === "boolean") return range.boolean ? null : "a boolean is not in its range";
  if (value && typeof value === "object") {
    const node = value as Record<string, unknown>;
    if (!("@type" in node)) return range.id && Object.keys(node).every((k) => k === "@id") ? null : "an object without @type";
    const wrong = typesOf(node).filter((t) => !range.types.has(t));
    return wrong.length ? `a ${wrong.join(", ")} is not in its range` : null;
  }
  return `${JSON.stringify(value)} is not a value`;
}

/** Every way a JSON-LD node (or array of nodes) breaks schema.org as schema-dts declares it; [] when none. */
export function schemaOrgProblems(data: unknown, where = "$", top = true): string[] {
  load();
  if (Array.isArray(data)) return data.flatMap((d, i) => schemaOrgProblems(d, `${where}[${i}]`, top));
  if (!data || typeof data !== "object") return [`${where}: not a node`];
  const node = data as Record<string, unknown>;
  const problems: string[] = [];
  if (top && node["@context"] !== "https://schema.org") problems.push(`${where}: @context is not https://schema.org`);
  const types = typesOf(node);
  if (!types.length) return [...problems, `${where}: no @type`];
  const unknown = types.filter((t) => !leaves.has(t));
  if (unknown.length) return [...problems, `${where}: ${unknown.join(", ")} is not a schema.org type`];
  for (const [property, value] of Object.entries(node)) {
    if (property.startsWith("@")) continue;
    const admitted = types.map((t) => rangeOf(t, property)).filter((r): r is Range => r !== null);
    if (!admitted.length) {
      problems.push(`${where}.${property}: not a property of ${types.join(" / ")}`);
      continue;
    }
    (Array.isArray(value) ? value : [value]).forEach((v, i) => {
      const at = Array.isArray(value) ? `${where}.${property}[${i}]` : `${where}.${property}`;
      const reasons = admitted.map((r) => fits(v, r));
      if (reasons.every((r) => r !== null)) problems.push(`${at}: ${reasons[0]}`);
      else if (v && typeof v === "object" && "@type" in v) problems.push(...schemaOrgProblems(v, at, false));
    });
  }
  return problems;
}

/** The JSON-LD blocks of a served page, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}
