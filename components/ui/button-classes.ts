// The Button's classes as plain strings: components/ui/button.tsx builds its
// variants from these, and the few elements that must stay free of Button's
// dependencies (cva and Radix Slot; cn() merges with lib/class-merge.ts) use
// them directly, so both always look the same.

// One class, `btn` in app/globals.css: its ~330 characters of utilities were written on
// every button twice (the HTML and the RSC payload), 40 KB of a results page. It sits in CSS's
// components layer, so a size's or a caller's utility (text-lg, rounded-xl, whitespace-normal) wins.
export const BUTTON_BASE = "btn";

export const BUTTON_VARIANTS = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
  outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
  success: "bg-success text-success-foreground hover:bg-success/90",
} as const;

export const BUTTON_SIZES = {
  default: "h-10 px-4 py-2",
  sm: "h-9 rounded-md px-3",
  lg: "h-12 rounded-lg px-6 text-base",
  xl: "h-14 rounded-xl px-8 text-lg",
  icon: "size-10",
} as const;

/** A default-size button's classes without cva (for dependency-free elements). */
export const plainButton = (variant: keyof typeof BUTTON_VARIANTS, size: keyof typeof BUTTON_SIZES = "default") =>
  `${BUTTON_BASE} ${BUTTON_SIZES[size]} ${BUTTON_VARIANTS[variant]}`;
