import { json } from "./http";
import { safeJsonBytes } from "./json-bytes";

// The JSON every route answers with: <, >, & and U+2028/U+2029 as \u escapes,
// found on the bytes, never changing what a parser reads.
const escapedByRegex = (data: unknown) =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

describe("safeJsonBytes", () => {
  const samples: unknown[] = [
    { symptom: "<script>alert(1)</script> & more" },
    { address: "G/F & Basement, 灣仔交加街7號 – “quoted” ’", note: "line\u2028sep\u2029para" },
    ["&", "<>", "\u2028", "–", "灣仔", "\u2027", "\u202a", "€"],
    "plain",
    { nested: [{ a: ">" }, { b: "&&" }] },
    null,
  ];

  it.each(samples.map((s) => [JSON.stringify(s).slice(0, 40), s]))("escapes %s as the text replace did", (_label, sample) => {
    const bytes = safeJsonBytes(sample);
    expect(bytes.toString("utf8")).toBe(escapedByRegex(sample));
    expect(JSON.parse(bytes.toString("utf8"))).toEqual(sample);
  });

  it("leaves no raw <, > or & in the bytes, and other E2 characters untouched", () => {
    const text = safeJsonBytes({ a: "<b>&</b> – ‘x’ \u2028" }).toString("utf8");
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("– ‘x’ \\u2028");
  });

  it("is what json() answers with, and undefined answers null", async () => {
    expect(await json({ name: "Cat & Dog <Clinic>" }).text()).toBe('{"name":"Cat \\u0026 Dog \\u003cClinic\\u003e"}');
    expect(await json(undefined).text()).toBe("null");
  });
});
