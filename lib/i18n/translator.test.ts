import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { bilingual, translator } from "./translator";

describe("translator", () => {
  it("translates a namespace in each language with ICU placeholders", () => {
    expect(translator("en", "Messaging")("footer", { phone: "+852 9123 4567" })).toBe(
      "Sent by PawAlert on behalf of the pet owner. If you can help, please also call the owner on +852 9123 4567.",
    );
    expect(translator("zh-HK", "Messaging")("footer", { phone: "+852 9123 4567" })).toContain("請同時致電 +852 9123 4567 聯絡主人");
  });

  it("reads an unknown language as English", () => {
    expect(translator("fr", "Errors")("generic")).toBe(en.Errors.generic);
    expect(translator(null, "Errors")("generic")).toBe(en.Errors.generic);
  });

  it("keeps apostrophes that are text, not ICU quoting", () => {
    expect(translator("en", "Messaging")("respondAskLate")).toContain("today's question");
  });

  it("formats plurals, which a placeholder replacer could not", () => {
    expect(translator("en", "BroadcastMessage")("petText.ageMonths", { months: 1 })).toBe("1 month");
    expect(translator("en", "BroadcastMessage")("petText.ageMonths", { months: 7 })).toBe("7 months");
  });
});

describe("bilingual", () => {
  it("says a message in English, then Chinese, with the same values", () => {
    expect(bilingual("Errors", (t) => t("rateLimitedRetry", { seconds: 30 }))).toBe(
      `${en.Errors.rateLimitedRetry.replace("{seconds}", "30")} / ${zh.Errors.rateLimitedRetry.replace("{seconds}", "30")}`,
    );
  });

  it("leaves no placeholder unfilled", () => {
    expect(bilingual("Errors", (t) => t("rateLimitedRetry", { seconds: 5 }))).not.toMatch(/[{}]/);
  });
});
