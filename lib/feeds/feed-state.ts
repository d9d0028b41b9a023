import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";

// The last state of each outside feed (feed_states). A feed that fails is
// logged once per outage (when it starts failing, and when it answers again),
// never once per poll, and never blocks a page: pages read what is stored.

export async function recordFeedSuccess(name: string, data: Prisma.InputJsonValue, now = new Date()) {
  const before = await db.feedState.findUnique({ where: { name }, select: { error: true } });
  await db.feedState.upsert({
    where: { name },
    create: { name, data, fetchedAt: now, checkedAt: now },
    update: { data, fetchedAt: now, checkedAt: now, error: null },
  });
  if (before?.error) log.info("feed.recovered", { feed: name });
}

export async function recordFeedFailure(name: string, error: unknown, now = new Date()) {
  const message = error instanceof Error ? error.message : String(error);
  const before = await db.feedState.findUnique({ where: { name }, select: { error: true } });
  await db.feedState.upsert({
    where: { name },
    create: { name, checkedAt: now, error: message },
    update: { checkedAt: now, error: message },
  });
  if (!before?.error) log.warn("feed.unavailable", { feed: name, error: message });
}

/** GET a JSON document with a timeout; throws on anything but a 2xx JSON answer. */
export async function fetchJson(url: string, timeoutMs = 10_000): Promise<unknown> {
  const res = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}
