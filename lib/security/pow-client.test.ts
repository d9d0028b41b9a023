// The browser's one prepared solution: solved once in the background, handed
// out once, replaced after each use, and asked again after a failure.

const apiFetch = jest.fn();
const solveChallenge = jest.fn();
jest.mock("@/lib/api-client", () => ({ apiFetch: (...args: unknown[]) => apiFetch(...args) }));
jest.mock("./pow-solver", () => ({ solveChallenge: (...args: unknown[]) => solveChallenge(...args) }));

type PowClient = typeof import("./pow-client");
let pow: PowClient;

beforeEach(async () => {
  jest.resetModules();
  jest.clearAllMocks();
  let n = 0;
  apiFetch.mockImplementation(async () => ({ challenge: `c${++n}` }));
  solveChallenge.mockImplementation(async (c: { challenge: string }) => `solved-${c.challenge}`);
  pow = await import("./pow-client");
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("pow-client", () => {
  it("prepares one challenge however often it is asked, and hands it to the first taker", async () => {
    pow.prepareSolution();
    pow.prepareSolution();
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(apiFetch).toHaveBeenCalledWith("/api/challenge");
    expect(await pow.takeSolution()).toBe("solved-c1");
    // The next one is prepared at once, for the next broadcast.
    expect(apiFetch).toHaveBeenCalledTimes(2);
    expect(await pow.takeSolution()).toBe("solved-c2");
  });

  it("takes a fresh challenge when asked to (after a refusal)", async () => {
    pow.prepareSolution();
    expect(await pow.takeSolution(true)).toBe("solved-c2");
  });

  it("gives null when no challenge can be had, and tries again next time", async () => {
    apiFetch.mockRejectedValueOnce(new Error("offline"));
    pow.prepareSolution();
    await flush();
    expect(await pow.takeSolution()).toBe("solved-c1");
    apiFetch.mockRejectedValueOnce(new Error("offline"));
    expect(await pow.takeSolution(true)).toBeNull();
  });

  it("does not keep a solution past 8 minutes (challenges expire after 10)", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    pow.prepareSolution();
    now.mockReturnValue(1_000_000 + 8 * 60 * 1000 + 1);
    expect(await pow.takeSolution()).toBe("solved-c2");
    now.mockRestore();
  });
});
