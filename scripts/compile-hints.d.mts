// Types for scripts/compile-hints.mjs (plain JavaScript, so scripts/standalone.mjs runs it with node alone).
export declare const COMPILE_HINT: string;
/** The chunks (paths under the dist folder, "static/chunks/…") some page runs as it starts. */
export declare function startupChunks(dist: string): string[];
/** Prepends the hint to each startup chunk once; returns how many were marked now. */
export declare function markStartupChunks(dist: string): number;
