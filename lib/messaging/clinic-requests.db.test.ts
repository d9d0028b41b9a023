import { db } from "@/lib/db";
import { listClinicEmergencyRequests } from "@/lib/messaging/clinic-requests";
import { resetData } from "@/tests/utils/db";
import { createClinics, createRequest, queueMessages } from "@/tests/utils/messaging";

describe("emergency requests broadcast to a clinic (staff dashboard)", () => {
  beforeAll(resetData);

  it("lists only the requests this clinic was sent, newest first, with its own message status and answer", async () => {
    const { clinics } = await createClinics(2);
    const [mine, theirs] = clinics;
    const user = await db.user.create({ data: { email: "owner@example.test", firstName: "Siu Ming", lastName: "Chan", phone: "+85261112222" } });
    const pet = await db.pet.create({ data: { userId: user.id, name: "Mochi", species: "cat" } });
    const older = await createRequest({ symptom: "Vomiting", createdAt: new Date(Date.now() - 60_000) });
    const newer = await db.emergencyRequest.create({
      data: { symptom: "Seizure", petSpecies: "cat", contactName: "Chan", contactPhone: "+85261112222", severity: "critical", userId: user.id, petId: pet.id },
    });
    const notMine = await createRequest({ symptom: "Not for this clinic" });

    await queueMessages(older.id, [mine], "email");
    const [olderWa] = await queueMessages(older.id, [mine], "whatsapp");
    await db.message.update({ where: { id: olderWa.id }, data: { status: "delivered", clinicResponse: "accepted", clinicResponseAt: new Date() } });
    await queueMessages(newer.id, [mine, theirs], "email");
    await db.message.updateMany({ where: { emergencyRequestId: newer.id, clinicId: theirs.id }, data: { clinicResponse: "declined", clinicResponseAt: new Date(), status: "sent" } });
    await queueMessages(notMine.id, [theirs], "email");

    const list = await listClinicEmergencyRequests(mine.id);
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

    expect((await listClinicEmergencyRequests(theirs.id)).map((r) => r.id)).toEqual([notMine.id, newer.id]);
  });
});
