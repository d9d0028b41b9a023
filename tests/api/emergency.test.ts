import { withSolution } from "@/tests/utils/challenge";
import { api, DEMO, signIn, useSql } from "@/tests/utils/http";

// The emergency API over HTTP against the production build.

const MONG_KOK = { locationLatitude: 22.3193, locationLongitude: 114.1694 };
const VALID = {
  symptom: "Seizure, Vomiting",
  symptomKeys: ["seizure", "vomiting"],
  petSpecies: "dog",
  petBreed: "拉布拉多尋回犬",
  petAge: 5,
  ...MONG_KOK,
  contactName: "Chan Tai Man",
  contactPhone: "9123 4567",
  isVoiceRecording: false,
};

const sql = useSql();

async function countRequests(): Promise<number> {
  const { rows } = await sql.query("SELECT count(*)::int AS n FROM emergency_requests");
  return rows[0].n;
}

async function create(body: Record<string, unknown>, init: Parameters<typeof api>[1] = {}) {
  return api("/api/emergency-requests", { method: "POST", json: body, ...init });
}

describe("POST /api/emergency-requests", () => {
  it("stores an anonymous request and returns its id and region", async () => {
    const res = await create(VALID, { headers: { "content-language": "zh-HK" } });
    expect(res.status).toBe(201);
    const { id, regionId } = await res.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(regionId).toMatch(/^[0-9a-f-]{36}$/);

    const read = await (await api(`/api/emergency-requests/${id}`)).json();
    expect(read).toMatchObject({
      id,
      symptom: "Seizure, Vomiting",
      severity: "critical",
      status: "pending",
      petSpecies: "dog",
      petBreed: "Labrador Retriever",
      petAgeMonths: 60,
      // Stored normalised (E.164), whatever the owner typed.
      contactPhone: "+85291234567",
      locationPrecision: "gps",
      language: "zh-HK",
      locationText: "22.3193, 114.1694",
    });
    // Coordinates are strings on read (Decimal columns: exact, never a float's rounding); the owner's email never leaves the server.
    expect(read.locationLatitude).toBe("22.3193");
    expect(read).not.toHaveProperty("contactEmail");
    expect(read).not.toHaveProperty("userId");
  });

  it("takes any pet: a rabbit of 0.5 years is stored and broadcast as 6 months", async () => {
    const res = await create({ ...VALID, petSpecies: "rabbit", petBreed: "Holland Lop", petAge: 0.5 });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const read = await (await api(`/api/emergency-requests/${id}`)).json();
    expect(read).toMatchObject({ petSpecies: "rabbit", petBreed: "Holland Lop", petAgeMonths: 6 });
    const { rows } = await sql.query("SELECT id FROM clinics WHERE whatsapp IS NOT NULL OR email IS NOT NULL ORDER BY name LIMIT 1");
    const sent = await api(`/api/emergency-requests/${id}/broadcast`, {
      method: "POST",
      json: { clinicIds: [rows[0].id] },
      headers: await withSolution({ "x-forwarded-for": "192.0.2.19" }),
    });
    expect(sent.status).toBe(201);
    const [message] = await (await api(`/api/emergency-requests/${id}/messages`)).json();
    expect(message.content).toContain("Pet: Rabbit, 6 months");
    expect(message.content).toContain("Breed: Holland Lop");

    // The same in Chinese, typed in months, and the owner's own word for an "other" animal.
    const zh = await create(
      { ...VALID, petSpecies: "other", petSpeciesOther: "刺蝟", petBreed: null, petAge: "6 個月" },
      { headers: { "content-language": "zh-HK" } },
    );
    expect(zh.status).toBe(201);
    const zhRead = await (await api(`/api/emergency-requests/${(await zh.json()).id}`)).json();
    expect(zhRead).toMatchObject({ petSpecies: "other", petSpeciesOther: "刺蝟", petAgeMonths: 6 });
  });

  it("never refuses an emergency for an age it cannot read: the age is left out and the answer says so", async () => {
    for (const petAge of [-1, "two-ish", "0"]) {
      const res = await create({ ...VALID, petAge });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.notes).toEqual(["ageDropped"]);
      expect((await (await api(`/api/emergency-requests/${body.id}`)).json()).petAgeMonths).toBeNull();
    }
    expect((await (await create(VALID)).json()).notes).toBeUndefined();
  });

  it("places a typed area name through the gazetteer when there is no GPS", async () => {
    const res = await create({ ...VALID, locationLatitude: null, locationLongitude: null, manualLocation: "near Tsim Sha Tsui MTR" });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const read = await (await api(`/api/emergency-requests/${id}`)).json();
    expect(read.locationPrecision).toBe("area");
    expect(Number(read.locationLatitude)).toBeCloseTo(22.3, 1);
    expect(Number(read.locationLongitude)).toBeCloseTo(114.17, 1);
  });

  it("ignores a client-sent userId and takes the owner from the session", async () => {
    const { jar } = await signIn(DEMO.owner, DEMO.password);
    const res = await create({ ...VALID, userId: "00000000-0000-4000-8000-000000000000" }, { jar });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const mine = await (await api("/api/emergency-requests", { jar })).json();
    expect(mine.map((r: { id: string }) => r.id)).toContain(id);
    const { rows } = await sql.query("SELECT u.email FROM emergency_requests e JOIN users u ON u.id = e.user_id WHERE e.id = $1", [id]);
    expect(rows[0].email).toBe(DEMO.owner);
  });

  it("refuses someone else's saved pet", async () => {
    const { rows } = await sql.query("SELECT p.id FROM pets p JOIN users u ON u.id = p.user_id WHERE u.email = $1 LIMIT 1", [DEMO.owner]);
    const res = await create({ ...VALID, petSpecies: null, petId: rows[0].id });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ petId: "EmergencyWizard.errors.petNotFound" });
  });

  const BAD: [string, Record<string, unknown>, Record<string, string>][] = [
    ["no symptom", { symptom: "" }, { symptom: "EmergencyWizard.errors.symptomRequired" }],
    ["no pet and no species", { petSpecies: null }, { petSpecies: "EmergencyWizard.errors.petRequired" }],
    ["an unknown species", { petSpecies: "hamster" }, { petSpecies: "EmergencyWizard.errors.petRequired" }],
    [
      "no location",
      { locationLatitude: null, locationLongitude: null, manualLocation: "  " },
      { manualLocation: "EmergencyWizard.errors.locationRequired" },
    ],
    ["only a latitude", { locationLongitude: null }, { manualLocation: "EmergencyWizard.errors.locationRequired" }],
    ["a one-letter name", { contactName: "A" }, { contactName: "EmergencyWizard.errors.contactNameRequired" }],
    ["a short phone", { contactPhone: "1234" }, { contactPhone: "Validation.invalidPhone" }],
    ["a phone with letters", { contactPhone: "call me maybe" }, { contactPhone: "Validation.invalidPhone" }],
    ["a phone with only 7 digits", { contactPhone: "1234 5-67" }, { contactPhone: "Validation.invalidPhone" }],
    // Eight digits, but no Hong Kong number starts with 1 (libphonenumber-js decides, not a digit count).
    ["a phone that is no Hong Kong number", { contactPhone: "1234 5678" }, { contactPhone: "Validation.invalidPhone" }],
    ["a US number with no area code", { contactPhone: "+1 123 456 7890" }, { contactPhone: "Validation.invalidPhone" }],
    ["a latitude out of range", { locationLatitude: 123 }, { locationLatitude: "Validation.invalidLatitude" }],
    ["an unknown symptom key", { symptomKeys: ["sneezing"] }, { "symptomKeys.0": expect.any(String) as unknown as string }],
    ["an unknown field", { isAdmin: true }, { isAdmin: "Validation.unknownField" }],
  ];

  it.each(BAD)("answers 400 with field errors for %s and stores nothing", async (_name, change, fields) => {
    const before = await countRequests();
    const res = await create({ ...VALID, ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields).toMatchObject(fields);
    expect(await countRequests()).toBe(before);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await api("/api/emergency-requests", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
  });
});

