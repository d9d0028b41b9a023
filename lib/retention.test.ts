import { startRetentionJob } from "@/lib/retention";

// The daily schedule, with a stand-in purge and fake timers (the purge itself is
// tested against the database in retention.db.test.ts).

const DAY = 24 * 60 * 60 * 1000;

let errors: string[];
let spies: jest.SpyInstance[];
beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2027-06-15T03:00:00Z") });
  errors = [];
  spies = [
    jest.spyOn(console, "error").mockImplementation((line: unknown) => void errors.push(String(line))),
    jest.spyOn(console, "log").mockImplementation(() => undefined),
  ];
});
afterEach(() => {
  for (const s of spies) s.mockRestore();
  jest.useRealTimers();
});

describe("retention schedule", () => {
  it("runs at start-up and then every 24 hours with the clock of the moment, never two runs at once", async () => {
    const runs: Date[] = [];
    let active = 0;
    let maxActive = 0;
    let release: (() => void) | undefined;
    const purge = jest.fn(async ({ now }: { now: Date }) => {
      runs.push(now);
      active++;
      maxActive = Math.max(maxActive, active);
      // The second run is slow: it outlasts its interval.
      if (runs.length === 2) await new Promise<void>((r) => (release = r));
      active--;
    });
    const job = startRetentionJob({ purge });
    await jest.advanceTimersByTimeAsync(0);
    expect(purge).toHaveBeenCalledTimes(1);
    expect(runs[0].toISOString()).toBe("2027-06-15T03:00:00.000Z");

    await jest.advanceTimersByTimeAsync(DAY - 1);
    expect(purge).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(purge).toHaveBeenCalledTimes(2);
    expect(runs[1].toISOString()).toBe("2027-06-16T03:00:00.000Z");

    // While the slow run goes on, no other starts, however long it takes.
    await jest.advanceTimersByTimeAsync(3 * DAY);
    expect(purge).toHaveBeenCalledTimes(2);
    release!();
    await jest.advanceTimersByTimeAsync(DAY);
    expect(purge).toHaveBeenCalledTimes(3);
    expect(maxActive).toBe(1);

    await job.stop();
    await jest.advanceTimersByTimeAsync(5 * DAY);
    expect(purge).toHaveBeenCalledTimes(3);
  });

  it("logs a failed run instead of throwing, and tries again the next day", async () => {
    const purge = jest.fn().mockRejectedValueOnce(new Error("database unavailable")).mockResolvedValue({ requests: 0 });
    const job = startRetentionJob({ purge });
    await jest.advanceTimersByTimeAsync(0);
    expect(purge).toHaveBeenCalledTimes(1);
    const failed = errors.map((l) => JSON.parse(l)).filter((e) => e.event === "retention.failed");
    expect(failed).toEqual([expect.objectContaining({ level: "error", error: { name: "Error", message: "database unavailable" } })]);

    await jest.advanceTimersByTimeAsync(DAY);
    expect(purge).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it("stop() waits for a run in progress and schedules no more", async () => {
    let release: (() => void) | undefined;
    let finished = false;
    const purge = jest.fn(async () => {
      await new Promise<void>((r) => (release = r));
      finished = true;
    });
    const job = startRetentionJob({ purge });
    await jest.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release!();
    await stopping;
    expect(finished).toBe(true);
    await jest.advanceTimersByTimeAsync(2 * DAY);
    expect(purge).toHaveBeenCalledTimes(1);
  });
});
