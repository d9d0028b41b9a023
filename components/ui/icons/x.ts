// lucide's x (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const xIcon: IconNode = [
  ["path", { d: "M18 6 6 18" }],
  ["path", { d: "m6 6 12 12" }],
];
