import { db } from "@/lib/db";
import { parseServerEnv } from "@/lib/env";
import { availabilityClaim } from "@/lib/clinics/availability";
import { recordClinicResponse } from "@/lib/messaging/respond";
import { MessagingWorker } from "@/lib/messaging/worker";
import { createDemoChannel } from "@/lib/messaging/channels/demo";
import { resetData } from "@/tests/utils/db";
import { createClinics } from "@/tests/utils/messaging";
import { messagingConfig } from "@/lib/messaging/config";
import { getServerEnv } from "@/lib/env";
import { verifyProfileLink } from "@/lib/messaging/links";
import { listDemoInbox } from "@/lib/messaging/demo-inbox";
import { hongKongDay } from "@/lib/time/hong-kong";
import { askChannel, askForAvailability, findSilentPartnerClinics, usableChannels } from "./availability-asks";

// The daily "Are you accepting emergencies tonight?" to partner
// hospitals. Demo mode without a channel: the demo inbox is the channel.
process.env.DEMO = "1";
delete process.env.SMTP_URL;
delete process.env.WHATSAPP_PHONE_NUMBER_ID;
delete process.env.WHATSAPP_TOKEN;

const HK = (local: string) => new Date(`${local}+08:00`);

async function partnerClinics() {
  const { clinics } = await createClinics(4, "Partner");
  const [whatsapp, emailOnly, noChannel, notPartner] = clinics;
  await db.clinic.updateMany({ where: { id: { in: [whatsapp.id, emailOnly.id, noChannel.id] } }, data: { isSupportHospital: true } });
  await db.clinic.update({ where: { id: emailOnly.id }, data: { whatsapp: null } });
  await db.clinic.update({ where: { id: noChannel.id }, data: { whatsapp: null, email: null } });
  return { whatsapp, emailOnly, noChannel, notPartner };
}

const asksOf = (clinicId: string) =>
  db.availabilityAsk.findMany({ where: { clinicId }, include: { messages: true }, orderBy: { askDate: "asc" } });

