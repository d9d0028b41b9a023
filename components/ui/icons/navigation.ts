// lucide's navigation (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const navigationIcon: IconNode = [["polygon", { points: "3 11 22 2 13 21 11 13 3 11" }]];
