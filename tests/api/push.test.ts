import { randomUUID } from "node:crypto";
import type { PushPayload } from "@/lib/messaging/push-content";
import {
  api,
  DEMO,
  ipSequence,
  newEmergencyRequest,
  SEIZURE_IN_MONG_KOK,
  signIn,
  signUp,
  uniqueEmail,
  useSql,
  type CookieJar,
} from "@/tests/utils/http";
import { receivedPushes, testSubscription, type TestSubscription } from "@/tests/utils/push-keys";

// Web Push in the running server, against the stand-in push service
// (tests/peers/push.ts at PUSH_PEER_URL): who may subscribe what, what a body
// must hold, and what reaches a subscribed device, read with its own keys.

jest.setTimeout(90_000);

const PUSH_PEER_URL = process.env.PUSH_PEER_URL!;
const sql = useSql();
const nextIp = ipSequence("10.53", 1, 200);
let staff: CookieJar;
let ownClinic = "";
let otherClinic = "";

beforeAll(async () => {
  staff = (await signIn(DEMO.staff, DEMO.password)).jar;
  ownClinic = (await sql.query("SELECT clinic_id FROM users WHERE email = $1", [DEMO.staff])).rows[0].clinic_id;
  otherClinic = (await sql.query("SELECT id FROM clinics WHERE id <> $1 ORDER BY name LIMIT 1", [ownClinic])).rows[0].id;
});

const device = () => testSubscription(`${PUSH_PEER_URL}/push/${randomUUID()}`);
/** Unsubscribes every device of the staff's clinic (an earlier test may have left one). */
const forgetClinicDevices = () => sql.query("DELETE FROM push_subscriptions WHERE clinic_id = $1", [ownClinic]);
const body = (sub: TestSubscription, language = "en") => ({ endpoint: sub.endpoint, keys: sub.keys, language });
const subscriptions = async (endpoint: string) =>
  (await sql.query("SELECT user_id, clinic_id, emergency_request_id, language FROM push_subscriptions WHERE endpoint = $1", [endpoint]))
    .rows;

/** The pushes the stand-in received for this device, decrypted with its keys (waits for `count`). */
const received = async (sub: TestSubscription, count = 1) => (await receivedPushes(PUSH_PEER_URL, sub, count)) as PushPayload[];

async function broadcastToOwnClinic(jar: CookieJar, fields: Record<string, unknown> = {}) {
  const ip = nextIp();
  const id = await newEmergencyRequest(ip, { symptom: `Seizure ${randomUUID().slice(0, 6)}`, ...fields }, jar);
  const res = await api(`/api/emergency-requests/${id}/broadcast`, {
    method: "POST",
    jar,
    headers: { "x-forwarded-for": ip },
    json: { clinicIds: [ownClinic] },
  });
  expect(res.status).toBe(201);
  return id;
}

