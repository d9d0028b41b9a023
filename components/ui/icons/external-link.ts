// lucide's external-link (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const externalLinkIcon: IconNode = [
  ["path", { d: "M15 3h6v6" }],
  ["path", { d: "M10 14 21 3" }],
  ["path", { d: "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" }],
];
