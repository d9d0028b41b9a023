import type { Species } from "@/lib/domain/species";

// The voice symptom categories and the voice analysis result. Pure and
// client-safe: the wizard runs it in the browser on the speech transcript.
export type VoiceCategory = "critical" | "breathing" | "injury" | "digestive" | "neurological" | "pain";
export const VOICE_CATEGORIES: VoiceCategory[] = ["critical", "breathing", "injury", "digestive", "neurological", "pain"];

export type VoiceAnalysis = { categories: VoiceCategory[]; keywords: string[]; summary: string };

/** The summary shows at most 3 keywords. */
const SUMMARY_KEYWORDS = 3;

// English, Traditional Chinese (incl. Cantonese speech) and Simplified Chinese.
// Keywords shared by both scripts (昏迷) appear once.
export const VOICE_KEYWORDS: Record<VoiceCategory, { en: string[]; zhHant: string[]; zhHans: string[] }> = {
  critical: {
    en: [
      "unconscious",
      "not breathing",
      "stopped breathing",
      "collapsed",
      "unresponsive",
      "no pulse",
      "heart stopped",
      "passed out",
      "choking",
      "poisoned",
      "poison",
      "dying",
    ],
    zhHant: [
      "昏迷",
      "失去知覺",
      "沒有呼吸",
      "冇呼吸",
      "停止呼吸",
      "暈倒",
      "休克",
      "沒有反應",
      "冇反應",
      "沒有心跳",
      "窒息",
      "中毒",
      "不省人事",
    ],
    zhHans: ["失去知觉", "没有呼吸", "晕倒", "没有反应", "没有心跳"],
  },
  breathing: {
    en: [
      "difficulty breathing",
      "trouble breathing",
      "hard to breathe",
      "can't breathe",
      "cannot breathe",
      "short of breath",
      "gasping",
      "wheezing",
      "panting",
      "coughing",
      "blue gums",
    ],
    zhHant: ["呼吸困難", "呼吸急促", "喘氣", "氣喘", "喘不過氣", "咳嗽", "舌頭發紫", "牙肉發紫"],
    zhHans: ["呼吸困难", "喘气", "气喘", "喘不过气", "舌头发紫", "牙龈发紫"],
  },
  injury: {
    en: [
      "bleeding",
      "blood",
      "wound",
      "cut",
      "broken",
      "fracture",
      "hit by a car",
      "hit by car",
      "fell",
      "bitten",
      "bite",
      "injured",
      "injury",
      "limping",
      "burn",
    ],
    zhHant: ["流血", "出血", "傷口", "骨折", "被車撞", "撞車", "跌倒", "咬傷", "受傷", "跛腳", "燒傷", "斷腳"],
    zhHans: ["伤口", "被车撞", "撞车", "咬伤", "受伤", "跛脚", "烧伤", "断脚"],
  },
  digestive: {
    // "not pooping" / 唔屙屎: a rabbit's or guinea pig's gut stopping (stasis) is an emergency of its own.
    en: [
      "vomiting",
      "vomit",
      "throwing up",
      "threw up",
      "diarrhea",
      "diarrhoea",
      "not eating",
      "won't eat",
      "bloated",
      "swollen belly",
      "blood in stool",
      "ate something",
      "not pooping",
      "no droppings",
    ],
    zhHant: ["嘔吐", "肚瀉", "腹瀉", "拉肚子", "不吃東西", "唔食嘢", "肚脹", "便血", "誤食", "唔屙屎", "冇屙屎", "沒有排便"],
    zhHans: ["呕吐", "腹泻", "不吃东西", "肚子胀", "误食", "不拉屎", "没有排便"],
  },
  neurological: {
    en: [
      "seizure",
      "seizing",
      "convulsing",
      "convulsion",
      "shaking",
      "trembling",
      "twitching",
      "paralyzed",
      "paralysed",
      "can't walk",
      "can't stand",
      "head tilt",
      "disoriented",
    ],
    zhHant: ["抽搐", "抽筋", "癲癇", "發抖", "癱瘓", "站不起來", "企唔起", "行唔到", "失去平衡", "頭歪"],
    zhHans: ["癫痫", "发抖", "瘫痪", "站不起来", "走不了", "头歪"],
  },
  pain: {
    en: ["pain", "painful", "hurt", "crying", "whining", "whimpering", "yelping", "screaming", "in agony", "swollen", "swelling"],
    zhHant: ["疼痛", "好痛", "痛", "慘叫", "哀叫", "嗚咽", "腫脹", "腫"],
    zhHans: ["惨叫", "呜咽", "肿胀", "肿"],
  },
};

