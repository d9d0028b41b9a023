// lucide's chevron-right (ISC licence: LICENSE beside this file).
import type { IconNode, IconShapes } from "../icon";

/** Drawn once per page, in the layout's IconSprite (icon-sprite.tsx): it is on most cards. */
export const chevronRightIcon: IconNode = { sprite: "chevron-right" };

export const chevronRightShapes: IconShapes = [["path", { d: "m9 18 6-6-6-6" }]];
