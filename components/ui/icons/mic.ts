// lucide's mic (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const micIcon: IconNode = [
  ["path", { d: "M12 19v3" }],
  ["path", { d: "M19 10v2a7 7 0 0 1-14 0v-2" }],
  ["rect", { x: "9", y: "2", width: "6", height: "13", rx: "3" }],
];
