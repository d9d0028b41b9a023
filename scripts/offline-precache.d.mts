// Types for scripts/offline-precache.mjs (plain JavaScript, so scripts/standalone.mjs runs it with node alone).
export declare const PRECACHE_FILE: string;
/** The routes public/sw.js keeps (its PAGES, in both languages). */
export declare const OFFLINE_ROUTES: string[];
/** The URLs (/_next/static/…) of every file the routes' next/dynamic components load, sorted. */
export declare function offlinePrecacheUrls(dist: string): string[];
/** Writes the list beside the build; fails when the pages load nothing lazily (the door's panel must be there). */
export declare function writeOfflinePrecache(dist: string): number;
