// A small stand-in for tailwind-merge (~8.6 KB gzip on every page with a
// Button): a later class replaces an earlier one of the same group under the
// same variants ("px-4 … px-8" → "px-8"; "sm:flex" leaves "flex" alone). It
// knows the groups this app's components and their callers use; lib/utils.test.ts
// checks it gives tailwind-merge's answer for every class string in the code.

const SIZES = /^(xs|sm|base|lg|xl|[2-9]xl)$/;
const ALIGN = /^(left|center|right|justify|start|end)$/;
const WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const DISPLAY = /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|table|hidden|flow-root)$/;
const POSITION = /^(static|fixed|absolute|relative|sticky)$/;
const LENGTH = /^(\d+(\.\d+)?|px|full|screen|auto|min|max|fit|dvh|svh|lvh|\d+\/\d+|\[.+\])$/;
const WIDTH = /^(\d+|\[\d.*\])$/;
const STYLES = /^(solid|dashed|dotted|double|hidden|none)$/;

/** Groups a later class of this group removes (besides its own), as in tailwind-merge. */
const OVERRIDES: Record<string, string[]> = {
  p: ["px", "py", "pt", "pb", "pl", "pr", "ps", "pe"],
  px: ["pl", "pr", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mb", "ml", "mr", "ms", "me"],
  mx: ["ml", "mr", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  flex: ["basis", "grow", "shrink"],
  rounded: ["rounded-t", "rounded-b", "rounded-l", "rounded-r"],
  "border-w": ["border-w-t", "border-w-b", "border-w-l", "border-w-r", "border-w-x", "border-w-y"],
  inset: ["top", "right", "bottom", "left", "inset-x", "inset-y"],
  overflow: ["overflow-x", "overflow-y"],
  // A font size sets a line height too.
  "font-size": ["leading"],
};

/** The group of a utility (without variants and "!"), or null when this merge leaves it alone. */
export function groupOf(utility: string): string | null {
  const u = utility.replace(/^-/, "");
  if (DISPLAY.test(u)) return "display";
  if (POSITION.test(u)) return "position";
  const dash = u.indexOf("-");
  const head = dash < 0 ? u : u.slice(0, dash);
  const rest = dash < 0 ? "" : u.slice(dash + 1);
  switch (head) {
    case "text":
      return SIZES.test(rest)
        ? "font-size"
        : ALIGN.test(rest)
          ? "text-align"
          : /^(wrap|nowrap|balance|pretty|ellipsis|clip)$/.test(rest)
            ? `text-${rest}`
            : "text-color";
    case "font":
      return WEIGHTS.test(rest) ? "font-weight" : "font-family";
    case "bg":
      return "bg-color";
    case "border":
      if (!rest || WIDTH.test(rest)) return "border-w";
      if (/^[xytblrse](-|$)/.test(rest)) return `border-w-${rest[0]}`;
      return STYLES.test(rest) ? "border-style" : "border-color";
    case "rounded":
      return /^(tl|tr|bl|br|ss|se|es|ee|[tblrse])(-|$)/.test(rest) ? `rounded-${rest.split("-")[0]}` : "rounded";
    case "ring":
      return !rest || WIDTH.test(rest)
        ? "ring-w"
        : rest.startsWith("offset-")
          ? WIDTH.test(rest.slice(7))
            ? "ring-offset-w"
            : "ring-offset-color"
          : "ring-color";
    case "outline":
      return !rest || WIDTH.test(rest)
        ? "outline-w"
        : STYLES.test(rest)
          ? "outline-style"
          : rest.startsWith("offset-")
            ? "outline-offset"
            : "outline-color";
    case "shadow":
      return !rest || SIZES.test(rest) || /^(md|none|2xs|inner)$/.test(rest) ? "shadow" : "shadow-color";
    case "flex":
      return /^(row|col|row-reverse|col-reverse)$/.test(rest)
        ? "flex-direction"
        : /^(wrap|nowrap|wrap-reverse)$/.test(rest)
          ? "flex-wrap"
          : "flex";
    case "grid":
      return rest.startsWith("cols-") ? "grid-cols" : rest.startsWith("rows-") ? "grid-rows" : `grid-${rest}`;
    case "col":
    case "row":
      return `${head}-${rest.split("-")[0]}`;
    case "justify":
      return rest.startsWith("items-") ? "justify-items" : rest.startsWith("self-") ? "justify-self" : "justify";
    case "items":
    case "self":
    case "content":
    case "basis":
    case "grow":
    case "shrink":
    case "order":
    case "whitespace":
    case "cursor":
    case "opacity":
    case "leading":
    case "tracking":
    case "z":
    case "top":
    case "bottom":
    case "left":
    case "right":
    case "inset":
    case "w":
    case "h":
    case "size":
    case "duration":
    case "ease":
    case "select":
    case "underline":
    case "decoration":
    case "align":
    case "list":
    case "animate":
    case "aspect":
    case "object":
    case "transition":
    case "break":
    case "truncate":
    case "line":
    case "scroll":
    case "pointer":
    case "fill":
    case "stroke":
    case "rotate":
      if (head === "underline" && rest.startsWith("offset")) return "underline-offset";
      if (head === "inset" && /^[xy]-/.test(rest)) return `inset-${rest[0]}`;
      // "top-center" and the like are not utilities (e.g. a toaster position).
      if (/^(top|bottom|left|right|inset)$/.test(head) && !LENGTH.test(rest)) return null;
      return head;
    // Per axis, as in tailwind-merge: "-translate-x-1/2 -translate-y-1/2" keeps both.
    case "translate":
    case "scale":
    case "skew":
      return /^[xyz]-/.test(rest) ? `${head}-${rest[0]}` : head;
    case "min":
    case "max":
      return `${head}-${rest.split("-")[0]}`;
    case "gap":
      return /^[xy]-/.test(rest) ? `gap-${rest[0]}` : "gap";
    case "overflow":
      return /^[xy]-/.test(rest) ? `overflow-${rest[0]}` : "overflow";
    case "space":
      return `space-${rest[0]}`;
  }
  if (/^[pm][xytblrse]?$/.test(head) && LENGTH.test(rest)) return head;
  return null;
}

/** Splits "sm:hover:px-4" into its variants ("hover:sm:", sorted as tailwind-merge does) and the utility. */
function parse(cls: string): { variants: string; utility: string } {
  let depth = 0;
  let start = 0;
  const parts: string[] = [];
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      parts.push(cls.slice(start, i));
      start = i + 1;
    }
  }
  const utility = cls.slice(start).replace(/^!|!$/g, "");
  const important = cls.slice(start) !== utility ? "!" : "";
  return { variants: `${[...parts].sort().join(":")}${important}`, utility };
}

