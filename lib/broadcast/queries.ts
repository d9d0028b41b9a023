import "server-only";
import { db } from "@/lib/db";

export type BroadcastMessageDto = {
  id: string;
  clinicId: string;
  clinicName: string | null;
  clinicNameZh: string | null;
  messageType: string;
  recipient: string;
  content: string;
  status: string;
  retryCount: number;
  errorMessage: string | null;
  clinicResponse: string | null;
  clinicResponseAt: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  failedAt: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The status page's list (SPEC §2 "Broadcast status"), newest first. */
export async function listBroadcastMessages(requestId: string): Promise<BroadcastMessageDto[]> {
  const rows = await db.message.findMany({
    where: { emergencyRequestId: requestId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: {
      id: true,
      clinicId: true,
      clinic: { select: { name: true, nameZh: true } },
      messageType: true,
      recipient: true,
      content: true,
      status: true,
      retryCount: true,
      errorMessage: true,
      clinicResponse: true,
      clinicResponseAt: true,
      createdAt: true,
      sentAt: true,
      deliveredAt: true,
      failedAt: true,
    },
  });
  return rows.map(({ clinic, ...m }) => ({
    ...m,
    clinicName: clinic?.name ?? null,
    clinicNameZh: clinic?.nameZh ?? null,
    clinicResponseAt: iso(m.clinicResponseAt),
    createdAt: m.createdAt.toISOString(),
    sentAt: iso(m.sentAt),
    deliveredAt: iso(m.deliveredAt),
    failedAt: iso(m.failedAt),
  }));
}
