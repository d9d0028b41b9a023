import type { ComponentProps } from "react";

/**
 * An on/off switch: the browser's own checkbox with role="switch" (announced as
 * a switch, on or off), drawn as a track and thumb. No JavaScript of its own: it
 * can be flipped before the page hydrates, inside a form it submits like any
 * checkbox, and it hydrates as one element where Radix's was a button, a thumb,
 * a hidden input and their hooks. Name it with a <label htmlFor>.
 */
export function Switch({
  className = "",
  onCheckedChange,
  onChange,
  ...props
}: Omit<ComponentProps<"input">, "type" | "role"> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <span data-slot="switch" className={`relative inline-flex shrink-0 has-disabled:opacity-50 ${className}`}>
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full outline-none disabled:cursor-not-allowed"
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
        {...props}
      />
      <span
        aria-hidden="true"
        className="inline-flex h-6 w-11 items-center rounded-full border-2 border-transparent bg-input transition-colors peer-checked:bg-primary peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 after:block after:size-5 after:rounded-full after:bg-background after:shadow-lg after:transition-transform peer-checked:after:translate-x-5"
      />
    </span>
  );
}
