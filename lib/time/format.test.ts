import { clockTime, relativeAge, shortDate, timeOfDay } from "./format";

// 2026-11-26 03:29:38 in Hong Kong (UTC+8), whatever zone the test machine is in.
const at = new Date("2026-11-25T19:29:38Z");

describe("Hong Kong time formats", () => {
  it("writes times on the 24-hour clock in Hong Kong time", () => {
    expect(clockTime(at)).toBe("03:29");
    expect(clockTime(new Date("2026-11-26T13:05:00Z"))).toBe("21:05");
  });

  it('writes dates as "26 Nov" and 「11月26日」', () => {
    expect(shortDate(at, "en")).toBe("26 Nov");
    expect(shortDate(at, "zh-HK")).toBe("11月26日");
  });

  it("adds the date only when the time is not today in Hong Kong", () => {
    expect(timeOfDay(at, new Date("2026-11-25T19:40:00Z"), "en")).toBe("03:29");
    expect(timeOfDay(at, new Date("2026-11-26T17:00:00Z"), "en")).toBe("26 Nov 03:29");
    expect(timeOfDay(at, new Date("2026-11-26T17:00:00Z"), "zh-HK")).toBe("11月26日 03:29");
  });

  it("says how long ago in both languages", () => {
    const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);
    expect(relativeAge(at, later(130), "en")).toBe("2 minutes ago");
    expect(relativeAge(at, later(130), "zh-HK")).toBe("2 分鐘前");
    expect(relativeAge(at, later(20), "en")).toBe("now");
    expect(relativeAge(at, later(3 * 3600 + 10), "en")).toBe("3 hours ago");
    expect(relativeAge(at, later(86_400 + 10), "zh-HK")).toBe("昨日");
  });
});
