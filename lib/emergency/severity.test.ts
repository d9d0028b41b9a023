import { severityFor } from "./severity";

describe("severityFor", () => {
  it.each(["unconscious", "breathing", "seizure", "choking", "bleeding", "poisoning"])("%s is critical", (key) => {
    expect(severityFor([key])).toBe("critical");
  });

  it.each(["trauma", "unable_stand", "broken_bone", "eye_injury", "swollen", "pain"])("%s is urgent", (key) => {
    expect(severityFor([key])).toBe("urgent");
  });

  it("is moderate for the other symptoms, unknown keys or none", () => {
    expect(severityFor(["vomiting", "diarrhea", "not_eating", "other"])).toBe("moderate");
    expect(severityFor(["bogus"])).toBe("moderate");
    expect(severityFor([])).toBe("moderate");
  });

  it("takes the most severe of several symptoms", () => {
    expect(severityFor(["vomiting", "pain", "seizure"])).toBe("critical");
    expect(severityFor(["vomiting", "eye_injury"])).toBe("urgent");
  });
});
