import { readFileSync } from "node:fs";
import path from "node:path";
import { get_datamodel } from "@prisma/prisma-schema-wasm";
import type pg from "pg";

// Compares prisma/schema.prisma, as Prisma's own parser reads it, with a live database schema. Migrations are
// written by hand, so this check is what keeps them honest:
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

/** What Prisma's schema reader says of one field (its `get_datamodel` JSON, the shape `prisma generate` reads). */
type DmmfField = {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "object" | "enum" | "unsupported";
  type: string;
  isList: boolean;
  isRequired: boolean;
  hasDefaultValue: boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
  relationOnDelete?: string;
};
type DmmfModel = { name: string; dbName: string | null; fields: DmmfField[] };
type DmmfIndex = { model: string; type: "id" | "unique" | "normal" | "fulltext"; fields: { name: string }[]; algorithm?: string };
type Datamodel = { models: DmmfModel[]; indexes: DmmfIndex[] };

/** Prisma's own parser (its schema engine's parser compiled to WebAssembly: no engine binary to download). */
function readDatamodel(source: string): Datamodel {
  return JSON.parse(get_datamodel(JSON.stringify({ prismaSchema: [["schema.prisma", source]] }))) as Datamodel;
}

function columnType(field: DmmfField): string {
  const [native, args] = field.nativeType ?? [null, []];
  const type =
    native === "Uuid"
      ? "uuid"
      : native === "Decimal"
        ? `numeric(${args.join(",")})`
        : native === "Date"
          ? "date"
          : (SCALARS[field.type] ?? field.type);
  return field.isList ? `${type}[]` : type;
}

/**
 * The `Unsupported("…")` columns (PostGIS geography) of each model: Prisma's reader leaves them out of its
 * datamodel, since the client cannot read them, so they are read from the schema's text.
 */
function unsupportedColumns(source: string): Map<string, ExpectedColumn[]> {
  const byModel = new Map<string, ExpectedColumn[]>();
  let model: string | null = null;
  for (const line of source.split("\n")) {
    const opened = /^model\s+(\w+)\s*\{/.exec(line);
    if (opened) model = opened[1];
    else if (/^\}/.test(line)) model = null;
    const field = model && /^\s*(\w+)\s+Unsupported\("([^"]+)"\)(\?)?/.exec(line);
    if (!model || !field) continue;
    const column = {
      name: field[1],
      type: field[2].split("(")[0].toLowerCase(),
      nullable: field[3] === "?",
      hasDefault: line.includes("@default("),
    };
    byModel.set(model, [...(byModel.get(model) ?? []), column]);
  }
  return byModel;
}

export function parsePrismaSchema(source: string): ExpectedTable[] {
  const { models, indexes } = readDatamodel(source);
  const tableOf = new Map(models.map((m) => [m.name, m.dbName ?? m.name]));
  const unsupported = unsupportedColumns(source);
  return models.map((model) => {
    const columnOf = (field: string) => model.fields.find((f) => f.name === field)?.dbName ?? field;
    const scalars = model.fields.filter((f) => f.kind !== "object");
    const columns: ExpectedColumn[] = [
      ...scalars.map((f) => ({
        name: f.dbName ?? f.name,
        type: columnType(f),
        nullable: f.isList ? ("any" as const) : !f.isRequired,
        hasDefault: f.hasDefaultValue,
      })),
      ...(unsupported.get(model.name) ?? []),
    ];
    const foreignKeys = model.fields.flatMap((f) =>
      (f.relationFromFields ?? []).map((from) => ({
        column: columnOf(from),
        refTable: tableOf.get(f.type)!,
        // Prisma's defaults when the schema names no rule: SetNull for an optional relation, Restrict for a required one.
        onDelete: f.relationOnDelete ?? (f.isRequired ? "Restrict" : "SetNull"),
      })),
    );
    const modelIndexes = indexes
      .filter((i) => i.model === model.name && i.type !== "fulltext")
      .map((i) => ({
        columns: i.fields.map((f) => columnOf(f.name)),
        unique: i.type !== "normal",
        method: i.algorithm?.toLowerCase() ?? "btree",
      }));
    return { model: model.name, table: tableOf.get(model.name)!, columns, indexes: modelIndexes, foreignKeys };
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
