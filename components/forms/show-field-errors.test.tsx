import { ApiError, NetworkError } from "@/lib/api-client";
import { showFieldErrors, showServerErrors } from "./show-field-errors";

const refused = (fields: Record<string, string>) =>
  new ApiError(400, "", { error: { code: "validation_failed", message: "Invalid input", fields } });

describe("field messages onto a form", () => {
  it("puts each field's message on the form through its setError", () => {
    const setError = jest.fn();
    expect(showFieldErrors(setError, { email: "Validation.invalidEmail", "fees.day.hkd": "Validation.invalidType" })).toBe(true);
    expect(setError.mock.calls).toEqual([
      ["email", { message: "Validation.invalidEmail" }],
      ["fees.day.hkd", { message: "Validation.invalidType" }],
    ]);
  });

  it("takes a refused call's fields, and nothing from any other failure", () => {
    const setError = jest.fn();
    expect(showServerErrors(setError, refused({ phone: "Validation.invalidPhone" }))).toBe(true);
    expect(setError).toHaveBeenCalledWith("phone", { message: "Validation.invalidPhone" });
    setError.mockClear();
    expect(showServerErrors(setError, new ApiError(429, "slow down", { error: { code: "rate_limited" } }))).toBe(false);
    expect(showServerErrors(setError, new NetworkError(new TypeError("offline")))).toBe(false);
    expect(showServerErrors(setError, new Error("boom"))).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
