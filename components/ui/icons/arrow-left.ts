// lucide's arrow-left (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const arrowLeftIcon: IconNode = [
  ["path", { d: "m12 19-7-7 7-7" }],
  ["path", { d: "M19 12H5" }],
];