describe("GET /api/emergency-requests/{id}", () => {
  it("is 404 for an unknown or malformed id", async () => {
    expect((await api("/api/emergency-requests/5a0e3c1e-1111-4222-8333-944455556666")).status).toBe(404);
    expect((await api("/api/emergency-requests/not-a-uuid")).status).toBe(404);
  });

  it("lists only the caller's own requests, and needs a session", async () => {
    expect((await api("/api/emergency-requests")).status).toBe(401);
  });
});

describe("GET /api/clinics", () => {
  it("returns at most `limit` active clinics, nearest first, computed on the server", async () => {
    const res = await api("/api/clinics?near=22.3193,114.1694&limit=25");
    expect(res.status).toBe(200);
    const clinics = await res.json();
    expect(clinics).toHaveLength(25);
    const distances = clinics.map((c: { distanceKm: number }) => c.distanceKm);
    // By 1 km band; within a band, clinics with their own map point before those at an area's centre.
    const bands = distances.map((d: number) => Math.floor(d));
    expect(bands).toEqual([...bands].sort((a: number, b: number) => a - b));
    const ownPoint = clinics
      .filter((c: { coordPrecision: string }) => c.coordPrecision === "building")
      .map((c: { distanceKm: number }) => c.distanceKm);
    expect(ownPoint).toEqual([...ownPoint].sort((a: number, b: number) => a - b));
    expect(distances[0]).toBeLessThan(2);
    // Broadcast contacts are not exposed: only whether an email exists.
    expect(clinics[0]).not.toHaveProperty("email");
    expect(clinics[0]).toHaveProperty("hasEmail");
  });

  it("filters by region and 24-hour, and rejects bad queries", async () => {
    const clinics = await (await api("/api/clinics?region=NT&is24Hour=true&near=22.38,114.19")).json();
    expect(clinics.length).toBeGreaterThan(0);
    expect(clinics.every((c: { regionCode: string; is24Hour: boolean }) => c.regionCode === "NT" && c.is24Hour)).toBe(true);
    expect((await api("/api/clinics?near=abc")).status).toBe(400);
    expect((await api("/api/clinics?region=XX")).status).toBe(400);
    expect((await api("/api/clinics?limit=0")).status).toBe(400);
  });
});

