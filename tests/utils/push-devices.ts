import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { PushPeer, ReceivedPush } from "@/tests/peers/push";
import { testSubscription, type TestSubscription } from "./push-keys";

// Staff devices on the stand-in push service (tests/peers/push.ts) for tools
// that run whole servers (the benchmark, the instances tier): one staff member
// linked to each clinic, with one subscription stored as POST
// /api/push/subscriptions stores it, and the stand-in's receipts opened with
// those devices' keys and counted per (request, clinic, kind).

export type StaffDevice = TestSubscription & { clinicId: string; path: string };

/** One staff member of each clinic, each with one subscribed device (English) on `peer`. */
export async function subscribeStaffDevices(sql: pg.Client, peer: PushPeer, clinicIds: readonly string[]): Promise<StaffDevice[]> {
  const devices: StaffDevice[] = [];
  for (const clinicId of clinicIds) {
    const {
      rows: [user],
    } = await sql.query<{ id: string }>(`INSERT INTO users (email, first_name, clinic_id) VALUES ($1, 'Push', $2) RETURNING id`, [
      `push-staff-${randomUUID()}@clinic.test`,
      clinicId,
    ]);
    const subscription = testSubscription(peer.endpoint());
    await sql.query(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, language, user_id, clinic_id) VALUES ($1, $2, $3, 'en', $4, $5)`,
      [subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, user.id, clinicId],
    );
    devices.push({ ...subscription, clinicId, path: new URL(subscription.endpoint).pathname });
  }
  return devices;
}

export type PushKindReceived = "alert" | "reminder" | "arrival";
/** One push the stand-in accepted for a device: whose request, which clinic, what kind, and when (ms since the epoch). */
export type PushReceipt = { requestId: string; clinicId: string; kind: PushKindReceived; at: number };

/**
 * Each received push opened once: callers poll openReceipts until the last pushes arrive, and
 * decrypting every earlier one again on each poll would take CPU from the worker being waited on.
 */
const opened = new WeakMap<ReceivedPush, PushReceipt[]>();

/** The stand-in's receipts for these devices, each decrypted with its device's keys (others' are left out). */
export function openReceipts(peer: PushPeer, devices: readonly StaffDevice[]): PushReceipt[] {
  const byPath = new Map(devices.map((d) => [d.path, d]));
  return peer.received.flatMap((r) => {
    const device = byPath.get(r.path);
    if (!device) return [];
    const cached = opened.get(r);
    if (cached) return cached;
    // lib/messaging/push-content.ts: tag "alert-{request}" (a reminder renotifies) or "arrival-{request}".
    const payload = device.open(r.body) as { tag: string; renotify?: boolean };
    const [, prefix, requestId] = /^(alert|arrival)-(.+)$/.exec(payload.tag) ?? [];
    const kind: PushKindReceived = prefix === "arrival" ? "arrival" : payload.renotify ? "reminder" : "alert";
    const receipt: PushReceipt[] = requestId ? [{ requestId, clinicId: device.clinicId, kind, at: r.at }] : [];
    opened.set(r, receipt);
    return receipt;
  });
}

const receiptKey = (r: Pick<PushReceipt, "requestId" | "clinicId" | "kind">) => `${r.requestId}:${r.clinicId}:${r.kind}`;

/** The keys of one broadcast's first alerts: one per clinic it alerted. */
export const alertKeys = (requestId: string, clinicIds: readonly string[]) =>
  clinicIds.map((clinicId) => receiptKey({ requestId, clinicId, kind: "alert" }));

/**
 * The receipts of the expected (request, clinic, kind) keys: how many keys arrived,
 * how many times more than once (duplicates), how many never (lost), and each key's first receipt.
 */
export function tallyReceipts(receipts: readonly PushReceipt[], expected: readonly string[]) {
  const byKey = new Map<string, PushReceipt[]>();
  for (const r of receipts) byKey.set(receiptKey(r), [...(byKey.get(receiptKey(r)) ?? []), r]);
  const arrived = expected.filter((key) => byKey.has(key));
  return {
    received: arrived.length,
    duplicates: arrived.reduce((n, key) => n + byKey.get(key)!.length - 1, 0),
    lost: expected.length - arrived.length,
    first: new Map(arrived.map((key) => [key, byKey.get(key)![0]])),
  };
}
