"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { breedLabel, breedsFor, resolveBreed } from "@/lib/emergency/breeds";

/**
 * Breed field for the wizard and the pets dialog: a plain text input
 * with the browser's own suggestion list (`<input list>` + `<datalist>`, no
 * script library) of the species' breeds in the current language; free typing
 * is kept. A known Chinese or English name is handed on as the English name;
 * anything else as typed. Species without a list (rabbit, bird…) get free text.
 */
export function BreedInput({
  id,
  name,
  species,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  /** For a form posted without JavaScript (the wizard's): the text as typed. */
  name?: string;
  species?: string | null;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  const t = useTranslations("BreedInput");
  const locale = useLocale();
  const isChinese = locale === "zh-HK";
  const breeds = breedsFor(species ?? undefined);
  const [text, setText] = useState(() => breedLabel(value, species, locale));

  // A value set from outside (species changed, draft restored, dialog reset) replaces the text.
  useEffect(() => {
    setText((current) => ((resolveBreed(current, species ?? undefined) ?? "") === value ? current : breedLabel(value, species, locale)));
  }, [value, species, locale]);

  const listId = `${id}-options`;
  return (
    <>
      <Input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        maxLength={100}
        list={breeds.length ? listId : undefined}
        placeholder={t(breeds.length ? "placeholder" : "placeholderFree")}
        aria-describedby={describedBy}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(resolveBreed(e.target.value, species ?? undefined) ?? "");
        }}
      />
      {breeds.length > 0 && (
        <datalist id={listId}>
          {breeds.map((b) => (
            <option key={b.en} value={isChinese ? b.zh : b.en} label={isChinese ? b.en : undefined} />
          ))}
        </datalist>
      )}
    </>
  );
}
