import type { Facility, ProfileSpecies } from "./profile";

// What a directory search asks of the hospitals' profiles: "rabbit", 「兔」,
// "CT", "ICU" are not in any clinic's name or address, they are facts its
// profile states (lib/clinics/profile.ts). A term found in the search is
// looked up there; the rest of the text is matched against names and
// addresses as before. Client-safe, no database.

/** Words for the animals a profile states it sees (dogs and cats: every clinic). */
const SPECIES_WORDS: Record<Exclude<ProfileSpecies, "dog" | "cat">, string[]> = {
  rabbit: ["rabbit", "rabbits", "bunny", "bunnies", "兔子", "兔"],
  bird: ["bird", "birds", "parrot", "parrots", "雀鳥", "鸚鵡", "雀", "鳥"],
  reptile: [
    "reptile",
    "reptiles",
    "turtle",
    "turtles",
    "tortoise",
    "tortoises",
    "snake",
    "snakes",
    "lizard",
    "lizards",
    "爬蟲類",
    "爬蟲",
    "烏龜",
    "蜥蜴",
    "龜",
    "蛇",
  ],
  small_mammal: [
    "small mammal",
    "small mammals",
    "hamster",
    "hamsters",
    "guinea pig",
    "guinea pigs",
    "chinchilla",
    "chinchillas",
    "ferret",
    "ferrets",
    "rodent",
    "rodents",
    "小型哺乳類",
    "天竺鼠",
    "倉鼠",
    "龍貓",
    "雪貂",
  ],
};

/** Words for the facilities a profile states. */
const FACILITY_WORDS: Record<Facility, string[]> = {
  ct: ["ct scan", "ct", "電腦掃描"],
  mri: ["mri", "磁力共振"],
  icu_oxygen: ["icu", "intensive care", "oxygen", "深切治療", "氧氣"],
  xray: ["x-ray", "x ray", "xray", "x光", "x 光"],
  ultrasound: ["ultrasound", "超聲波"],
  blood_transfusion: ["blood transfusion", "transfusion", "輸血"],
  night_surgery: ["surgery", "手術"],
};

export type SearchTerms = {
  species: ProfileSpecies[];
  facilities: Facility[];
  /** What is left of the text once the terms are taken out (matched against names and addresses). */
  rest: string;
};

type Word = { text: string; pattern: RegExp; species?: ProfileSpecies; facility?: Facility };

const isCjk = (text: string) => /[\u3400-\u9fff]/.test(text);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Longest first, so "guinea pigs" is taken before "guinea pig"; a Latin word only whole ("ct", not "Victoria").
const WORDS: Word[] = [
  ...Object.entries(SPECIES_WORDS).flatMap(([species, words]) => words.map((text) => ({ text, species: species as ProfileSpecies }))),
  ...Object.entries(FACILITY_WORDS).flatMap(([facility, words]) => words.map((text) => ({ text, facility: facility as Facility }))),
]
  .sort((a, b) => b.text.length - a.text.length)
  .map((w) => ({
    ...w,
    pattern: isCjk(w.text)
      ? // Chinese has no spaces between words: a term only on its own (「兔」, 「沙田 兔」), so 「九龍貓醫院」 is no 「龍貓」.
        new RegExp(`(?<=^|[\\s\\p{P}])${escape(w.text)}(?=$|[\\s\\p{P}])`, "gu")
      : new RegExp(`(?<![\\p{L}\\p{N}])${escape(w.text).replace(/ /g, "[\\s-]?")}(?![\\p{L}\\p{N}])`, "giu"),
  }));

/** The profile terms in a search, and the text left for names and addresses. */
export function readSearchTerms(q: string): SearchTerms {
  let rest = q.normalize("NFKC");
  const species = new Set<ProfileSpecies>();
  const facilities = new Set<Facility>();
  for (const word of WORDS) {
    if (rest.search(word.pattern) < 0) continue;
    rest = rest.replace(word.pattern, " ");
    if (word.species) species.add(word.species);
    if (word.facility) facilities.add(word.facility);
  }
  const left = rest.replace(/\s+/g, " ").trim();
  // What only separated the terms (「兔、電腦掃描」) is no text to look for.
  const separatorsOnly = (species.size > 0 || facilities.size > 0) && /^[\s\p{P}]*$/u.test(left);
  return { species: [...species], facilities: [...facilities], rest: separatorsOnly ? "" : left };
}
