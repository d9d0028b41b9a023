// lucide's circle-slash (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const circleSlashIcon: IconNode = [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["line", { x1: "9", x2: "15", y1: "15", y2: "9" }],
];
