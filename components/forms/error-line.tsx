/** A failed action's message (already in the owner's language), said at once (role="alert"); nothing when there is none. */
export function ErrorLine({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
