"use client";

import { useId, useState } from "react";
import { ChevronsUpDownIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { breedsFor, resolveBreed, type Breed } from "@/lib/emergency/breeds";
import { cn } from "@/lib/utils";

const matches = (breed: Breed, query: string) => !query || breed.en.toLowerCase().includes(query.toLowerCase()) || breed.zh.includes(query);

/**
 * Breed picker for the wizard (SPEC §2): the species' list, labelled in the
 * current language, filtered as the user types. A chosen breed is stored by its
 * English name; typed text that matches no breed is kept as typed (also when
 * the list is closed without choosing).
 */
export function BreedCombobox({
  id,
  species,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  species?: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  const t = useTranslations("BreedCombobox");
  const isChinese = useLocale() === "zh-HK";
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const breeds = breedsFor(species);
  const disabled = breeds.length === 0;
  const typed = query.trim();
  const shown = breeds.filter((b) => matches(b, typed));
  const exact = breeds.some((b) => b.en.toLowerCase() === typed.toLowerCase() || b.zh === typed);
  const selected = breeds.find((b) => b.en === value);

  const close = (next: string | null) => {
    if (next !== null) onChange(next);
    setOpen(false);
    setQuery("");
  };
  const onOpenChange = (next: boolean) => (next ? setOpen(true) : close(resolveBreed(typed, species) ?? null));

  return (
    <div>
      <Popover open={open} onOpenChange={onOpenChange}>
        <PopoverTrigger asChild>
          <button
            id={id}
            type="button"
            role="combobox"
            aria-expanded={open}
            aria-describedby={[describedBy, disabled ? hintId : null].filter(Boolean).join(" ") || undefined}
            disabled={disabled}
            className={cn(
              "flex h-10 w-full items-center justify-between rounded-md border border-input bg-background px-3 py-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50",
              !value && "text-muted-foreground",
            )}
          >
            <span className="truncate">{selected ? (isChinese ? selected.zh : selected.en) : value || t("placeholder")}</span>
            <ChevronsUpDownIcon className="size-4 opacity-50" aria-hidden="true" />
          </button>
        </PopoverTrigger>
        <PopoverContent className="w-[var(--radix-popover-trigger-width)] p-0">
          <Command shouldFilter={false} label={t("searchPlaceholder")}>
            <CommandInput placeholder={t("searchPlaceholder")} value={query} onValueChange={setQuery} />
            <CommandList>
              <CommandEmpty>{t("empty")}</CommandEmpty>
              {typed && !exact && (
                <CommandGroup>
                  <CommandItem value={`typed:${typed}`} onSelect={() => close(typed)}>
                    {t("useTyped", { value: typed })}
                  </CommandItem>
                </CommandGroup>
              )}
              <CommandGroup>
                {shown.map((breed) => (
                  <CommandItem key={breed.en} value={breed.en} onSelect={() => close(breed.en)}>
                    {isChinese ? (
                      <span className="flex flex-col">
                        <span>{breed.zh}</span>
                        <span className="text-xs text-muted-foreground">{breed.en}</span>
                      </span>
                    ) : (
                      breed.en
                    )}
                  </CommandItem>
                ))}
              </CommandGroup>
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {disabled && (
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {t("chooseSpeciesFirst")}
        </p>
      )}
    </div>
  );
}