describe("a clinic's devices", () => {
  it("lets staff subscribe their own clinic's device, which then gets each new alert's facts in its language", async () => {
    const sub = device();
    const res = await api(`/api/clinics/${ownClinic}/push-subscriptions`, { method: "POST", jar: staff, json: body(sub, "zh-HK") });
    expect(res.status).toBe(201);
    expect(await subscriptions(sub.endpoint)).toEqual([expect.objectContaining({ clinic_id: ownClinic, language: "zh-HK" })]);

    const owner = (await signUp(uniqueEmail("push-owner"), "long-enough-password")).jar;
    const requestId = await broadcastToOwnClinic(owner, { symptom: "抽搐兩分鐘", contactPhone: "+85261230001" });
    const pushes = await received(sub);
    const alert = pushes.find((p) => p.tag === `alert-${requestId}`)!;
    expect(alert.title).toBe("寵物急症：狗");
    expect(alert.body).toContain("抽搐兩分鐘");
    expect(alert.body).toContain("+85261230001");
    expect(alert.body).toContain("主人位置");
    expect(alert.url).toBe(`/zh-HK/clinic/dashboard#request-${requestId}`);

    // The notification's Accept is the signed reply link: it answers, and the owner's page shows it.
    const accept = await fetch(alert.answers!.accept);
    expect(accept.status).toBe(200);
    // The link answers on the clinic's first alert row (e-mail or WhatsApp: both are written at the same instant).
    const { rows } = await sql.query(
      "SELECT clinic_response FROM messages WHERE emergency_request_id = $1 AND message_type IN ('email', 'whatsapp')",
      [requestId],
    );
    expect(rows.map((r) => r.clinic_response)).toContain("accepted");

    const gone = await api(`/api/clinics/${ownClinic}/push-subscriptions`, {
      method: "DELETE",
      jar: staff,
      json: { endpoint: sub.endpoint },
    });
    expect(gone.status).toBe(204);
    expect(await subscriptions(sub.endpoint)).toEqual([]);
  });

  it("refuses another clinic's staff, owners and anonymous callers, and stores nothing", async () => {
    const sub = device();
    const owner = (await signUp(uniqueEmail("push-other"), "long-enough-password")).jar;
    const admin = (await signIn(DEMO.admin, DEMO.password)).jar;
    const post = (jar: CookieJar | undefined, clinicId: string) =>
      api(`/api/clinics/${clinicId}/push-subscriptions`, { method: "POST", jar, json: body(sub) });
    expect((await post(undefined, ownClinic)).status).toBe(401);
    expect((await post(owner, ownClinic)).status).toBe(403);
    expect((await post(staff, otherClinic)).status).toBe(403);
    expect((await post(admin, ownClinic)).status).toBe(403);
    expect(await subscriptions(sub.endpoint)).toEqual([]);
    // Unsubscribing someone else's device: refused alike, and it stays.
    await api(`/api/clinics/${ownClinic}/push-subscriptions`, { method: "POST", jar: staff, json: body(sub) });
    const del = await api(`/api/clinics/${otherClinic}/push-subscriptions`, {
      method: "DELETE",
      jar: staff,
      json: { endpoint: sub.endpoint },
    });
    expect(del.status).toBe(403);
    expect(await subscriptions(sub.endpoint)).toHaveLength(1);
  });

  it("answers 400 with field messages for an endpoint that is no push service or keys that are not keys", async () => {
    const sub = device();
    const post = (json: unknown) => api(`/api/clinics/${ownClinic}/push-subscriptions`, { method: "POST", jar: staff, json });
    const elsewhere = await post({ ...body(sub), endpoint: "https://intranet.example/hook" });
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).error.fields).toEqual({ endpoint: "Push.errors.badEndpoint" });
    const plainHttp = await post({ ...body(sub), endpoint: "http://fcm.googleapis.com/fcm/send/x" });
    expect(plainHttp.status).toBe(400);
    const badKeys = await post({ ...body(sub), keys: { p256dh: "short", auth: "!!" } });
    expect(badKeys.status).toBe(400);
    expect((await badKeys.json()).error.fields).toEqual({ "keys.p256dh": "Push.errors.badKey", "keys.auth": "Push.errors.badKey" });
    expect(await subscriptions(sub.endpoint)).toEqual([]);
  });
});

