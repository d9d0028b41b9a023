import "server-only";
import { clinicsAtAnonymousCapNow } from "@/lib/broadcast/anonymous-cap";
import type { FirstPick, RankContext } from "@/lib/clinics/ranking";
import type { ClinicResult } from "@/lib/clinics/search";
import { NEXT_NEAREST_COUNT, nextToAlert, silencePick } from "@/lib/clinics/silence-pick";
import { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import type { LatLng } from "@/lib/geo/distance";
import { limitedFor } from "@/lib/rate-limit";
import type { Silence } from "@/lib/request-state/derive";
import type { RequestStateDto } from "@/lib/request-state/view";

/** Why "Alert the next nearest hospitals" is not offered: it could not send. */
export type SilenceRefusal = "none_left" | "clinics_busy" | "limit";

export type SilenceStep<T extends ClinicResult = ClinicResult> = {
  silence: Silence;
  /** The clinic to call now (reason "no_answer"). */
  pick: FirstPick<T> | null;
  /** Whom "Alert the next nearest hospitals" alerts, nearest first; empty with a refusal. */
  next: T[];
  refusal: SilenceRefusal | null;
};

/**
 * The results page's next step once the request is silent (the state's
 * `silence`, lib/request-state): the clinic to call, and whom one more
 * broadcast would alert, offered only when the broadcast could send it now:
 * the request's and the address's broadcast budgets are not spent, and (for a
 * request without an account) the clinics are not past their hourly share
 * (lib/broadcast/anonymous-cap.ts). The broadcast checks each again itself.
 */
export async function loadSilenceStep<T extends ClinicResult>(input: {
  requestId: string;
  state: RequestStateDto;
  clinics: readonly T[];
  from: LatLng | null;
  ctx: RankContext;
  /** Clinics one broadcast may alert for this caller (broadcastClinicCap). */
  cap: number;
  ip: string;
}): Promise<SilenceStep<T> | null> {
  const { silence, hospitals } = input.state;
  if (!silence) return null;
  const alerted = new Set(hospitals.filter((h) => h.delivery !== null).map((h) => h.clinicId));
  const asked = new Set(hospitals.filter((h) => h.delivery !== null && h.delivery !== "failed").map((h) => h.clinicId));
  const pick = silencePick(input.clinics, asked, input.from, input.ctx);
  const candidates = nextToAlert(input.clinics, alerted, input.ctx);
  const step = (next: T[], refusal: SilenceRefusal | null): SilenceStep<T> => ({ silence, pick, next, refusal });
  if (!candidates.length) return step([], "none_left");

  const [requestSpent, addressSpent, owner] = await Promise.all([
    limitedFor("broadcastRequest", input.requestId),
    limitedFor("broadcastIp", input.ip),
    db.emergencyRequest.findUnique({ where: { id: input.requestId }, select: { userId: true } }),
  ]);
  if (requestSpent !== null || addressSpent !== null) return step([], "limit");
  const count = Math.min(NEXT_NEAREST_COUNT, input.cap);
  if (owner?.userId) return step(candidates.slice(0, count), null);
  // The nearest few past their share are skipped for the next ones, as the broadcast would skip them.
  const nearest = candidates.slice(0, input.cap);
  const busy = await clinicsAtAnonymousCapNow(
    nearest.map((c) => c.id),
    {
      max: getServerEnv().CLINIC_MAX_ANONYMOUS_ALERTS_PER_HOUR,
      requestId: input.requestId,
      noticesSince: new Date(input.ctx.now.getTime() - 60 * 60 * 1000),
    },
  );
  const next = nearest.filter((c) => !busy.has(c.id)).slice(0, count);
  return next.length ? step(next, null) : step([], "clinics_busy");
}
