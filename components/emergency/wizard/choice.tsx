"use client";

/**
 * Every choice (symptom, species, saved pet) looks chosen from its own state:
 * a native checkbox or radio checked, or a button pressed. So it is right
 * before JavaScript too (issue 31). The inputs lie over the whole choice,
 * unseen: a tap lands on them; one Tab stop per radio group, arrow keys move.
 */
export const choiceClass =
  "relative min-h-12 rounded-lg border bg-background px-3 py-2 text-left text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring has-focus-visible:outline-2 has-focus-visible:outline-ring has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground";
const hiddenInputClass = "absolute inset-0 size-full cursor-pointer appearance-none opacity-0";

/** A tappable choice: the whole tile is the (invisible) checkbox or radio, so it works before hydration too. */
export function Choice({
  type,
  name,
  value,
  checked,
  onChange,
  autoFocus = false,
  children,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  /** The group's message came from the server: the page opens on it. */
  autoFocus?: boolean;
  children: React.ReactNode;
}) {
  return (
    <label className={choiceClass}>
      <input
        type={type}
        name={name}
        value={value}
        className={hiddenInputClass}
        checked={checked}
        onChange={onChange}
        autoFocus={autoFocus}
      />
      {children}
    </label>
  );
}
