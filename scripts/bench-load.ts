// Server load for `npm run bench`: autocannon from this process
// against `next start` (a second process) on loopback, a fixed duration and
// connection count per endpoint; and the nearest-clinics answer the app's way
// (PostGIS KNN) against the naive way (every clinic into JavaScript, haversine,
// sort), on the same data.
import autocannon from "autocannon";
import { db } from "@/lib/db";
import { searchClinics } from "@/lib/clinics/search";
import { haversineKm } from "@/lib/geo/distance";
import { median, timing, type Timing } from "./bench-stats";
import { ADMIN_FILTERED_GET, EMERGENCY_POST, HEALTH_GET, NEAREST_GET, type LoadFigures } from "./bench-budgets";

export type { LoadFigures };

export const LOAD_SECONDS = 10;
export const WARMUP_SECONDS = 2;
export const LOAD_CONNECTIONS = 50;
export const NEAREST_LIMIT = 200;
const POSITION = { latitude: 22.2783, longitude: 114.1747 };

export type LoadTarget = { label: string; path: string; method?: "GET" | "POST"; body?: unknown; cookie?: string };

/** The wizard's submission, anonymous: the POST load (also what the push measurement runs under, scripts/bench-push.ts). */
export const EMERGENCY_POST_TARGET: LoadTarget = {
  label: EMERGENCY_POST,
  path: "/api/emergency-requests",
  method: "POST",
  body: {
    symptom: "Seizure",
    symptomKeys: ["seizure"],
    petSpecies: "dog",
    locationLatitude: POSITION.latitude,
    locationLongitude: POSITION.longitude,
    contactName: "Load Test",
    contactPhone: "+852 6123 4567",
  },
};

/** The endpoints measured at each data size. */
export function loadTargets(requestId: string, adminCookie: string): LoadTarget[] {
  return [
    // The yardstick: the ratio budgets divide the others' requests/s by this one's (scripts/bench-budgets.ts).
    { label: HEALTH_GET, path: "/api/health" },
    EMERGENCY_POST_TARGET,
    { label: NEAREST_GET, path: `/api/clinics?near=${POSITION.latitude},${POSITION.longitude}&limit=${NEAREST_LIMIT}` },
    { label: "GET /api/emergency-requests/{id} (results data)", path: `/api/emergency-requests/${requestId}` },
    { label: ADMIN_FILTERED_GET, path: "/api/admin/clinics?q=road&h24=yes&available=yes&page=2", cookie: adminCookie },
  ];
}

/** The p-th percentile of ascending values (nearest rank), to 0.1. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

let ipSeq = 0;
/**
 * Each request comes from its own address (X-Forwarded-For, which the app reads
 * behind its proxy): the per-address abuse limit on emergency creation would
 * otherwise answer 429 after 60 requests, and the point is the server's speed.
 */
const nextIp = () => {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

export async function loadTest(
  baseUrl: string,
  target: LoadTarget,
  connections = LOAD_CONNECTIONS,
  seconds = LOAD_SECONDS,
): Promise<LoadFigures> {
  const method = target.method ?? "GET";
  const headers: Record<string, string> = { origin: baseUrl };
  if (target.body !== undefined) headers["content-type"] = "application/json";
  if (target.cookie) headers.cookie = target.cookie;
  const latencies: number[] = [];
  const fire = (duration: number) =>
    autocannon({
      url: new URL(target.path, baseUrl).toString(),
      connections,
      duration,
      method,
      headers,
      body: target.body === undefined ? undefined : JSON.stringify(target.body),
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, "x-forwarded-for": nextIp() } }) }],
    });
  // Unmeasured first: a route's first seconds under load are spent compiling
  // its code (the ratios to /api/health would otherwise favour whichever ran warm).
  await fire(WARMUP_SECONDS);
  const instance = fire(seconds);
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    path: target.path,
    method,
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / seconds),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Nearest 200 by the app's KNN query vs. loading every clinic and sorting in
 * JavaScript. `sameAnswer`: both reach out to the same distance for the 200th
 * clinic (to 0.1 km; ties at equal distance may pick different members).
 */
export async function knnVersusNaive(
  runs = 5,
): Promise<{ clinics: number; knn: Timing; naive: Timing; ratio: number; sameAnswer: boolean }> {
  const clinics = await db.clinic.count();
  const near = POSITION;
  const knnTimes: number[] = [];
  const naiveTimes: number[] = [];
  let knnFarthest = NaN;
  let naiveFarthest = NaN;
  await searchClinics({ near, limit: NEAREST_LIMIT }); // warm-up
  for (let i = 0; i < runs; i++) {
    let started = performance.now();
    const knn = await searchClinics({ near, limit: NEAREST_LIMIT });
    knnTimes.push(performance.now() - started);
    knnFarthest = Math.max(...knn.map((c) => c.distanceKm ?? 0));

    started = performance.now();
    const all = await db.clinic.findMany({
      where: { status: "active", latitude: { not: null }, longitude: { not: null } },
      select: { id: true, name: true, latitude: true, longitude: true, is24Hour: true, phone: true, whatsapp: true, email: true },
    });
    const sorted = all
      .map((c) => ({ id: c.id, km: haversineKm(near, { latitude: Number(c.latitude), longitude: Number(c.longitude) }) }))
      .sort((a, b) => a.km - b.km)
      .slice(0, NEAREST_LIMIT);
    naiveTimes.push(performance.now() - started);
    naiveFarthest = sorted.at(-1)?.km ?? NaN;
  }
  return {
    clinics,
    knn: timing(knnTimes),
    naive: timing(naiveTimes),
    ratio: Math.round((median(naiveTimes) / median(knnTimes)) * 10) / 10,
    sameAnswer: Math.abs(knnFarthest - naiveFarthest) <= 0.1,
  };
}