describe("an owner's phone", () => {
  it("subscribes by the request's id alone, hears a hospital's answer, and 410 from the push service removes it", async () => {
    // No clinic device: the clinic's own alert push, sent in whatever order the worker takes its batch, must not take the 410.
    await forgetClinicDevices();
    const owner = (await signUp(uniqueEmail("push-owner2"), "long-enough-password")).jar;
    const requestId = await broadcastToOwnClinic(owner);
    const phone = device();
    const res = await api(`/api/emergency-requests/${requestId}/push-subscriptions`, { method: "POST", json: body(phone) });
    expect(res.status).toBe(201);
    expect(await subscriptions(phone.endpoint)).toEqual([expect.objectContaining({ emergency_request_id: requestId, user_id: null })]);

    const answer = () => api(`/api/emergency-requests/${requestId}/answer`, { method: "POST", jar: staff, json: { answer: "decline" } });
    expect((await answer()).status).toBe(200);
    const [told] = await received(phone);
    expect(told.url).toBe(`/emergency-results/${requestId}`);
    expect(told.title).toMatch(/cannot take your pet$/);

    // The push service now says this subscription is gone: the next push deletes it.
    await fetch(`${PUSH_PEER_URL}/__peer/fail`, { method: "POST", body: JSON.stringify({ count: 1, status: 410 }) });
    await api(`/api/emergency-requests/${requestId}/answer`, { method: "POST", jar: staff, json: { answer: "accept" } });
    const deadline = Date.now() + 60_000;
    while ((await subscriptions(phone.endpoint)).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await subscriptions(phone.endpoint)).toEqual([]);
  });

  it("answers 404 for an unknown request and keeps each request's subscription its own", async () => {
    const phone = device();
    const unknown = await api(`/api/emergency-requests/${randomUUID()}/push-subscriptions`, { method: "POST", json: body(phone) });
    expect(unknown.status).toBe(404);
    const a = await newEmergencyRequest(nextIp());
    const b = await newEmergencyRequest(nextIp());
    await api(`/api/emergency-requests/${a}/push-subscriptions`, { method: "POST", json: body(phone) });
    const other = await api(`/api/emergency-requests/${b}/push-subscriptions`, { method: "DELETE", json: { endpoint: phone.endpoint } });
    expect(other.status).toBe(204);
    expect(await subscriptions(phone.endpoint)).toHaveLength(1);
  });

  it("gives browsers the public key to subscribe with", async () => {
    const res = await api("/api/push/public-key");
    expect(res.status).toBe(200);
    expect((await res.json()).publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
  });
});

describe("a hospital expecting the owner", () => {
  /** An owner's request in `language`, told "I'm coming" to the staff account's clinic, and its subscribed phone. */
  async function comingToOwnClinic(language: "en" | "zh-HK") {
    const created = await api("/api/emergency-requests", {
      method: "POST",
      headers: { "x-forwarded-for": nextIp(), "content-language": language },
      json: SEIZURE_IN_MONG_KOK,
    });
    expect(created.status).toBe(201);
    const requestId = ((await created.json()) as { id: string }).id;
    const phone = device();
    expect(
      (await api(`/api/emergency-requests/${requestId}/push-subscriptions`, { method: "POST", json: body(phone, language) })).status,
    ).toBe(201);
    const notice = async (clinicId: string) =>
      (
        await sql.query(
          `INSERT INTO arrival_notices (emergency_request_id, clinic_id, eta_minutes, expected_at) VALUES ($1, $2, 20, now()) RETURNING id`,
          [requestId, clinicId],
        )
      ).rows[0].id as string;
    return { requestId, phone, own: await notice(ownClinic), other: await notice(otherClinic) };
  }
  const acknowledge = (id: string, jar?: CookieJar, json: unknown = {}) =>
    api(`/api/arrival-notices/${id}/acknowledgement`, { method: "POST", jar, json });

  it("is for the notice's clinic's staff only, and says no more about an unknown id than about another clinic's", async () => {
    const { own, other } = await comingToOwnClinic("en");
    const owner = (await signUp(uniqueEmail("ack-owner"), "long-enough-password")).jar;
    expect((await acknowledge(own)).status).toBe(401);
    expect((await acknowledge(own, owner)).status).toBe(403);
    const theirs = await acknowledge(other, staff);
    const unknown = await acknowledge(randomUUID(), staff);
    expect([theirs.status, unknown.status, (await acknowledge("not-a-uuid", staff)).status]).toEqual([403, 403, 403]);
    expect(await unknown.json()).toEqual(await theirs.json());
    // Permission first: another clinic's notice with a bad body is still 403; the own clinic's is 400.
    expect((await acknowledge(other, staff, { note: "x" })).status).toBe(403);
    expect((await acknowledge(own, staff, { note: "x" })).status).toBe(400);
    const { rows } = await sql.query("SELECT acknowledged_at FROM arrival_notices WHERE id = ANY($1)", [[own, other]]);
    expect(rows.map((r) => r.acknowledged_at)).toEqual([null, null]);
  });

  it.each(["en", "zh-HK"] as const)(
    "tells the owner's phone once, in the request's language (%s), and the owner's state reads expected",
    async (language) => {
      const { requestId, phone, own } = await comingToOwnClinic(language);
      const first = await acknowledge(own, staff);
      expect(first.status).toBe(200);
      const { acknowledgedAt } = (await first.json()) as { acknowledgedAt: string };
      const again = await acknowledge(own, staff);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { acknowledgedAt: string }).acknowledgedAt).toBe(acknowledgedAt);

      const [told] = await received(phone);
      const clinic = (await sql.query("SELECT name, name_zh FROM clinics WHERE id = $1", [ownClinic])).rows[0];
      if (language === "zh-HK") {
        expect(told.title).toBe(`${clinic.name_zh ?? clinic.name}正等候你到達`);
        expect(told.body).not.toMatch(/[A-Za-z]/);
        expect(told.url).toBe(`/zh-HK/emergency-results/${requestId}`);
      } else {
        expect(told.title).toBe(`${clinic.name} is expecting you`);
        expect(told.body).toMatch(/on the way/);
        expect(told.url).toBe(`/emergency-results/${requestId}`);
      }
      const { rows } = await sql.query(
        "SELECT count(*)::int AS n FROM messages WHERE emergency_request_id = $1 AND message_type = 'expected_push'",
        [requestId],
      );
      expect(rows[0].n).toBe(1);
      const state = (await (await api(`/api/emergency-requests/${requestId}/state`)).json()) as {
        hospitals: { clinicId: string; state: string; at: string }[];
      };
      expect(state.hospitals.find((h) => h.clinicId === ownClinic)).toMatchObject({ state: "expected", at: acknowledgedAt });
    },
  );
});

