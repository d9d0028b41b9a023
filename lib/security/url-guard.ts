// One guard for URLs no page or handler can read (issue 30, finding 3), run in
// proxy.ts before anything else: a percent-encoding that does not decode
// ("%E0%A4%A", a truncated character) and a NUL anywhere in the path or the
// query (PostgreSQL text cannot hold U+0000). Without it each page and route
// met these on its own, and some answered 500.

/** decodeURIComponent, or null when the text is not valid percent-encoded UTF-8. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** True when the raw path or query (as sent, still encoded) cannot be decoded or holds a NUL. */
export function isUnreadableUrl(rawPath: string, rawSearch = ""): boolean {
  const query = rawSearch.replace(/^\?/, "");
  const parts = [...rawPath.split("/"), ...(query ? query.split(/[&=]/).map((p) => p.replace(/\+/g, " ")) : [])];
  return parts.some((part) => {
    const text = decoded(part);
    return text === null || text.includes("\u0000");
  });
}
