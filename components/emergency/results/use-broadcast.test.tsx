import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { jsonReply } from "@/tests/utils/fetch-reply";
import { useBroadcast } from "./use-broadcast";

// The tap's side of the human check: the prepared solution goes in X-Altcha;
// a challenge_required is solved afresh and sent once more, and only a second
// refusal reaches the owner, translated.

const pow = { prepareSolution: jest.fn(), takeSolution: jest.fn<Promise<string | null>, [boolean?]>() };
jest.mock("@/lib/security/pow-client", () => pow);
const toast = Object.assign(jest.fn(), { error: jest.fn() });
// Both ways in: loadToast, and the toast calls (read when called, after `toast` exists).
jest.mock("@/lib/toast", () => ({
  loadToast: async () => toast,
  get toast() {
    return toast;
  },
}));

const fetchMock = jest.fn();
const refused = () => jsonReply(403, { error: { code: "challenge_required", message: "x" } });

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Hong_Kong">
    {children}
  </NextIntlClientProvider>
);

async function send() {
  const onSent = jest.fn();
  const { result } = renderHook(() => useBroadcast("req-1", onSent), { wrapper });
  let ok = false;
  await act(async () => {
    ok = await result.current.send({ clinicIds: ["c1"], message: "help" });
  });
  return { ok, onSent };
}

const altchaOf = (call: number) => (fetchMock.mock.calls[call][1].headers as Record<string, string>)["X-Altcha"];

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
  let n = 0;
  pow.takeSolution.mockImplementation(async () => `solution-${++n}`);
});

describe("useBroadcast and the human check", () => {
  it("sends the prepared solution in X-Altcha", async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(201, { count: 2 }));
    const { ok, onSent } = await send();
    expect(ok).toBe(true);
    expect(onSent).toHaveBeenCalled();
    expect(pow.takeSolution).toHaveBeenCalledWith(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(altchaOf(0)).toBe("solution-1");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("on challenge_required solves a fresh challenge and sends once more, silently", async () => {
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(jsonReply(201, { count: 1 }));
    const { ok } = await send();
    expect(ok).toBe(true);
    expect(pow.takeSolution).toHaveBeenLastCalledWith(true);
    expect(altchaOf(1)).toBe("solution-2");
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(en.Delivery.queuedToast, expect.anything());
  });

  it("shows the translated message when the retry is refused too", async () => {
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(refused());
    const { ok, onSent } = await send();
    expect(ok).toBe(false);
    expect(onSent).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledWith(en.Results.broadcastFailed, { description: en.Errors.challenge_required });
  });

  it("still sends (without X-Altcha) when no solution could be had", async () => {
    pow.takeSolution.mockResolvedValue(null);
    fetchMock.mockResolvedValueOnce(jsonReply(201, { count: 1 }));
    expect((await send()).ok).toBe(true);
    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty("X-Altcha");
  });

  it("does not retry other refusals", async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(429, { error: { code: "rate_limited", message: "x" } }));
    expect((await send()).ok).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(en.Results.broadcastFailed, { description: en.Errors.rate_limited });
  });
});

describe("useBroadcast for BROADCAST NOW", () => {
  it("takes a repeat tap's 409 (every clinic already alerted) as sent: no red failure", async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(409, { error: { code: "conflict", message: "x" } }));
    const onSent = jest.fn();
    const { result } = renderHook(() => useBroadcast("req-1", onSent, { alreadySentIsSent: true }), { wrapper });
    let ok = false;
    await act(async () => {
      ok = await result.current.send({ quick: true, clinicIds: [], message: "help" });
    });
    expect(ok).toBe(true);
    expect(onSent).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("still reports the 409 as a failure for a chosen list", async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(409, { error: { code: "conflict", message: "x" } }));
    const { ok, onSent } = await send();
    expect(ok).toBe(false);
    expect(onSent).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalled();
  });
});
