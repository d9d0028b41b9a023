// The breed lists: breeds common in Hong Kong with their Traditional
// Chinese names, each list ending with "Mixed Breed". Requests store the English
// name; free text is kept as typed.
export type Breed = { en: string; zh: string };

export const DOG_BREEDS: Breed[] = [
  { en: "Toy Poodle", zh: "玩具貴婦犬" },
  { en: "Pomeranian", zh: "松鼠狗" },
  { en: "Chihuahua", zh: "芝娃娃" },
  { en: "Shiba Inu", zh: "柴犬" },
  { en: "Golden Retriever", zh: "金毛尋回犬" },
  { en: "Labrador Retriever", zh: "拉布拉多尋回犬" },
  { en: "Maltese", zh: "瑪爾濟斯" },
  { en: "Yorkshire Terrier", zh: "約瑟爹利" },
  { en: "Shih Tzu", zh: "西施犬" },
  { en: "French Bulldog", zh: "法國鬥牛犬" },
  { en: "Welsh Corgi", zh: "哥基犬" },
  { en: "Miniature Schnauzer", zh: "迷你史納莎" },
  { en: "Dachshund", zh: "臘腸狗" },
  { en: "Beagle", zh: "比高犬" },
  { en: "Border Collie", zh: "邊境牧羊犬" },
  { en: "Siberian Husky", zh: "哈士奇" },
  { en: "Bichon Frise", zh: "比熊犬" },
  { en: "Pug", zh: "八哥犬" },
  { en: "Cavalier King Charles Spaniel", zh: "查理斯王小獵犬" },
  { en: "Jack Russell Terrier", zh: "積羅素㹴" },
  { en: "Samoyed", zh: "薩摩耶犬" },
  { en: "German Shepherd", zh: "德國牧羊犬" },
  { en: "Japanese Spitz", zh: "日本狐狸犬" },
  { en: "Papillon", zh: "蝴蝶犬" },
  { en: "Cocker Spaniel", zh: "可卡犬" },
  { en: "Shetland Sheepdog", zh: "喜樂蒂牧羊犬" },
  { en: "Hong Kong Native Dog", zh: "唐狗" },
  { en: "Mixed Breed", zh: "混種" },
];

export const CAT_BREEDS: Breed[] = [
  { en: "British Shorthair", zh: "英國短毛貓" },
  { en: "American Shorthair", zh: "美國短毛貓" },
  { en: "Scottish Fold", zh: "蘇格蘭摺耳貓" },
  { en: "Ragdoll", zh: "布偶貓" },
  { en: "Persian", zh: "波斯貓" },
  { en: "Exotic Shorthair", zh: "異國短毛貓" },
  { en: "Siamese", zh: "暹羅貓" },
  { en: "Maine Coon", zh: "緬因貓" },
  { en: "Munchkin", zh: "曼赤肯貓" },
  { en: "Russian Blue", zh: "俄羅斯藍貓" },
  { en: "Bengal", zh: "孟加拉貓" },
  { en: "Norwegian Forest Cat", zh: "挪威森林貓" },
  { en: "Sphynx", zh: "無毛貓" },
  { en: "Abyssinian", zh: "阿比西尼亞貓" },
  { en: "Birman", zh: "伯曼貓" },
  { en: "Devon Rex", zh: "德文捲毛貓" },
  { en: "Siberian", zh: "西伯利亞貓" },
  { en: "Burmese", zh: "緬甸貓" },
  { en: "Turkish Angora", zh: "土耳其安哥拉貓" },
  { en: "Oriental Shorthair", zh: "東方短毛貓" },
  { en: "British Longhair", zh: "英國長毛貓" },
  { en: "Selkirk Rex", zh: "塞爾凱克捲毛貓" },
  { en: "Domestic Shorthair", zh: "唐貓" },
  { en: "Mixed Breed", zh: "混種" },
];

export function breedsFor(species?: string): Breed[] {
  if (species === "dog") return DOG_BREEDS;
  if (species === "cat") return CAT_BREEDS;
  return [];
}

/**
 * A stored (English) breed as a page shows it: a known breed of the species
 * (of either list when the species is unknown) in the page's language,
 * anything else as stored ("唐貓" on a Chinese page, never "Domestic Shorthair").
 */
export function breedLabel(stored: string, species: string | null | undefined, locale: string): string {
  const known = breedsFor(species ?? undefined);
  const found = (known.length ? known : [...DOG_BREEDS, ...CAT_BREEDS]).find((b) => b.en === stored);
  return found && locale === "zh-HK" ? found.zh : stored;
}

/**
 * The breed to store: a known English (any case) or Chinese name becomes the
 * English name of that species' list (both lists when the species is unknown);
 * other text is kept trimmed; blank input gives undefined.
 */
export function resolveBreed(input: string | null | undefined, species?: string): string | undefined {
  const text = input?.trim();
  if (!text) return undefined;
  const known = breedsFor(species);
  const lists = known.length ? known : [...DOG_BREEDS, ...CAT_BREEDS];
  const lower = text.toLowerCase();
  return lists.find((b) => b.en.toLowerCase() === lower || b.zh === text)?.en ?? text;
}
