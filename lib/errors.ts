import { ZodError } from "zod";

// One error type and one envelope for every route handler (STYLE §3):
// { error: { code, message, fields? } }. `message` is English for logs and
// developers; the UI translates `code` (messages Errors.<code>).

export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
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

/** Zod issues → { "field.path": message }; the messages are i18n keys (Validation.*). */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const prefix = issue.path.join(".");
    // A strict schema names each key it refuses, so the client sees which one.
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[prefix ? `${prefix}.${key}` : key] ??= "Validation.unknownField";
      continue;
    }
    fields[prefix || "_"] ??= issue.message;
  }
  return fields;
}

const CONNECTION_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "08006", "08001", "08003"]);

/** True when the database could not be reached (as opposed to a query that failed). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const e = current as { code?: string; message?: string; cause?: unknown; name?: string };
    if (e.code && CONNECTION_ERRORS.has(e.code)) return true;
    if (
      typeof e.message === "string" &&
      /connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Connection refused|database system is (starting up|shutting down)/i.test(
        e.message,
      )
    )
      return true;
    if (e.name === "DriverAdapterError" && typeof e.message === "string" && /ECONNREFUSED|ETIMEDOUT|connection/i.test(e.message))
      return true;
    current = e.cause;
  }
  return false;
}

/** Maps any thrown value to an AppError; unknown errors become a generic 500. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return new AppError("validation_failed", "Invalid input", zodFields(error));
  const prismaCode = (error as { code?: string } | null)?.code;
  if (prismaCode === "P2002") return new AppError("conflict", "Already exists");
  if (prismaCode === "P2025") return new AppError("not_found", "Record not found");
  if (isDatabaseUnavailable(error)) return new AppError("unavailable", "Database unavailable");
  return new AppError("internal_error", "Internal error");
}

export function toErrorBody(error: AppError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
}
