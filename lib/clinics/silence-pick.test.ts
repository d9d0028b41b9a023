import { nextToAlert, silencePick } from "./silence-pick";
import type { ClinicProfile } from "./profile";

// The next step on silence: whom to call (the one rule's pick among the
// clinics not yet asked) and whom "Alert the next nearest" alerts.

const NOW = new Date("2026-11-28T15:00:00.000Z");
const clinic = (
  id: string,
  distanceKm: number,
  { open = true, is24Hour = true, whatsapp = "+85290000000" as string | null, hasEmail = false, accepting = true as boolean | null } = {},
) => ({
  id,
  distanceKm,
  is24Hour,
  latitude: 22.3,
  longitude: 114.17,
  coordPrecision: null,
  whatsapp,
  hasEmail,
  availability: accepting === null ? null : { accepting },
  openStatus: { state: open ? (is24Hour ? "open24h" : "open") : "closed" },
  profile: null as ClinicProfile | null,
});
const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);
const ctx = { now: NOW };

describe("silencePick: the clinic to call when no hospital has said yes", () => {
  const clinics = [clinic("asked", 1), clinic("closed", 1.5, { open: false, is24Hour: false }), clinic("next", 2), clinic("far", 6)];

  it("is the one rule's pick among the clinics not yet asked, with the silence reason", () => {
    const pick = silencePick(clinics, new Set(["asked"]), null, ctx);
    expect(pick).toMatchObject({ clinic: { id: "next" }, reason: "no_answer" });
  });

  it("counts a clinic whose every alert failed as not asked: it never heard", () => {
    expect(silencePick(clinics, new Set(), null, ctx)?.clinic.id).toBe("asked");
  });

  it("is the nearest open one when every open clinic was asked", () => {
    const pick = silencePick(clinics, new Set(["asked", "next", "far"]), null, ctx);
    expect(pick).toMatchObject({ clinic: { id: "asked" }, reason: "no_answer" });
  });

  it("is none when nothing is open", () => {
    expect(silencePick([clinic("closed", 1, { open: false, is24Hour: false })], new Set(), null, ctx)).toBeNull();
  });
});

describe("nextToAlert: whom 'Alert the next nearest' alerts", () => {
  it("takes open, reachable, never-alerted clinics, nearest first", () => {
    const clinics = [
      clinic("far", 8),
      clinic("alerted", 0.5),
      clinic("closed", 1, { open: false, is24Hour: false }),
      clinic("no-channel", 1.2, { whatsapp: null }),
      clinic("by-email", 3, { whatsapp: null, hasEmail: true }),
      clinic("not-accepting", 1.4, { accepting: false }),
      clinic("day-clinic-open", 2, { is24Hour: false }),
      clinic("near", 1.5),
    ];
    expect(ids(nextToAlert(clinics, new Set(["alerted"]), ctx))).toEqual(["near", "day-clinic-open", "by-email", "far"]);
  });

  it("leaves out what the quick broadcast leaves out: a decliner, one asking to be phoned first", () => {
    const phoneFirst = {
      ...clinic("phone-first", 1),
      profile: {
        phone_first: { value: { phone: "+85227111000", reason: null }, source: "public", sourceUrl: null, asOf: null },
      } as ClinicProfile,
    };
    const answers = new Map([["decliner", { response: "declined" as const, at: NOW.toISOString() }]]);
    const list = nextToAlert([clinic("decliner", 0.5), phoneFirst, clinic("ok", 2)], new Set(), { now: NOW, answers });
    expect(ids(list)).toEqual(["ok"]);
  });
});
