import { db } from "@/lib/db";

// The emergency requests broadcast to one clinic (a message row exists for it),
// for that clinic's staff dashboard (SPEC §3 dashboard fields).

const STATUS_RANK: Record<string, number> = { failed: 0, queued: 1, sent: 2, delivered: 3 };

export type ClinicEmergencyRequest = {
  id: string;
  severity: string;
  status: string;
  createdAt: Date;
  symptom: string;
  petSpecies: string | null;
  petSpeciesOther: string | null;
  /** Whole months. */
  petAgeMonths: number | null;
  contactName: string;
  contactPhone: string;
  pet: { name: string; species: string } | null;
  user: { firstName: string | null; lastName: string | null; phone: string | null } | null;
  /** The furthest any channel got to this clinic (delivered > sent > queued > failed). */
  messageStatus: string;
  /** 'accepted' / 'declined' / null: this clinic's latest answer. */
  clinicResponse: string | null;
  clinicResponseAt: Date | null;
  messages: { messageType: string; status: string }[];
};

export async function listClinicEmergencyRequests(clinicId: string, { limit = 100 } = {}): Promise<ClinicEmergencyRequest[]> {
  const rows = await db.emergencyRequest.findMany({
    where: { messages: { some: { clinicId } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      id: true,
      severity: true,
      status: true,
      createdAt: true,
      symptom: true,
      petSpecies: true,
      petSpeciesOther: true,
      petAgeMonths: true,
      contactName: true,
      contactPhone: true,
      pet: { select: { name: true, species: true } },
      user: { select: { firstName: true, lastName: true, phone: true } },
      messages: {
        where: { clinicId },
        select: { messageType: true, status: true, clinicResponse: true, clinicResponseAt: true },
        orderBy: { messageType: "asc" },
      },
    },
  });
  return rows.map(({ messages, ...request }) => {
    const answered = messages
      .filter((m) => m.clinicResponse && m.clinicResponseAt)
      .sort((a, b) => b.clinicResponseAt!.getTime() - a.clinicResponseAt!.getTime())[0];
    const best = [...messages].sort((a, b) => (STATUS_RANK[b.status] ?? 0) - (STATUS_RANK[a.status] ?? 0))[0];
    return {
      ...request,
      messageStatus: best?.status ?? "queued",
      clinicResponse: answered?.clinicResponse ?? null,
      clinicResponseAt: answered?.clinicResponseAt ?? null,
      messages: messages.map((m) => ({ messageType: m.messageType, status: m.status })),
    };
  });
}
