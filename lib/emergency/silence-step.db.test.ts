import { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import type { ClinicResult } from "@/lib/clinics/search";
import { consumeLimit } from "@/lib/rate-limit";
import { loadRequestState } from "@/lib/request-state/queries";
import { resetData } from "@/tests/utils/db";
import { createClinics, createRequest, queueMessages } from "@/tests/utils/messaging";
import { loadSilenceStep } from "./silence-step";

// The results page's next step on silence, on stored facts: offered only when
// the broadcast could send it now (the request's and the address's budgets,
// each clinic's hourly share of requests without an account), else why not.

beforeAll(resetData);

const NOW = new Date();
const SHARE = getServerEnv().CLINIC_MAX_ANONYMOUS_ALERTS_PER_HOUR;
type Row = Awaited<ReturnType<typeof createClinics>>["clinics"][number];
/** A clinic as the results page's search returns it, open now, `km` away. */
const result = (c: Row, km: number) =>
  ({
    ...c,
    distanceKm: km,
    is24Hour: true,
    hasEmail: true,
    latitude: 22.3,
    longitude: 114.17,
    coordPrecision: null,
    availability: null,
    openStatus: { state: "open24h" },
    profile: null,
  }) as unknown as ClinicResult & { profile: null };

/** A request that alerted `asked` four minutes ago, no one answering: silent. */
async function silentRequest(asked: Row[], userId: string | null = null) {
  const request = await createRequest();
  if (userId) await db.emergencyRequest.update({ where: { id: request.id }, data: { userId } });
  await queueMessages(request.id, asked, "email");
  await db.message.updateMany({ where: { emergencyRequestId: request.id }, data: { createdAt: new Date(Date.now() - 4 * 60_000) } });
  return request.id;
}

/** Another request without an account reached `clinic` just now. */
async function reachedByAnother(clinic: Row) {
  await queueMessages((await createRequest()).id, [clinic], "email");
}

const step = async (requestId: string, clinics: ClinicResult[], ip = "203.0.113.60") =>
  loadSilenceStep({
    requestId,
    state: await loadRequestState(requestId),
    clinics,
    from: null,
    ctx: { now: NOW },
    cap: 10,
    ip,
  });

describe("loadSilenceStep", () => {
  it("is none before the request is silent", async () => {
    const { clinics } = await createClinics(2);
    const request = await createRequest();
    await queueMessages(request.id, [clinics[0]], "email");
    expect(
      await step(
        request.id,
        clinics.map((c, i) => result(c, i + 1)),
      ),
    ).toBeNull();
  });

  it("puts the nearest not yet asked first and offers the next three, skipping one past its anonymous share", async () => {
    const { clinics } = await createClinics(6);
    const [asked, near, busy, third, fourth, fifth] = clinics;
    const requestId = await silentRequest([asked]);
    for (let i = 0; i < SHARE; i++) await reachedByAnother(busy);
    const s = await step(
      requestId,
      clinics.map((c, i) => result(c, i + 1)),
    );
    expect(s?.pick).toMatchObject({ clinic: { id: near.id }, reason: "no_answer" });
    expect(s?.next.map((c) => c.id)).toEqual([near.id, third.id, fourth.id]);
    expect(s?.refusal).toBeNull();
    expect(s?.next.map((c) => c.id)).not.toContain(fifth.id);
  });

  it("does not count a signed-in owner's request against the anonymous share", async () => {
    const { clinics } = await createClinics(2);
    const [asked, busy] = clinics;
    const user = await db.user.create({ data: { email: `silence-${Date.now()}@example.test`, firstName: "Owner" } });
    const requestId = await silentRequest([asked], user.id);
    for (let i = 0; i < SHARE; i++) await reachedByAnother(busy);
    expect((await step(requestId, [result(asked, 1), result(busy, 2)]))?.next.map((c) => c.id)).toEqual([busy.id]);
  });

  it("says why when it cannot be offered: every one past its share, none left, or the budget spent", async () => {
    const { clinics } = await createClinics(3);
    const [asked, busyA, busyB] = clinics;
    const requestId = await silentRequest([asked]);
    for (const c of [busyA, busyB]) for (let i = 0; i < SHARE; i++) await reachedByAnother(c);
    expect(await step(requestId, [result(asked, 1), result(busyA, 2), result(busyB, 3)])).toMatchObject({
      next: [],
      refusal: "clinics_busy",
      pick: { clinic: { id: busyA.id } },
    });
    expect(await step(requestId, [result(asked, 1)])).toMatchObject({ next: [], refusal: "none_left", pick: { clinic: { id: asked.id } } });

    const { clinics: fresh } = await createClinics(2);
    const spent = await silentRequest([fresh[0]]);
    for (let i = 0; i < getServerEnv().BROADCAST_MAX_PER_REQUEST; i++) await consumeLimit("broadcastRequest", spent);
    expect(await step(spent, [result(fresh[0], 1), result(fresh[1], 2)])).toMatchObject({ next: [], refusal: "limit" });
  });
});
