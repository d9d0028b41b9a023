// lucide's chevron-right (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const chevronRightIcon: IconNode = [["path", { d: "m9 18 6-6-6-6" }]];