describe("PATCH /api/emergency-requests/{id}", () => {
  async function requestAlerting(clinicId: string | null) {
    const { id } = await (await create(VALID)).json();
    if (clinicId) {
      const res = await api(`/api/emergency-requests/${id}/broadcast`, {
        method: "POST",
        json: { clinicIds: [clinicId] },
        headers: await withSolution({ "x-forwarded-for": "192.0.2.10" }),
      });
      expect(res.status).toBe(201);
    }
    return id as string;
  }

  it("lets staff of an alerted clinic mark it responded, and records who did it", async () => {
    const { rows } = await sql.query("SELECT clinic_id FROM users WHERE email = $1", [DEMO.staff]);
    const id = await requestAlerting(rows[0].clinic_id);
    const { jar } = await signIn(DEMO.staff, DEMO.password);
    const res = await api(`/api/emergency-requests/${id}`, { method: "PATCH", json: { status: "responded" }, jar });
    expect(res.status).toBe(200);
    expect((await (await api(`/api/emergency-requests/${id}`)).json()).status).toBe("responded");
    const audit = await sql.query("SELECT action, changes FROM audit_logs WHERE entity_id = $1", [id]);
    expect(audit.rows).toEqual([{ action: "status_change", changes: { status: { from: "pending", to: "responded" } } }]);
  });

  it("is 401 signed out, 403 for staff of a clinic that was not alerted, 400 for another status", async () => {
    const id = await requestAlerting(null);
    expect((await api(`/api/emergency-requests/${id}`, { method: "PATCH", json: { status: "responded" } })).status).toBe(401);
    const staff = await signIn(DEMO.staff, DEMO.password);
    expect((await api(`/api/emergency-requests/${id}`, { method: "PATCH", json: { status: "responded" }, jar: staff.jar })).status).toBe(
      403,
    );
    const owner = await signIn(DEMO.owner, DEMO.password);
    expect((await api(`/api/emergency-requests/${id}`, { method: "PATCH", json: { status: "responded" }, jar: owner.jar })).status).toBe(
      403,
    );
    const admin = await signIn(DEMO.admin, DEMO.password);
    expect((await api(`/api/emergency-requests/${id}`, { method: "PATCH", json: { status: "closed" }, jar: admin.jar })).status).toBe(400);
    expect((await api(`/api/emergency-requests/${id}`, { method: "PATCH", json: { status: "responded" }, jar: admin.jar })).status).toBe(
      200,
    );
  });
});
