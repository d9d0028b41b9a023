import * as React from "react";
import { cn } from "@/lib/utils";

/** A progress bar (0–100) as plain markup: no script of its own on the wizard's first download. */
export function Progress({ className, value = 0, ...props }: Omit<React.ComponentProps<"div">, "role"> & { value?: number }) {
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-slot="progress"
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      {...props}
    >
      <div className="h-full w-full flex-1 bg-primary transition-transform" style={{ transform: `translateX(-${100 - value}%)` }} />
    </div>
  );
}
