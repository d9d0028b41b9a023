// lucide's clock (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const clockIcon: IconNode = [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M12 6v6l4 2" }],
];
