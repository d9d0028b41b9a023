// The public profile facts the seed stores, read from
// data/hk-24h-capabilities.json: only a value that comes with its exact quote
// and its source becomes a fact, stored as source 'public' with the source's
// URL and date, never as something the clinic confirmed. Pure: unit-tested.
import capabilities from "@/data/hk-24h-capabilities.json";
import specialistsZh from "@/data/hk-24h-specialists-zh.json";
import type { getDb } from "@/lib/db";
import { normalizePhone } from "@/lib/phone";
import type { FeeBand, ProfileGroup, ProfileSpecies, ProfileValues } from "./profile";

type Evidence = { quote?: string | null; source?: string | null; date?: string | null };
type Group = Evidence & { evidence?: Evidence[] };
/** One hospital of hk-24h-capabilities.json (the fields the seed reads). */
export type CapabilityEntry = {
  phone: string;
  exotics: Group & { value: string | null; species: string[]; overnight: string | null };
  vetOnSiteOvernight: Group & { value: string | null };
  fees: Group & { dayHKD: string | null; eveningHKD: string | null; midnightHKD: string | null };
  facilities: {
    xray: boolean | null;
    ultrasound: boolean | null;
    ct: boolean | null;
    mri: boolean | null;
    icuOxygen: boolean | null;
    bloodTransfusion: boolean | null;
    nightSurgery: boolean | null;
    specialists: string[];
    quotes: string[];
    sources: string[];
    dates: string[];
  };
};

export type PublicFact<G extends ProfileGroup = ProfileGroup> = {
  group: G;
  value: ProfileValues[G];
  sourceUrl: string;
  quote: string;
  /** YYYY-MM-DD (a month or a year alone counts from its first day); null = the source is undated. */
  asOf: string | null;
};

/** "2025-08-20", "2024-05", "2013-04", "2026-06-03 (page …)" → a day; "undated" → null. */
export function sourceDate(text: string | null | undefined): string | null {
  const m = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(text ?? "");
  return m ? `${m[1]}-${m[2] ?? "01"}-${m[3] ?? "01"}` : null;
}

/** The source's address: the text itself, or the first URL in a citation ("GitHub copy of https://…"). */
export function sourceUrl(text: string | null | undefined): string | null {
  return /https?:\/\/\S+?(?=[)\s]|$)/.exec(text ?? "")?.[0] ?? null;
}

/** The most recently dated of a group's quoted, sourced statements; the main one when none is dated. */
function bestEvidence(group: Group): (Evidence & { url: string }) | null {
  const items = [group, ...(group.evidence ?? [])].filter((e) => e.quote && sourceUrl(e.source));
  const dated = items.filter((e) => sourceDate(e.date)).sort((a, b) => sourceDate(b.date)!.localeCompare(sourceDate(a.date)!));
  const best = dated[0] ?? items[0];
  return best ? { ...best, url: sourceUrl(best.source)! } : null;
}

const SPECIES_WORDS: [ProfileSpecies, RegExp][] = [
  ["rabbit", /rabbit/i],
  ["small_mammal", /rodent|chinchilla|hamster|guinea|pocket pet|ferret/i],
  ["bird", /bird|parrot/i],
  ["reptile", /reptile|turtle|tortoise/i],
];

const noSpecies = (): ProfileValues["species"]["day"] => ({
  dog: null,
  cat: null,
  rabbit: null,
  bird: null,
  reptile: null,
  small_mammal: null,
});

function speciesFact(e: CapabilityEntry["exotics"]): PublicFact<"species"> | null {
  const evidence = e.value === "yes" ? bestEvidence(e) : null;
  if (!evidence) return null;
  const day = noSpecies();
  for (const [key, words] of SPECIES_WORDS) if (e.species.some((s) => words.test(s))) day[key] = true;
  // Seen at night only where a source says so; otherwise the night stays unknown.
  const night = /^yes/i.test(e.overnight ?? "") ? { ...day } : noSpecies();
  return { group: "species", value: { day, night }, sourceUrl: evidence.url, quote: evidence.quote!, asOf: sourceDate(evidence.date) };
}

/** "yes", "yes (secondary source)" → yes; "24h stated (on-site … not stated)", "partial" stay unknown. */
function vetFact(v: CapabilityEntry["vetOnSiteOvernight"]): PublicFact<"vet_overnight"> | null {
  const url = sourceUrl(v.source);
  if (!/^yes/i.test(v.value ?? "") || !v.quote || !url) return null;
  return { group: "vet_overnight", value: { status: "yes" }, sourceUrl: url, quote: v.quote, asOf: sourceDate(v.date) };
}

/** A hospital that asks owners to call its hotline before coming (the SPCA's 2711 1000). */
function phoneFirstFact(v: CapabilityEntry["vetOnSiteOvernight"]): PublicFact<"phone_first"> | null {
  for (const e of [v, ...(v.evidence ?? [])]) {
    const number = /call the hotline first on\s*(\d{4}\s?\d{4})/i.exec(e.quote ?? "")?.[1];
    const phone = number ? normalizePhone(number) : null;
    const url = sourceUrl(e.source);
    if (phone && url)
      return { group: "phone_first", value: { phone, reason: e.quote! }, sourceUrl: url, quote: e.quote!, asOf: sourceDate(e.date) };
  }
  return null;
}

