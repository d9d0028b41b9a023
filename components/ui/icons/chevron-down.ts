// lucide's chevron-down (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const chevronDownIcon: IconNode = [["path", { d: "m6 9 6 6 6-6" }]];
