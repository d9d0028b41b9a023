import { CONSENT_SCRIPT } from "./consent-script";

function runWith(stored: string | null): string | undefined {
  const attributes: Record<string, string> = {};
  const localStorage = { getItem: (key: string) => (key === "analytics_consent" ? stored : null) };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function("localStorage", "document", CONSENT_SCRIPT)(localStorage, document);
  return attributes["data-consent"];
}

describe("CONSENT_SCRIPT", () => {
  it("marks <html> only for a stored choice", () => {
    expect(runWith("true")).toBe("true");
    expect(runWith("false")).toBe("false");
    expect(runWith(null)).toBeUndefined();
    expect(runWith("maybe")).toBeUndefined();
  });

  it("never throws when storage is unavailable", () => {
    const localStorage = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => new Function("localStorage", "document", CONSENT_SCRIPT)(localStorage, {})).not.toThrow();
  });
});
