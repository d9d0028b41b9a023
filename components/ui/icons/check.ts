// lucide's check (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const checkIcon: IconNode = [["path", { d: "M20 6 9 17l-5-5" }]];
