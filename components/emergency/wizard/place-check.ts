import { apiFetch } from "@/lib/api-client";
import type { PlaceOption, ResolvePlaceResult } from "@/lib/places/schemas";

/**
 * The districts to choose from when the typed place cannot be located; null
 * when it can, or when the check itself fails (offline, server trouble): the
 * request is then sent as typed, never held back by the check.
 */
export async function unplacedOptions(q: string, locale: string): Promise<PlaceOption[] | null> {
  try {
    const result = await apiFetch<ResolvePlaceResult>(`/api/places/resolve?${new URLSearchParams({ q, locale })}`);
    return result.found ? null : result.options;
  } catch {
    return null;
  }
}
