// Client-safe view of the Observatory's severe warnings (lib/feeds/weather.ts
// stores them) and what a clinic said it does during them.

export type SevereWeather = { kind: "typhoon"; signal: 8 | 9 | 10; issuedAt: string } | { kind: "black_rain"; issuedAt: string };

/** The warning in force during which this clinic said it closes, if any (unknown = no claim). */
export function closedByWeather(
  clinic: { openDuringTyphoon: boolean | null; openDuringBlackRain: boolean | null },
  warnings: readonly SevereWeather[],
): SevereWeather | null {
  return warnings.find((w) => (w.kind === "typhoon" ? clinic.openDuringTyphoon === false : clinic.openDuringBlackRain === false)) ?? null;
}
