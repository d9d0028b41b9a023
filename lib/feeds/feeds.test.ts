import { parseHolidayFeed } from "./holidays";
import { severeWarnings } from "./weather";

jest.mock("@/lib/db", () => ({ db: {} }));

describe("the 1823 holiday calendar", () => {
  it("reads one date per holiday day from the iCalendar-as-JSON shape (dtend exclusive)", () => {
    const feed = {
      vcalendar: [
        {
          prodid: "-//1823//HKGOV Public Holidays//EN",
          vevent: [
            { dtstart: ["20261225", { value: "DATE" }], dtend: ["20261226", { value: "DATE" }], summary: "Christmas Day" },
            { dtstart: ["20270206", { value: "DATE" }], dtend: ["20270209", { value: "DATE" }], summary: "Lunar New Year" },
          ],
        },
      ],
    };
    expect(parseHolidayFeed(feed)).toEqual([
      { date: "2026-12-25", name: "Christmas Day" },
      { date: "2027-02-06", name: "Lunar New Year" },
      { date: "2027-02-07", name: "Lunar New Year" },
      { date: "2027-02-08", name: "Lunar New Year" },
    ]);
  });

  it("refuses a document that is not the calendar", () => {
    expect(() => parseHolidayFeed({ holidays: [] })).toThrow();
  });
});

describe("the Observatory's warning summary", () => {
  const at = "2026-09-16T14:20:00+08:00";
  it("keeps Signal No. 8 or higher and the Black Rainstorm Warning in force, nothing else", () => {
    expect(
      severeWarnings({
        WTCSGNL: { name: "Tropical Cyclone Warning Signal", code: "TC8SE", actionCode: "ISSUE", issueTime: at, updateTime: at },
        WRAIN: { name: "Rainstorm Warning Signal", code: "WRAINB", actionCode: "REISSUE", issueTime: at, updateTime: at },
        WHOT: { name: "Very Hot Weather Warning", code: "WHOT", actionCode: "ISSUE", issueTime: at, updateTime: at },
      }),
    ).toEqual([
      { kind: "typhoon", signal: 8, issuedAt: at },
      { kind: "black_rain", issuedAt: at },
    ]);
  });

  it("drops what was cancelled and what is below Signal No. 8; nothing in force is {}", () => {
    expect(severeWarnings({ WTCSGNL: { code: "TC10", actionCode: "CANCEL", issueTime: at } })).toEqual([]);
    expect(
      severeWarnings({ WTCSGNL: { code: "TC3", actionCode: "ISSUE", issueTime: at }, WRAIN: { code: "WRAINR", actionCode: "ISSUE" } }),
    ).toEqual([]);
    expect(severeWarnings({})).toEqual([]);
    expect(severeWarnings({ WTCSGNL: { code: "TC9", actionCode: "EXTEND", issueTime: at } })).toEqual([
      { kind: "typhoon", signal: 9, issuedAt: at },
    ]);
  });
});
