// lucide's search (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const searchIcon: IconNode = [
  ["path", { d: "m21 21-4.34-4.34" }],
  ["circle", { cx: "11", cy: "11", r: "8" }],
];
