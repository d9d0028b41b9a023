"use client";

import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { FieldError } from "./field-error";

/** What the control needs to be named by the label and described by the message. */
export type FieldControlProps = { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined };

/**
 * A labelled control and its validation message, wired the one way for screen
 * readers: the label names the control; the control is marked invalid and
 * described by the message and by `hint` (the id of a note) when there is one.
 * `note` is a hint under the control while there is no error (it describes
 * the control then). `children` renders the control with those props; `after`
 * follows the message.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  note,
  after,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  note?: ReactNode;
  after?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const noteId = note && !error ? `${id}-hint` : "";
  const describedBy = [error ? errorId : "", noteId, hint ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      <FieldError id={errorId} message={error} />
      {noteId && (
        <p id={noteId} className="text-sm text-muted-foreground">
          {note}
        </p>
      )}
      {after}
    </div>
  );
}
