// lucide's info (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const infoIcon: IconNode = [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M12 16v-4" }],
  ["path", { d: "M12 8h.01" }],
];
