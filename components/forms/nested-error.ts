/** The first message anywhere under a nested field (the hours are arrays of arrays). */
export function nestedError(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string") return message;
  for (const value of Object.values(error)) {
    const found = nestedError(value);
    if (found) return found;
  }
  return undefined;
}
