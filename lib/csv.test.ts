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

describe("parseCsv on malformed input", () => {
  it("refuses a quote left open instead of merging the rest of the file into one field", () => {
    expect(() => parseCsv('name,phone\n"Open quote,2345 6789\nNext clinic,3456 7890\n')).toThrow(/quote/i);
  });

  it("refuses a quote inside an unquoted field", () => {
    expect(() => parseCsv('name\nab"c"d\n')).toThrow(/quote/i);
  });
});
