import { createHmac } from "node:crypto";
import { api, DEMO, signIn, useSql } from "@/tests/utils/http";

// The messaging engine inside `next start` (WORKER on): queued rows reach the
// loopback SMTP server and WhatsApp stand-in, webhooks and reply links update
// them, and clinic staff see the requests sent to their clinic.

// The in-server worker may have a backlog from other api tests' broadcasts: allow it time.
jest.setTimeout(90_000);

const SMTP_PEER_URL = process.env.SMTP_PEER_URL!;
const WHATSAPP_PEER_URL = process.env.WHATSAPP_PEER_URL!;

const sql = useSql();

type Mail = { to: string[]; subject: string; text: string; messageId: string };

async function until<T>(fn: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function staffClinicId(): Promise<string> {
  const { rows } = await sql.query(`SELECT clinic_id FROM users WHERE email = $1`, [DEMO.staff]);
  return rows[0].clinic_id;
}

async function queueFor(clinicId: string, tag: string) {
  const { rows } = await sql.query(
    `INSERT INTO emergency_requests (symptom, pet_species, contact_name, contact_phone, severity, language)
     VALUES ($1, 'dog', 'Wong Siu Ming', '+85261234567', 'critical', 'en') RETURNING id`,
    [`Seizure ${tag}`],
  );
  const requestId: string = rows[0].id;
  const inserted = await sql.query(
    `INSERT INTO messages (emergency_request_id, clinic_id, message_type, recipient, content)
     VALUES ($1, $2, 'email', $3, $4), ($1, $2, 'whatsapp', '+85291234567', $4) RETURNING id, message_type`,
    [requestId, clinicId, `desk-${tag}@clinic.test`, `PET EMERGENCY ALERT\nSymptoms: Seizure ${tag}`],
  );
  const id = (type: string) => inserted.rows.find((r) => r.message_type === type).id as string;
  return { requestId, emailId: id("email"), whatsappId: id("whatsapp") };
}

const message = async (id: string) => (await sql.query(`SELECT * FROM messages WHERE id = $1`, [id])).rows[0];

function signed(body: unknown, secret = process.env.WHATSAPP_APP_SECRET!) {
  const raw = JSON.stringify(body);
  return {
    method: "POST",
    body: raw,
    headers: {
      "content-type": "application/json",
      "x-hub-signature-256": "sha256=" + createHmac("sha256", secret).update(raw).digest("hex"),
    },
  };
}

describe("messaging in the running server", () => {
  it("sends queued email and WhatsApp messages, then applies webhooks and reply links", async () => {
    const tag = Date.now().toString(36);
    const { emailId, whatsappId } = await queueFor(await staffClinicId(), tag);

    const mail = await until(async () => {
      const mails = (await (await fetch(`${SMTP_PEER_URL}/mails`)).json()) as Mail[];
      return mails.find((m) => m.to.includes(`desk-${tag}@clinic.test`));
    });
    expect(mail.subject).toContain(`Seizure ${tag}`);
    const emailRow = await until(async () => ((await message(emailId)).status === "sent" ? message(emailId) : undefined));
    expect(emailRow.provider_message_id).toBe(mail.messageId);

    const waRow = await until(async () => ((await message(whatsappId)).status === "sent" ? message(whatsappId) : undefined));
    const requests = (await (await fetch(`${WHATSAPP_PEER_URL}/__peer/requests`)).json()) as { body: { to: string } }[];
    expect(requests.some((r) => r.body.to === "85291234567")).toBe(true);

    const delivered = {
      object: "whatsapp_business_account",
      entry: [
        {
          id: "1",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                statuses: [{ id: waRow.provider_message_id, status: "delivered", timestamp: "1767225600", recipient_id: "85291234567" }],
              },
            },
          ],
        },
      ],
    };
    expect((await api("/api/webhooks/whatsapp", signed(delivered, "forged-secret"))).status).toBe(401);
    expect((await message(whatsappId)).status).toBe("sent");
    expect((await api("/api/webhooks/whatsapp", signed(delivered))).status).toBe(200);
    expect((await message(whatsappId)).status).toBe("delivered");

    const accept = mail.text.match(/https?:\/\/\S+answer=accept\S*/)![0];
    const page = await api(new URL(accept).pathname + new URL(accept).search);
    expect(page.status).toBe(200);
    expect((await message(emailId)).clinic_response).toBe("accepted");
    const tampered = await api((new URL(accept).pathname + new URL(accept).search).replace("answer=accept", "answer=decline"));
    expect(tampered.status).toBe(403);
    expect((await message(emailId)).clinic_response).toBe("accepted");
  });

  it("answers the webhook verification handshake", async () => {
    const q = (token: string) => `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=424242`;
    const ok = await api(q(process.env.WHATSAPP_VERIFY_TOKEN!));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("424242");
    expect((await api(q("nope"))).status).toBe(403);
  });

  it("GET /api/clinics/{id}/emergency-requests: staff of that clinic and admins only", async () => {
    const clinicId = await staffClinicId();
    const { requestId } = await queueFor(clinicId, `list-${Date.now().toString(36)}`);
    const path = `/api/clinics/${clinicId}/emergency-requests`;

    expect((await api(path)).status).toBe(401);
    const owner = await signIn(DEMO.owner, DEMO.password);
    expect((await api(path, { jar: owner.jar })).status).toBe(403);

    for (const who of [DEMO.staff, DEMO.admin]) {
      const { jar } = await signIn(who, DEMO.password);
      const res = await api(path, { jar });
      expect(res.status).toBe(200);
      const list = (await res.json()) as { id: string; severity: string; contactPhone: string; messageStatus: string }[];
      const mine = list.find((r) => r.id === requestId);
      expect(mine).toMatchObject({ severity: "critical", contactPhone: "+85261234567" });
      expect(["queued", "sent", "delivered"]).toContain(mine!.messageStatus);
    }
  });
});
