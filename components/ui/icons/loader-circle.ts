// lucide's loader-circle (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const loaderCircleIcon: IconNode = [["path", { d: "M21 12a9 9 0 1 1-6.219-8.56" }]];
