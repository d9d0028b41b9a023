import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { renderWithIntl } from "@/tests/utils/render";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { AlertAlarm } from "./alert-alarm";
import { acknowledge, afterPoll, initialAlarm, isRinging } from "./alarm-state";

// The dashboard's alarm: its rules (alarm-state.ts) and the leaf that rings,
// flashes the title and shows the banner, against a fake clock, a fake
// GET /api/clinics/{id}/latest-alert and a fake Web Audio context (jsdom has
// none). jsdom has no Worker either: the ticker falls back to the page's timer.

const refresh = jest.fn();
jest.mock("@/i18n/navigation", () => ({ useRouter: () => ({ refresh }) }));

const CLINIC = "11111111-1111-4111-8111-111111111111";
const OLD = "2026-11-28T10:00:00.000Z";
const NEW = "2026-11-28T10:05:00.000Z";
const TITLE = "Clinic dashboard";

/** What the endpoint answers next, and the `since` of every call. */
let answer = { latestAt: OLD as string | null, newSince: 0 };
const sinces: (string | null)[] = [];

/** A Web Audio context the test controls: "suspended" until resumed, when `blocked`. */
class FakeContext {
  static blocked = false;
  static playing = 0;
  state = FakeContext.blocked ? "suspended" : "running";
  sampleRate = 8000;
  destination = {};
  async resume() {
    this.state = "running";
  }
  createBuffer(_channels: number, length: number) {
    return { getChannelData: () => new Float32Array(length) };
  }
  createBufferSource() {
    return {
      connect() {},
      disconnect() {},
      start: () => FakeContext.playing++,
      stop: () => FakeContext.playing--,
    };
  }
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
  localStorage.clear();
  refresh.mockClear();
  sinces.length = 0;
  answer = { latestAt: OLD, newSince: 0 };
  FakeContext.blocked = false;
  FakeContext.playing = 0;
  document.title = TITLE;
  Object.assign(globalThis, { AudioContext: FakeContext });
  global.fetch = jest.fn(async (path: string) => {
    sinces.push(new URL(path, "http://x").searchParams.get("since"));
    const body = JSON.stringify(answer);
    return { ok: true, status: 200, headers: new Headers({ "content-type": "application/json" }), json: async () => JSON.parse(body) };
  }) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

/** Lets the pending poll's promises settle. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
/** One poll period later (5 s), with its answer settled. */
const nextPoll = () => act(() => jest.advanceTimersByTimeAsync(5000));

async function mount(locale: "en" | "zh-HK" = "en") {
  const view = renderWithIntl(<AlertAlarm clinicId={CLINIC} />, { locale });
  await settle();
  return view;
}

describe("the alarm's rules", () => {
  it("takes what exists at the first answer as seen, rings for what comes after, and is quiet once acknowledged", () => {
    let state = afterPoll(initialAlarm(null), { latestAt: OLD, newSince: 0 });
    expect(isRinging(state)).toBe(false);
    expect(state.acknowledged).toBe(OLD);
    state = afterPoll(state, { latestAt: NEW, newSince: 2 });
    expect(isRinging(state)).toBe(true);
    state = acknowledge(state);
    expect(isRinging(state)).toBe(false);
    expect(state.acknowledged).toBe(NEW);
  });

  it("rings for a clinic's very first alert", () => {
    const state = afterPoll(initialAlarm(null), { latestAt: null, newSince: 0 });
    expect(Date.parse(state.acknowledged!)).toBe(0);
  });
});

describe("AlertAlarm", () => {
  it("rings, flashes the title and keeps a banner on a new alert until Acknowledge", async () => {
    await mount();
    expect(screen.queryByRole("button", { name: en.Dashboard.alarm.acknowledge })).toBeNull();
    expect(sinces).toEqual([null]);

    answer = { latestAt: NEW, newSince: 1 };
    await nextPoll();
    expect(sinces.at(-1)).toBe(OLD);
    expect(screen.getByRole("alert")).toHaveTextContent("A new emergency alert");
    expect(FakeContext.playing).toBe(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(document.title).toBe(en.Dashboard.alarm.titleFlash);
    act(() => void jest.advanceTimersByTime(1000));
    expect(document.title).toBe(TITLE);

    // It stays however many polls go by.
    await nextPoll();
    await nextPoll();
    expect(screen.getByRole("alert")).toHaveTextContent("A new emergency alert");

    fireEvent.click(screen.getByRole("button", { name: en.Dashboard.alarm.acknowledge }));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(FakeContext.playing).toBe(0);
    act(() => void jest.advanceTimersByTime(3000));
    expect(document.title).toBe(TITLE);
    // The next poll asks only about what came after the acknowledged alert.
    answer = { latestAt: NEW, newSince: 0 };
    await nextPoll();
    expect(sinces.at(-1)).toBe(NEW);
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("reloads the list and rings when a clinic that never had an alert gets its first", async () => {
    answer = { latestAt: null, newSince: 0 };
    await mount();
    expect(refresh).not.toHaveBeenCalled();
    answer = { latestAt: NEW, newSince: 1 };
    await nextPoll();
    expect(sinces.at(-1)).toBe(new Date(0).toISOString());
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert")).toHaveTextContent("A new emergency alert");
  });

  it("stays quiet when Acknowledge comes while a poll's answer is on its way", async () => {
    await mount();
    answer = { latestAt: NEW, newSince: 1 };
    await nextPoll();
    // The next answer still counts from before the acknowledgement, and arrives after it.
    let release = () => {};
    const fetched = global.fetch as jest.Mock;
    const answerNow = fetched.getMockImplementation()!;
    fetched.mockImplementationOnce((path: string) => new Promise((resolve) => (release = () => resolve(answerNow(path)))));
    await act(() => jest.advanceTimersByTimeAsync(5000));
    fireEvent.click(screen.getByRole("button", { name: en.Dashboard.alarm.acknowledge }));
    await act(async () => release());
    await settle();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    answer = { latestAt: NEW, newSince: 0 };
    await nextPoll();
    expect(sinces.at(-1)).toBe(NEW);
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("a reload neither silences an unacknowledged alarm nor rings again for an acknowledged one", async () => {
    const first = await mount();
    answer = { latestAt: NEW, newSince: 1 };
    await nextPoll();
    first.unmount();
    // Reloaded: it asks since the last alert acknowledged here (the first answer's), so it rings again.
    await mount();
    expect(sinces.at(-1)).toBe(OLD);
    expect(screen.getByRole("alert")).toHaveTextContent("A new emergency alert");
    fireEvent.click(screen.getByRole("button", { name: en.Dashboard.alarm.acknowledge }));
    cleanup();
    // Acknowledged, then reloaded: it asks since the acknowledged alert and stays quiet.
    answer = { latestAt: NEW, newSince: 0 };
    await mount();
    expect(sinces.at(-1)).toBe(NEW);
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("remembers the mute switch on this device and plays nothing while muted", async () => {
    const first = await mount();
    fireEvent.click(screen.getByRole("switch", { name: en.Dashboard.alarm.mute }));
    first.unmount();

    await mount();
    expect(screen.getByRole("switch", { name: en.Dashboard.alarm.mute })).toBeChecked();
    answer = { latestAt: NEW, newSince: 3 };
    await nextPoll();
    expect(screen.getByRole("alert")).toHaveTextContent("3 new emergency alerts");
    expect(FakeContext.playing).toBe(0);
    fireEvent.click(screen.getByRole("switch", { name: en.Dashboard.alarm.mute }));
    expect(FakeContext.playing).toBe(1);
  });

  it('says when the browser blocks sound and offers "Turn on sound", which lets it play', async () => {
    FakeContext.blocked = true;
    await mount();
    expect(screen.getByText(en.Dashboard.alarm.soundBlocked)).toBeVisible();
    answer = { latestAt: NEW, newSince: 1 };
    await nextPoll();
    expect(FakeContext.playing).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: en.Dashboard.alarm.turnOnSound }));
    await settle();
    expect(screen.queryByText(en.Dashboard.alarm.soundBlocked)).toBeNull();
    expect(FakeContext.playing).toBe(1);
  });

  it("speaks Chinese on a Chinese page", async () => {
    FakeContext.blocked = true;
    await mount("zh-HK");
    answer = { latestAt: NEW, newSince: 2 };
    await nextPoll();
    expect(screen.getByRole("alert")).toHaveTextContent("2 宗新的緊急求助");
    expect(screen.getByRole("button", { name: zh.Dashboard.alarm.acknowledge })).toBeVisible();
    expect(screen.getByRole("button", { name: zh.Dashboard.alarm.turnOnSound })).toBeVisible();
    expect(document.title).toBe(zh.Dashboard.alarm.titleFlash);
    expect(screen.getByTestId("alert-alarm").textContent).not.toMatch(/[A-Za-z]/);
  });
});
