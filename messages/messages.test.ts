// The ICU parser next-intl itself uses (hoisted from next-intl → icu-minify in the lock file).
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import en from "./en.json";
import zh from "./zh-HK.json";

function keys(node: unknown, prefix = ""): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function leaves(node: unknown): [string, string][] {
  const out: [string, string][] = [];
  const walk = (n: unknown, p: string) => {
    for (const [k, v] of Object.entries(n as Record<string, unknown>)) {
      if (v && typeof v === "object") walk(v, `${p}${k}.`);
      else out.push([`${p}${k}`, String(v)]);
    }
  };
  walk(node, "");
  return out;
}

/** The ICU arguments of a message (parsed, so plural and select branches are text, not arguments). */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) names.add(el.value);
      if (el.type === TYPE.select || el.type === TYPE.plural) {
        names.add(el.value);
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(text, { ignoreTag: true }));
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
