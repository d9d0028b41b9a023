import { MESSAGE_ERROR_CODES, messageErrorCode } from "./error-codes";
import en from "@/messages/en.json";
import zhHK from "@/messages/zh-HK.json";

describe("messageErrorCode", () => {
  it("keeps a stored code", () => {
    expect(messageErrorCode({ errorCode: "unreachable", errorMessage: "WhatsApp: fetch failed" })).toBe("unreachable");
  });

  it("classifies rows stored before codes existed by the texts written then", () => {
    expect(messageErrorCode({ errorCode: null, errorMessage: "email channel not configured" })).toBe("not_configured");
    expect(messageErrorCode({ errorCode: null, errorMessage: "WhatsApp channel not configured" })).toBe("not_configured");
    expect(messageErrorCode({ errorCode: null, errorMessage: "invalid WhatsApp number" })).toBe("invalid_recipient");
    expect(messageErrorCode({ errorCode: null, errorMessage: "SMTP: Can't send mail - all recipients were rejected: 550" })).toBe(
      "recipient_refused",
    );
    expect(messageErrorCode({ errorCode: null, errorMessage: "something new" })).toBe("unknown");
    expect(messageErrorCode({ errorCode: null, errorMessage: null })).toBeNull();
  });

  it("has a sentence for every code in both languages", () => {
    for (const code of MESSAGE_ERROR_CODES) {
      expect(en.StatusErrors[code]).toMatch(/\w/);
      expect(zhHK.StatusErrors[code]).toMatch(/\p{Script=Han}/u);
    }
  });
});
