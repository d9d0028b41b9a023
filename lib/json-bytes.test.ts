import { safeJsonBytes, safeJsonText } from "./json-bytes";

// One escaping rule for every JSON the app writes (API bytes, JSON-LD, the data export).
describe("safe JSON", () => {
  const data = { note: "</script><b>Cats & dogs</b>\u2028next", n: 1 };

  it("escapes <, >, & and the line separators, as text and as bytes, and both read back as the same value", () => {
    for (const text of [safeJsonText(data), safeJsonText(data, 2), safeJsonBytes(data).toString("utf8")]) {
      expect(text).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(text)).toEqual(data);
    }
    expect(safeJsonText(data)).toBe(safeJsonBytes(data).toString("utf8"));
    expect(safeJsonText(data, 2)).toContain('\n  "n": 1');
  });
});
