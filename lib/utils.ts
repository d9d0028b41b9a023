import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

/** Class names joined, a later class of a group replacing an earlier one (see lib/class-merge.ts). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
