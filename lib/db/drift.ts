import { readFileSync } from "node:fs";
import path from "node:path";
import type pg from "pg";

// Compares prisma/schema.prisma with a live database schema. Migrations are
// written by hand (ARCHITECTURE §3), so this check is what keeps them honest:
// every model, field (type, nullability, default), unique, index and foreign
// key of the schema must exist in the database, and no stray column may.

export type ExpectedColumn = { name: string; type: string; nullable: boolean | "any"; hasDefault: boolean };
export type ExpectedIndex = { columns: string[]; unique: boolean; method: string };
export type ExpectedForeignKey = { column: string; refTable: string; onDelete: string };
export type ExpectedTable = {
  model: string;
  table: string;
  columns: ExpectedColumn[];
  indexes: ExpectedIndex[];
  foreignKeys: ExpectedForeignKey[];
};

const SCALARS: Record<string, string> = {
  String: "text",
  Boolean: "boolean",
  Int: "integer",
  BigInt: "bigint",
  Float: "double precision",
  DateTime: "timestamp(3)",
  Json: "jsonb",
};

function attr(text: string, name: string): string | null {
  const start = text.indexOf(`@${name}(`);
  if (start < 0) return null;
  let depth = 0;
  for (let i = start + name.length + 1; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return text.slice(start + name.length + 2, i);
  }
  return null;
}

const listOf = (inner: string) =>
  inner
    .replace(/[[\]]/g, "")
    .split(",")
    .map((s) => s.trim().split("(")[0])
    .filter(Boolean);
const unquote = (s: string) => s.trim().replace(/^"|"$/g, "");

export function parsePrismaSchema(source: string): ExpectedTable[] {
  const blocks = [...source.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)];
  const modelNames = new Set(blocks.map((b) => b[1]));
  const tableOf = new Map<string, string>();
  for (const [, name, body] of blocks) {
    const mapped = /@@map\("([^"]+)"\)/.exec(body);
    tableOf.set(name, mapped ? mapped[1] : name);
  }

  return blocks.map(([, model, body]) => {
    const columns: ExpectedColumn[] = [];
    const indexes: ExpectedIndex[] = [];
    const foreignKeys: ExpectedForeignKey[] = [];
    const columnOf = new Map<string, string>();
    const lines = body
      .split("\n")
      .map((l) => l.replace(/\/\/.*$/, "").trim())
      .filter((l) => l && !l.startsWith("///"));

    for (const line of lines.filter((l) => !l.startsWith("@@"))) {
      const [field, rawType] = line.split(/\s+/);
      const baseType = rawType.replace(/[?[\]]/g, "");
      const column = attr(line, "map") ? unquote(attr(line, "map")!) : field;
      columnOf.set(field, column);
      if (modelNames.has(baseType)) {
        const relation = attr(line, "relation");
        const fields = relation && /fields:\s*(\[[^\]]*\])/.exec(relation);
        if (relation && fields) {
          const onDelete = /onDelete:\s*(\w+)/.exec(relation)?.[1] ?? (rawType.endsWith("?") ? "SetNull" : "Restrict");
          for (const f of listOf(fields[1])) foreignKeys.push({ column: f, refTable: tableOf.get(baseType)!, onDelete });
        }
        continue;
      }
      let type: string;
      const unsupported = /Unsupported\("([^"]+)"\)/.exec(rawType);
      if (unsupported) type = unsupported[1].split("(")[0].toLowerCase();
      else if (line.includes("@db.Uuid")) type = "uuid";
      else if (line.includes("@db.Decimal(")) type = `numeric(${/@db\.Decimal\(([^)]*)\)/.exec(line)![1].replace(/\s/g, "")})`;
      else if (line.includes("@db.Date")) type = "date";
      else type = SCALARS[baseType] ?? baseType;
      const isList = rawType.endsWith("[]");
      if (isList) type += "[]";
      columns.push({ name: column, type, nullable: isList ? "any" : rawType.endsWith("?"), hasDefault: line.includes("@default(") });
      if (/@id\b/.test(line)) indexes.push({ columns: [column], unique: true, method: "btree" });
      if (/@unique\b/.test(line)) indexes.push({ columns: [column], unique: true, method: "btree" });
    }
    for (const fk of foreignKeys) fk.column = columnOf.get(fk.column) ?? fk.column;
    for (const line of lines.filter((l) => l.startsWith("@@"))) {
      const kind = /^@@(\w+)/.exec(line)![1];
      if (kind !== "unique" && kind !== "index" && kind !== "id") continue;
      const cols = listOf(/\[([^\]]*)\]/.exec(line)![0]).map((f) => columnOf.get(f) ?? f);
      const method = /type:\s*(\w+)/.exec(line)?.[1]?.toLowerCase() ?? "btree";
      indexes.push({ columns: cols, unique: kind !== "index", method });
    }
    return { model, table: tableOf.get(model)!, columns, indexes, foreignKeys };
  });
}

