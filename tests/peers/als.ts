import { createServer } from "node:http";
import { listenOnLoopback, readBody, send } from "./http";
import type { StartedPeer } from "./index";

// A loopback stand-in for the Hong Kong Government Address Lookup Service
// (https://www.als.gov.hk/lookup?q=<address>&n=1, Accept: application/json),
// answering with its JSON shape (fixtures/als-lookup.json): SuggestedAddress[]
// .Address.PremisesAddress with EngPremisesAddress, ChiPremisesAddress and
// GeospatialInformation { Latitude, Longitude (strings), Northing, Easting },
// and ValidationInformation.Score written with two decimals ("92.00").
// Addresses it knows are in ALS_PEER.addresses (matched by a key phrase; a
// look-alike scores under ADDRESS_LOOKUP_MIN_SCORE); anything else gets no suggestion. Programmable over
// HTTP under /__peer at ALS_PEER_URL: POST /__peer/fail { count, failure }.

export type AlsFailure = "server_error" | "no_coordinates";

export const ALS_PEER = {
  addresses: [
    {
      key: "nathan road",
      building: "CHUNGKING MANSIONS",
      buildingZh: "重慶大廈",
      score: 92,
      latitude: "22.29625",
      longitude: "114.17243",
      northing: "818158",
      easting: "836158",
    },
    {
      key: "queen's road central",
      building: "THE CENTER",
      buildingZh: "中環中心",
      score: 92,
      latitude: "22.28425",
      longitude: "114.15467",
      northing: "816820",
      easting: "834326",
    },
    {
      key: "sha tin centre street",
      building: "SHATIN GALLERIA",
      buildingZh: "沙田商業中心",
      score: 92,
      latitude: "22.38105",
      longitude: "114.18901",
      northing: "827540",
      easting: "837860",
    },
    // A look-alike: ALS suggests a similar-sounding building far away, with a low score.
    {
      key: "wing shun lane",
      building: "WING SHING BUILDING",
      buildingZh: "永昇大廈",
      score: 41,
      latitude: "22.31710",
      longitude: "114.16950",
      northing: "820510",
      easting: "835430",
    },
  ],
} as const;

function suggestion(entry: (typeof ALS_PEER.addresses)[number], withCoordinates: boolean) {
  return {
    Address: {
      PremisesAddress: {
        EngPremisesAddress: { BuildingName: entry.building, Region: "HK" },
        ChiPremisesAddress: { BuildingName: entry.buildingZh, Region: "香港" },
        GeospatialInformation: withCoordinates
          ? { Northing: entry.northing, Easting: entry.easting, Latitude: entry.latitude, Longitude: entry.longitude }
          : { Northing: entry.northing, Easting: entry.easting },
        GeoAddress: "3658519520T20050430",
      },
    },
    ValidationInformation: { Score: entry.score },
  };
}

export async function startAlsPeer(): Promise<StartedPeer> {
  const requests: { q: string; accept: string | undefined }[] = [];
  const queue: AlsFailure[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://peer");
    const raw = await readBody(req);

    if (url.pathname.startsWith("/__peer/")) {
      if (url.pathname === "/__peer/requests") return send(res, 200, requests);
      if (url.pathname === "/__peer/reset") return ((requests.length = 0), (queue.length = 0), send(res, 200, { ok: true }));
      if (url.pathname === "/__peer/fail") {
        const input = (raw ? JSON.parse(raw) : {}) as { count?: number; failure?: AlsFailure };
        for (let i = 0; i < (input.count ?? 1); i++) queue.push(input.failure ?? "server_error");
        return send(res, 200, { ok: true });
      }
      return send(res, 404, { error: "unknown peer control" });
    }

    if (req.method !== "GET" || url.pathname !== "/lookup") return send(res, 404, { error: "Not Found" });
    const q = url.searchParams.get("q") ?? "";
    requests.push({ q, accept: req.headers.accept });
    const failure = queue.shift();
    if (failure === "server_error")
      return res.writeHead(503, { "Content-Type": "text/html" }).end("<html><body>Service Unavailable</body></html>");
    // Without Accept: application/json the real service answers XML.
    if (!(req.headers.accept ?? "").includes("application/json")) {
      return res.writeHead(200, { "Content-Type": "text/xml" }).end("<AddressLookupResult></AddressLookupResult>");
    }
    const n = Math.max(1, Math.min(200, Number(url.searchParams.get("n") ?? "200") || 200));
    const matches = ALS_PEER.addresses.filter((a) => q.toLowerCase().includes(a.key)).slice(0, n);
    const body = JSON.stringify({
      RequestAddress: { AddressLine: [q] },
      SuggestedAddress: matches.map((m) => suggestion(m, failure !== "no_coordinates")),
    });
    // The service writes scores with two decimals ("Score":92.00), which JSON.stringify would not.
    res
      .writeHead(200, { "Content-Type": "application/json; charset=utf-8" })
      .end(body.replace(/"Score":(\d+(?:\.\d+)?)/g, (_, n: string) => `"Score":${Number(n).toFixed(2)}`));
  });
  const { origin, stop } = await listenOnLoopback(server);
  return { env: { ADDRESS_LOOKUP_URL: `${origin}/lookup`, ALS_PEER_URL: origin }, stop };
}
