// A clinic's answer to one request: the request's state reads it from the
// alerts (lib/request-state/derive.ts) and the ranking weighs it (./ranking.ts).

/** A clinic's answer to this request (the demo inbox's or a real Accept / Decline). `at`: ISO. */
export type ClinicAnswer = { response: "accepted" | "declined"; at: string };
