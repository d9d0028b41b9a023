// lucide's circle-check (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const circleCheckIcon: IconNode = [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "m16 9-5.5 5.5L8 12" }],
];
