/**
 * Privacy: the emergency request API never returns the owner's
 * email, request ids are random (uuid v4), and nothing personal reaches the
 * server log in clear. Every console line written while the flows below run
 * (request handling, a crashing handler, failing message deliveries) is
 * captured and searched for the emails, phone numbers and tokens involved.
 */
import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { route } from "@/lib/http";
import { buildEmail } from "@/lib/messaging/email-content";
import { ChannelError, type Channel, type OutgoingMessage } from "@/lib/messaging/channels/types";
import { MessagingWorker } from "@/lib/messaging/worker";
import { resetData } from "@/tests/utils/db";
import { setTestSession, signInAs } from "@/tests/utils/session";
import { createClinics, queueMessages } from "@/tests/utils/messaging";

process.env.LOG_LEVEL = "debug";
process.env.NEXTAUTH_SECRET ??= "privacy-test-secret";

// Only the session source is stood in for; the real guards run (tests/utils/session.ts).
jest.mock("next-auth", () => require("@/tests/utils/session").nextAuthWithTestSession());

const emergencyRoute = require("@/app/api/emergency-requests/route");
const emergencyIdRoute = require("@/app/api/emergency-requests/[id]/route");
const messagesRoute = require("@/app/api/emergency-requests/[id]/messages/route");

const OWNER_EMAIL = "chan.taiman@owner.example";
const OWNER_PHONE = "9876 5432";
const TOKEN = "EAAG-secret-access-token-1234";
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const captured: string[] = [];
/** Every phone number the flows handle (owner, clinics), as 8 trailing digits. */
const phones = new Set<string>(["98765432"]);
const spies: jest.SpyInstance[] = [];

beforeAll(async () => {
  await resetData();
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    spies.push(jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void captured.push(args.map(String).join(" "))));
  }
});
afterAll(() => {
  for (const spy of spies) spy.mockRestore();
});

async function createAsOwner(): Promise<string> {
  const owner = await db.user.create({ data: { email: OWNER_EMAIL, phone: "+85298765432", username: "owner" } });
  await signInAs(owner.id);
  const req = new NextRequest("http://app.test/api/emergency-requests", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.44" },
    body: JSON.stringify({
      symptom: "Bleeding",
      petSpecies: "dog",
      locationLatitude: 22.3,
      locationLongitude: 114.17,
      contactName: "Chan Tai Man",
      contactPhone: OWNER_PHONE,
    }),
  });
  const res = await emergencyRoute.POST(req, { params: Promise.resolve({}) });
  expect(res.status).toBe(201);
  setTestSession(null);
  return ((await res.json()) as { id: string }).id;
}

describe("privacy", () => {
  let requestId: string;

  it("the public request API never returns the owner's email (it is stored, for the owner's account)", async () => {
    requestId = await createAsOwner();
    expect((await db.emergencyRequest.findUniqueOrThrow({ where: { id: requestId } })).contactEmail).toBe(OWNER_EMAIL);

    const one = await emergencyIdRoute.GET(new NextRequest(`http://app.test/api/emergency-requests/${requestId}`), {
      params: Promise.resolve({ id: requestId }),
    });
    expect(one.status).toBe(200);
    const body = await one.text();
    expect(body).toContain("Chan Tai Man");
    expect(body).not.toContain(OWNER_EMAIL);
    expect(body).not.toMatch(/owner\.example/);

    const messages = await messagesRoute.GET(new NextRequest(`http://app.test/api/emergency-requests/${requestId}/messages`), {
      params: Promise.resolve({ id: requestId }),
    });
    expect(await messages.text()).not.toContain(OWNER_EMAIL);
  });

  it("request ids are random uuid v4s", async () => {
    expect(requestId).toMatch(UUID_V4);
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const row = await db.emergencyRequest.create({
        data: { symptom: "x", contactName: "A B", contactPhone: "+85261234567", language: "en" },
        select: { id: true },
      });
      expect(row.id).toMatch(UUID_V4);
      ids.add(row.id);
    }
    expect(ids.size).toBe(20);
  });

  it("a crashing handler answers a bare 500 and logs the error masked", async () => {
    const crash = route(async () => {
      throw new Error(`insert failed for ${OWNER_EMAIL} (phone +852 ${OWNER_PHONE}) with token=${TOKEN}`);
    });
    const res = await crash(new NextRequest("http://app.test/api/anything", { method: "POST" }), {});
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain(OWNER_EMAIL);
    expect(text).not.toContain(TOKEN);
    expect(captured.some((line) => line.includes("route.failed"))).toBe(true);
  });

  it("failing deliveries log their reason masked", async () => {
    const { clinics } = await createClinics(1, "Privacy");
    for (const c of clinics) for (const n of [c.phone, c.whatsapp]) if (n) phones.add(n.replace(/\D/g, "").slice(-8));
    await queueMessages(requestId, clinics, "email");
    await queueMessages(requestId, clinics, "whatsapp");
    const failing: Channel = {
      async send(message: OutgoingMessage) {
        throw new ChannelError(
          `550 rejected ${message.recipient} for ${message.request?.contactPhone}, authorization: Bearer ${TOKEN}`,
          false,
        );
      },
    };
    const worker = new MessagingWorker({ channels: { email: failing, whatsapp: failing }, pollMs: 20, name: "privacy" });
    await worker.runOnce();
    await worker.stop();
    expect(captured.some((line) => line.includes("messaging.retry"))).toBe(true);
  });

  it("the captured server log holds no email address, phone number or token in clear", () => {
    const joined = captured.join("\n");
    expect(captured.length).toBeGreaterThan(2);
    expect(joined).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
    // Any format: +852 9876 5432, 9876-5432, 85298765432 ...
    const digits = joined.replace(/(?<=\d)[\s-]+(?=\d)/g, "");
    for (const phone of phones) expect(digits).not.toContain(phone);
    expect(joined).not.toContain(TOKEN);
    expect(joined).toContain("[email]");
    expect(joined).toContain("[phone]");
  });
});

describe("owner text in the clinic email", () => {
  it("arrives escaped in the HTML body and intact in the text body", () => {
    const symptom = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"`;
    const mail = buildEmail(
      {
        id: "6f1c2b1e-5a8d-4c1e-9a8b-2f4e5d6c7b8a",
        messageType: "email",
        recipient: "desk@clinic.test",
        content: `PET EMERGENCY ALERT\nSymptoms: ${symptom}`,
        request: {
          id: "x",
          language: "en",
          symptom,
          petSpecies: "dog",
          manualLocation: "<b>Mong Kok</b>",
          locationLatitude: null,
          locationLongitude: null,
          locationPrecision: null,
          contactPhone: "+85261234567",
        },
      },
      "https://app.test",
      "secret",
    );
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    // The typed place, in the "where the owner is" lines, is escaped too.
    expect(mail.html).toContain("&lt;b&gt;Mong Kok&lt;/b&gt;");
    expect(mail.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;",
    );
    expect(mail.text).toContain(symptom);
    // The subject is one line (no header injection) and plain text.
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
