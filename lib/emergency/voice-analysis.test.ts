import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { detectSpecies, analyzeTranscript, VOICE_CATEGORIES, VOICE_KEYWORDS } from "./voice-analysis";

const zhLabels = { general: zh.VoiceRecorder.generalEmergency, criticalPrefix: zh.VoiceRecorder.criticalPrefix };

describe("voice keyword table", () => {
  it("has English, Traditional and Simplified Chinese keywords for every category, none listed twice", () => {
    const all = VOICE_CATEGORIES.flatMap((c) => [...VOICE_KEYWORDS[c].en, ...VOICE_KEYWORDS[c].zhHant, ...VOICE_KEYWORDS[c].zhHans]);
    expect(new Set(all).size).toBe(all.length);
    for (const c of VOICE_CATEGORIES) {
      expect(VOICE_KEYWORDS[c].en.length).toBeGreaterThanOrEqual(6);
      expect(VOICE_KEYWORDS[c].zhHant.length).toBeGreaterThanOrEqual(6);
      expect(VOICE_KEYWORDS[c].zhHans.length).toBeGreaterThan(0);
    }
  });
});

describe("analyzeTranscript", () => {
  it("says General emergency when nothing matches", () => {
    expect(analyzeTranscript("please help my cat")).toEqual({ categories: [], keywords: [], summary: "General emergency" });
    expect(analyzeTranscript("").summary).toBe("General emergency");
    expect(analyzeTranscript("我隻貓好奇怪", zhLabels).summary).toBe("一般緊急情況");
  });

  it("uses the English message labels by default", () => {
    expect(en.VoiceRecorder.generalEmergency).toBe("General emergency");
    expect(en.VoiceRecorder.criticalPrefix).toBe("CRITICAL: ");
  });

  it("marks critical transcripts, longest keyword winning over the shorter one inside it", () => {
    const result = analyzeTranscript("My dog is NOT BREATHING");
    expect(result.summary).toBe("CRITICAL: not breathing");
    expect(result.categories).toEqual(["critical"]);
  });

  it("shows at most 3 keywords, critical ones first", () => {
    const result = analyzeTranscript("He was vomiting and limping, then had a seizure and collapsed, now unconscious");
    expect(result.keywords).toEqual(["vomiting", "limping", "seizure", "collapsed", "unconscious"]);
    expect(result.categories).toEqual(["critical", "injury", "digestive", "neurological"]);
    expect(result.summary).toBe("CRITICAL: collapsed, unconscious, vomiting");
  });

  it("lists non-critical keywords in order of appearance without a prefix", () => {
    const result = analyzeTranscript("She has diarrhea, keeps coughing and is in pain, more diarrhea");
    expect(result.keywords).toEqual(["diarrhea", "coughing", "pain"]);
    expect(result.categories).toEqual(["breathing", "digestive", "pain"]);
    expect(result.summary).toBe("diarrhea, coughing, pain");
  });

  it("deduplicates repeated keywords", () => {
    const result = analyzeTranscript("Bleeding, bleeding, so much BLEEDING");
    expect(result.keywords).toEqual(["bleeding"]);
    expect(result.summary).toBe("bleeding");
  });

  it("matches English words whole, with common endings", () => {
    expect(analyzeTranscript("my cute puppy").keywords).toEqual([]);
    expect(analyzeTranscript("two seizures today").keywords).toEqual(["seizure"]);
    expect(analyzeTranscript("he can’t breathe").keywords).toEqual(["can't breathe"]);
  });

  it("understands Traditional Chinese transcripts", () => {
    const result = analyzeTranscript("我隻狗突然抽搐，而家沒有呼吸，仲有嘔吐", zhLabels);
    expect(result.keywords).toEqual(["抽搐", "沒有呼吸", "嘔吐"]);
    expect(result.summary).toBe("危急：沒有呼吸, 抽搐, 嘔吐");
  });

  it("understands Simplified Chinese transcripts", () => {
    const result = analyzeTranscript("我的猫呼吸困难，一直呕吐，好像很痛");
    expect(result.keywords).toEqual(["呼吸困难", "呕吐", "痛"]);
    expect(result.categories).toEqual(["breathing", "digestive", "pain"]);
    expect(result.summary).toBe("呼吸困难, 呕吐, 痛");
  });

  it("prefers the longer Chinese keyword where two overlap", () => {
    expect(analyzeTranscript("佢好痛").keywords).toEqual(["好痛"]);
    expect(analyzeTranscript("沒有呼吸").keywords).toEqual(["沒有呼吸"]);
  });
});

describe("detectSpecies", () => {
  it.each([
    ["my rabbit stopped eating", "rabbit"],
    ["the bunny is not moving", "rabbit"],
    ["我隻兔仔唔食嘢", "rabbit"],
    ["我的兔子不吃东西", "rabbit"],
    ["our parrot is bleeding", "bird"],
    ["隻雀仔跌咗落地", "bird"],
    ["我的鹦鹉在流血", "bird"],
    ["my tortoise fell", "reptile"],
    ["隻烏龜唔郁", "reptile"],
    ["我的乌龟不动", "reptile"],
    ["the hamster has a seizure", "small_mammal"],
    ["my guinea pigs are panting", "small_mammal"],
    ["隻倉鼠抽筋", "small_mammal"],
    ["我的仓鼠抽搐", "small_mammal"],
    ["隻龍貓好似好痛", "small_mammal"],
    ["my puppy ate chocolate", "dog"],
    ["隻狗仔嘔吐", "dog"],
    ["the kitten is choking", "cat"],
    ["我的猫呕吐", "cat"],
  ])("%p names a %p", (text, species) => {
    expect(detectSpecies(text)).toBe(species);
  });

  it("hears a rabbit's stopped gut in all three languages", () => {
    for (const text of ["my rabbit is not pooping", "隻兔仔唔屙屎", "我的兔子没有排便"]) {
      expect(analyzeTranscript(text).categories).toEqual(["digestive"]);
    }
  });

  it("names nothing when no animal or two kinds are named, and not inside other words", () => {
    expect(detectSpecies("he is not breathing")).toBeNull();
    expect(detectSpecies("the dog bit the cat")).toBeNull();
    expect(detectSpecies("she ate a catalogue and a hotdog")).toBeNull();
  });
});

describe("loading the analysis", () => {
  it("makes no pattern until a transcript is analysed: the wizard's first render does not pay for them", () => {
    const made = jest.fn();
    const RealRegExp = RegExp;
    const counting = new Proxy(RealRegExp, { construct: (target, args) => (made(), Reflect.construct(target, args)) });
    globalThis.RegExp = counting;
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import("./voice-analysis")>("./voice-analysis");
        expect(made).not.toHaveBeenCalled();
        expect(fresh.detectSpecies("my rabbit is not breathing")).toBe("rabbit");
        expect(fresh.analyzeTranscript("my rabbit is not breathing").categories).toContain("critical");
        const afterFirstUse = made.mock.calls.length;
        expect(afterFirstUse).toBeGreaterThan(100);
        // Made once: a second transcript makes none.
        fresh.analyzeTranscript("seizure");
        fresh.detectSpecies("dog");
        expect(made.mock.calls.length).toBe(afterFirstUse);
      });
    } finally {
      globalThis.RegExp = RealRegExp;
    }
  });
});
