// lucide's list (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const listIcon: IconNode = [
  ["path", { d: "M3 5h.01" }],
  ["path", { d: "M3 12h.01" }],
  ["path", { d: "M3 19h.01" }],
  ["path", { d: "M8 5h13" }],
  ["path", { d: "M8 12h13" }],
  ["path", { d: "M8 19h13" }],
];
