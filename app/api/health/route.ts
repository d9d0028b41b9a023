import { checkHealth } from "@/lib/health";
import { json, route } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const health = await checkHealth();
  return json(health, { status: health.db === "up" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
