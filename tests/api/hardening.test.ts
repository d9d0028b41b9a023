import { DEMO, api, ipSequence, signIn, useSql } from "@/tests/utils/http";

// What the request's link shows of a signed-in
// owner's account, and the smaller hardening items, each against the build.

const sql = useSql();
const nextIp = ipSequence("192.0.2", 250, 5);

describe("privacy of the broadcast text (finding 4)", () => {
  it("account data (email, a saved pet's weight and notes) is in the clinic's copy and the owner's view only", async () => {
    const owner = await signIn(DEMO.owner, DEMO.password);
    expect(owner.ok).toBe(true);
    const { rows: pets } = await sql.query(
      `SELECT p.id FROM pets p JOIN users u ON u.id = p.user_id WHERE u.email = $1 AND p.medical_notes IS NOT NULL LIMIT 1`,
      [DEMO.owner],
    );
    const created = await api("/api/emergency-requests", {
      method: "POST",
      jar: owner.jar,
      headers: { "x-forwarded-for": nextIp() },
      json: {
        symptom: "Seizure",
        symptomKeys: ["seizure"],
        petId: pets[0].id,
        locationLatitude: 22.3193,
        locationLongitude: 114.1694,
        contactName: "Owner Demo",
        contactPhone: "6123 4567",
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const { rows: clinics } = await sql.query(`SELECT id FROM clinics WHERE status = 'active' AND email IS NOT NULL ORDER BY name LIMIT 1`);
    const sent = await api(`/api/emergency-requests/${id}/broadcast`, {
      method: "POST",
      jar: owner.jar,
      json: { clinicIds: [clinics[0].id] },
    });
    expect(sent.status).toBe(201);

    // The clinic's copy carries everything.
    const { rows: stored } = await sql.query(`SELECT content FROM messages WHERE emergency_request_id = $1`, [id]);
    for (const text of [DEMO.owner, "Allergic to chicken", "9.5 kg"]) expect(stored[0].content).toContain(text);

    // Whoever holds the link sees what was typed, not the account's data.
    const secrets = [DEMO.owner, "Allergic to chicken", "9.5 kg"];
    for (const path of [
      `/api/emergency-requests/${id}/messages`,
      `/api/emergency-requests/${id}`,
      `/emergency-results/${id}/messages`,
      `/emergency-results/${id}`,
    ]) {
      const text = await (await api(path)).text();
      expect(text).toContain("Seizure");
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    // The signed-in owner sees their own request whole.
    const own = (await (await api(`/api/emergency-requests/${id}/messages`, { jar: owner.jar })).json()) as { content: string }[];
    for (const secret of secrets) expect(own[0].content).toContain(secret);
    // Another signed-in person does not.
    const staff = await signIn(DEMO.staff, DEMO.password);
    const other = await (await api(`/api/emergency-requests/${id}/messages`, { jar: staff.jar })).text();
    for (const secret of secrets) expect(other).not.toContain(secret);
  });
});

describe("smaller items (finding 7)", () => {
  it("a malformed session cookie name is a signed-out visitor, not a 500", async () => {
    for (const cookie of [
      "next-auth.session-token =x",
      "next-auth.session-token=",
      "=x; next-auth.session-token",
      "next-auth.session-token=%E0%A4%A",
    ]) {
      for (const path of ["/api/auth/user", "/profile", "/api/emergency-requests/00000000-0000-4000-8000-000000000000"]) {
        const res = await api(path, { headers: { cookie } });
        expect([200, 303, 307, 401, 404]).toContain(res.status);
      }
    }
  });

  it("PATCH of an emergency request checks permission before the body: a stranger gets 403 even for a bad body", async () => {
    const owner = await signIn(DEMO.owner, DEMO.password);
    const created = await api("/api/emergency-requests", {
      method: "POST",
      headers: { "x-forwarded-for": nextIp() },
      json: {
        symptom: "Vomiting",
        symptomKeys: ["vomiting"],
        petSpecies: "cat",
        manualLocation: "Mong Kok",
        contactName: "Lee Siu",
        contactPhone: "6123 4567",
      },
    });
    const { id } = (await created.json()) as { id: string };
    const res = await api(`/api/emergency-requests/${id}`, { method: "PATCH", jar: owner.jar, json: { status: "nonsense", extra: 1 } });
    expect(res.status).toBe(403);
  });

  it("the data export escapes markup in stored text", async () => {
    const owner = await signIn(DEMO.owner, DEMO.password);
    const me = (await (await api("/api/auth/user", { jar: owner.jar })).json()) as { id: string };
    const created = await api("/api/pets", {
      method: "POST",
      jar: owner.jar,
      json: { userId: me.id, name: "<b>Bold</b>", species: "dog", medicalNotes: "<script>alert(1)</script> & more" },
    });
    expect(created.status).toBe(201);
    const res = await api("/api/users/export", { jar: owner.jar });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/<script>|<b>/);
    expect(text).toContain("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 more");
    // Still the same JSON value.
    const data = JSON.parse(text) as { pets: { name: string; medicalNotes: string | null }[] };
    expect(data.pets.some((p) => p.name === "<b>Bold</b>" && p.medicalNotes === "<script>alert(1)</script> & more")).toBe(true);
    await sql.query(`DELETE FROM pets WHERE name = '<b>Bold</b>'`);
  });

  it("the WhatsApp webhook's 401 does not name the missing secret", async () => {
    const res = await api("/api/webhooks/whatsapp", {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": "sha256=00" },
      body: "{}",
    });
    expect(res.status).toBe(401);
    const text = await res.text();
    expect(text).not.toMatch(/WHATSAPP|APP_SECRET|not set/i);
  });

  it("/api/login never redirects off-site, dot segments included", async () => {
    for (const returnTo of ["/..//evil.example", "/.//evil.example/x"]) {
      const res = await api(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      const location = new URL(res.headers.get("location")!, "http://site.test");
      expect(location.host).toBe("site.test");
      expect(location.searchParams.get("callbackUrl")).toBe("/");
    }
  });
});
