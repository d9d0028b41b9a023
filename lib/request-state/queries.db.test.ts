import { db } from "@/lib/db";
import { resetData } from "@/tests/utils/db";
import { createClinics, createRequest, queueMessages } from "@/tests/utils/messaging";
import { mayTellComing } from "./derive";
import { loadHospitalState, loadRequestState, loadRequestStates } from "./queries";

// The stored facts as the screens read them (lib/request-state/queries.ts):
// alerts with each channel's word and the answer, "I'm coming" notices, the
// owner's taps; one request or several at once.

beforeAll(resetData);

describe("loadRequestState", () => {
  it("reads every kind of fact into each hospital's state and counts hospitals", async () => {
    const { clinics } = await createClinics(4);
    const [read, declined, called, told] = clinics;
    const request = await createRequest();
    await queueMessages(request.id, [read, declined], "email");
    const whatsapp = await queueMessages(request.id, [read], "whatsapp");
    const at = new Date(Date.now() - 60_000);
    await db.message.update({ where: { id: whatsapp[0].id }, data: { status: "delivered", sentAt: at, deliveredAt: at, readAt: at } });
    await db.message.updateMany({
      where: { emergencyRequestId: request.id, clinicId: declined.id },
      data: { status: "sent", sentAt: at, clinicResponse: "declined", clinicResponseAt: at },
    });
    await db.clinicContactTap.createMany({
      data: [
        { emergencyRequestId: request.id, clinicId: called.id, method: "call" },
        { emergencyRequestId: request.id, clinicId: declined.id, method: "call" },
      ],
    });
    await db.arrivalNotice.create({
      data: { emergencyRequestId: request.id, clinicId: told.id, etaMinutes: 20, expectedAt: new Date(Date.now() + 20 * 60_000) },
    });

    const state = await loadRequestState(request.id);
    const byId = new Map(state.hospitals.map((h) => [h.clinicId, h]));
    expect(byId.get(read.id)).toMatchObject({ state: "read", at: at.toISOString(), received: true });
    expect(byId.get(read.id)?.alerts.map((a) => [a.channel, a.status])).toEqual([
      ["email", "queued"],
      ["whatsapp", "delivered"],
    ]);
    expect(byId.get(declined.id)).toMatchObject({ state: "declined", called: true });
    expect(byId.get(called.id)).toMatchObject({ state: "not_asked", called: true });
    expect(byId.get(told.id)).toMatchObject({ state: "coming", arrival: { etaMinutes: 20, delivery: "none" } });
    expect(byId.get(read.id)?.clinic).toMatchObject({ name: read.name, phone: read.phone });
    expect(state.summary).toMatchObject({ asked: 2, sent: 2, received: 2, no: 1, coming: 1 });

    // The rule for "I'm coming", on what is stored: never the decliner, though the owner called it.
    expect(mayTellComing(await loadHospitalState(request.id, declined.id))).toBe(false);
    expect(mayTellComing(await loadHospitalState(request.id, called.id))).toBe(true);
    expect(mayTellComing(await loadHospitalState(request.id, read.id))).toBe(false);
    expect(mayTellComing(await loadHospitalState(request.id, told.id))).toBe(false);
  });

  it("reads several requests at once, each with only its own facts", async () => {
    const { clinics } = await createClinics(1);
    const [a, b, none] = [await createRequest(), await createRequest(), await createRequest()];
    await queueMessages(a.id, clinics, "email");
    await queueMessages(b.id, clinics, "whatsapp");
    const states = await loadRequestStates([a.id, b.id, none.id]);
    expect(states.get(a.id)?.hospitals.flatMap((h) => h.alerts.map((x) => x.channel))).toEqual(["email"]);
    expect(states.get(b.id)?.hospitals.flatMap((h) => h.alerts.map((x) => x.channel))).toEqual(["whatsapp"]);
    expect(states.get(none.id)).toMatchObject({ hospitals: [], summary: { asked: 0 } });
  });

  it("says the request is silent SILENCE_MINUTES (3) after its first alert with no yes, on the app's clock", async () => {
    const { clinics } = await createClinics(2);
    const [quiet, fresh] = [await createRequest(), await createRequest()];
    await queueMessages(quiet.id, clinics, "email");
    await queueMessages(fresh.id, clinics, "email");
    const first = new Date(Date.now() - 3 * 60_000 - 5_000);
    await db.message.updateMany({ where: { emergencyRequestId: quiet.id, clinicId: clinics[0].id }, data: { createdAt: first } });
    const states = await loadRequestStates([quiet.id, fresh.id]);
    expect(states.get(quiet.id)?.silence).toEqual({ since: first.toISOString(), minutes: 3 });
    expect(states.get(fresh.id)?.silence).toBeNull();

    // An Accept ends it.
    await db.message.updateMany({
      where: { emergencyRequestId: quiet.id, clinicId: clinics[1].id },
      data: { status: "sent", sentAt: new Date(), clinicResponse: "accepted", clinicResponseAt: new Date() },
    });
    expect((await loadRequestState(quiet.id)).silence).toBeNull();
  });
});

describe("pushes to a hospital's staff devices", () => {
  it("lists the alert, arrival and reminder pushes on their hospital, a failed one with its reason, and counts none of them", async () => {
    const { clinics } = await createClinics(1);
    const [clinic] = clinics;
    const request = await createRequest();
    await queueMessages(request.id, [clinic], "email");
    const before = await loadRequestState(request.id);
    const failedAt = new Date();
    // Queued 5 minutes before the alert (longer than SILENCE_MINUTES): silence still counts from the alert.
    const second = (n: number) => new Date(failedAt.getTime() - 5 * 60_000 + n * 1000);
    const row = (messageType: string, n: number, data: object = {}) => ({
      emergencyRequestId: request.id,
      clinicId: clinic.id,
      messageType,
      recipient: "devices",
      content: messageType,
      createdAt: second(n),
      ...data,
    });
    await db.message.createMany({
      data: [
        row("push", 1, {
          status: "failed",
          retryCount: 3,
          failedAt,
          errorCode: "unreachable",
          errorMessage: "Push: 0 delivered, 0 gone, 1 unreachable, 0 refused",
        }),
        row("arrival_push", 2),
        row("reminder_push", 3, { status: "sent", sentAt: failedAt }),
        // The owner's answer push is the owner's, not the hospital's devices'.
        row("answer_push", 4, { recipient: "owner", status: "failed", failedAt, errorCode: "unreachable" }),
      ],
    });

    const state = await loadRequestState(request.id);
    const [h] = state.hospitals;
    expect(h.pushes.map((p) => [p.kind, p.status, p.retryCount, p.errorCode])).toEqual([
      ["alert", "failed", 3, "unreachable"],
      ["arrival", "queued", 0, null],
      ["reminder", "sent", 0, null],
    ]);
    expect(h.pushes[0]).toMatchObject({ failedAt: failedAt.toISOString() });
    expect(h.pushes[0]).not.toHaveProperty("errorDetail");
    expect(h.alerts.map((a) => a.channel)).toEqual(["email"]);
    // Nothing the screens count moved.
    expect(state.hospitals.map(({ pushes: _p, ...rest }) => rest)).toEqual(before.hospitals.map(({ pushes: _p, ...rest }) => rest));
    expect(state.summary).toEqual(before.summary);
    expect(state.silence).toBeNull();

    const admin = await loadRequestState(request.id, { forAdmin: true });
    expect(admin.hospitals[0].pushes[0]).toMatchObject({ errorDetail: "Push: 0 delivered, 0 gone, 1 unreachable, 0 refused" });
  });
});
