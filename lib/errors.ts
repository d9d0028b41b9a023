import { ZodError } from "zod";
import en from "@/messages/en.json";
import { bilingual } from "@/lib/i18n/translator";
import { fieldErrors } from "@/lib/validation/field-errors";

// One error type and one envelope for every route handler:
// { error: { code, message, fields? } }. `message` is English for logs and
// developers; the UI translates `code` (messages Errors.<code>).

export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  challenge_required: 403,
  /** An admin's session has not passed its second factor yet. */
  second_factor_required: 403,
  /** This change needs a second-factor check (or, without one, the password) within the last 10 minutes. */
  step_up_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  upstream_failed: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: Record<string, string> } };

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);
export const unauthorized = () => new AppError("unauthorized", "Sign in required");
export const forbidden = (why = "Not allowed") => new AppError("forbidden", why);

/** "Validation.contactNameRequired" → "Contact name is required" (English, for `message`). */
function englishFor(key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  return typeof value === "string" ? value : key;
}

export function validationError(fields: Record<string, string>): AppError {
  const summary = Object.entries(fields)
    .map(([field, key]) => `${field}: ${englishFor(key)}`)
    .join("; ");
  return new AppError("validation_failed", summary || "Invalid input", fields);
}

/**
 * What "the database cannot be reached right now" looks like at each layer:
 * socket errors from pg, PostgreSQL's own shutdown / start-up / connection
 * SQLSTATEs (57P01-03 admin or crash shutdown, cannot connect now; class 08
 * connection exceptions; 53300 too many connections), and Prisma's codes for
 * an unreachable server, a timed-out or closed connection and pool exhaustion.
 */
const CONNECTION_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
]);

/** The driver adapter's error kinds (@prisma/adapter-pg) for the same failures. */
const CONNECTION_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

// "Unable to start a transaction in the given time" (P2028): no pool connection
// came free within the transaction's maxWait, the same failure as the pool's own
// timeout (P2028's other messages, a transaction that expired, stay 500s).
const CONNECTION_MESSAGE =
  /Unable to start a transaction in the given time|connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Connection refused|database system is (starting up|shutting down)|terminating connection due to administrator command|Client has encountered a connection error|Can't reach database server/i;

/** True when the database could not be reached (as opposed to a query that failed). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const e = current as { code?: string; originalCode?: string; kind?: string; message?: string; cause?: unknown };
    if ((e.code && CONNECTION_ERRORS.has(e.code)) || (e.originalCode && CONNECTION_ERRORS.has(e.originalCode))) return true;
    if (e.kind && CONNECTION_KINDS.has(e.kind)) return true;
    if (typeof e.message === "string" && CONNECTION_MESSAGE.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

/** Seconds a client should wait before retrying during a database outage (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** The 503 of a database outage: Retry-After and the message in both languages (Errors.unavailable). */
export function databaseUnavailableError(): AppError {
  return new AppError(
    "unavailable",
    bilingual("Errors", (t) => t("unavailable")),
    undefined,
    {
      "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    },
  );
}

/**
 * A unique constraint refused the write, however the statement was sent:
 * Prisma's P2002, PostgreSQL's SQLSTATE 23505 through pg (lib/db/sql.ts), or
 * that SQLSTATE inside Prisma's P2010 (a raw statement in a transaction).
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } } | null;
  if (e?.code === "P2002" || e?.code === "23505") return true;
  // A raw statement on a transaction's client (lib/db/sql.ts with tx): Prisma's P2010 carries PostgreSQL's code.
  return e?.code === "P2010" && e.meta?.driverAdapterError?.cause?.originalCode === "23505";
}

/** Maps any thrown value to an AppError; unknown errors become a generic 500. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return new AppError("validation_failed", "Invalid input", fieldErrors(error));
  const prismaCode = (error as { code?: string } | null)?.code;
  if (isUniqueViolation(error)) return new AppError("conflict", "Already exists");
  if (prismaCode === "P2025") return new AppError("not_found", "Record not found");
  if (isDatabaseUnavailable(error)) return databaseUnavailableError();
  return new AppError("internal_error", "Internal error");
}

export function toErrorBody(error: AppError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
}
