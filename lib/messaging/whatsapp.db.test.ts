import { createHmac } from "node:crypto";
import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { GET as verifyGET, POST as webhookPOST } from "@/app/api/webhooks/whatsapp/route";
import { startWhatsAppPeer, WHATSAPP_PEER, type WhatsAppPeer } from "@/tests/peers";
import { resetData } from "@/tests/utils/db";
import { createClinics, createRequest, queueMessages, queueToClinicNearGpsOwner, testWorker } from "@/tests/utils/messaging";

// The route reads its secrets from the environment (validated once, lazily).
process.env.WHATSAPP_APP_SECRET = WHATSAPP_PEER.appSecret;
process.env.WHATSAPP_VERIFY_TOKEN = WHATSAPP_PEER.verifyToken;

let peer: WhatsAppPeer;

beforeAll(async () => {
  await resetData();
  peer = await startWhatsAppPeer();
});
afterAll(() => peer.stop());
// Each test queues its own message; an empty outbox keeps one failure from spilling into the next test.
beforeEach(async () => {
  peer.reset();
  await db.message.deleteMany();
});

async function oneQueued(whatsapp = "9123 4567", language = "en") {
  const { clinics } = await createClinics(1);
  const request = await createRequest({ language, symptom: "Seizure,\nnot breathing well", manualLocation: "Mong Kok   Road" });
  const [message] = await queueMessages(request.id, [{ ...clinics[0], whatsapp }], "whatsapp");
  return message;
}

function signedWebhook(body: unknown, secret: string = WHATSAPP_PEER.appSecret) {
  const raw = JSON.stringify(body);
  const signature = "sha256=" + createHmac("sha256", secret).update(raw).digest("hex");
  return new NextRequest("http://app.test/api/webhooks/whatsapp", {
    method: "POST",
    body: raw,
    headers: { "content-type": "application/json", "x-hub-signature-256": signature },
  });
}

