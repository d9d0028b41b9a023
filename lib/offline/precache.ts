import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { distDir } from "@/lib/dist-dir";
import { PRECACHE_FILE } from "@/scripts/offline-precache.mjs";

// The files the service worker precaches besides the pages it keeps: what those
// pages load later (the two-tap door's panel), as the build listed them from its
// manifests (scripts/offline-precache.mjs, run by scripts/standalone.mjs).

const urlsSchema = z.array(z.string().regex(/^\/_next\/static\/[\w./-]+$/));

let urls: string[] | null = null;

/** The build's list, read once; empty where there is none (next dev, or a build without scripts/standalone.mjs). */
export function offlinePrecacheUrls(): string[] {
  if (urls) return urls;
  try {
    urls = urlsSchema.parse(JSON.parse(readFileSync(path.join(/* turbopackIgnore: true */ distDir(), PRECACHE_FILE), "utf8")));
  } catch {
    urls = [];
  }
  return urls;
}
