// lucide's search-x (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const searchXIcon: IconNode = [
  ["path", { d: "m13.5 8.5-5 5" }],
  ["path", { d: "m8.5 8.5 5 5" }],
  ["circle", { cx: "11", cy: "11", r: "8" }],
  ["path", { d: "m21 21-4.3-4.3" }],
];
