// The dashboard alarm's rules, without React or the browser: what a poll of
// GET /api/clinics/{id}/latest-alert means, what Acknowledge does, and what
// this device remembers (the newest alert it acknowledged, per clinic, and the
// mute switch) so that a reload neither silences an alarm nobody acknowledged
// nor rings again for alerts already acknowledged here.

/** The endpoint's answer (lib/clinics/latest-alert.ts). */
export type LatestAlertAnswer = { latestAt: string | null; newSince: number };

export type AlarmState = {
  /** The newest alert acknowledged on this device (ISO); null until the first answer or a remembered one. */
  acknowledged: string | null;
  /** The newest alert the server reported. */
  latest: string | null;
  /** Requests alerted after `acknowledged`: the alarm rings while there are any. */
  newCount: number;
};

/** Before any alert: a clinic that never had one rings for its first. */
const NO_ALERT_YET = new Date(0).toISOString();

export const initialAlarm = (remembered: string | null): AlarmState => ({ acknowledged: remembered, latest: null, newCount: 0 });

export const isRinging = (state: AlarmState) => state.newCount > 0;

/** The `since` a poll sends: none before a baseline exists (the first answer sets it). */
export const pollSince = (state: AlarmState) => state.acknowledged;

/**
 * A poll's answer. Without a baseline (first visit on this device) what exists
 * now counts as seen: opening the dashboard does not ring for old alerts.
 */
export function afterPoll(state: AlarmState, answer: LatestAlertAnswer): AlarmState {
  if (state.acknowledged === null) return { acknowledged: answer.latestAt ?? NO_ALERT_YET, latest: answer.latestAt, newCount: 0 };
  return { ...state, latest: answer.latestAt, newCount: answer.newSince };
}

/** Acknowledge: everything up to the newest alert reported is seen; quiet until a newer one. */
export function acknowledge(state: AlarmState): AlarmState {
  return { acknowledged: state.latest ?? state.acknowledged, latest: state.latest, newCount: 0 };
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const ackKey = (clinicId: string) => `pawalert.alarm.acknowledged.${clinicId}`;
const MUTE_KEY = "pawalert.alarm.muted";

/** localStorage, or null where it is refused (a private window's quota, a blocked site): the alarm then forgets on reload. */
export function deviceStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberedAck(store: Store | null, clinicId: string): string | null {
  const value = store?.getItem(ackKey(clinicId)) ?? null;
  return value && !Number.isNaN(Date.parse(value)) ? value : null;
}

export function rememberAck(store: Store | null, clinicId: string, acknowledged: string | null) {
  if (acknowledged) store?.setItem(ackKey(clinicId), acknowledged);
}

export const isMuted = (store: Store | null) => store?.getItem(MUTE_KEY) === "1";

export function rememberMuted(store: Store | null, muted: boolean) {
  if (muted) store?.setItem(MUTE_KEY, "1");
  else store?.removeItem(MUTE_KEY);
}
