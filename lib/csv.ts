// RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks.
// Each record keeps the line it starts on, so import reports can point at it.

export type CsvRecord = { line: number; values: string[] };

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let values: string[] = [];
  let field = "";
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;

  const endRecord = () => {
    values.push(field);
    if (values.length > 1 || values[0] !== "") records.push({ line: recordLine, values });
    values = [];
    field = "";
  };

  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (inQuotes) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === "") inQuotes = true;
    else if (ch === ",") {
      values.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && source[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (field !== "" || values.length) endRecord();
  return records;
}
