import path from "node:path";

/**
 * Where `next build` writes (next.config.ts reads the same variable). Its own
 * module: the server reads a file of the build through it (lib/offline/precache.ts)
 * without bringing the build fingerprint's walk of the sources into a route.
 */
export function distDir(root = process.cwd()): string {
  return path.join(/* turbopackIgnore: true */ root, process.env.NEXT_DIST_DIR || ".next");
}
