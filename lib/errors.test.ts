import { toAppError, validationError } from "./errors";

// A database outage must answer 503 with Retry-After (the wizard retries), not 500.
// The shapes are the ones pg and @prisma/adapter-pg produce; tests/faults sees them for real.

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: "connect" });

describe("toAppError for database outages", () => {
  it.each([
    ["a refused connection (server stopped)", socketError("ECONNREFUSED")],
    ["a reset connection", socketError("ECONNRESET")],
    [
      "an administrator shutdown (57P01)",
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    ],
    [
      "a crash shutdown (57P02)",
      Object.assign(new Error("terminating connection due to crash of another server process"), { code: "57P02" }),
    ],
    ["a server still starting (57P03)", Object.assign(new Error("the database system is starting up"), { code: "57P03" })],
    ["the pool's connection timeout", new Error("timeout exceeded when trying to connect")],
    ["Prisma's unreachable server (P1001)", Object.assign(new Error("Can't reach database server"), { code: "P1001" })],
    [
      "Prisma's transaction that found no free connection in its maxWait (P2028)",
      Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" }),
    ],
    ["Prisma's pool timeout (P2024)", Object.assign(new Error("Timed out fetching a new connection"), { code: "P2024" })],
    [
      "the adapter's DatabaseNotReachable",
      Object.assign(new Error("adapter"), { name: "DriverAdapterError", cause: { kind: "DatabaseNotReachable" } }),
    ],
    [
      "the adapter's ConnectionClosed",
      Object.assign(new Error("adapter"), { name: "DriverAdapterError", cause: { kind: "ConnectionClosed" } }),
    ],
    [
      "a raw query that could not reach the server (P2010, as the messaging worker sees it)",
      Object.assign(new Error("Raw query failed. Code: `N/A`. Message: `Can't reach database server at 127.0.0.1:5432`"), {
        code: "P2010",
      }),
    ],
    ["a wrapped 57P01", Object.assign(new Error("query failed"), { cause: { kind: "postgres", code: "57P01" } })],
  ])("maps %s to 503 with Retry-After and both languages", (_what, thrown) => {
    const error = toAppError(thrown);
    expect(error.status).toBe(503);
    expect(error.code).toBe("unavailable");
    expect(error.headers?.["Retry-After"]).toMatch(/^\d+$/);
    expect(error.message).toContain("temporarily unavailable");
    expect(error.message).toContain("服務暫時無法使用");
  });

  it("leaves a failing query a 500 and a duplicate a 409", () => {
    expect(toAppError(Object.assign(new Error("syntax error"), { code: "42601" })).status).toBe(500);
    expect(toAppError(new Error("boom")).status).toBe(500);
    expect(toAppError(Object.assign(new Error("dup"), { code: "P2002" })).status).toBe(409);
    expect(toAppError(Object.assign(new Error("Transaction API error: Transaction already closed"), { code: "P2028" })).status).toBe(500);
  });
});

// Domain services throw field errors without the HTTP layer (lib/http.ts): the
// fields keep their message keys for the UI, the message says them in English.
describe("validationError", () => {
  it("keeps the fields' message keys and summarizes them in English", () => {
    const error = validationError({ currentPassword: "Account.currentPasswordRequired", petId: "No.such.key" });
    expect(error.status).toBe(400);
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({ currentPassword: "Account.currentPasswordRequired", petId: "No.such.key" });
    expect(error.message).toBe("currentPassword: Enter your current password to change your email.; petId: No.such.key");
  });
});

describe("toAppError for a unique violation", () => {
  it("is a 409 conflict from Prisma (P2002) and from pg (SQLSTATE 23505)", () => {
    for (const code of ["P2002", "23505"])
      expect(toAppError(Object.assign(new Error("duplicate key"), { code }))).toMatchObject({ code: "conflict", status: 409 });
    expect(toAppError(Object.assign(new Error("check violation"), { code: "23514" }))).toMatchObject({ status: 500 });
  });
});