export function readPrismaSchema(file = path.join(process.cwd(), "prisma", "schema.prisma")) {
  return parsePrismaSchema(readFileSync(file, "utf8"));
}

const DELETE_RULES: Record<string, string> = { a: "NoAction", r: "Restrict", c: "Cascade", n: "SetNull", d: "SetDefault" };

function dbType(c: {
  data_type: string;
  udt_name: string;
  numeric_precision: number | null;
  numeric_scale: number | null;
  datetime_precision: number | null;
}) {
  if (c.data_type === "ARRAY") return `${c.udt_name.replace(/^_/, "")}[]`.replace(/^int4/, "integer").replace(/^bool/, "boolean");
  if (c.data_type === "USER-DEFINED") return c.udt_name;
  if (c.data_type === "numeric") return `numeric(${c.numeric_precision},${c.numeric_scale})`;
  if (c.data_type === "timestamp without time zone") return `timestamp(${c.datetime_precision})`;
  return c.data_type;
}

/** Every difference between the schema and the database in `schemaName`; empty means no drift. */
export async function findDrift(client: pg.ClientBase, schemaName: string, expected = readPrismaSchema()): Promise<string[]> {
  const problems: string[] = [];
  const { rows: columns } = await client.query(
    `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, is_generated,
            numeric_precision, numeric_scale, datetime_precision
     FROM information_schema.columns WHERE table_schema = $1`,
    [schemaName],
  );
  const { rows: indexes } = await client.query(`SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = $1`, [schemaName]);
  const { rows: fks } = await client.query(
    `SELECT cl.relname AS table, a.attname AS column, fcl.relname AS ref_table, c.confdeltype AS on_delete
     FROM pg_constraint c
     JOIN pg_class cl ON cl.oid = c.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
     JOIN pg_class fcl ON fcl.oid = c.confrelid
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'f' AND n.nspname = $1`,
    [schemaName],
  );

  for (const table of expected) {
    const actual = columns.filter((c) => c.table_name === table.table);
    if (!actual.length) {
      problems.push(`table ${table.table} (model ${table.model}) is missing`);
      continue;
    }
    for (const col of table.columns) {
      const found = actual.find((c) => c.column_name === col.name);
      const where = `${table.table}.${col.name}`;
      if (!found) {
        problems.push(`column ${where} is missing`);
        continue;
      }
      const type = dbType(found);
      if (type !== col.type) problems.push(`column ${where} is ${type}, schema says ${col.type}`);
      const nullable = found.is_nullable === "YES";
      if (col.nullable !== "any" && nullable !== col.nullable)
        problems.push(`column ${where} is ${nullable ? "nullable" : "NOT NULL"}, schema says ${col.nullable ? "optional" : "required"}`);
      const hasDefault = found.column_default !== null;
      // A generated column has no default in the schema and an expression in the database.
      if (found.is_generated !== "ALWAYS" && hasDefault !== col.hasDefault)
        problems.push(`column ${where} ${hasDefault ? "has" : "lacks"} a default, schema says the opposite`);
    }
    for (const extra of actual.filter((c) => !table.columns.some((col) => col.name === c.column_name))) {
      problems.push(`column ${table.table}.${extra.column_name} exists in the database but not in the schema`);
    }
    const defs = indexes
      .filter((i) => i.tablename === table.table)
      // A partial index (… WHERE …, written in a migration only: schema.prisma cannot declare one) never stands in for the schema's.
      .filter((i) => !/\) WHERE /.test(i.indexdef))
      .map((i) => {
        const m = /^CREATE (UNIQUE )?INDEX \S+ ON \S+ USING (\w+) \((.*)\)$/.exec(i.indexdef)!;
        return { unique: Boolean(m[1]), method: m[2], columns: m[3].split(",").map((c: string) => c.trim().replace(/"/g, "")) };
      });
    for (const idx of table.indexes) {
      const ok = defs.some((d) => d.unique === idx.unique && d.method === idx.method && d.columns.join() === idx.columns.join());
      if (!ok) problems.push(`${idx.unique ? "unique " : ""}${idx.method} index on ${table.table}(${idx.columns.join(", ")}) is missing`);
    }
    for (const fk of table.foreignKeys) {
      const found = fks.find((f) => f.table === table.table && f.column === fk.column && f.ref_table === fk.refTable);
      if (!found) problems.push(`foreign key ${table.table}.${fk.column} → ${fk.refTable} is missing`);
      else if (DELETE_RULES[found.on_delete] !== fk.onDelete)
        problems.push(`foreign key ${table.table}.${fk.column} deletes with ${DELETE_RULES[found.on_delete]}, schema says ${fk.onDelete}`);
    }
  }
  return problems;
}