const envelope = (value: object) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "102290129340398",
      changes: [
        {
          field: "messages",
          value: {
            messaging_product: "whatsapp",
            metadata: { display_phone_number: "85230001234", phone_number_id: WHATSAPP_PEER.phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
});

const statusUpdate = (wamid: string, status: string, errors?: object[], seconds = Math.floor(Date.now() / 1000)) =>
  envelope({
    statuses: [{ id: wamid, status, timestamp: String(seconds), recipient_id: "85291234567", ...(errors ? { errors } : {}) }],
  });

const ctx = { params: Promise.resolve({}) };

describe("WhatsApp channel through the Cloud API stand-in", () => {
  it("tells each clinic where a GPS-only owner is and how far from that clinic", async () => {
    await queueToClinicNearGpsOwner("whatsapp");
    await testWorker({ whatsapp: peer }).drain();
    const body = peer.requests[0].body as { template: { components: { parameters: { text?: string }[] }[] } };
    expect(body.template.components[0].parameters[2].text).toBe(
      "near Mong Kok · about 2.4 km from you · https://www.google.com/maps/search/?api=1&query=22.3193,114.1694",
    );
  });

  it("sends the approved template with the alert variables and accept / decline quick replies", async () => {
    const message = await oneQueued("9123 4567", "en");
    const worker = testWorker({ whatsapp: peer });
    await worker.drain();

    expect(peer.requests).toHaveLength(1);
    const request = peer.requests[0];
    expect(request.path).toBe(`/v21.0/${WHATSAPP_PEER.phoneNumberId}/messages`);
    expect(request.authorization).toBe(`Bearer ${WHATSAPP_PEER.token}`);
    expect(request.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "85291234567",
      type: "template",
      template: {
        name: WHATSAPP_PEER.template,
        language: { code: "en" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Dog" },
              { type: "text", text: "Seizure, not breathing well" },
              { type: "text", text: "Mong Kok Road" },
              { type: "text", text: "+85261234567" },
            ],
          },
          {
            type: "button",
            sub_type: "quick_reply",
            index: "0",
            parameters: [{ type: "payload", payload: `pawalert:accept:${message.id}` }],
          },
          {
            type: "button",
            sub_type: "quick_reply",
            index: "1",
            parameters: [{ type: "payload", payload: `pawalert:decline:${message.id}` }],
          },
        ],
      },
    });
    const row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.status).toBe("sent");
    expect(row.providerMessageId).toMatch(/^wamid\./);
  });

  it("fills the template variables in the template's language (English here), whatever the owner's", async () => {
    await oneQueued("+852 9123 4568", "zh-HK");
    await testWorker({ whatsapp: peer }).drain();
    const body = peer.requests[0].body as { to: string; template: { components: { parameters: { text?: string }[] }[] } };
    expect(body.to).toBe("85291234568");
    // The text around them is the approved English template's: "Dog", not 「狗」 (the symptoms stay the owner's words).
    expect(body.template.components[0].parameters[0].text).toBe("Dog");
    expect(body.template.components[0].parameters[2].text).toBe("Mong Kok Road");
  });

  it("retries a 5xx with exponential backoff, then records the success", async () => {
    const message = await oneQueued();
    peer.failNext(2, "server_error");
    const base = 1000;
    const worker = testWorker({ whatsapp: peer }, { backoffBaseMs: base });

    // The retry time is stamped while runOnce runs: bracket it with the clock
    // before and after, so a slow machine cannot make the check flaky.
    const attempt = async () => {
      const before = Date.now();
      await worker.runOnce();
      const after = Date.now();
      const row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
      return { row, before, after };
    };

    let { row, before, after } = await attempt();
    expect(row).toMatchObject({ status: "queued", retryCount: 1, claimedAt: null });
    expect(row.errorMessage).toContain("An unknown error has occurred.");
    expect(row.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(base);
    expect(row.nextAttemptAt.getTime() - after).toBeLessThanOrEqual(base);
    // Not due yet: nothing is sent before the backoff has passed.
    expect(await worker.runOnce()).toBe(0);
    expect(peer.requests).toHaveLength(1);

    await new Promise((r) => setTimeout(r, row.nextAttemptAt.getTime() - Date.now() + 20));
    ({ row, before, after } = await attempt());
    expect(row).toMatchObject({ status: "queued", retryCount: 2 });
    // Doubled for the second retry.
    expect(row.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(2 * base);
    expect(row.nextAttemptAt.getTime() - after).toBeLessThanOrEqual(2 * base);

    await new Promise((r) => setTimeout(r, row.nextAttemptAt.getTime() - Date.now() + 20));
    ({ row } = await attempt());
    expect(row).toMatchObject({ status: "sent", retryCount: 2, errorMessage: null });
    expect(row.providerMessageId).toMatch(/^wamid\./);
    expect(peer.requests).toHaveLength(3);
  });

  it("gives up after 3 retries and records the last failure", async () => {
    const message = await oneQueued();
    peer.failNext(10, "server_error");
    const worker = testWorker({ whatsapp: peer }, { backoffBaseMs: 1 });
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, 20));
      await worker.runOnce();
    }
    const row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(row).toMatchObject({ status: "failed", retryCount: 3 });
    expect(row.errorMessage).toContain("An unknown error has occurred.");
    expect(peer.requests).toHaveLength(4);
    await worker.runOnce();
    expect(peer.requests).toHaveLength(4);
  });

  it.each([
    ["invalid_number", "(#131026) Message undeliverable"],
    ["invalid_parameter", "(#100) Invalid parameter"],
  ] as const)("fails a 4xx %s at once with the provider's message", async (failure, text) => {
    const message = await oneQueued();
    peer.failNext(1, failure);
    await testWorker({ whatsapp: peer }, { backoffBaseMs: 1 }).drain();
    const row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(row).toMatchObject({ status: "failed", retryCount: 0 });
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.errorMessage).toContain(text);
    expect(peer.requests).toHaveLength(1);
  });
});