type Matcher = { keyword: string; category: VoiceCategory; pattern: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Made at the first use, not when the wizard's code loads: ~150 patterns with
 * Unicode property classes cost the wizard's first render 40 ms on the
 * calibrated phone, for owners who never speak. Made once.
 */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

// English keywords match whole words (so "cut" does not match "cute") with
// common endings ("seizures", "bleeding" from "bleed"); Chinese has no word
// breaks, so Chinese keywords match anywhere.
const matchers = once((): Matcher[] =>
  VOICE_CATEGORIES.flatMap((category) => {
    const { en, zhHant, zhHans } = VOICE_KEYWORDS[category];
    return [
      ...en.map((keyword) => ({
        keyword,
        category,
        pattern: new RegExp(`(?<!\\p{L})${escape(keyword)}(?:s|es|ed|d|ing)?(?!\\p{L})`, "giu"),
      })),
      ...[...zhHant, ...zhHans].map((keyword) => ({ keyword, category, pattern: new RegExp(escape(keyword), "gu") })),
    ];
  }),
);

type Hit = { start: number; end: number; matcher: Matcher };

/**
 * Finds the symptom keywords in a transcript (case-insensitive). Where keywords
 * overlap the longest wins ("not breathing" hides "breathing", 大量出血 hides
 * 出血). Keywords come back in order of first appearance, each once.
 * Summary: labels.general when nothing matched; otherwise up to 3 keywords,
 * critical ones first and then prefixed with labels.criticalPrefix.
 */
export function analyzeTranscript(
  transcript: string,
  labels: { general: string; criticalPrefix: string } = { general: "General emergency", criticalPrefix: "CRITICAL: " },
): VoiceAnalysis {
  const text = transcript.replace(/[\u2018\u2019]/g, "'");
  const hits: Hit[] = matchers()
    .flatMap((matcher) => [...text.matchAll(matcher.pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, matcher })))
    .sort((a, b) => a.start - b.start || b.end - a.end);

  const kept: Hit[] = [];
  let covered = 0;
  for (const hit of hits) {
    if (hit.start < covered) continue;
    kept.push(hit);
    covered = hit.end;
  }

  const keywords = [...new Set(kept.map((h) => h.matcher.keyword))];
  const found = new Set(kept.map((h) => h.matcher.category));
  const categories = VOICE_CATEGORIES.filter((c) => found.has(c));
  if (!keywords.length) return { categories, keywords, summary: labels.general };

  if (!found.has("critical")) return { categories, keywords, summary: keywords.slice(0, SUMMARY_KEYWORDS).join(", ") };
  const critical = new Set(kept.filter((h) => h.matcher.category === "critical").map((h) => h.matcher.keyword));
  const ordered = [...keywords.filter((k) => critical.has(k)), ...keywords.filter((k) => !critical.has(k))];
  return { categories, keywords, summary: labels.criticalPrefix + ordered.slice(0, SUMMARY_KEYWORDS).join(", ") };
}

/**
 * The animal named in a transcript, so a spoken "my rabbit…" picks
 * the species for the owner: English words (whole words, plural too),
 * Traditional Chinese incl. Cantonese, Simplified Chinese. Checked in this
 * order, first match wins: specific animals before the catch-all groups.
 */
export const SPECIES_KEYWORDS: Record<Exclude<Species, "other">, { en: string[]; zhHant: string[]; zhHans: string[] }> = {
  rabbit: { en: ["rabbit", "bunny", "bunnies"], zhHant: ["兔仔", "兔子", "兔"], zhHans: [] },
  bird: {
    en: ["bird", "parrot", "budgie", "cockatiel", "lovebird", "canary", "finch"],
    zhHant: ["雀仔", "鸚鵡", "鳥", "雀"],
    zhHans: ["鹦鹉", "鸟"],
  },
  reptile: {
    en: ["reptile", "turtle", "tortoise", "lizard", "gecko", "snake", "bearded dragon", "iguana"],
    zhHant: ["烏龜", "龜", "蜥蜴", "守宮", "蛇", "爬蟲"],
    zhHans: ["乌龟", "龟", "爬虫"],
  },
  small_mammal: {
    en: ["hamster", "guinea pig", "chinchilla", "ferret", "rat", "mouse", "gerbil", "hedgehog"],
    zhHant: ["倉鼠", "天竺鼠", "豚鼠", "龍貓", "雪貂", "刺蝟", "老鼠", "鼠"],
    zhHans: ["仓鼠", "龙猫", "刺猬"],
  },
  dog: { en: ["dog", "puppy", "puppies", "pup"], zhHant: ["狗仔", "小狗", "狗"], zhHans: [] },
  cat: { en: ["cat", "kitten", "kitty"], zhHant: ["貓仔", "小貓", "貓"], zhHans: ["猫"] },
};

const speciesMatchers = once(() =>
  (Object.keys(SPECIES_KEYWORDS) as Exclude<Species, "other">[]).map((species) => {
    const { en, zhHant, zhHans } = SPECIES_KEYWORDS[species];
    const english = en.map((w) => `(?<!\\p{L})${escape(w)}s?(?!\\p{L})`);
    const chinese = [...zhHant, ...zhHans].map(escape);
    return { species, pattern: new RegExp([...english, ...chinese].join("|"), "iu") };
  }),
);

/** The species a transcript names, or null (none, or more than one kind named). */
export function detectSpecies(transcript: string): Exclude<Species, "other"> | null {
  const found = speciesMatchers()
    .filter((m) => m.pattern.test(transcript))
    .map((m) => m.species);
  // 龍貓 (chinchilla) also contains 貓: the more specific small mammal wins over cat.
  const named = found.includes("small_mammal") ? found.filter((s) => s !== "cat") : found;
  return named.length === 1 ? named[0] : null;
}
