import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { json, readJson, route } from "@/lib/http";
import { answerAsClinic, authorizeClinicAnswer } from "@/lib/request-state/answer-as-clinic";
import { clinicAnswerSchema } from "@/lib/request-state/schemas";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/** { answer: "accept" | "decline" }: staff of a clinic the request alerted, from the dashboard, as its reply link would (audited). */
export const POST = route(async (req: NextRequest, ctx: RouteContext<"/api/emergency-requests/[id]/answer">) => {
  const id = readUuid((await ctx.params).id, "Emergency request");
  const user = await requireUser();
  const authorized = await authorizeClinicAnswer(id, user);
  const { answer } = await readJson(req, clinicAnswerSchema);
  return json(await answerAsClinic(answer, user, req.headers, authorized));
});
