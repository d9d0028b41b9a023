import { api, DEMO, signIn, useSql } from "@/tests/utils/http";

// What a hospital can do, on the pages owners see: the seeded public
// facts steer the first pick (the one rule, lib/clinics/ranking.ts) and are
// printed on the server with their source and age, in both languages.

const sql = useSql();
const TAI_WAI = "Tai Wai 24 Hours Small Animal & Exotic Hospital";
const SPCA = "SPCA (HK)";

async function newRequest(petSpecies: string, at: { latitude: number; longitude: number }, symptomKeys = ["breathing"]) {
  const res = await api("/api/emergency-requests", {
    method: "POST",
    headers: { "x-forwarded-for": "198.51.104.7" },
    json: {
      symptom: "Trouble breathing",
      symptomKeys,
      petSpecies,
      locationLatitude: at.latitude,
      locationLongitude: at.longitude,
      contactName: "Profile Check",
      contactPhone: "+85291234567",
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const page = async (path: string) => {
  const res = await api(path);
  expect(res.status).toBe(200);
  return res.text();
};
/** The server-rendered first pick: the card marked data-best-clinic, up to the list. */
const bestCard = (html: string) => html.slice(html.indexOf("data-best-clinic"), html.indexOf("data-best-clinic") + 6000);
const clinicId = async (name: string) => (await sql.query("SELECT id FROM clinics WHERE name = $1", [name])).rows[0].id as string;

describe("hospital profiles on the results page", () => {
  it("puts the hospital that states it sees rabbits at night first for a rabbit in Sha Tin, and asks the others", async () => {
    const id = await newRequest("rabbit", { latitude: 22.3817, longitude: 114.188 });
    const en = await page(`/emergency-results/${id}`);
    expect(bestCard(en)).toContain(`data-best-clinic="${await clinicId(TAI_WAI)}"`);
    expect(bestCard(en)).toMatch(/Sees rabbits at night · public source, Jun 3/);
    expect(en).toContain("Ask if they see rabbits");
    expect(en).toContain("First: do you see rabbits tonight?");
    const zh = await page(`/zh-HK/emergency-results/${id}`);
    expect(bestCard(zh)).toMatch(/夜間診治兔 · 公開資料/);
    expect(zh).toContain("請先問清楚是否診治兔");
  });

  it("never picks the SPCA first, even next door; its card shows the hotline to phone before coming", async () => {
    const id = await newRequest("dog", { latitude: 22.2821, longitude: 114.1791 });
    const en = await page(`/emergency-results/${id}`);
    expect(bestCard(en)).not.toContain(`data-best-clinic="${await clinicId(SPCA)}"`);
    expect(en).toContain("Phone before coming: +852 2711 1000");
    // Breathing trouble: the oxygen / ICU line of a hospital that states it, with its source's year.
    expect(en).toMatch(/Oxygen \/ ICU: yes · public source/);
    const zh = await page(`/zh-HK/emergency-results/${id}`);
    expect(zh).toContain("前往前請先致電：+852 2711 1000");
  });

  it("shows a night fee with its band and source, and nothing for a hospital with no stated fee", async () => {
    // Macpherson Animal Clinic (Mong Kok): HK$800 after midnight, from a second-hand source.
    const id = await newRequest("dog", { latitude: 22.3193, longitude: 114.1694 }, ["vomiting"]);
    const en = await page(`/emergency-results/${id}`);
    expect(en).toMatch(/Night consultation HK\$800 \(after midnight\) · public source, Jun 6/);
    expect(en).not.toMatch(/Night consultation HK\$(null|undefined|NaN)/);
  });

  it("a Decline takes a hospital off the first pick and marks its card", async () => {
    const id = await newRequest("dog", { latitude: 22.3728, longitude: 114.1796 });
    const taiWai = await clinicId(TAI_WAI);
    expect(bestCard(await page(`/emergency-results/${id}`))).toContain(`data-best-clinic="${taiWai}"`);
    await sql.query(
      `INSERT INTO messages (emergency_request_id, clinic_id, message_type, recipient, content, status, clinic_response, clinic_response_at)
       VALUES ($1, $2, 'email', 'twreception@taiwaiexotic.com', 'x', 'sent', 'declined', now() AT TIME ZONE 'UTC' - interval '3 minutes')`,
      [id, taiWai],
    );
    const en = await page(`/emergency-results/${id}`);
    expect(bestCard(en)).not.toContain(`data-best-clinic="${taiWai}"`);
    // Its card says its one state for the request and the reply's age (lib/request-state).
    expect(en).toMatch(/data-hospital-state="declined"[^>]*>Declined<span[^>]*> · (?:<!-- -->)?3 minutes ago<\/span>/);
  });
});

describe("the public clinic page", () => {
  it("never says 'Available' from the raw switch; it shows the open status and the profile with its sources", async () => {
    const spca = await clinicId(SPCA);
    // The switch is on by default and was never set: no claim may be made.
    await sql.query("UPDATE clinics SET is_available = true, availability_source = NULL, availability_updated_at = NULL WHERE id = $1", [
      spca,
    ]);
    const slug = (await sql.query("SELECT slug FROM clinics WHERE id = $1", [spca])).rows[0].slug as string;
    const en = await page(`/clinics/${slug}`);
    expect(en).not.toMatch(/Available now|Accepting emergencies/);
    expect(en).toContain("Open 24 hours");
    expect(en).toContain("Phone before coming: +852 2711 1000");
    expect(en).toMatch(/Oxygen \/ ICU: yes · public source \(2024\)/);
    const zh = await page(`/zh-HK/clinics/${slug}`);
    expect(zh).not.toContain("現正接收");
    expect(zh).toContain("前往前請先致電：+852 2711 1000");
  });
});

describe("staff state their hospital's profile", () => {
  it("a fee saved by staff shows on the results card as the clinic's, today; others are refused with field messages", async () => {
    const clinic = (
      await sql.query(
        "SELECT c.id, c.latitude::float AS lat, c.longitude::float AS lng FROM users u JOIN clinics c ON c.id = u.clinic_id WHERE u.email = $1",
        [DEMO.staff],
      )
    ).rows[0] as { id: string; lat: number; lng: number };
    const staff = await signIn(DEMO.staff, DEMO.password);
    const owner = await signIn(DEMO.owner, DEMO.password);
    const fees = { day: null, evening: null, after_midnight: { hkd: 950, covers: "00:00-09:00" }, public_holiday: null };
    const path = `/api/clinics/${clinic.id}/profile`;
    expect((await api(path, { method: "PUT", json: { fees } })).status).toBe(401);
    expect((await api(path, { method: "PUT", json: { fees }, jar: owner.jar })).status).toBe(403);
    const bad = await api(path, { method: "PUT", json: { fees: { ...fees, evening: { hkd: -1, covers: null } } }, jar: staff.jar });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toContain("fees.evening.hkd");
    const saved = await api(path, { method: "PUT", json: { fees }, jar: staff.jar });
    expect(saved.status).toBe(200);
    expect((await saved.json()).fees).toMatchObject({ source: "clinic", value: fees });

    const id = await newRequest("dog", { latitude: clinic.lat, longitude: clinic.lng }, ["vomiting"]);
    expect(await page(`/emergency-results/${id}`)).toContain("Night consultation HK$950 (after midnight) · clinic, today");
    expect(await page(`/zh-HK/emergency-results/${id}`)).toContain("夜診診金 HK$950（午夜後）· 診所，今日");
    const audit = await sql.query("SELECT count(*)::int AS n FROM audit_logs WHERE entity_id = $1 AND action = 'profile'", [clinic.id]);
    expect(audit.rows[0].n).toBeGreaterThan(0);
  });
});
