// The build compiles every message ahead of time (next.config.ts: next-intl's `messages.precompile`):
// each one is turned into icu-minify's compact form, and the pages format it with use-intl's format-only
// formatter, so the browser carries no ICU parser and parses no message. These tests hold the catalogue to
// that: every message, in both languages, says the same compiled as it did parsed at run time.
// The compiler and parser are next-intl's own (hoisted from next-intl → icu-minify in the lock file).
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import compile from "icu-minify/compile";
import { createTranslator as createParsingTranslator, type Messages } from "use-intl/core";
import { everyElement, leaves } from "@/tests/utils/message-catalogue";
import en from "./en.json";
import zh from "./zh-HK.json";

type Catalogue = { [key: string]: string | Catalogue };
type Values = Record<string, string | number | Date | ((chunks: string) => string)>;

/** use-intl as the build runs it: "use-intl/format-message" is its format-only formatter (next-intl's plugin alias). */
const createCompiledTranslator: typeof createParsingTranslator = (() => {
  let made: typeof createParsingTranslator | undefined;
  jest.isolateModules(() => {
    jest.doMock("use-intl/format-message", () => jest.requireActual("use-intl/format-message/format-only"));
    made = (jest.requireActual("use-intl/core") as typeof import("use-intl/core")).createTranslator;
  });
  return made!;
})();

/** The catalogue as next-intl's catalog loader emits it: each message compiled, the nesting kept. */
function compiled(node: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, typeof v === "string" ? compile(v) : compiled(v)])) as Catalogue;
}

const AT = new Date("2026-11-28T03:04:00Z");

/**
 * The values that reach every branch of a message: one set per plural count (0, 1, 2, 7) and per select
 * option, the other arguments filled with recognisable text, a number, a date, and each tag as `<tag>…</tag>`.
 */
function valueSets(elements: MessageFormatElement[]): Values[] {
  let sets: Values[] = [{}];
  const fork = (name: string, choices: Values[string][]) => {
    sets = sets.flatMap((set) => (name in set ? [set] : choices.map((choice) => ({ ...set, [name]: choice }))));
  };
  for (const el of everyElement(elements)) {
    if (el.type === TYPE.argument) fork(el.value, [`‹${el.value}›`]);
    if (el.type === TYPE.number) fork(el.value, [1234.5]);
    if (el.type === TYPE.date || el.type === TYPE.time) fork(el.value, [AT]);
    if (el.type === TYPE.plural) fork(el.value, [0, 1, 2, 7]);
    if (el.type === TYPE.select) fork(el.value, Object.keys(el.options));
    if (el.type === TYPE.tag) fork(el.value, [(chunks: string) => `<${el.value}>${chunks}</${el.value}>`]);
  }
  return sets;
}

describe("messages compiled at build time", () => {
  for (const [locale, messages] of [
    ["en", en],
    ["zh-HK", zh],
  ] as const) {
    it(`every ${locale} message formats the same compiled as parsed, in every branch`, () => {
      const errors: string[] = [];
      const common = { locale, timeZone: "Asia/Hong_Kong", onError: (error: Error) => errors.push(error.message) };
      const parsed = createParsingTranslator({ ...common, messages: messages as Messages });
      const precompiled = createCompiledTranslator({ ...common, messages: compiled(messages) as unknown as Messages });
      let formatted = 0;
      const differ: string[] = [];
      for (const [key, text] of leaves(messages)) {
        const elements = parse(text);
        const withTags = [...everyElement(elements)].some((el) => el.type === TYPE.tag);
        for (const values of valueSets(elements)) {
          const say = (t: typeof parsed) => (withTags ? t.markup(key as never, values as never) : t(key as never, values as never));
          const [a, b] = [say(parsed), say(precompiled)];
          if (a !== b) differ.push(`${key} ${JSON.stringify(values)}: "${a}" ≠ "${b}"`);
          formatted++;
        }
      }
      expect(differ).toEqual([]);
      expect(errors).toEqual([]);
      // Every message was formatted, many in several branches.
      expect(formatted).toBeGreaterThan(leaves(messages).length);
    });
  }

  it("compares two formatters: the build's reads only compiled messages (an uncompiled one stays as written)", () => {
    const message = { m: "{count, plural, one {{count} clinic} other {{count} clinics}}" };
    expect(createParsingTranslator({ locale: "en", messages: message })("m", { count: 1 })).toBe("1 clinic");
    expect(createCompiledTranslator({ locale: "en", messages: compiled(message) as typeof message })("m", { count: 1 })).toBe("1 clinic");
    expect(createCompiledTranslator({ locale: "en", messages: message })("m", { count: 1 })).toBe(message.m);
  });

  it("no message uses `#`: the compiled form formats it through Intl.NumberFormat, whose first use builds ICU's number data", () => {
    const hasPound = (text: string) => [...everyElement(parse(text))].some((el) => el.type === TYPE.pound);
    const withPound = [
      ["en", en],
      ["zh-HK", zh],
    ].flatMap(([locale, messages]) =>
      leaves(messages)
        .filter(([, text]) => hasPound(text))
        .map(([key]) => `${locale}: ${key}`),
    );
    expect(withPound).toEqual([]);
    // The check itself sees a `#`.
    expect(hasPound("{n, plural, other {# x}}")).toBe(true);
  });
});
