import { db } from "@/lib/db";
import { parseServerEnv } from "@/lib/env";
import { pushConfig, type PushConfig } from "@/lib/messaging/config";
import { createPushChannel } from "@/lib/messaging/channels/push";
import { verifyRespondLink } from "@/lib/messaging/links";
import { queueClinicPushes, queuePushReminders } from "@/lib/messaging/push-queue";
import type { PushPayload } from "@/lib/messaging/push-content";
import { recordClinicResponse } from "@/lib/messaging/respond";
import { loadRequestState } from "@/lib/request-state/queries";
import { MessagingWorker } from "@/lib/messaging/worker";
import { saveSubscription } from "@/lib/push/subscriptions";
import { startPushPeer, type PushPeer } from "@/tests/peers";
import { acknowledgeArrival } from "@/lib/arrivals/service";
import { asCurrentUser, resetData } from "@/tests/utils/db";
import { clinicNearGpsOwner, createRequest, peerChannels, queueMessages } from "@/tests/utils/messaging";
import { testSubscription, type TestSubscription } from "@/tests/utils/push-keys";

// Web Push through the outbox, against the stand-in push service: what each
// device receives (decrypted with its own keys, as the browser would), who
// never receives anything, and the retries, deletions and claims.

let peer: PushPeer;
let config: PushConfig;

beforeAll(async () => {
  peer = await startPushPeer();
  Object.assign(process.env, peer.env);
  config = pushConfig(parseServerEnv({ ...process.env }))!;
});
afterAll(() => peer.stop());
beforeEach(async () => {
  await resetData();
  peer.reset();
});

const worker = (options: Partial<ConstructorParameters<typeof MessagingWorker>[0]> = {}) =>
  new MessagingWorker({ channels: { ...peerChannels({}), push: createPushChannel(config) }, pollMs: 20, ...options });

/** A clinic at Tsim Sha Tsui and a GPS owner at Mong Kok (2.4 km), alerted by WhatsApp; `staff` devices subscribed, one per language. */
async function alertedClinic(languages: ("en" | "zh-HK")[] = ["en"]) {
  const { clinic, request } = await clinicNearGpsOwner({ symptom: "Seizure for two minutes" });
  const [alert] = await queueMessages(request.id, [clinic], "whatsapp");
  const devices: { user: { id: string }; sub: TestSubscription }[] = [];
  for (const [i, language] of languages.entries()) {
    const user = await db.user.create({ data: { email: `staff${i}-${clinic.id}@clinics.test`, clinicId: clinic.id } });
    const sub = testSubscription(peer.endpoint());
    await saveSubscription({ userId: user.id, clinicId: clinic.id }, { ...sub, language });
    devices.push({ user, sub });
  }
  return { clinic, request, alert, devices };
}

/** What each device received, decrypted with its own keys. */
function opened(devices: { sub: TestSubscription }[]): PushPayload[][] {
  return devices.map(({ sub }) => peer.received.filter((r) => sub.endpoint.endsWith(r.path)).map((r) => sub.open(r.body) as PushPayload));
}

