import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { clientIp, userAgent } from "@/lib/request-meta";

// The audit trail (audit_logs): who changed what, from where. Callers pass the
// fields that changed as { field: { from, to } }; personal data that is not
// needed to understand the change should be left out.

export type AuditEntry = {
  entityType: string;
  entityId: string | null;
  action: string;
  userId: string | null;
  changes?: Record<string, unknown> | null;
  headers?: Headers;
};

type Client = Pick<typeof db, "auditLog">;

/** Writes one entry; pass a transaction client to make it part of the change it records. */
export async function writeAudit(entry: AuditEntry, client: Client = db) {
  await client.auditLog.create({
    data: {
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      userId: entry.userId,
      changes: entry.changes ? (entry.changes as Prisma.InputJsonValue) : Prisma.DbNull,
      ipAddress: entry.headers ? clientIp(entry.headers) : null,
      userAgent: entry.headers ? userAgent(entry.headers) : null,
    },
  });
}

/** { field: { from, to } } for every field of `after` whose value differs from `before`. */
export function diffFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    const from = before[key];
    if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) changes[key] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}
