/**
 * Only same-site relative paths are honoured ("/profile", "/zh-HK/pets?x=1");
 * anything else ("https://evil.example", "//evil.example", "/\\evil") gives "/".
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || typeof value !== "string") return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  // Control characters could smuggle a different target past a browser's parser.
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/";
  try {
    const url = new URL(value, "http://localhost");
    if (url.origin !== "http://localhost") return "/";
    // "/..//evil.example" resolves to the path "//evil.example": a protocol-relative URL to another site.
    if (url.pathname.startsWith("//")) return "/";
    return url.pathname + url.search + url.hash;
  } catch {
    return "/";
  }
}
