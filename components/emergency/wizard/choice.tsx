"use client";

import type { ReactNode } from "react";

/**
 * Every choice (symptom, species, saved pet) looks chosen from its own state:
 * a native checkbox or radio checked, or a button pressed. So it is right
 * before JavaScript too. The inputs lie over the whole choice,
 * unseen: a tap lands on them; one Tab stop per radio group, arrow keys move.
 */
export const choiceClass =
  "relative min-h-12 rounded-lg border bg-background px-3 py-2 text-left text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring has-focus-visible:outline-2 has-focus-visible:outline-ring has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground";
const hiddenInputClass = "absolute inset-0 size-full cursor-pointer appearance-none opacity-0";

/** A tappable choice: the whole tile is the (invisible) checkbox or radio, so it works before hydration too. */
function Choice({
  children,
  ...input
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  /** The group's message came from the server: the page opens on it. */
  autoFocus?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={choiceClass}>
      <input {...input} className={hiddenInputClass} />
      {children}
    </label>
  );
}

/** Two columns of choices, one per value; the first takes the focus when the group's message came from the server. */
export function ChoiceGrid<V extends string>({
  type,
  name,
  values,
  checked,
  onChange,
  label,
  focusFirst,
}: {
  type: "checkbox" | "radio";
  name: string;
  values: readonly V[];
  checked: (value: V) => boolean;
  onChange: (value: V) => void;
  label: (value: V) => ReactNode;
  focusFirst: boolean;
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      {values.map((value, i) => (
        <Choice
          key={value}
          type={type}
          name={name}
          value={value}
          checked={checked(value)}
          onChange={() => onChange(value)}
          autoFocus={i === 0 && focusFirst}
        >
          {label(value)}
        </Choice>
      ))}
    </div>
  );
}