describe("the devices' push in the request's delivery facts", () => {
  it("retries a push service that answers 500, then the state shows the devices' push failed with the reason, counted nowhere", async () => {
    // This test's device is the clinic's only one: each attempt reaches exactly it.
    await forgetClinicDevices();
    const sub = device();
    expect((await api(`/api/clinics/${ownClinic}/push-subscriptions`, { method: "POST", jar: staff, json: body(sub) })).status).toBe(201);
    // The first attempt and the worker's 3 retries: each answered 500.
    await fetch(`${PUSH_PEER_URL}/__peer/fail`, { method: "POST", body: JSON.stringify({ count: 4, status: 500 }) });
    const owner = (await signUp(uniqueEmail("push-failed"), "long-enough-password")).jar;
    const requestId = await broadcastToOwnClinic(owner);

    // The server's worker retries after 30 s, doubling: each retry is made due at once, as the clock would.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await sql.query(
        `UPDATE messages SET next_attempt_at = now() WHERE emergency_request_id = $1 AND message_type = 'push' RETURNING status`,
        [requestId],
      );
      if (rows[0]?.status === "failed") break;
      if (Date.now() > deadline) throw new Error(`push still ${rows[0]?.status ?? "not queued"}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await received(sub, 4)).toHaveLength(4);

    type Push = { kind: string; status: string; retryCount: number; errorCode: string | null; errorDetail?: string | null };
    type State = { hospitals: { clinicId: string; state: string; pushes: Push[] }[]; summary: Record<string, number> };
    const state = (await (await api(`/api/emergency-requests/${requestId}/state`)).json()) as State;
    const [hospital] = state.hospitals;
    expect(hospital.clinicId).toBe(ownClinic);
    expect(hospital.pushes).toEqual([
      expect.objectContaining({ kind: "alert", status: "failed", retryCount: 3, errorCode: "unreachable" }),
    ]);
    expect(hospital.pushes[0]).not.toHaveProperty("errorDetail");
    // The alert itself went out by its channel: the failed push makes the hospital no failure and is no alert.
    expect(hospital.state).not.toBe("failed");
    expect(state.summary).toMatchObject({ asked: 1, failed: 0 });

    // The provider's words are in an admin's copy only.
    const admin = (await signIn(DEMO.admin, DEMO.password)).jar;
    const forAdmin = (await (await api(`/api/emergency-requests/${requestId}/state`, { jar: admin })).json()) as State;
    expect(forAdmin.hospitals[0].pushes[0].errorDetail).toBe("Push: 0 delivered, 0 gone, 1 unreachable, 0 refused");

    await api(`/api/clinics/${ownClinic}/push-subscriptions`, { method: "DELETE", jar: staff, json: { endpoint: sub.endpoint } });
  });
});