describe("the daily availability ask", () => {
  beforeAll(resetData);

  it("uses Hong Kong time (UTC+8 all year) and 18:00 by default", () => {
    expect(hongKongDay(new Date("2026-12-01T09:59:00Z"))).toEqual({ date: "2026-12-01", minutes: 17 * 60 + 59 });
    expect(hongKongDay(new Date("2026-12-01T16:30:00Z"))).toEqual({ date: "2026-12-02", minutes: 30 });
    expect(parseServerEnv({ DATABASE_URL: "postgresql://x/y" }).AVAILABILITY_ASK_TIME).toBe("18:00");
    expect(() => parseServerEnv({ DATABASE_URL: "postgresql://x/y", AVAILABILITY_ASK_TIME: "6pm" })).toThrow(/AVAILABILITY_ASK_TIME/);
  });

  it("goes only by a channel that is configured (or the demo inbox), WhatsApp first", () => {
    const none = usableChannels(parseServerEnv({ DATABASE_URL: "postgresql://x/y" }));
    expect(none).toEqual({ whatsapp: false, email: false });
    const email = usableChannels(
      parseServerEnv({ DATABASE_URL: "postgresql://x/y", SMTP_URL: "smtp://localhost:25", EMAIL_FROM: "a@b.test", NEXTAUTH_SECRET: "s" }),
    );
    expect(email).toEqual({ whatsapp: false, email: true });
    expect(askChannel({ whatsapp: "+85291234567", email: "a@b.test" }, email)).toBe("email");
    expect(askChannel({ whatsapp: "+85291234567", email: null }, email)).toBeNull();
    expect(askChannel({ whatsapp: "+85291234567", email: "a@b.test" }, { whatsapp: true, email: true })).toBe("whatsapp");
  });

  it("asks each partner hospital with a channel once a day, from 18:00 Hong Kong time", async () => {
    const { whatsapp, emailOnly, noChannel, notPartner } = await partnerClinics();
    expect(await askForAvailability(HK("2026-12-01T17:59:00"))).toBe(0);
    expect(await asksOf(whatsapp.id)).toHaveLength(0);

    expect(await askForAvailability(HK("2026-12-01T18:00:00"))).toBeGreaterThanOrEqual(2);
    const [wa] = await asksOf(whatsapp.id);
    expect(wa.messages).toEqual([
      expect.objectContaining({ messageType: "whatsapp", recipient: whatsapp.whatsapp, status: "queued", emergencyRequestId: null }),
    ]);
    expect(wa.messages[0].content).toContain("Are you accepting emergencies tonight?");
    const [mail] = await asksOf(emailOnly.id);
    expect(mail.messages).toEqual([expect.objectContaining({ messageType: "email", recipient: emailOnly.email })]);
    expect(await asksOf(noChannel.id)).toHaveLength(0);
    expect(await asksOf(notPartner.id)).toHaveLength(0);

    // Later the same evening (and after midnight UTC, still the same Hong Kong day): not again.
    expect(await askForAvailability(HK("2026-12-01T23:30:00"))).toBe(0);
    await Promise.all([askForAvailability(HK("2026-12-01T21:00:00")), askForAvailability(HK("2026-12-01T21:00:01"))]);
    expect(await asksOf(whatsapp.id)).toHaveLength(1);
    // Next morning: not yet; next evening: once more.
    expect(await askForAvailability(HK("2026-12-02T09:00:00"))).toBe(0);
    await askForAvailability(HK("2026-12-02T18:05:00"));
    expect(await asksOf(whatsapp.id)).toHaveLength(2);
  });

  it("is sent by the outbox worker; Yes sets 'accepting' (clinic_reply) for 24 hours, No sets 'not accepting'", async () => {
    const { whatsapp, emailOnly } = await partnerClinics();
    await askForAvailability(HK("2026-12-05T18:00:00"));
    const worker = new MessagingWorker({
      channels: { email: createDemoChannel(), whatsapp: createDemoChannel() },
      pollMs: 20,
      name: "asks",
    });
    await worker.drain();
    const [yes] = (await asksOf(whatsapp.id))[0].messages;
    const [no] = (await asksOf(emailOnly.id))[0].messages;
    expect((await db.message.findUniqueOrThrow({ where: { id: yes.id } })).status).toBe("sent");

    const before = Date.now();
    expect(await recordClinicResponse(yes.id, "accept", "whatsapp")).toMatchObject({ availability: "applied" });
    const accepted = await db.clinic.findUniqueOrThrow({ where: { id: whatsapp.id } });
    expect(accepted).toMatchObject({ isAvailable: true, availabilitySource: "clinic_reply", availabilityUpdatedBy: null });
    expect(accepted.availabilityUpdatedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const at = accepted.availabilityUpdatedAt!;
    expect(availabilityClaim(accepted, new Date(at.getTime() + 23 * 3_600_000))).toMatchObject({ accepting: true, source: "clinic_reply" });
    expect(availabilityClaim(accepted, new Date(at.getTime() + 24 * 3_600_000))).toBeNull();
    expect((await asksOf(whatsapp.id))[0]).toMatchObject({ answer: "accepted" });

    await recordClinicResponse(no.id, "decline", "email");
    expect(await db.clinic.findUniqueOrThrow({ where: { id: emailOnly.id } })).toMatchObject({
      isAvailable: false,
      availabilitySource: "clinic_reply",
    });
  });

  it("adds a signed link to the clinic's profile editor to the month's first ask only", async () => {
    const { whatsapp, emailOnly } = await partnerClinics();
    const linkIn = (content: string) => /Check what owners see about you: (\S+)/.exec(content)?.[1] ?? null;
    const lastAsk = async (clinicId: string) => (await asksOf(clinicId)).at(-1)!;

    await askForAvailability(HK("2027-02-03T18:00:00"));
    const first = await lastAsk(whatsapp.id);
    expect(first.profileLink).toBe(true);
    const url = new URL(linkIn(first.messages[0].content)!);
    expect(url.pathname).toBe(`/api/clinics/${whatsapp.id}/profile-link`);
    expect(first.messages[0].content).toContain("看看寵物主人看到的貴院資料：");
    const check = (clinicId: string) =>
      verifyProfileLink(
        messagingConfig(getServerEnv()).linkSecret!,
        clinicId,
        Object.fromEntries(url.searchParams),
        HK("2027-02-03T18:00:00").getTime(),
      );
    expect(check(whatsapp.id)).toEqual({ ok: true });
    // Signed for this clinic only.
    expect(check(emailOnly.id)).toEqual({ ok: false, reason: "invalid" });
    expect(linkIn((await lastAsk(emailOnly.id)).messages[0].content)).toContain(`/api/clinics/${emailOnly.id}/profile-link`);
    // The demo inbox shows the clinic the same link.
    const inboxAsk = async (messageId: string) => (await listDemoInbox()).find((m) => m.id === messageId)?.ask;
    expect((await inboxAsk(first.messages[0].id))?.profileUrl).toContain(`/api/clinics/${whatsapp.id}/profile-link?exp=`);

    // The next day's ask (and the rest of the month's): the question only.
    await askForAvailability(HK("2027-02-04T18:00:00"));
    await askForAvailability(HK("2027-02-28T18:00:00"));
    for (const day of (await asksOf(whatsapp.id)).slice(1)) {
      expect(day.profileLink).toBe(false);
      expect(linkIn(day.messages[0].content)).toBeNull();
      expect(day.messages[0].content).toContain("Are you accepting emergencies tonight?");
      expect((await inboxAsk(day.messages[0].id))?.profileUrl).toBeNull();
    }

    // A month later it comes again, a freshly signed link.
    await askForAvailability(HK("2027-03-03T18:00:00"));
    const march = await lastAsk(whatsapp.id);
    expect(march.profileLink).toBe(true);
    expect(linkIn(march.messages[0].content)).toContain(`/api/clinics/${whatsapp.id}/profile-link`);
    expect(await asksOf(whatsapp.id)).toHaveLength(4);
  });

  it("shows admins the partner clinics that have not answered for 3 days", async () => {
    const { whatsapp, emailOnly, notPartner } = await partnerClinics();
    const now = new Date();
    const fourDaysAgo = new Date(now.getTime() - 4 * 24 * 3_600_000);
    for (const clinic of [whatsapp, emailOnly]) {
      await db.availabilityAsk.create({
        data: { clinicId: clinic.id, askDate: new Date(fourDaysAgo.toISOString().slice(0, 10)), askedAt: fourDaysAgo },
      });
    }
    // emailOnly toggled its switch yesterday: a confirmation.
    await db.clinic.update({
      where: { id: emailOnly.id },
      data: { availabilityUpdatedAt: new Date(now.getTime() - 24 * 3_600_000), availabilitySource: "clinic" },
    });
    const silent = await findSilentPartnerClinics([whatsapp.id, emailOnly.id, notPartner.id], now);
    expect([...silent]).toEqual([whatsapp.id]);
  });
});