describe("push to a clinic's devices", () => {
  it("sends each subscribed device the alert's facts, encrypted for it, in its own language, with signed Accept / Decline", async () => {
    const { request, alert, clinic, devices } = await alertedClinic(["en", "zh-HK"]);
    await queueClinicPushes(db, "alert", request.id, [clinic.id]);
    await worker().drain();

    const [[en], [zh]] = opened(devices);
    expect(en.title).toBe("Pet emergency: Dog");
    expect(en.body).toContain("Seizure for two minutes");
    expect(en.body).toContain("about 2.4 km from you");
    expect(en.body).toContain("+85261234567");
    expect(en.body).toMatch(/Sent \d\d:\d\d/);
    expect(en.url).toBe(`/clinic/dashboard#request-${request.id}`);
    expect(zh.title).toBe("寵物急症：狗");
    expect(zh.body).toContain("距離你們約 2.4 公里");
    expect(zh.body).not.toMatch(/Sent|about|Owner/);
    expect(zh.url).toBe(`/zh-HK/clinic/dashboard#request-${request.id}`);
    for (const answer of ["accept", "decline"] as const) {
      const link = new URL(en.answers![answer]);
      expect(link.pathname).toBe(`/api/messages/${alert.id}/respond`);
      const check = verifyRespondLink(config.linkSecret, alert.id, Object.fromEntries(link.searchParams));
      expect(check).toEqual({ ok: true, answer });
    }
    expect(en.actions!.map((a) => a.title)).toEqual(["Accept", "Decline"]);
    expect(zh.actions!.map((a) => a.title)).toEqual(["接收", "拒絕"]);
    const row = await db.message.findFirstOrThrow({ where: { messageType: "push" } });
    expect(row).toMatchObject({ status: "sent", providerMessageId: "push:2/2" });
    expect(peer.received[0].headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "3600", urgency: "high" });
  });

  it("sends an I'm coming notice as the arrival line, with no answer buttons", async () => {
    const { request, clinic, devices } = await alertedClinic(["en"]);
    await db.arrivalNotice.create({
      data: { emergencyRequestId: request.id, clinicId: clinic.id, etaMinutes: 20, expectedAt: new Date(Date.now() + 20 * 60_000) },
    });
    await queueClinicPushes(db, "arrival", request.id, [clinic.id]);
    await worker().drain();
    const [[notice]] = opened(devices);
    expect(notice.title).toBe("The owner is on the way");
    expect(notice.body).toMatch(
      /The owner of the Dog .*Seizure for two minutes.* expected around \d\d:\d\d \(about 20 min\)\. Owner's phone: \+85261234567/,
    );
    expect(notice.actions).toBeUndefined();
  });

  it("reminds a clinic's devices once of an alert it has neither read nor answered for 2 minutes, and not one it answered", async () => {
    const { request, clinic, alert, devices } = await alertedClinic(["en"]);
    const answered = await alertedClinic(["en"]);
    for (const c of [{ request, clinic }, answered]) await queueClinicPushes(db, "alert", c.request.id, [c.clinic.id]);
    await worker().drain();
    await recordClinicResponse(answered.alert.id, "decline", "dashboard");
    const later = new Date(Date.now() + 2 * 60_000 + 1000);
    expect(await queuePushReminders(new Date(Date.now() + 60_000))).toBe(0);
    expect(await queuePushReminders(later)).toBe(1);
    expect(await queuePushReminders(later)).toBe(0);
    await worker().drain();
    const [pushes] = opened(devices);
    expect(pushes.map((p) => p.title)).toEqual(["Pet emergency: Dog", "No answer yet: Dog emergency"]);
    expect(pushes[1]).toMatchObject({ tag: `alert-${request.id}`, renotify: true });
    expect(new URL(pushes[1].answers!.accept).pathname).toBe(`/api/messages/${alert.id}/respond`);
    expect(opened(answered.devices)[0]).toHaveLength(1);
  });

  it("never pushes to a staff member unlinked from the clinic, and forgets that device", async () => {
    const { request, clinic, devices } = await alertedClinic(["en"]);
    await queueClinicPushes(db, "alert", request.id, [clinic.id]);
    await db.user.update({ where: { id: devices[0].user.id }, data: { clinicId: null } });
    await worker().drain();
    expect(peer.received).toHaveLength(0);
    expect(await db.pushSubscription.count()).toBe(0);
    expect(await db.message.findFirstOrThrow({ where: { messageType: "push" } })).toMatchObject({ status: "failed" });
  });

  it("queues nothing for a clinic whose devices belong to nobody linked to it", async () => {
    const { request, clinic, devices } = await alertedClinic(["en"]);
    await db.user.update({ where: { id: devices[0].user.id }, data: { clinicId: null } });
    await queueClinicPushes(db, "alert", request.id, [clinic.id]);
    expect(await db.message.count({ where: { messageType: "push" } })).toBe(0);
  });

  it("deletes a subscription the push service says is gone (410) and records the push as failed", async () => {
    const { request, clinic } = await alertedClinic(["en"]);
    peer.fail(1, 410);
    await queueClinicPushes(db, "alert", request.id, [clinic.id]);
    await worker().drain();
    expect(await db.pushSubscription.count()).toBe(0);
    expect(await db.message.findFirstOrThrow({ where: { messageType: "push" } })).toMatchObject({
      status: "failed",
      errorCode: "recipient_refused",
    });
  });

  it("retries a push service that answers 500, then records the push as failed with the reason", async () => {
    const { request, clinic } = await alertedClinic(["en"]);
    peer.fail(10, 500);
    await queueClinicPushes(db, "alert", request.id, [clinic.id]);
    const w = worker({ backoffBaseMs: 0, maxRetries: 2 });
    await w.drain();
    expect(peer.received).toHaveLength(3);
    const row = await db.message.findFirstOrThrow({ where: { messageType: "push" } });
    expect(row).toMatchObject({ status: "failed", retryCount: 2, errorCode: "unreachable" });
    expect(row.errorMessage).not.toContain(peer.origin);
    expect(await db.pushSubscription.count()).toBe(1);
    // The request's delivery facts list it beside the alert, failed with its reason; the hospital's own state and
    // reason stay its WhatsApp alert's (no WhatsApp channel in this worker).
    const state = await loadRequestState(request.id);
    expect(state.hospitals[0].pushes).toEqual([
      expect.objectContaining({ kind: "alert", status: "failed", retryCount: 2, errorCode: "unreachable" }),
    ]);
    expect(state.hospitals[0]).toMatchObject({ state: "failed", errorCode: "not_configured" });
    expect(state.hospitals[0].alerts.map((a) => a.channel)).toEqual(["whatsapp"]);
    expect(state.summary).toMatchObject({ asked: 1, failed: 1 });
  });

  it("sends each push exactly once with two workers draining the same outbox", async () => {
    const { clinic, devices } = await alertedClinic(["en"]);
    const requests = [];
    for (let i = 0; i < 12; i++) {
      const request = await createRequest();
      await queueMessages(request.id, [clinic], "whatsapp");
      await queueClinicPushes(db, "alert", request.id, [clinic.id]);
      requests.push(request.id);
    }
    await Promise.all([worker({ batchSize: 2, name: "a" }).drain(), worker({ batchSize: 2, name: "b" }).drain()]);
    const tags = opened(devices)[0].map((p) => p.tag);
    expect(tags.sort()).toEqual(requests.map((id) => `alert-${id}`).sort());
  });
});

