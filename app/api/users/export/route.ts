import { requireUser } from "@/lib/auth/guards";
import { exportUserData } from "@/lib/accounts/queries";
import { route } from "@/lib/http";
import { consumeLimit } from "@/lib/rate-limit";
import { safeJsonText } from "@/lib/json-bytes";

export const dynamic = "force-dynamic";

/** Everything held about the caller, as a JSON download (the right to a copy of one's data). */
export const GET = route(async () => {
  const user = await requireUser();
  await consumeLimit("exportUser", user.id);
  const data = await exportUserData(user.id);
  const stamp = data.exportedAt.replace(/[:.]/g, "-");
  return new Response(safeJsonText(data, 2), {
    status: 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="pawalert-data-export-${stamp}.json"`,
      "Cache-Control": "no-store",
    },
  });
});
