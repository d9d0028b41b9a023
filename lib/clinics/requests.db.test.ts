import { db } from "@/lib/db";
import { countClinicRequests, listClinicRequests } from "./requests";
import { resetData } from "@/tests/utils/db";
import { loadRequestStates } from "@/lib/request-state/queries";
import { createClinics, createRequest, queueMessages } from "@/tests/utils/messaging";

describe("the requests broadcast to a clinic (staff dashboard and API)", () => {
  beforeAll(resetData);

  it("lists only the requests this clinic was sent, newest first, with its own message status and answer", async () => {
    const { clinics } = await createClinics(2);
    const [mine, theirs] = clinics;
    const user = await db.user.create({
      data: { email: "owner@example.test", firstName: "Siu Ming", lastName: "Chan", phone: "+85261112222" },
    });
    const pet = await db.pet.create({ data: { userId: user.id, name: "Mochi", species: "cat" } });
    const older = await createRequest({ symptom: "Vomiting", createdAt: new Date(Date.now() - 60_000) });
    const newer = await db.emergencyRequest.create({
      data: {
        symptom: "Seizure",
        petSpecies: "cat",
        contactName: "Chan",
        contactPhone: "+85261112222",
        severity: "critical",
        userId: user.id,
        petId: pet.id,
      },
    });
    const notMine = await createRequest({ symptom: "Not for this clinic" });

    await queueMessages(older.id, [mine], "email");
    const [olderWa] = await queueMessages(older.id, [mine], "whatsapp");
    await db.message.update({
      where: { id: olderWa.id },
      data: { status: "delivered", clinicResponse: "accepted", clinicResponseAt: new Date() },
    });
    await queueMessages(newer.id, [mine, theirs], "email");
    await db.message.updateMany({
      where: { emergencyRequestId: newer.id, clinicId: theirs.id },
      data: { clinicResponse: "declined", clinicResponseAt: new Date(), status: "sent" },
    });
    await queueMessages(notMine.id, [theirs], "email");

    const list = await listClinicRequests(mine.id);
    expect(list.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toMatchObject({
      severity: "critical",
      status: "pending",
      symptom: "Seizure",
      petSpecies: "cat",
      contactName: "Chan",
      contactPhone: "+85261112222",
      pet: { name: "Mochi", species: "cat" },
      user: { firstName: "Siu Ming", lastName: "Chan", phone: "+85261112222" },
      // The other clinic's "declined" is not this clinic's answer.
      messageStatus: "queued",
      clinicResponse: null,
    });
    expect(list[1]).toMatchObject({ pet: null, user: null, messageStatus: "delivered", clinicResponse: "accepted" });
    expect(list[1].messages).toEqual([
      { messageType: "email", status: "queued" },
      { messageType: "whatsapp", status: "delivered" },
    ]);

    expect((await listClinicRequests(theirs.id)).map((r) => r.id)).toEqual([notMine.id, newer.id]);
  });
});

describe("counters, filters and sorts (Asia/Hong_Kong)", () => {
  it("counts today from local midnight, the last 7 days, the month from the 1st, pending and critical", async () => {
    const {
      clinics: [clinic, other],
    } = await createClinics(2);
    const HK = 8 * 3600_000;
    const now = Date.now();
    const local = new Date(now + HK);
    const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - HK;
    const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - HK;
    const cases = [
      { at: now - 1000, severity: "moderate", status: "pending" },
      { at: midnight - 1000, severity: "critical", status: "pending" },
      { at: now - 6.9 * 86400_000, severity: "urgent", status: "responded" },
      { at: now - 8 * 86400_000, severity: "critical", status: "responded" },
      { at: monthStart - 1000, severity: "moderate", status: "pending" },
    ];
    for (const [i, c] of cases.entries()) {
      const request = await db.emergencyRequest.create({
        data: {
          symptom: `case ${i}`,
          contactName: "Chan Tai Man",
          contactPhone: "+85261234567",
          severity: c.severity,
          status: c.status,
          createdAt: new Date(c.at),
        },
      });
      // Marked responded by this clinic's staff: its alerts carry the answer (lib/emergency/service.ts).
      const answered = c.status === "responded" ? { clinicResponse: "responded", clinicResponseAt: new Date(c.at + 60_000) } : {};
      await db.message.create({
        data: {
          emergencyRequestId: request.id,
          clinicId: clinic.id,
          messageType: "email",
          recipient: "x@test.example",
          content: "alert",
          ...answered,
        },
      });
    }
    // A request sent only to another clinic never shows.
    const elsewhere = await db.emergencyRequest.create({
      data: { symptom: "elsewhere", contactName: "X", contactPhone: "+85261234567", severity: "critical" },
    });
    await db.message.create({
      data: { emergencyRequestId: elsewhere.id, clinicId: other.id, messageType: "email", recipient: "y@test.example", content: "alert" },
    });

    const count = (from: number) => cases.filter((c) => c.at >= from).length;
    expect(await countClinicRequests(clinic.id)).toEqual({
      today: count(midnight),
      week: count(now - 7 * 86400_000),
      month: count(monthStart),
      pending: 3,
      critical: 2,
    });

    const bySeverity = await listClinicRequests(clinic.id, { sort: "severity" });
    expect(bySeverity.map((r) => r.severity)).toEqual(["critical", "critical", "urgent", "moderate", "moderate"]);
    expect(bySeverity[0].symptom).toBe("case 1"); // newest first within a severity
    const oldest = await listClinicRequests(clinic.id, { sort: "oldest" });
    expect(oldest.map((r) => r.symptom)).toEqual(["case 4", "case 3", "case 2", "case 1", "case 0"]);
    expect(oldest[0].createdAt).toBeInstanceOf(Date);
    expect((await listClinicRequests(clinic.id, { filter: "pending" })).map((r) => r.symptom)).toEqual(["case 0", "case 1", "case 4"]);
    expect((await listClinicRequests(clinic.id, { filter: "critical" })).every((r) => r.severity === "critical")).toBe(true);
  });
});

describe("pending: this clinic has not answered (the request state's answer, in SQL)", () => {
  it("agrees with lib/request-state for every answer, and another clinic's answer does not count", async () => {
    const {
      clinics: [clinic, other],
    } = await createClinics(2);
    const answers = [null, "accepted", "declined", "responded"] as const;
    const requests = [];
    for (const answer of answers) {
      const request = await createRequest({ symptom: `answer ${answer}` });
      const email = (await queueMessages(request.id, [clinic, other], "email")).find((m) => m.clinicId === clinic.id)!;
      await queueMessages(request.id, [clinic], "whatsapp");
      // The other clinic accepted every one of them.
      await db.message.updateMany({
        where: { emergencyRequestId: request.id, clinicId: other.id },
        data: { clinicResponse: "accepted", clinicResponseAt: new Date() },
      });
      if (answer) await db.message.update({ where: { id: email.id }, data: { clinicResponse: answer, clinicResponseAt: new Date() } });
      requests.push(request.id);
    }
    const states = await loadRequestStates(requests);
    const derived = requests.filter((id) => states.get(id)!.hospitals.find((h) => h.clinicId === clinic.id)!.answer === null);
    expect(derived).toHaveLength(1);
    expect((await listClinicRequests(clinic.id, { filter: "pending" })).map((r) => r.id)).toEqual(derived);
    expect((await countClinicRequests(clinic.id)).pending).toBe(derived.length);
    expect((await countClinicRequests(other.id)).pending).toBe(0);
  });
});
