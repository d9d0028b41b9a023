import { requireUser } from "@/lib/auth/guards";
import { exportUserData } from "@/lib/accounts/queries";
import { route } from "@/lib/http";
import { consumeLimit } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

/**
 * JSON whose strings cannot be read as markup: "<", ">" and "&" become \u003c,
 * \u003e and \u0026 (the same JSON value), so a pet note holding "<script>"
 * stays text wherever the file is opened.
 */
function jsonWithoutMarkup(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Everything held about the caller, as a JSON download (SPEC §7). */
export const GET = route(async () => {
  const user = await requireUser();
  await consumeLimit("exportUser", user.id);
  const data = await exportUserData(user.id);
  const stamp = data.exportedAt.replace(/[:.]/g, "-");
  return new Response(jsonWithoutMarkup(data), {
    status: 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="pawalert-data-export-${stamp}.json"`,
      "Cache-Control": "no-store",
    },
  });
});
