"use client";

import { useId } from "react";
import { Switch } from "@/components/ui/switch";

/**
 * The directory's 24-hour-only switch: a native checkbox inside the filter form
 * (so the form still works without JavaScript), submitted as soon as it changes.
 */
export function AutoSubmitSwitch({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  const id = useId();
  return (
    <span className="inline-flex items-center gap-3 text-sm font-medium">
      <Switch id={id} name={name} value="1" defaultChecked={defaultChecked} onChange={(e) => e.currentTarget.form?.requestSubmit()} />
      <label htmlFor={id} className="cursor-pointer">
        {label}
      </label>
    </span>
  );
}
