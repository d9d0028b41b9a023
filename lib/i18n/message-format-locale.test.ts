import { IntlMessageFormat } from "intl-messageformat";
import en from "@/messages/en.json";
import zhHK from "@/messages/zh-HK.json";
import { resolveOurLocale, skipLocaleNegotiation } from "./message-format-locale";

// Issue 31: a page's client components format their first message without the
// browser building ICU's number data (~100 ms on the calibrated phone).

type Messages = { [key: string]: string | Messages };
type Element = { type: number; options?: Record<string, { value: Element[] }> };
const POUND = 7; // @formatjs/icu-messageformat-parser's TYPE.pound: `#`, formatted by Intl.NumberFormat

function* strings(messages: Messages, path = ""): Generator<[string, string]> {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") yield [path + key, value];
    else yield* strings(value, `${path}${key}.`);
  }
}

const hasPound = (elements: Element[]): boolean =>
  elements.some((e) => e.type === POUND || Object.values(e.options ?? {}).some((option) => hasPound(option.value)));

describe("message formatting without ICU's number data", () => {
  const supportedLocalesOf = jest.spyOn(Intl.NumberFormat, "supportedLocalesOf");
  beforeEach(() => supportedLocalesOf.mockClear());

  it("formats a plural in each of our languages without negotiating the locale", () => {
    skipLocaleNegotiation();
    const message = "{count, plural, one {{count} hospital} other {{count} hospitals}}";
    expect(new IntlMessageFormat(message, "en").format({ count: 2 })).toBe("2 hospitals");
    expect(new IntlMessageFormat(message, "en").format({ count: 1 })).toBe("1 hospital");
    expect(new IntlMessageFormat(message, "zh-HK").format({ count: 1 })).toBe("1 hospitals");
    expect(supportedLocalesOf).not.toHaveBeenCalled();
  });

  it("still negotiates any other locale", () => {
    expect(resolveOurLocale("en")?.toString()).toBe("en");
    expect(resolveOurLocale(["zh-HK", "en"])?.toString()).toBe("zh-HK");
    expect(supportedLocalesOf).not.toHaveBeenCalled();
    expect(resolveOurLocale("fr-CA")?.toString()).toBe("fr-CA");
    expect(supportedLocalesOf).toHaveBeenCalledWith("fr-CA");
  });

  it("finds no `#` in any message, in either language (a count is written {count})", () => {
    const withPound = [en, zhHK].flatMap((messages, i) =>
      [...strings(messages as Messages)]
        .filter(([, text]) => hasPound(new IntlMessageFormat(text, i ? "zh-HK" : "en").getAst() as Element[]))
        .map(([key]) => `${i ? "zh-HK" : "en"}: ${key}`),
    );
    expect(withPound).toEqual([]);
    // The check itself: it does see a `#`.
    expect(hasPound(new IntlMessageFormat("{n, plural, other {# x}}", "en").getAst() as Element[])).toBe(true);
  });
});
