import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { handleWhatsAppWebhook } from "@/lib/messaging/whatsapp-webhook";
import { startSmtpPeer, startWhatsAppPeer, type SmtpPeer, type WhatsAppPeer } from "@/tests/peers";
import { asCurrentUser, resetData } from "@/tests/utils/db";
import { createClinics, createRequest, queueMessages, testWorker } from "@/tests/utils/messaging";
import { listArrivalNotices, listComingIn } from "./queries";
import { acknowledgeArrival, closeArrival, ownClinicArrival, recordContactTap, tellClinicComing } from "./service";

// "Tell them I'm coming" against the real database, the real
// outbox worker, a loopback SMTP server and the WhatsApp Cloud API stand-in.

let smtp: SmtpPeer;
let whatsapp: WhatsAppPeer;

beforeAll(async () => {
  await resetData();
  [smtp, whatsapp] = await Promise.all([startSmtpPeer(), startWhatsAppPeer()]);
});
afterAll(async () => {
  await Promise.all([smtp.stop(), whatsapp.stop()]);
});

async function drain() {
  const worker = testWorker({ smtp, whatsapp });
  await worker.drain();
  await worker.stop();
}

/** A GPS request at Mong Kok and three clinics with WhatsApp and email. */
async function setup() {
  const { clinics } = await createClinics(3);
  const request = await createRequest({
    manualLocation: null,
    locationLatitude: 22.3193,
    locationLongitude: 114.1694,
    locationPrecision: "gps",
  });
  return { clinics, request };
}

/** The clinic's email alert reached it and it pressed Accept. */
async function acceptedByEmail(requestId: string, clinic: { id: string; email: string | null; whatsapp: string | null }) {
  const [alert] = await queueMessages(requestId, [clinic], "email");
  await db.message.update({ where: { id: alert.id }, data: { status: "sent", clinicResponse: "accepted", clinicResponseAt: new Date() } });
}

/** A staff member of `clinic` (`tag` keeps the address unique). */
const staffOf = (clinic: { id: string }, tag: string) =>
  db.user.create({ data: { email: `${tag}-${clinic.id}@clinics.test`, role: "staff", clinicId: clinic.id } });

/** The owner: an address, and a request whose human check passed (the route's part, tested over HTTP). */
const CALLER = { ip: "203.0.113.29", humanCheck: async () => {} };

