import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import en from "@/messages/en.json";
import { AppError, toAppError, toErrorBody, zodFields } from "./errors";
import { log } from "./log";

// Route handlers: wrap with `route()` so every failure becomes the one error
// envelope, and read input through `readJson` / `readQuery` with the payload's
// shared zod schema.

/** Request bodies above this are refused before parsing (a phone form is ~2 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

type Handler<Ctx> = (req: NextRequest, ctx: Ctx) => Promise<Response> | Response;

export function json<T>(data: T, init?: ResponseInit) {
  return NextResponse.json(data, init);
}

export function errorResponse(error: AppError) {
  return NextResponse.json(toErrorBody(error), { status: error.status, headers: error.headers });
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

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(zodFields(result.error));
  return result.data;
}

/** Reads a JSON body (size-limited) and validates it with the payload's schema. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new AppError("payload_too_large", `Body larger than ${MAX_BODY_BYTES} bytes`);
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AppError("payload_too_large", `Body larger than ${MAX_BODY_BYTES} bytes`);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError("bad_request", "Body is not valid JSON");
  }
  return parseWith(schema, body);
}

/** Validates the query string (schemas coerce and set defaults). */
export function readQuery<S extends z.ZodType>(req: NextRequest, schema: S): z.output<S> {
  return parseWith(schema, Object.fromEntries(req.nextUrl.searchParams));
}
