import { parse, type InfoRecord } from "csv-parse/sync";

// RFC 4180 CSV through csv-parse: quoted fields may hold commas, quotes ("")
// and line breaks; a quote left open or a stray quote inside a field is an
// error, never a silently merged row. Each record keeps the line it starts on,
// so import reports can point at it.

export type CsvRecord = { line: number; values: string[] };

const LINE_BREAK = /\r\n|\r|\n/g;

/** Throws csv-parse's error (its message names the line) on malformed input. */
export function parseCsv(text: string): CsvRecord[] {
  // With `info: true` each row is { record, info }; csv-parse's type declarations do not model the option.
  const rows = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as {
    record: string[];
    info: InfoRecord;
  }[];
  // csv-parse counts the line a record ends on; the line breaks inside its quoted fields move its start up.
  return rows.map(({ record, info }) => ({
    line: info.lines - record.reduce((breaks, value) => breaks + (value.match(LINE_BREAK)?.length ?? 0), 0),
    values: record,
  }));
}
