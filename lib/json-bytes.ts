// Characters escaped as \u sequences in every JSON answer: the same data for
// every JSON parser, but user text (a symptom, a rejected key) can never appear
// as markup, even if a response is ever read as HTML or inlined into a page.
const ESCAPED_BYTES: ReadonlyArray<readonly [number, Buffer<ArrayBuffer>]> = [
  [0x3c, Buffer.from("\\u003c")], // <
  [0x3e, Buffer.from("\\u003e")], // >
  [0x26, Buffer.from("\\u0026")], // &
];
// U+2028 and U+2029 (line breaks to old JavaScript engines) are E2 80 A8 / E2 80 A9 in UTF-8.
const SEPARATOR_LEAD = 0xe2;
const SEPARATORS = new Map<number, Buffer<ArrayBuffer>>([
  [0xa8, Buffer.from("\\u2028")],
  [0xa9, Buffer.from("\\u2029")],
]);

/**
 * The UTF-8 bytes of `data` as JSON, with the characters above escaped. Done on
 * the bytes, where finding them is a native search: a regular-expression
 * replace over the text of 200 clinics cost twice JSON.stringify itself.
 */
export function safeJsonBytes(data: unknown): Buffer<ArrayBuffer> {
  return escapeJsonBytes(Buffer.from(JSON.stringify(data) ?? "null"));
}

/** JSON bytes with the characters above escaped: `bytes` itself when it has none. */
export function escapeJsonBytes(bytes: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const cuts: [at: number, length: number, escape: Buffer<ArrayBuffer>][] = [];
  for (const [byte, escape] of ESCAPED_BYTES) {
    for (let at = bytes.indexOf(byte); at !== -1; at = bytes.indexOf(byte, at + 1)) cuts.push([at, 1, escape]);
  }
  for (let at = bytes.indexOf(SEPARATOR_LEAD); at !== -1; at = bytes.indexOf(SEPARATOR_LEAD, at + 1)) {
    const escape = bytes[at + 1] === 0x80 ? SEPARATORS.get(bytes[at + 2]) : undefined;
    if (escape) cuts.push([at, 3, escape]);
  }
  if (cuts.length === 0) return bytes;
  cuts.sort((a, b) => a[0] - b[0]);
  const parts: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (const [at, length, escape] of cuts) {
    parts.push(bytes.subarray(from, at), escape);
    from = at + length;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

const ESCAPED_TEXT = /[<>&\u2028\u2029]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * `data` as JSON text with the same characters escaped, for text that is not
 * sent as bytes: a JSON-LD <script> in a page (its text cannot close the tag),
 * a file to download (`space`: indented for people).
 */
export function safeJsonText(data: unknown, space?: number): string {
  return (JSON.stringify(data, null, space) ?? "null").replace(ESCAPED_TEXT, escapeChar);
}
