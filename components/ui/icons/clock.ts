// lucide's clock (ISC licence: LICENSE beside this file).
import type { IconNode, IconShapes } from "../icon";

/** Drawn once per page, in the layout's IconSprite (icon-sprite.tsx): it is on most cards. */
export const clockIcon: IconNode = { sprite: "clock" };

export const clockShapes: IconShapes = [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M12 6v6l4 2" }],
];
