import "server-only";
import { z } from "zod";
import type { db } from "@/lib/db";
import { queryRows } from "@/lib/db/sql";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { ALERT_MESSAGE_TYPES } from "@/lib/messaging/message-types";

// The per-clinic anonymous cap (CLINIC_MAX_ANONYMOUS_ALERTS_PER_HOUR): how
// many requests without an account may reach one clinic in an hour, from
// everyone together and from whatever address, by every way a request has of
// reaching it: an alert (on one channel or both), or an arrival notice ("I'm
// coming", which its staff see in "Coming in" and which is sent on its
// channel). A request counts once however it reached the clinic, so a request
// already among them may still follow up (an owner tells the clinic that
// accepted them that they are coming); what one request can send a clinic is
// bounded elsewhere (one alert per channel, one arrival notice). The broadcast
// and the arrival notice both ask here, inside the transaction that writes
// what the clinic receives.

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

const lockedShape = z.object({ id: z.string() });
const reachedShape = z.object({ clinic_id: z.string(), requests: z.coerce.number() });

export type AnonymousCapCheck = {
  max: number;
  /** The request about to reach the clinics: it is not counted against itself. */
  requestId: string;
  /** An hour before now by the app's clock (lib/clock.ts), which stamps arrival notices; messages are stamped by the database's. */
  noticesSince: Date;
};

/**
 * The clinics (of `clinicIds`) that `max` other anonymous requests already
 * reached in the last hour. Their rows are locked first, so concurrent
 * broadcasts and arrival notices to one clinic count one after the other and
 * cannot pass the cap together; the count is the stored facts themselves
 * (messages, arrival notices), so the cap needs no store of its own.
 */
export async function clinicsAtAnonymousCap(tx: Tx, clinicIds: string[], check: AnonymousCapCheck): Promise<Set<string>> {
  await queryRows(Prisma.sql`SELECT id FROM clinics WHERE id = ANY(${clinicIds}::uuid[]) ORDER BY id FOR UPDATE`, lockedShape, tx);
  return countAtCap(clinicIds, check, tx);
}

/**
 * The same count without a lock or a transaction: what a page reads to offer
 * only what a broadcast could send now. The broadcast counts again under its lock.
 */
export function clinicsAtAnonymousCapNow(clinicIds: string[], check: AnonymousCapCheck): Promise<Set<string>> {
  return countAtCap(clinicIds, check);
}

async function countAtCap(clinicIds: string[], check: AnonymousCapCheck, tx?: Tx): Promise<Set<string>> {
  if (!clinicIds.length) return new Set();
  const rows = await queryRows(
    Prisma.sql`
    SELECT clinic_id, count(DISTINCT emergency_request_id) AS requests FROM (
      SELECT m.clinic_id, m.emergency_request_id
      FROM messages m JOIN emergency_requests r ON r.id = m.emergency_request_id
      WHERE m.clinic_id = ANY(${clinicIds}::uuid[])
        AND r.user_id IS NULL
        AND m.message_type = ANY(${ALERT_MESSAGE_TYPES}::text[])
        AND m.emergency_request_id <> ${check.requestId}::uuid
        AND m.created_at > now() - interval '1 hour'
      UNION ALL
      SELECT a.clinic_id, a.emergency_request_id
      FROM arrival_notices a JOIN emergency_requests r ON r.id = a.emergency_request_id
      WHERE a.clinic_id = ANY(${clinicIds}::uuid[])
        AND r.user_id IS NULL
        AND a.emergency_request_id <> ${check.requestId}::uuid
        AND a.created_at > ${check.noticesSince}::timestamp(3)
    ) reached
    GROUP BY clinic_id`,
    reachedShape,
    tx,
  );
  return new Set(rows.filter((r) => r.requests >= check.max).map((r) => r.clinic_id));
}

/** The 429 for a clinic past its anonymous share this hour, with the field message that tells the owner to call it. */
export function anonymousCapError(fields: Record<string, string>): AppError {
  return new AppError("rate_limited", "The clinic has heard from its maximum of requests without an account this hour: call it", fields, {
    "Retry-After": String(60 * 60),
  });
}
