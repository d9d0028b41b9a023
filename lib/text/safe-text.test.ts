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

describe("safe text: characters that show as nothing", () => {
  it("removes zero-width spaces, the byte-order mark and the soft hyphen", () => {
    expect(safeLine("\uFEFFRe\u200Bx\u200C Ch\u00ADan\u2060")).toBe("Rex Chan");
  });

  it("turns line and paragraph separators into line breaks, or spaces in one-line text", () => {
    expect(safeMultiline("Seizure\u2028then\u2029vomiting")).toBe("Seizure\nthen\nvomiting");
    expect(safeLine("Chan\u2028Tai\u2029Man")).toBe("Chan Tai Man");
  });

  it("removes a zero-width joiner hidden in words but keeps the one inside an emoji sequence", () => {
    expect(safeLine("ad\u200Dmin \u200D陳")).toBe("admin 陳");
    expect(safeLine("🐕\u200D🦺 👩🏽\u200D⚕️ ❤️\u200D🔥")).toBe("🐕\u200D🦺 👩🏽\u200D⚕️ ❤️\u200D🔥");
  });

  it("cleans the payload that reached clinics in the penetration test", () => {
    expect(safeLine("Rex\u202Egnp.exe\u0007")).toBe("Rexgnp.exe");
  });
});