// Answers are kept, as tailwind-merge keeps them: a page renders the same few class strings many times (each
// card's buttons and badges), and merging them again was 15–26 ms of the results page's hydration at the
// calibrated phone's speed. Bounded: emptied when full.
const MERGED_MAX = 500;
const merged = new Map<string, string>();

/** Space-separated classes with conflicts resolved: the last of each group (under the same variants) wins. */
export function mergeClasses(classes: string): string {
  let answer = merged.get(classes);
  if (answer === undefined) {
    answer = merge(classes);
    if (merged.size >= MERGED_MAX) merged.clear();
    merged.set(classes, answer);
  }
  return answer;
}

function merge(classes: string): string {
  const list = classes.split(/\s+/).filter(Boolean);
  const kept: (string | null)[] = [];
  const seen = new Map<string, number>();
  for (const cls of list) {
    const { variants, utility } = parse(cls);
    // A class of no known group conflicts only with itself (a repeated "sr-only" is dropped).
    const group = groupOf(utility) ?? `=${utility}`;
    for (const g of [group, ...(OVERRIDES[group] ?? [])]) {
      const at = seen.get(`${variants}|${g}`);
      if (at !== undefined) {
        kept[at] = null;
        seen.delete(`${variants}|${g}`);
      }
    }
    seen.set(`${variants}|${group}`, kept.length);
    kept.push(cls);
  }
  return kept.filter((c): c is string => c !== null).join(" ");
}
