"use client";

import * as React from "react";
import { ChevronsUpDownIcon } from "lucide-react";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";

export type ComboboxOption = { value: string; label: string; keywords?: string[] };

/**
 * A searchable list that also accepts free text: typing a value that is not in
 * the list and pressing Enter (or picking "use ...") keeps what was typed.
 */
export function Combobox({
  id,
  value,
  onChange,
  options,
  placeholder,
  searchPlaceholder,
  emptyText,
  useTypedLabel,
  className,
  "aria-invalid": ariaInvalid,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  options: ComboboxOption[];
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  /** e.g. (typed) => `Use "${typed}"` */
  useTypedLabel: (typed: string) => string;
  className?: string;
  "aria-invalid"?: boolean;
}) {
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState("");
  const selected = options.find((o) => o.value === value);
  const typed = query.trim();
  const choose = (next: string) => {
    onChange(next);
    setOpen(false);
    setQuery("");
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-invalid={ariaInvalid}
          className={cn(
            "flex h-10 w-full items-center justify-between rounded-md border border-input bg-background px-3 py-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive",
            !value && "text-muted-foreground",
            className,
          )}
        >
          <span className="truncate">{selected?.label ?? (value || placeholder)}</span>
          <ChevronsUpDownIcon className="size-4 opacity-50" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-[var(--radix-popover-trigger-width)] p-0">
        <Command>
          <CommandInput placeholder={searchPlaceholder} value={query} onValueChange={setQuery} />
          <CommandList>
            <CommandEmpty>{emptyText}</CommandEmpty>
            {typed && !options.some((o) => o.label.toLowerCase() === typed.toLowerCase()) && (
              <CommandGroup>
                <CommandItem value={`__typed__${typed}`} onSelect={() => choose(typed)}>
                  {useTypedLabel(typed)}
                </CommandItem>
              </CommandGroup>
            )}
            <CommandGroup>
              {options.map((option) => (
                <CommandItem key={option.value} value={option.label} keywords={option.keywords} onSelect={() => choose(option.value)}>
                  {option.label}
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
