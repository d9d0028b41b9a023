import { db } from "@/lib/db";
import { startHolidaysPeer } from "@/tests/peers/holidays";
import { HOLIDAYS_FEED, loadHolidayCalendar, refreshHolidays } from "./holidays";

// The holiday feed against its loopback stand-in: stored, read back as a
// calendar, and a failure keeps the last good list and is recorded once.

describe("public holidays feed", () => {
  it("stores the calendar, keeps it through a failed fetch, and says when it was never reached", async () => {
    await db.publicHoliday.deleteMany({});
    await db.feedState.deleteMany({ where: { name: HOLIDAYS_FEED } });
    const christmas = new Date(`${new Date().getUTCFullYear()}-12-25T04:00:00Z`);
    expect(await loadHolidayCalendar(new Date(christmas.getTime() + 86_400_000 * 400))).toMatchObject({ known: false });

    const peer = await startHolidaysPeer();
    try {
      expect(await refreshHolidays(peer.env.HOLIDAYS_FEED_URL)).toBeGreaterThanOrEqual(12);
    } finally {
      await peer.stop();
    }
    const calendar = await loadHolidayCalendar(christmas);
    expect(calendar.known).toBe(true);
    expect(calendar.dates.has(christmas.toISOString().slice(0, 10))).toBe(true);

    expect(await refreshHolidays("http://127.0.0.1:9/common/ical/en.json")).toBeNull();
    expect(await db.publicHoliday.count()).toBeGreaterThanOrEqual(12);
    const state = await db.feedState.findUniqueOrThrow({ where: { name: HOLIDAYS_FEED } });
    expect(state.error).toBeTruthy();
    expect(state.fetchedAt).not.toBeNull();
  });
});