describe("push to the owner", () => {
  it("tells the owner's device of a hospital's Accept in the request's language, opening the results page", async () => {
    const { clinic, alert } = await alertedClinic([]);
    const request = await db.emergencyRequest.update({ where: { id: alert.emergencyRequestId! }, data: { language: "zh-HK" } });
    await db.clinic.update({ where: { id: clinic.id }, data: { nameZh: "測試動物醫院" } });
    const owner = testSubscription(peer.endpoint());
    await saveSubscription({ emergencyRequestId: request.id }, { ...owner, language: "zh-HK" });
    await recordClinicResponse(alert.id, "accept", "email");
    await worker().drain();
    const [[answer]] = opened([{ sub: owner }]);
    expect(answer.title).toBe("測試動物醫院可以接收你的寵物");
    expect(answer.url).toBe(`/zh-HK/emergency-results/${request.id}`);
  });

  it("queues no owner push when the owner asked for none", async () => {
    const { alert } = await alertedClinic([]);
    await recordClinicResponse(alert.id, "decline", "email");
    expect(await db.message.count({ where: { messageType: "answer_push" } })).toBe(0);
  });

  it("tells the owner's device once that the hospital is expecting them, in the request's language, after its Accept", async () => {
    const { clinic, request, alert } = await alertedClinic([]);
    await db.clinic.update({ where: { id: clinic.id }, data: { name: "Test Animal Hospital" } });
    const owner = testSubscription(peer.endpoint());
    await saveSubscription({ emergencyRequestId: request.id }, { ...owner, language: "en" });
    await recordClinicResponse(alert.id, "accept", "email");
    await worker().drain();
    const notice = await db.arrivalNotice.create({
      data: { emergencyRequestId: request.id, clinicId: clinic.id, etaMinutes: 20, expectedAt: new Date(Date.now() + 20 * 60_000) },
    });
    const staff = await db.user.create({ data: { email: `desk-${clinic.id}@clinics.test`, role: "staff", clinicId: clinic.id } });
    await acknowledgeArrival(notice, asCurrentUser(staff), new Headers());
    await acknowledgeArrival(notice, asCurrentUser(staff), new Headers());
    await worker().drain();
    const [pushes] = opened([{ sub: owner }]);
    expect(pushes.map((p) => p.title)).toEqual(["Test Animal Hospital can take your pet", "Test Animal Hospital is expecting you"]);
    expect(pushes[1]).toMatchObject({ url: `/emergency-results/${request.id}`, tag: `expected-${request.id}` });
    expect(pushes[1].body).toMatch(/on the way/);
    expect(await db.message.count({ where: { messageType: "expected_push" } })).toBe(1);
  });

  it("queues no expecting push when the owner asked for none", async () => {
    const { clinic, request } = await alertedClinic([]);
    const notice = await db.arrivalNotice.create({
      data: { emergencyRequestId: request.id, clinicId: clinic.id, etaMinutes: 20, expectedAt: new Date(Date.now() + 20 * 60_000) },
    });
    const staff = await db.user.create({ data: { email: `desk-${clinic.id}@clinics.test`, role: "staff", clinicId: clinic.id } });
    await acknowledgeArrival(notice, asCurrentUser(staff), new Headers());
    expect(await db.message.count({ where: { messageType: "expected_push" } })).toBe(0);
  });
});

describe("push subscriptions in the database", () => {
  it("holds exactly one owner kind and goes with its request", async () => {
    const { request, clinic, devices } = await alertedClinic(["en"]);
    await expect(
      db.pushSubscription.create({
        data: {
          endpoint: peer.endpoint(),
          p256dh: "x",
          auth: "y",
          userId: devices[0].user.id,
          clinicId: clinic.id,
          emergencyRequestId: request.id,
        },
      }),
    ).rejects.toThrow();
    await expect(db.pushSubscription.create({ data: { endpoint: peer.endpoint(), p256dh: "x", auth: "y" } })).rejects.toThrow();
    await saveSubscription({ emergencyRequestId: request.id }, { ...testSubscription(peer.endpoint()), language: "en" });
    await db.emergencyRequest.delete({ where: { id: request.id } });
    expect(await db.pushSubscription.count({ where: { emergencyRequestId: { not: null } } })).toBe(0);
    await db.user.delete({ where: { id: devices[0].user.id } });
    expect(await db.pushSubscription.count()).toBe(0);
  });
});