describe("WhatsApp webhooks", () => {
  async function sentMessage() {
    const message = await oneQueued();
    await testWorker({ whatsapp: peer }).drain();
    return db.message.findUniqueOrThrow({ where: { id: message.id } });
  }

  it("answers Meta's verification handshake only with the right token", async () => {
    const url = (token: string) =>
      `http://app.test/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const ok = await verifyGET(new NextRequest(url(WHATSAPP_PEER.verifyToken)), ctx);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    const bad = await verifyGET(new NextRequest(url("wrong")), ctx);
    expect(bad.status).toBe(403);
  });

  it("moves a sent message to delivered on a signed status update", async () => {
    const message = await sentMessage();
    const response = await webhookPOST(signedWebhook(statusUpdate(message.providerMessageId!, "delivered")), ctx);
    expect(response.status).toBe(200);
    const row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.status).toBe("delivered");
    expect(row.deliveredAt).toBeInstanceOf(Date);
  });

  it("records when the clinic read it, once, from WhatsApp's read status (a read that comes first also delivers)", async () => {
    const message = await sentMessage();
    const read = (seconds: number) => signedWebhook(statusUpdate(message.providerMessageId!, "read", undefined, seconds));
    expect((await webhookPOST(read(1_800_000_000), ctx)).status).toBe(200);
    let row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.status).toBe("delivered");
    expect(row.deliveredAt).toEqual(new Date(1_800_000_000_000));
    expect(row.readAt).toEqual(new Date(1_800_000_000_000));
    // A second (later) read keeps the first; a late 'delivered' changes nothing.
    await webhookPOST(read(1_800_000_600), ctx);
    await webhookPOST(signedWebhook(statusUpdate(message.providerMessageId!, "delivered")), ctx);
    row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.readAt).toEqual(new Date(1_800_000_000_000));
    expect(row.deliveredAt).toEqual(new Date(1_800_000_000_000));
  });

  it("refuses a badly signed or unsigned webhook with 401 and changes nothing", async () => {
    const message = await sentMessage();
    const forged = signedWebhook(statusUpdate(message.providerMessageId!, "delivered"), "not-the-app-secret");
    expect((await webhookPOST(forged, ctx)).status).toBe(401);
    const unsigned = new NextRequest("http://app.test/api/webhooks/whatsapp", {
      method: "POST",
      body: JSON.stringify(statusUpdate(message.providerMessageId!, "failed", [{ code: 131026, title: "Message undeliverable" }])),
    });
    expect((await webhookPOST(unsigned, ctx)).status).toBe(401);
    const row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.status).toBe("sent");
    expect(row.deliveredAt).toBeNull();
  });

  it("records the provider's error on a failed status update", async () => {
    const message = await sentMessage();
    const errors = [
      {
        code: 131026,
        title: "Message undeliverable",
        message: "Message undeliverable",
        error_data: { details: "Recipient is not a WhatsApp user" },
      },
    ];
    expect((await webhookPOST(signedWebhook(statusUpdate(message.providerMessageId!, "failed", errors)), ctx)).status).toBe(200);
    const row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.status).toBe("failed");
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.errorMessage).toBe("WhatsApp: Message undeliverable: Recipient is not a WhatsApp user (code 131026)");
  });

  it("records a clinic's quick-reply answer (template button and interactive reply)", async () => {
    const message = await sentMessage();
    const reply = (answer: string, type: "button" | "interactive") =>
      envelope({
        contacts: [{ profile: { name: "Clinic" }, wa_id: "85291234567" }],
        messages: [
          {
            from: "85291234567",
            id: `wamid.reply${answer}${type}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            context: { from: "85230001234", id: message.providerMessageId },
            type,
            ...(type === "button"
              ? { button: { payload: `pawalert:${answer}:${message.id}`, text: "We can take this case" } }
              : { interactive: { type: "button_reply", button_reply: { id: `pawalert:${answer}:${message.id}`, title: "No" } } }),
          },
        ],
      });

    expect((await webhookPOST(signedWebhook(reply("accept", "button")), ctx)).status).toBe(200);
    let row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.clinicResponse).toBe("accepted");
    expect(row.clinicResponseAt).toBeInstanceOf(Date);

    expect((await webhookPOST(signedWebhook(reply("decline", "interactive")), ctx)).status).toBe(200);
    row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.clinicResponse).toBe("declined");
  });
});
