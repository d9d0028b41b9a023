import { parseCsv } from "./csv";

describe("parseCsv", () => {
  it("handles quotes, escaped quotes, commas and line breaks inside fields", () => {
    const records = parseCsv('a,b\n"x, y","say ""hi"""\n"multi\nline",z\n');
    expect(records).toEqual([
      { line: 1, values: ["a", "b"] },
      { line: 2, values: ["x, y", 'say "hi"'] },
      { line: 3, values: ["multi\nline", "z"] },
    ]);
  });

  it("keeps the starting line of each record across CRLF and blank lines", () => {
    expect(parseCsv("h\r\n\r\none\r\ntwo").map((r) => r.line)).toEqual([1, 3, 4]);
  });

  it("strips a byte-order mark", () => {
    expect(parseCsv("\ufeffname\nx")[0].values).toEqual(["name"]);
  });
});
