import { db } from "@/lib/db";
import { seed } from "@/lib/seed/seed";
import { AppError } from "@/lib/errors";
import { LIMITS } from "@/lib/rate-limit";
import { resetData } from "@/tests/utils/db";
import { storeEmergencyRequest, type NewRequest } from "./store";

// The earlier request with the same key, the per-address limit, the
// region and the INSERT in one statement; each must behave as the four
// Prisma calls it replaced.

const MONG_KOK = { latitude: 22.3193, longitude: 114.1694 };

const row = (over: Partial<NewRequest> = {}): NewRequest => ({
  userId: null,
  petId: null,
  symptom: "Seizure, shaking for two minutes",
  symptomKeys: ["seizure", "collapse"],
  petSpecies: "dog",
  petSpeciesOther: null,
  petBreed: "Shiba Inu",
  petAgeMonths: 30,
  voiceTranscript: "he is shaking & drooling <a lot>",
  aiAnalyzedSymptoms: null,
  isVoiceRecording: true,
  locationLatitude: MONG_KOK.latitude,
  locationLongitude: MONG_KOK.longitude,
  locationPrecision: "gps",
  manualLocation: null,
  contactName: "Chan Tai Man",
  contactPhone: "+85261234567",
  contactEmail: null,
  language: "zh-HK",
  severity: "critical",
  idempotencyKey: null,
  ...over,
});

const points = async (ip: string) => (await db.rateLimit.findUnique({ where: { key: `emergencyCreateIp:${ip}` } }))?.points ?? 0;

describe("storeEmergencyRequest: one statement", () => {
  beforeAll(async () => {
    await resetData();
    await seed(db, { demo: false });
  }, 60_000);

  it("stores every field as Prisma reads it, with the nearest clinic's region and the time in UTC", async () => {
    const before = Date.now();
    const outcome = await storeEmergencyRequest(row(), { near: MONG_KOK }, { ip: "10.0.0.1", now: new Date() });
    if (!("stored" in outcome)) throw new Error(`not stored: ${JSON.stringify(outcome)}`);
    const stored = await db.emergencyRequest.findUniqueOrThrow({ where: { id: outcome.stored.id } });
    const nearest = await db.$queryRaw<{ region_id: string }[]>`
      SELECT region_id::text FROM clinics WHERE status = 'active' AND location IS NOT NULL
      ORDER BY location <-> ST_SetSRID(ST_MakePoint(${MONG_KOK.longitude}::float8, ${MONG_KOK.latitude}::float8), 4326)::geography LIMIT 1`;
    expect(outcome.stored.regionId).toBe(nearest[0].region_id);
    expect(stored).toMatchObject({
      ...row(),
      locationLatitude: expect.anything(),
      locationLongitude: expect.anything(),
      regionId: nearest[0].region_id,
      status: "pending",
    });
    expect(Number(stored.locationLatitude)).toBe(MONG_KOK.latitude);
    expect(Number(stored.locationLongitude)).toBe(MONG_KOK.longitude);
    expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await points("10.0.0.1")).toBe(1);
  });

  it("takes a typed area's region by its code, and none without a place", async () => {
    const kln = await db.region.findUniqueOrThrow({ where: { code: "KLN" } });
    const area = await storeEmergencyRequest(row({ locationPrecision: "area" }), { regionCode: "KLN" }, null);
    expect(area).toMatchObject({ stored: { regionId: kln.id } });
    const nowhere = await storeEmergencyRequest(
      row({ locationLatitude: null, locationLongitude: null, locationPrecision: null }),
      null,
      null,
    );
    expect(nowhere).toMatchObject({ stored: { regionId: null } });
  });

  it("answers a repeated key with the earlier request, storing and counting nothing", async () => {
    const first = await storeEmergencyRequest(
      row({ idempotencyKey: "key-repeat-1" }),
      { near: MONG_KOK },
      { ip: "10.0.0.2", now: new Date() },
    );
    const again = await storeEmergencyRequest(
      row({ idempotencyKey: "key-repeat-1" }),
      { near: MONG_KOK },
      { ip: "10.0.0.2", now: new Date() },
    );
    expect(again).toEqual({ earlier: (first as { stored: unknown }).stored });
    expect(await db.emergencyRequest.count({ where: { idempotencyKey: "key-repeat-1" } })).toBe(1);
    expect(await points("10.0.0.2")).toBe(1);
  });

  it("refuses past the per-address limit with a 429 and stores nothing then", async () => {
    const ip = "10.0.0.3";
    await db.rateLimit.create({
      data: { key: `emergencyCreateIp:${ip}`, points: LIMITS.emergencyCreateIp.points, expire: new Date(Date.now() + 60_000) },
    });
    const before = await db.emergencyRequest.count();
    const error = await storeEmergencyRequest(row(), { near: MONG_KOK }, { ip, now: new Date() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect(Number((error as AppError).headers?.["Retry-After"])).toBeGreaterThan(50);
    expect(await db.emergencyRequest.count()).toBe(before);
    expect(await points(ip)).toBe(LIMITS.emergencyCreateIp.points + 1);
  });

  it("stores one row when submissions with the same new key race", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        storeEmergencyRequest(row({ idempotencyKey: "key-race-1" }), { near: MONG_KOK }, { ip: `10.0.1.${i}`, now: new Date() }),
      ),
    );
    expect(await db.emergencyRequest.count({ where: { idempotencyKey: "key-race-1" } })).toBe(1);
    expect(outcomes.filter((o) => "stored" in o)).toHaveLength(1);
    expect(outcomes.every((o) => "stored" in o || "earlier" in o || "lostRace" in o)).toBe(true);
  });
});
