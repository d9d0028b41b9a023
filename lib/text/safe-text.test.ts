import { safeLine, safeMultiline } from "./safe-text";

describe("safe text", () => {
  it("removes direction overrides and isolates that disguise what a clinic reads", () => {
    expect(safeLine("Chan\u202Egnp.exe")).toBe("Changnp.exe");
    expect(safeLine("\u2066Tai\u2069 \u200FMan\u061C")).toBe("Tai Man");
  });

  it("removes control characters but keeps line breaks in multi-line text", () => {
    expect(safeMultiline("Seizure\r\nstarted 10 min ago\u0007\u0000\u009B")).toBe("Seizure\nstarted 10 min ago");
    expect(safeLine("Chan\nTai\tMan")).toBe("Chan Tai Man");
  });

  it("keeps Chinese, emoji and joiners untouched", () => {
    expect(safeMultiline("抽搐 🐕‍🦺 陳大文")).toBe("抽搐 🐕‍🦺 陳大文");
  });
});
