// One guard for URLs no page or handler can read, run in proxy.ts before
// anything else: a percent-encoding that does not decode ("%E0%A4%A", a
// truncated character, a "%" ending a segment), a NUL anywhere in the path or
// the query (PostgreSQL text cannot hold U+0000), and a path segment that still
// holds "%" once decoded ("%25", "%2525", "%252F"). Such a segment would be
// decoded again downstream: the locale routing decodes the path before Next
// decodes its parameters, so "/en/%25" became a redirect to "/%" and "/%25" a
// 500 in plain text. No page's path has a "%" of its own; a query may ("100%").
// Without the guard each page and route met these on its own, and some answered 500.

/** decodeURIComponent, or null when the text is not valid percent-encoded UTF-8. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A decoded part no page or handler can read: undecodable, or holding a NUL. */
const unreadable = (text: string | null): boolean => text === null || text.includes("\u0000");

/** True when the raw path or query (as sent, still encoded) cannot be decoded, holds a NUL, or a path segment would decode twice. */
export function isUnreadableUrl(rawPath: string, rawSearch = ""): boolean {
  const query = rawSearch.replace(/^\?/, "");
  const queryParts = query ? query.split(/[&=]/).map((p) => p.replace(/\+/g, " ")) : [];
  return (
    rawPath.split("/").some((segment) => {
      const text = decoded(segment);
      return unreadable(text) || text!.includes("%");
    }) || queryParts.some((part) => unreadable(decoded(part)))
  );
}
