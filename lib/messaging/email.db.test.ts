import { db } from "@/lib/db";
import { verifyRespondLink } from "@/lib/messaging/links";
import { startSmtpPeer, type SmtpPeer } from "@/tests/peers";
import { resetData } from "@/tests/utils/db";
import {
  createClinics,
  createRequest,
  queueMessages,
  queueToClinicNearGpsOwner,
  TEST_APP_URL,
  TEST_LINK_SECRET,
  testWorker,
} from "@/tests/utils/messaging";

let smtp: SmtpPeer;

beforeAll(async () => {
  await resetData();
  smtp = await startSmtpPeer();
});
afterAll(() => smtp.stop());

describe("email channel over a real SMTP server", () => {
  it("delivers the alert with both signed reply links to every email recipient and records the SMTP message id", async () => {
    const { clinics } = await createClinics(3);
    const request = await createRequest({ language: "zh-HK", symptom: "抽搐, <b>Seizure</b> & collapse" });
    const content = "🚨 寵物緊急求助\n症狀：抽搐, <b>Seizure</b> & collapse\n聯絡電話：+85261234567";
    const messages = await queueMessages(request.id, clinics, "email", content);

    const worker = testWorker({ smtp });
    await worker.drain();
    await worker.stop();

    expect(smtp.mails).toHaveLength(3);
    for (const message of messages) {
      const mail = smtp.mails.find((m) => m.to.includes(message.recipient));
      expect(mail).toBeDefined();
      expect(mail!.from).toBe("alerts@pawalert.test");
      expect(mail!.subject).toBe("Pet emergency alert / 寵物緊急求助: 抽搐, <b>Seizure</b> & collapse");
      expect(mail!.text).toContain(content);
      expect(mail!.text).toContain("We can take this case / 我們可以接收這個個案");
      expect(mail!.text).toContain("We cannot take it / 我們未能接收");
      // The owner's text is escaped in HTML: no markup of theirs reaches the clinic's mail client.
      expect(mail!.html).toContain("&lt;b&gt;Seizure&lt;/b&gt; &amp; collapse");
      expect(mail!.html).not.toContain("<b>Seizure</b>");

      const links = [...mail!.text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
      expect(links).toHaveLength(2);
      for (const [link, answer] of [
        [links[0], "accept"],
        [links[1], "decline"],
      ] as const) {
        expect(link.origin).toBe(TEST_APP_URL);
        expect(link.pathname).toBe(`/api/messages/${message.id}/respond`);
        expect(link.searchParams.get("answer")).toBe(answer);
        const check = verifyRespondLink(TEST_LINK_SECRET, message.id, Object.fromEntries(link.searchParams));
        expect(check).toEqual({ ok: true, answer });
        expect(mail!.html).toContain(link.toString().replace(/&/g, "&amp;"));
      }

      const row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
      expect(row.status).toBe("sent");
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.providerMessageId).toBe(mail!.messageId);
      expect(row.claimedAt).toBeNull();
    }
  });

  it("says where the owner is in both languages, with the map link and the distance from that clinic", async () => {
    const clinic = await queueToClinicNearGpsOwner("email");
    const worker = testWorker({ smtp });
    await worker.drain();
    await worker.stop();
    const mail = smtp.mails.find((m) => m.to.includes(clinic.email!))!;
    expect(mail.text).toContain("Where the owner is: near Mong Kok · about 2.4 km from you");
    expect(mail.text).toContain("主人位置：旺角附近 · 距離你們約 2.4 公里");
    expect(mail.text).toContain("Map / 地圖: https://www.google.com/maps/search/?api=1&query=22.3193,114.1694");
    expect(mail.html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=22.3193,114.1694"');
  });

  it("fails a refused mailbox at once with the server's answer, without retrying", async () => {
    smtp.clear();
    const { clinics } = await createClinics(1);
    const request = await createRequest();
    const [message] = await queueMessages(request.id, [{ ...clinics[0], email: "bounce@clinics.test" }], "email");

    const worker = testWorker({ smtp });
    await worker.drain();
    await worker.stop();

    const row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.status).toBe("failed");
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.retryCount).toBe(0);
    expect(row.errorMessage).toMatch(/550.*Mailbox does not exist/);
    expect(smtp.mails).toHaveLength(0);
  });
});
