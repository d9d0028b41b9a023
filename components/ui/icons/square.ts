// lucide's square (ISC licence: LICENSE beside this file).
import type { IconNode } from "../icon";

export const squareIcon: IconNode = [["rect", { width: "18", height: "18", x: "3", y: "3", rx: "2" }]];
