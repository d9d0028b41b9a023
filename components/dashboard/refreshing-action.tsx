"use client";

import { toast } from "@/lib/toast";
import { Icon, type IconNode } from "@/components/ui/icon";
import { useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/forms/use-api-action";

/**
 * One of the dashboard's small actions on a request or notice: sends, says it
 * is done, and reloads the list (the server renders the new state); a failure
 * is a toast under `failed`. Labels come translated from the caller.
 */
export function RefreshingAction({
  icon,
  label,
  busyLabel,
  done,
  failed,
  send,
}: {
  icon: IconNode;
  label: string;
  busyLabel: string;
  done: string;
  failed: string;
  send: () => Promise<unknown>;
}) {
  const router = useRouter();
  const { busy, run } = useApiAction();
  const act = () =>
    run(async () => {
      await send();
      toast.success(done);
      router.refresh();
    }, failed);
  return (
    <Button size="sm" variant="success" onClick={act} disabled={busy}>
      <Icon node={icon} />
      {busy ? busyLabel : label}
    </Button>
  );
}
