import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { mergeClasses } from "./class-merge";
import { cn } from "./utils";

// cn() merges with lib/class-merge.ts instead of tailwind-merge (kept out of
// the pages' JavaScript). Here, for every class string written in the app's
// components and pages, over every base of the UI components, both give the
// same classes: a caller's override wins exactly where it did before.

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
}

const looksLikeClasses = (s: string) =>
  /^[\w:[\]/.!&*>()='%,#+-]+( [\w:[\]/.!&*>()='%,#+-]+)*$/.test(s) &&
  /[a-z]-|^(flex|grid|hidden|border|rounded|shadow|relative|absolute)\b/.test(s);

/** Every double-quoted or plain template string in className props and cn()/cva() calls. */
function classStrings(sources: string[]): string[] {
  const out = new Set<string>();
  for (const file of sources) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/"([^"\n]{3,})"|`([^`$\n]{3,})`/g)) {
      const s = (m[1] ?? m[2]).trim();
      if (looksLikeClasses(s)) out.add(s);
    }
  }
  return [...out];
}

const root = path.join(__dirname, "..");
const uiBases = classStrings(files(path.join(root, "components/ui")));
const written = classStrings([...files(path.join(root, "components")), ...files(path.join(root, "app"))]);
// As sets: a repeated class means nothing to the browser.
const same = (a: string) => [...new Set(a.split(" ").filter(Boolean))].sort().join(" ");

describe("cn() without tailwind-merge", () => {
  it("found the class strings to compare", () => {
    expect(uiBases.length).toBeGreaterThan(30);
    expect(written.length).toBeGreaterThan(300);
  });

  it("merges like tailwind-merge for every UI base with every class string in the code", () => {
    const differences: string[] = [];
    for (const base of ["", ...uiBases])
      for (const extra of written) {
        const input = `${base} ${extra}`;
        if (same(mergeClasses(input)) !== same(twMerge(input)))
          differences.push(`${input}\n  ours: ${mergeClasses(input)}\n  tw:   ${twMerge(input)}`);
      }
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it("lets a later class of the same group win, per variant", () => {
    expect(same(cn("h-10 px-4 py-2 text-sm", "h-14 px-8 text-lg"))).toBe(same("py-2 h-14 px-8 text-lg"));
    expect(same(cn("flex text-muted-foreground", "sm:hidden text-foreground"))).toBe(same("flex sm:hidden text-foreground"));
    expect(same(cn("px-4 py-2", "p-0"))).toBe("p-0");
    expect(cn("border", false, null, undefined, "border-primary")).toBe("border border-primary");
    // The dialog's centring: both axes stay (a dialog pushed half off the screen otherwise).
    expect(cn("-translate-x-1/2 -translate-y-1/2", "max-w-2xl")).toBe("-translate-x-1/2 -translate-y-1/2 max-w-2xl");
  });
});
