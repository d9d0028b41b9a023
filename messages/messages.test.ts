// The ICU parser next-intl itself uses (hoisted from next-intl → icu-minify in the lock file).
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { everyElement, leaves } from "@/tests/utils/message-catalogue";
import en from "./en.json";
import zh from "./zh-HK.json";

const keys = (node: unknown) => leaves(node).map(([key]) => key);

/** The ICU arguments of a message (parsed, so plural and select branches are text, not arguments). */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  for (const el of everyElement(parse(text, { ignoreTag: true }))) {
    if (
      el.type === TYPE.argument ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time ||
      el.type === TYPE.select ||
      el.type === TYPE.plural
    )
      names.add(el.value);
  }
  return [...names].sort();
}

describe("message catalogues", () => {
  it("have exactly the same keys in English and Traditional Chinese", () => {
    const a = new Set(keys(en));
    const b = new Set(keys(zh));
    expect([...a].filter((k) => !b.has(k))).toEqual([]);
    expect([...b].filter((k) => !a.has(k))).toEqual([]);
  });

  it("use the same ICU placeholders in both languages", () => {
    const zhValues = new Map(leaves(zh));
    const mismatched = leaves(en).filter(([k, v]) => placeholders(v).join() !== placeholders(zhValues.get(k) ?? "").join());
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });

  it("has no empty strings", () => {
    expect([...leaves(en), ...leaves(zh)].filter(([, v]) => v.trim() === "").map(([k]) => k)).toEqual([]);
  });

  it("translates the Chinese catalogue (no English left in user-facing text)", () => {
    // Brand and language names may stay Latin (Hong Kong writes "WhatsApp" as is); every other string carries Chinese.
    const BRANDS = new Set(["WhatsApp", "PawAlert"]);
    // A pure pattern ("{species}，{age}") has no words of its own to translate, only Chinese punctuation.
    const patternOnly = (v: string) =>
      /^[{}\w\s，、：（）]*$/.test(v) && /[，、：（）]/.test(v) && !/[A-Za-z]/.test(v.replace(/\{\w+\}/g, ""));
    const latinOnly = leaves(zh).filter(
      ([k, v]) => !/[\u3400-\u9fff]/.test(v) && !k.startsWith("LanguageSwitcher.") && !BRANDS.has(v) && !patternOnly(v),
    );
    expect(latinOnly.map(([k]) => k)).toEqual([]);
  });
});
