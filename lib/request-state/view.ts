import type { Placeable } from "@/lib/clinics/contact-links";
import type { HospitalState, RequestSummary, Silence } from "./derive";

// What the screens receive (lib/request-state/queries.ts, GET
// /api/emergency-requests/{id}/state): each hospital's state with what a
// screen shows of the hospital, and the request's summary. Client-safe types.

/** What a screen shows of a hospital beside its state. */
export type HospitalClinic = { name: string; nameZh: string | null; phone: string; place: Placeable | null };

export type HospitalStateDto = HospitalState & { clinic: HospitalClinic | null };

export type RequestStateDto = {
  hospitals: HospitalStateDto[];
  summary: RequestSummary;
  /** The server's clock when read: every age on the page counts from it. */
  now: string;
  /** Set once no hospital has said yes SILENCE_MINUTES after the first alert: the results page's next step. */
  silence: Silence | null;
};

/** A hospital as a page that does not list its alerts and pushes (the results page) carries it. */
export type HospitalView = Omit<HospitalStateDto, "alerts" | "pushes"> & Partial<Pick<HospitalStateDto, "alerts" | "pushes">>;
export type RequestStateView = Omit<RequestStateDto, "hospitals"> & { hospitals: HospitalView[] };

/** The state without each hospital's alerts and pushes: the results page's first render carries no more than it shows. */
export function withoutAlerts(state: RequestStateDto): RequestStateView {
  return { ...state, hospitals: state.hospitals.map(({ alerts: _alerts, pushes: _pushes, ...h }) => h) };
}
