import { AsyncLocalStorage } from "node:async_hooks";

// Inside `db.$transaction(async (tx) => ...)` the transaction holds one pool
// connection. A call on the global client there (`db.x`, `queryRows`) needs a
// second one: on the embedded database, whose pool has exactly one, it waits
// out the pool's 3 s timeout and the route answers 503; on
// PostgreSQL it quietly runs outside the transaction. In development and tests
// the global client therefore throws, naming the caller, while a transaction
// callback is running in the same async context.

type OpenTransaction = { open: boolean; opener: string };

const scope = new AsyncLocalStorage<OpenTransaction>();

export class GlobalClientInTransactionError extends Error {
  constructor(what: string, caller: string, opener: string) {
    super(
      `db.${what} called by ${caller} while a transaction opened by ${opener} is running: ` +
        "use the transaction's client (tx), or read it before the transaction begins",
    );
    this.name = "GlobalClientInTransactionError";
  }
}

/** The first stack frame above `below` (the function that called it), for the error message. */
export function callerFrame(below: (...args: never[]) => unknown): string {
  const holder: { stack?: string } = {};
  Error.captureStackTrace(holder, below);
  const frame = holder.stack
    ?.split("\n")
    .slice(1)
    .map((line) => line.trim().replace(/^at /, ""))
    .find((line) => !line.startsWith("new Promise") && !line.startsWith("node:"));
  return frame ?? "an unknown caller";
}

/** Runs a transaction's callback with the guard's marker; the marker closes when the callback settles. */
export async function runInTransactionScope<T>(opener: string, callback: () => Promise<T>): Promise<T> {
  const state: OpenTransaction = { open: true, opener };
  try {
    return await scope.run(state, callback);
  } finally {
    // Work the callback started and left running (never awaited) keeps the
    // context but no longer holds the transaction's connection.
    state.open = false;
  }
}

/** Throws when a transaction callback is running in this async context (the caller's name is read only then). */
export function assertNoOpenTransaction(what: string, caller: () => string): void {
  const state = scope.getStore();
  if (state?.open) throw new GlobalClientInTransactionError(what, caller(), state.opener);
}
