import { Skeleton } from "@/components/ui/skeleton";

/** Placeholders while the status page loads (SPEC §2). */
export function StatusSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4" role="status" aria-label={label}>
      <Skeleton className="h-8 w-48" />
      <div className="grid grid-cols-4 gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-32" />
      ))}
    </div>
  );
}
