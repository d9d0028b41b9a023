import { compareSeverity, SEVERITY_ORDER, severityFor, type Severity } from "./severity";

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

describe("compareSeverity", () => {
  it("sorts critical, then urgent, then moderate", () => {
    const list: Severity[] = ["moderate", "critical", "urgent", "moderate", "critical"];
    expect([...list].sort(compareSeverity)).toEqual(["critical", "critical", "urgent", "moderate", "moderate"]);
    expect(SEVERITY_ORDER).toEqual(["critical", "urgent", "moderate"]);
    expect(compareSeverity("urgent", "urgent")).toBe(0);
  });
});
