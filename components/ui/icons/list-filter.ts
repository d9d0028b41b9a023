// lucide's list-filter (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const listFilterIcon: IconNode = [
  ["path", { d: "M2 5h20" }],
  ["path", { d: "M6 12h12" }],
  ["path", { d: "M9 19h6" }],
];
