import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { AppError, toAppError, toErrorBody, validationError } from "./errors";
import { fieldErrors } from "./validation/field-errors";
import { safeJsonBytes } from "./json-bytes";
import { log } from "./log";
import { IDEMPOTENCY_KEY } from "./validation/fields";

// Route handlers: wrap with `route()` so every failure becomes the one error
// envelope, and read input through `readJson` / `readQuery` with the payload's
// shared zod schema.

/** Request bodies above this are refused before parsing (a phone form is ~2 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

type Handler<Ctx> = (req: NextRequest, ctx: Ctx) => Promise<Response> | Response;

export function json<T>(data: T, init?: ResponseInit) {
  return jsonBytes(safeJsonBytes(data), init);
}

/** A JSON answer whose bytes are made already (by safeJsonBytes, or from its pieces). */
export function jsonBytes(bytes: Buffer<ArrayBuffer>, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  // Bytes, not a string: a string body is checked for lone surrogates and encoded again by the Response.
  return new NextResponse(bytes, { ...init, headers });
}

export function errorResponse(error: AppError) {
  return json(toErrorBody(error), { status: error.status, headers: error.headers });
}

export function route<Ctx>(handler: Handler<Ctx>): (req: NextRequest, ctx: Ctx) => Promise<Response> {
  return async (req, ctx) => {
    try {
      return await handler(req, ctx);
    } catch (thrown) {
      const error = toAppError(thrown);
      if (error.code === "internal_error") {
        log.error("route.failed", { method: req.method, path: req.nextUrl.pathname, error: thrown });
      } else if (error.code === "unavailable") {
        log.warn("route.database_unavailable", { method: req.method, path: req.nextUrl.pathname });
      }
      return errorResponse(error);
    }
  };
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(fieldErrors(result.error));
  return result.data;
}

/** Whether any string (or key) in a parsed body holds U+0000, which PostgreSQL text cannot store. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v, depth + 1));
}

const NUL_REFUSED = () => new AppError("bad_request", "Text may not contain NUL characters");

/** Parses a JSON text; 400 when it is not JSON or holds a NUL character. */
export function parseJsonText(text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Body is not valid JSON");
  }
  if (containsNul(body)) throw NUL_REFUSED();
  return body;
}

/** Reads a JSON body (size-limited) and validates it with the payload's schema. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new AppError("payload_too_large", `Body larger than ${MAX_BODY_BYTES} bytes`);
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AppError("payload_too_large", `Body larger than ${MAX_BODY_BYTES} bytes`);
  return parseWith(schema, text ? parseJsonText(text) : {});
}

/**
 * The optional `Idempotency-Key` header: a client-chosen key (a UUID fits) that
 * makes retrying a creation safe. null when absent; 400 when malformed.
 */
export function readIdempotencyKey(req: Request): string | null {
  const key = req.headers.get("idempotency-key");
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw validationError({ "Idempotency-Key": "Validation.idempotencyKeyInvalid" });
  return key;
}

/** Validates the query string (schemas coerce and set defaults). */
export function readQuery<S extends z.ZodType>(req: NextRequest, schema: S): z.output<S> {
  const params = Object.fromEntries(req.nextUrl.searchParams);
  if (containsNul(params)) throw NUL_REFUSED();
  return parseWith(schema, params);
}
