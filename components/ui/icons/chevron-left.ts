// lucide's chevron-left (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const chevronLeftIcon: IconNode = [["path", { d: "m15 18-6-6 6-6" }]];
