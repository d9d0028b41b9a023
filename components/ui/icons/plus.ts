// lucide's plus (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const plusIcon: IconNode = [
  ["path", { d: "M5 12h14" }],
  ["path", { d: "M12 5v14" }],
];
