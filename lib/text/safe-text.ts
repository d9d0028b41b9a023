// Free text that reaches clinics (issue 17): control characters and the
// invisible direction overrides that can make a message read differently from
// what it says (U+202E turns "gnp.exe" into "exe.png") are removed before the
// text is stored. Line breaks survive where a field is multi-line.

// C0 and C1 controls except tab and line feed, DEL.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Arabic letter mark, LRM/RLM, embeddings and overrides (LRE..RLO), isolates (LRI..PDI).
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Multi-line text: CR LF becomes LF, controls and direction marks go. */
export function safeMultiline(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROLS, "").replace(BIDI, "");
}

/** One-line text (a name): every line break and tab becomes a space as well. */
export function safeLine(value: string): string {
  return safeMultiline(value).replace(/[\n\t]+/g, " ");
}