const arrivalRows = (requestId: string) =>
  db.message.findMany({ where: { emergencyRequestId: requestId, messageType: { startsWith: "arrival_" } } });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("Tell them I'm coming", () => {
  it("is refused (403) for a clinic that neither accepted nor was called, and stores nothing", async () => {
    const { clinics, request } = await setup();
    // Alerted, but no answer: still not allowed.
    await queueMessages(request.id, [clinics[0]], "email");
    const error = await refusal(tellClinicComing(request.id, { clinicId: clinics[0].id, etaMinutes: 20 }, CALLER));
    expect(error.status).toBe(403);
    expect(error.fields).toEqual({ clinicId: "Coming.errors.notAllowed" });
    expect(await db.arrivalNotice.count({ where: { emergencyRequestId: request.id } })).toBe(0);
    expect(await arrivalRows(request.id)).toHaveLength(0);
  });

  it("goes through the outbox once per request and clinic on the channel that reached it; a second time is 409", async () => {
    const { clinics, request } = await setup();
    await acceptedByEmail(request.id, clinics[1]);
    const before = Date.now();
    const notice = await tellClinicComing(request.id, { clinicId: clinics[1].id, etaMinutes: 30 }, CALLER);
    expect(notice).toMatchObject({ clinicId: clinics[1].id, etaMinutes: 30, state: "coming", delivery: "queued" });
    const expected = new Date(notice.expectedAt).getTime();
    expect(expected).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(expected).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);

    const again = await refusal(tellClinicComing(request.id, { clinicId: clinics[1].id, etaMinutes: 10 }, CALLER));
    expect(again.status).toBe(409);
    expect(again.fields).toEqual({ clinicId: "Coming.errors.already" });
    const rows = await arrivalRows(request.id);
    expect(rows).toHaveLength(1);
    // Email reached it, so email it is, though the clinic also has WhatsApp.
    expect(rows[0]).toMatchObject({ messageType: "arrival_email", recipient: clinics[1].email, status: "queued" });
    expect(await db.arrivalNotice.findFirstOrThrow({ where: { emergencyRequestId: request.id } })).toMatchObject({ etaMinutes: 30 });

    await drain();
    const mail = smtp.mails.find((m) => m.to.includes(clinics[1].email!) && m.subject.includes("on the way"))!;
    expect(mail.subject).toBe("The owner is on the way / 主人正前來");
    expect(mail.text).toMatch(
      /The owner of the Dog you were alerted about \(Seizure, Breathing difficulty\) is on the way to you, expected around \d{2}:\d{2} \(about 30 min\)\. Owner's phone: \+85261234567\./,
    );
    expect(mail.text).toMatch(/主人正前往你們的醫院，預計約 \d{2}:\d{2} 到達（約 30 分鐘）/);
    // Nothing to answer: no reply links.
    expect(mail.text).not.toMatch(/https?:\/\//);
    expect((await listArrivalNotices(request.id))[0].delivery).toBe("sent");
    // The owner's alert list (delivery strip, status page) does not count the follow-up.
    const { listBroadcastMessages } = await import("@/lib/broadcast/queries");
    expect((await listBroadcastMessages(request.id)).map((m) => m.messageType)).toEqual(["email"]);
  });

  it("is allowed after a recorded call tap; the owner reads delivered, or failed, from the message row", async () => {
    const { clinics, request } = await setup();
    await recordContactTap(request.id, { clinicId: clinics[2].id, method: "call" });
    await recordContactTap(request.id, { clinicId: clinics[2].id, method: "call" });
    expect(await db.clinicContactTap.count({ where: { emergencyRequestId: request.id } })).toBe(1);
    whatsapp.reset();
    await tellClinicComing(request.id, { clinicId: clinics[2].id, etaMinutes: 20 }, CALLER);
    const [row] = await arrivalRows(request.id);
    // Never alerted: its WhatsApp first.
    expect(row).toMatchObject({ messageType: "arrival_whatsapp", recipient: clinics[2].whatsapp });

    await drain();
    const sent = whatsapp.requests.find((r) => (r.body as { to?: string }).to === clinics[2].whatsapp!.replace(/\D/g, ""));
    const template = (sent!.body as { template: { name: string; components: { type: string; parameters: { text: string }[] }[] } })
      .template;
    expect(template.name).toBe("owner_on_the_way");
    // The approved variables only: pet, symptoms, when, phone; no quick-reply buttons.
    expect(template.components).toHaveLength(1);
    expect(template.components[0].parameters.map((p) => p.text)).toEqual([
      "Dog",
      "Seizure, Breathing difficulty",
      expect.stringMatching(/^around \d{2}:\d{2} \(about 20 min\)$/),
      "+85261234567",
    ]);
    expect((await listArrivalNotices(request.id))[0].delivery).toBe("sent");
    const { providerMessageId } = await db.message.findUniqueOrThrow({ where: { id: row.id } });
    await handleWhatsAppWebhook({
      object: "whatsapp_business_account",
      entry: [{ changes: [{ value: { statuses: [{ id: providerMessageId!, status: "delivered", timestamp: "1764100000" }] } }] }],
    });
    expect((await listArrivalNotices(request.id))[0]).toMatchObject({ delivery: "delivered", errorCode: null });

    // A clinic whose WhatsApp refuses it: failed, with the reason the owner is told.
    const other = await setup();
    await recordContactTap(other.request.id, { clinicId: other.clinics[0].id, method: "directions" });
    whatsapp.failNext(1, "invalid_number");
    await tellClinicComing(other.request.id, { clinicId: other.clinics[0].id, etaMinutes: 45 }, CALLER);
    await drain();
    expect((await listArrivalNotices(other.request.id))[0]).toMatchObject({ delivery: "failed", errorCode: "recipient_refused" });
  });

  it("is closed by its clinic's staff only: another clinic's staff get 403; Arrived closes it and is audited", async () => {
    const { clinics, request } = await setup();
    await acceptedByEmail(request.id, clinics[0]);
    const notice = await tellClinicComing(request.id, { clinicId: clinics[0].id, etaMinutes: 10 }, CALLER);
    const [ours, theirs] = await Promise.all([staffOf(clinics[0], "staff"), staffOf(clinics[1], "staff")]);
    const now = new Date();
    expect((await listComingIn(clinics[0].id, now)).map((i) => i.id)).toEqual([notice.id]);
    expect(await listComingIn(clinics[1].id, now)).toEqual([]);

    const denied = await refusal(ownClinicArrival(notice.id, asCurrentUser(theirs)));
    expect(denied.status).toBe(403);
    // A notice that does not exist gets the same answer as another clinic's.
    const missing = await refusal(ownClinicArrival("00000000-0000-4000-8000-000000000000", asCurrentUser(ours)));
    expect([missing.status, missing.message]).toEqual([denied.status, denied.message]);
    expect((await db.arrivalNotice.findUniqueOrThrow({ where: { id: notice.id } })).state).toBe("coming");

    const own = await ownClinicArrival(notice.id, asCurrentUser(ours));
    await closeArrival(own, "arrived", asCurrentUser(ours), new Headers({ "x-forwarded-for": "203.0.113.9" }));
    const closed = await db.arrivalNotice.findUniqueOrThrow({ where: { id: notice.id } });
    expect(closed).toMatchObject({ state: "arrived", closedBy: ours.id });
    expect(closed.closedAt).toBeInstanceOf(Date);
    const audit = await db.auditLog.findMany({ where: { entityType: "arrival_notice", entityId: notice.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "arrival_closed", userId: ours.id, changes: { state: { from: "coming", to: "arrived" } } });
    expect(await listComingIn(clinics[0].id, now)).toEqual([]);

    const twice = await refusal(closeArrival(own, "no_show", asCurrentUser(ours), new Headers()));
    expect(twice.status).toBe(409);
  });

  it("is acknowledged by its clinic's staff once: the first time and who are kept, audited once; the owner's pages read expected", async () => {
    const { clinics, request } = await setup();
    await acceptedByEmail(request.id, clinics[0]);
    const notice = await tellClinicComing(request.id, { clinicId: clinics[0].id, etaMinutes: 20 }, CALLER);
    const [ours, theirs] = await Promise.all([staffOf(clinics[0], "ack"), staffOf(clinics[1], "ack")]);
    expect((await refusal(ownClinicArrival(notice.id, asCurrentUser(theirs)))).status).toBe(403);

    const own = await ownClinicArrival(notice.id, asCurrentUser(ours));
    const first = await acknowledgeArrival(own, asCurrentUser(ours), new Headers());
    const again = await acknowledgeArrival(own, asCurrentUser(ours), new Headers());
    expect(again).toEqual(first);
    const row = await db.arrivalNotice.findUniqueOrThrow({ where: { id: notice.id } });
    expect(row).toMatchObject({ state: "coming", acknowledgedBy: ours.id });
    expect(row.acknowledgedAt!.toISOString()).toBe(first.acknowledgedAt);
    const audit = await db.auditLog.findMany({ where: { entityId: notice.id, action: "arrival_acknowledged" } });
    expect(audit).toHaveLength(1);
    expect(audit[0].userId).toBe(ours.id);

    const { loadHospitalState } = await import("@/lib/request-state/queries");
    expect(await loadHospitalState(request.id, clinics[0].id)).toMatchObject({ state: "expected", at: first.acknowledgedAt });
    const [coming] = await listComingIn(clinics[0].id, new Date());
    expect(coming.acknowledgedAt?.toISOString()).toBe(first.acknowledgedAt);
    // Closing it keeps the acknowledgement; acknowledging it again still answers with the first time.
    await closeArrival(own, "arrived", asCurrentUser(ours), new Headers());
    expect(await acknowledgeArrival(own, asCurrentUser(ours), new Headers())).toEqual(first);
  });

  it("is not acknowledged once closed without it (409), and nothing is stamped", async () => {
    const { clinics, request } = await setup();
    await acceptedByEmail(request.id, clinics[0]);
    const notice = await tellClinicComing(request.id, { clinicId: clinics[0].id, etaMinutes: 10 }, CALLER);
    const staff = asCurrentUser(await staffOf(clinics[0], "late"));
    const own = await ownClinicArrival(notice.id, staff);
    await closeArrival(own, "no_show", staff, new Headers());
    const late = await refusal(acknowledgeArrival(own, staff, new Headers()));
    expect(late.status).toBe(409);
    expect(late.fields).toEqual({ notice: "Coming.errors.closed" });
    expect((await db.arrivalNotice.findUniqueOrThrow({ where: { id: notice.id } })).acknowledgedAt).toBeNull();
  });

  it("lists the clinic's coming-in owners soonest first", async () => {
    const { clinics, request } = await setup();
    const second = await createRequest({ symptom: "Vomiting" });
    await acceptedByEmail(request.id, clinics[0]);
    await acceptedByEmail(second.id, clinics[0]);
    await tellClinicComing(request.id, { clinicId: clinics[0].id, etaMinutes: 45 }, CALLER);
    await tellClinicComing(second.id, { clinicId: clinics[0].id, etaMinutes: 10 }, CALLER);
    const list = await listComingIn(clinics[0].id, new Date());
    expect(list.map((i) => [i.symptom, i.etaMinutes])).toEqual([
      ["Vomiting", 10],
      ["Seizure, Breathing difficulty", 45],
    ]);
    expect(list[1]).toMatchObject({ contactPhone: "+85261234567", locationPrecision: "gps" });
  });
});