/** "1000 (7pm-9am)", "240 (8pm-10pm); 400 (10pm-12am)" → the first amount and the hours it covers. */
function feeBand(text: string | null): ProfileValues["fees"][FeeBand] {
  const m = /^(\d+)(?:-\d+)?\s*(?:\(([^)]*)\))?/.exec((text ?? "").split(";")[0].trim());
  return m ? { hkd: Number(m[1]), covers: m[2]?.trim() || null } : null;
}

function feesFact(f: CapabilityEntry["fees"]): PublicFact<"fees"> | null {
  const url = sourceUrl(f.source);
  if (!f.quote || !url) return null;
  const value = { day: feeBand(f.dayHKD), evening: feeBand(f.eveningHKD), after_midnight: feeBand(f.midnightHKD), public_holiday: null };
  if (!value.day && !value.evening && !value.after_midnight) return null;
  return { group: "fees", value, sourceUrl: url, quote: f.quote, asOf: sourceDate(f.date) };
}

/** Facilities and specialists: only stated ones (true) with a quote; the latest of their dates. */
function facilityFacts(f: CapabilityEntry["facilities"]): PublicFact[] {
  const url = f.sources.map(sourceUrl).find(Boolean);
  if (!f.quotes.length || !url) return [];
  const quote = f.quotes.join(" … ");
  const asOf = f.dates.map(sourceDate).filter(Boolean).sort().at(-1) ?? null;
  const said = (v: boolean | null) => (v === true ? true : null);
  const value = {
    xray: said(f.xray),
    ultrasound: said(f.ultrasound),
    ct: said(f.ct),
    mri: said(f.mri),
    icu_oxygen: said(f.icuOxygen),
    blood_transfusion: said(f.bloodTransfusion),
    night_surgery: said(f.nightSurgery),
  };
  const facts: PublicFact[] = [];
  if (Object.values(value).some(Boolean)) facts.push({ group: "facilities", value, sourceUrl: url, quote, asOf });
  if (f.specialists.length) {
    const list = f.specialists.slice(0, 8);
    // Each name in Chinese too (data/hk-24h-specialists-zh.json, our translation); one without stays English only.
    const zh = list.map((s) => (specialistsZh as Record<string, string>)[s]).filter((s): s is string => Boolean(s));
    facts.push({
      group: "specialists",
      value: { list: list.map((s) => s.slice(0, 80)), ...(zh.length === list.length ? { listZh: zh.map((s) => s.slice(0, 80)) } : {}) },
      sourceUrl: url,
      quote,
      asOf,
    });
  }
  return facts;
}

/** Every public fact of one hospital that has a quote and a source. */
export function publicFacts(entry: CapabilityEntry): PublicFact[] {
  return [
    speciesFact(entry.exotics),
    vetFact(entry.vetOnSiteOvernight),
    phoneFirstFact(entry.vetOnSiteOvernight),
    feesFact(entry.fees),
    ...facilityFacts(entry.facilities),
  ].filter((f): f is PublicFact => f !== null);
}

type Db = ReturnType<typeof getDb>;
type FactData = { value: object; source: string; sourceUrl: string; quote: string; asOf: Date | null; setBy: null };

/**
 * Stores the public facts of data/hk-24h-capabilities.json on the
 * 24-hour clinic with the same phone. The seed owns only its own 'public'
 * rows: a group a clinic or an admin has set since is never overwritten.
 * Returns the number of facts written.
 */
export async function seedPublicProfiles(db: Db): Promise<number> {
  const entries = capabilities as CapabilityEntry[];
  const clinics = await db.clinic.findMany({
    where: { is24Hour: true, phone: { in: entries.map((e) => e.phone) } },
    select: { id: true, phone: true },
  });
  const idByPhone = new Map(clinics.map((c) => [c.phone, c.id]));
  const existing = await db.clinicProfileFact.findMany({ where: { clinicId: { in: clinics.map((c) => c.id) } } });
  const stored = new Map(existing.map((r) => [`${r.clinicId}:${r.group}`, r]));
  const created: (FactData & { clinicId: string; group: string })[] = [];
  let updated = 0;
  for (const entry of entries) {
    const clinicId = idByPhone.get(entry.phone);
    if (!clinicId) continue;
    for (const fact of publicFacts(entry)) {
      const data: FactData = {
        value: fact.value,
        source: "public",
        sourceUrl: fact.sourceUrl,
        quote: fact.quote,
        asOf: fact.asOf ? new Date(fact.asOf) : null,
        setBy: null,
      };
      const row = stored.get(`${clinicId}:${fact.group}`);
      if (!row) {
        created.push({ clinicId, group: fact.group, ...data });
        continue;
      }
      // A group a clinic or an admin has stated since is theirs; the seed's own is rewritten only when the data changed.
      const same =
        canonical(row.value) === canonical(fact.value) &&
        row.sourceUrl === fact.sourceUrl &&
        row.quote === fact.quote &&
        (row.asOf?.toISOString().slice(0, 10) ?? null) === fact.asOf;
      if (row.source !== "public" || same) continue;
      const { count } = await db.clinicProfileFact.updateMany({ where: { clinicId, group: fact.group, source: "public" }, data });
      updated += count;
    }
  }
  // New facts in one statement (a first seed writes about 25).
  const inserted = created.length ? (await db.clinicProfileFact.createMany({ data: created, skipDuplicates: true })).count : 0;
  return inserted + updated;
}

/** JSON with keys sorted: PostgreSQL's jsonb keeps its own key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
