import { withSolution } from "@/tests/utils/challenge";
import { api, ipSequence, newEmergencyRequest, useSql } from "@/tests/utils/http";

// "Tell them I'm coming" over HTTP against the build: the shared schema's
// field messages (400), 403 for a clinic that neither accepted nor was called,
// 201 after a recorded tap, 409 the second time, and the owner's list; the
// staff's close needs a session. An owner without an account sends the human
// check with it, as with a broadcast (tests/api/asvs-findings.test.ts has the rest).

const sql = useSql();
const nextIp = ipSequence("192.0.2", 160, 5);

const newRequest = () => newEmergencyRequest(nextIp(), { contactName: "Arrival Test", contactPhone: "+85291234541" });

const body = async (res: Response) => (await res.json()) as { error?: { code: string; fields?: Record<string, string> } };

describe("POST /api/emergency-requests/{id}/arrival", () => {
  it("answers 400 with field messages, 403 before an answer or a call, 201 after a call tap, then 409", async () => {
    const id = await newRequest();
    const { rows } = await sql.query(`SELECT id FROM clinics WHERE status = 'active' AND email IS NOT NULL ORDER BY name LIMIT 1`);
    const clinicId: string = rows[0].id;
    const from = { "x-forwarded-for": nextIp() };
    const tell = async (json: unknown) =>
      api(`/api/emergency-requests/${id}/arrival`, { method: "POST", json, headers: await withSolution(from) });

    const bad = await tell({ clinicId: "nope", etaMinutes: 25 });
    expect(bad.status).toBe(400);
    expect((await body(bad)).error?.fields).toEqual({ clinicId: "Coming.errors.clinicRequired", etaMinutes: "Coming.errors.etaInvalid" });

    const refused = await tell({ clinicId, etaMinutes: 20 });
    expect(refused.status).toBe(403);
    expect((await body(refused)).error).toMatchObject({ code: "forbidden", fields: { clinicId: "Coming.errors.notAllowed" } });

    const tap = await api(`/api/emergency-requests/${id}/contacts`, { method: "POST", json: { clinicId, method: "call" } });
    expect(tap.status).toBe(204);
    // Allowed now, but not without the human check.
    const unsolved = await api(`/api/emergency-requests/${id}/arrival`, {
      method: "POST",
      json: { clinicId, etaMinutes: 20 },
      headers: from,
    });
    expect(unsolved.status).toBe(403);
    expect((await body(unsolved)).error?.code).toBe("challenge_required");
    const told = await tell({ clinicId, etaMinutes: 20 });
    expect(told.status).toBe(201);
    const notice = (await told.json()) as { id: string };
    expect(notice).toMatchObject({ clinicId, etaMinutes: 20, state: "coming", delivery: "queued" });

    const again = await tell({ clinicId, etaMinutes: 10 });
    expect(again.status).toBe(409);
    expect((await body(again)).error?.fields).toEqual({ clinicId: "Coming.errors.already" });
    const { rows: messages } = await sql.query(`SELECT count(*)::int AS n FROM messages WHERE emergency_request_id = $1`, [id]);
    expect(messages[0].n).toBe(1);

    const list = await api(`/api/emergency-requests/${id}/arrival`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { clinicId: string }[]).map((n) => n.clinicId)).toEqual([clinicId]);

    // Closing it is for the clinic's signed-in staff.
    const close = await api(`/api/arrival-notices/${notice.id}`, { method: "PATCH", json: { state: "arrived" } });
    expect(close.status).toBe(401);
  });
});
