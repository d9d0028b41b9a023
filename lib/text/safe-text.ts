// The one cleaning rule for free text that can reach a clinic or a page:
// control characters and the invisible direction overrides
// that can make a message read differently from what it says (U+202E turns
// "gnp.exe" into "exe.png") are removed, and so are characters that show as
// nothing (zero-width spaces, the byte-order mark, the soft hyphen) and could
// hide text or split a word a reader searches for. Line and paragraph
// separators (U+2028/2029) become line breaks where a field is multi-line, and
// spaces where it is one line. Applied by the payload schemas before text is
// stored, and again when a message is built from stored text.

// C0 and C1 controls except tab and line feed, DEL.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Arabic letter mark, LRM/RLM, embeddings and overrides (LRE..RLO), isolates (LRI..PDI).
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Zero-width space and non-joiner, word joiner and invisible operators, byte-order mark, soft hyphen.
const INVISIBLE = /[\u200B\u200C\u2060-\u2064\uFEFF\u00AD]/g;
// A zero-width joiner is kept only inside an emoji sequence (🐕‍🦺), where it is what draws the emoji.
const STRAY_JOINER = /(?<![\p{Extended_Pictographic}\uFE0F\u{1F3FB}-\u{1F3FF}])\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
const SEPARATORS = /[\u2028\u2029]/g;

/** Multi-line text: CR LF and line separators become LF; controls, direction marks and invisible characters go. */
export function safeMultiline(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(SEPARATORS, "\n")
    .replace(CONTROLS, "")
    .replace(BIDI, "")
    .replace(INVISIBLE, "")
    .replace(STRAY_JOINER, "");
}

/** One-line text (a name): every line break and tab becomes a space as well. */
export function safeLine(value: string): string {
  return safeMultiline(value).replace(/[\n\t]+/g, " ");
}

/** One line of at most `max` characters: cleaned, runs of spaces and line breaks as one space, cut with "…". */
export function oneLine(text: string, max: number): string {
  const flat = safeLine(text).replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
