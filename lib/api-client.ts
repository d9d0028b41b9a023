// The browser's one way to call our API: credentials included, JSON
// body only when present, and any non-OK response raised as an ApiError whose
// message is "<status>: <body or status text>".
import type { ErrorCode } from "@/lib/errors";
import type { MessageKey } from "@/lib/i18n/types";

export type ApiErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
    public readonly parsed: ApiErrorBody | null,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
  }

  /** The error code of our envelope (validation_failed, rate_limited, ...), if any. */
  get code(): string | undefined {
    return this.parsed?.error?.code;
  }

  /** Field → i18n key, for validation errors. */
  get fields(): Record<string, string> {
    return this.parsed?.error?.fields ?? {};
  }
}

/** The browser is offline or the server could not be reached. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("network", { cause });
    this.name = "NetworkError";
  }
}

export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      credentials: "include",
      headers: { ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}), ...init.headers },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new NetworkError(error);
  }
  if (!res.ok) {
    const text = await res.text();
    let parsed: ApiErrorBody | null = null;
    try {
      parsed = JSON.parse(text) as ApiErrorBody;
    } catch {}
    throw new ApiError(res.status, text || res.statusText, parsed);
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await res.json() : await res.text()) as T;
}

/**
 * The i18n key that explains a failed call to a person: the first field's
 * message when the server named one, else `Errors.<code>` (the UI never
 * shows the raw body). Typed: every ErrorCode must have an Errors
 * message, or this does not compile. Show it with useErrorToast / useErrorText
 * (components/forms/use-error-toast.ts), which fall back to Errors.generic for a
 * key the page's messages lack.
 */
export function apiErrorKey(error: unknown, field?: string): MessageKey {
  if (error instanceof ApiError) {
    const fieldKey = field ? error.fields[field] : Object.values(error.fields)[0];
    // Our schemas' messages are message keys ("Validation.invalidPhone"); the server sent this one.
    if (fieldKey?.includes(".")) return fieldKey as MessageKey;
    const code = error.code as ErrorCode | undefined;
    return code ? `Errors.${code}` : "Errors.generic";
  }
  return error instanceof NetworkError ? "Errors.network" : "Errors.generic";
}
