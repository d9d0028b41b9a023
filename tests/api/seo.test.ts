import { DISTRICTS } from "@/lib/regions/districts";
import { jsonLdOf, schemaOrgProblems } from "@/tests/utils/schema-org";
import { api, BASE_URL, ipSequence, newEmergencyRequest, useSql } from "@/tests/utils/http";

// What a search engine reads, over HTTP against the production build: readable clinic URLs
// (308 from the uuid and from a former slug), the sitemap, every page's
// JSON-LD checked against schema.org as schema-dts declares it (and its
// opening hours against the stored ones), the district pages' first hospital
// against the results page's first pick, and which pages may be indexed.

const sql = useSql();
const nextIp = ipSequence("198.18.51", 0, 250);
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const html = async (path: string) => {
  const res = await api(path);
  expect(res.status).toBe(200);
  return res.text();
};
const locationOf = (res: Response) => new URL(res.headers.get("location") ?? "", BASE_URL).pathname;

describe("readable clinic URLs", () => {
  it("answer 308 from the uuid URL and from a former slug to /clinics/<slug>, in the same language", async () => {
    const { rows } = await sql.query(
      `SELECT id, slug, name FROM clinics WHERE status = 'active' AND NOT is_24_hour ORDER BY name DESC LIMIT 1`,
    );
    const clinic = rows[0] as { id: string; slug: string; name: string };
    for (const prefix of ["", "/zh-HK"]) {
      const moved = await api(`${prefix}/clinics/${clinic.id}`);
      expect(moved.status).toBe(308);
      expect(locationOf(moved)).toBe(`${prefix}/clinics/${clinic.slug}`);
      expect(await html(`${prefix}/clinics/${clinic.slug}`)).toContain(
        `rel="canonical" href="${BASE_URL}${prefix}/clinics/${clinic.slug}"`,
      );
    }
    await sql.query("UPDATE clinics SET name = $2 WHERE id = $1", [clinic.id, `${clinic.name} Renamed`]);
    try {
      const renamed = (await sql.query("SELECT slug FROM clinics WHERE id = $1", [clinic.id])).rows[0].slug as string;
      expect(renamed).toBe(`${clinic.slug}-renamed`);
      const old = await api(`/zh-HK/clinics/${clinic.slug}`);
      expect(old.status).toBe(308);
      expect(locationOf(old)).toBe(`/zh-HK/clinics/${renamed}`);
    } finally {
      await sql.query("UPDATE clinics SET name = $2 WHERE id = $1", [clinic.id, clinic.name]);
    }
    // The clinic page leads to its district's page.
    const district = (await sql.query("SELECT district FROM clinics WHERE id = $1", [clinic.id])).rows[0].district as string;
    expect(await html(`/clinics/${clinic.slug}`)).toMatch(
      new RegExp(`href="/districts/${district}"[^>]*data-district-link[^>]*>More 24-hour hospitals in `),
    );
    expect((await api("/clinics/no-such-clinic-anywhere")).status).toBe(404);
  });
});

describe("the sitemap", () => {
  it("lists every district page, /24-hour-vets and every clinic by slug, in both languages with hreflang pairs", async () => {
    const xml = await html("/sitemap.xml");
    const pair = (path: string) =>
      [
        `<loc>${BASE_URL}${path}</loc>`,
        `hreflang="en" href="${BASE_URL}${path}"`,
        `hreflang="zh-HK" href="${BASE_URL}/zh-HK${path}"`,
      ].every((s) => xml.includes(s)) && xml.includes(`<loc>${BASE_URL}/zh-HK${path}</loc>`);
    for (const d of DISTRICTS) expect(pair(`/districts/${d.slug}`)).toBe(true);
    expect(pair("/24-hour-vets")).toBe(true);
    const { rows } = await sql.query(`SELECT id, slug FROM clinics WHERE status = 'active'`);
    for (const c of rows as { id: string; slug: string }[]) {
      expect(pair(`/clinics/${c.slug}`)).toBe(true);
      expect(xml).not.toContain(`/clinics/${c.id}<`);
    }
  });
});

type Node = Record<string, unknown>;
/** The ListItems of a page's ItemList. */
const listItems = (ld: unknown[]) =>
  ld
    .flat()
    .filter((n): n is Node => (n as Node)["@type"] === "ItemList")
    .flatMap((list) => list.itemListElement as Node[]);
/** The hospitals a page's ItemList holds in full (a district page). */
const listedHospitals = (ld: unknown[]) => listItems(ld).flatMap((item) => (item.item ? [item.item as Node] : []));
/** The pages a summary list points to (/24-hour-vets), each ListItem only a position and a URL. */
const listedUrls = (ld: unknown[]) => listItems(ld).flatMap((item) => (item.url ? [String(item.url)] : []));

/** What the stored hours say, as "Monday 09:00-21:00" lines: every day all day for a 24-hour clinic. */
async function storedHours(slug: string): Promise<string[]> {
  const { rows } = await sql.query("SELECT is_24_hour, weekly_hours FROM clinics WHERE slug = $1", [slug]);
  const { is_24_hour: is24, weekly_hours: weekly } = rows[0] as {
    is_24_hour: boolean;
    weekly_hours: ("24h" | [string, string][] | null)[] | null;
  };
  if (is24) return DAYS.map((d) => `${d} 00:00-23:59`);
  return (weekly ?? []).flatMap((day, i) =>
    day === "24h" ? [`${DAYS[i]} 00:00-23:59`] : (day ?? []).map(([from, to]) => `${DAYS[i]} ${from}-${to}`),
  );
}
const saidHours = (node: Node) =>
  ((node.openingHoursSpecification ?? []) as Node[]).flatMap((s) =>
    [s.dayOfWeek].flat().map((d) => `${String(d).replace("https://schema.org/", "")} ${String(s.opens)}-${String(s.closes)}`),
  );

describe("JSON-LD on every page that has it", () => {
  it("is schema.org as schema-dts declares it, and each hospital's opening hours are its stored ones", async () => {
    const { rows } = await sql.query(`SELECT slug, is_24_hour FROM clinics WHERE status = 'active' ORDER BY slug`);
    const clinicPath = (r: { slug: string }) => `/clinics/${r.slug}`;
    const hospitalPaths = rows.filter((r: { is_24_hour: boolean }) => r.is_24_hour).map(clinicPath);
    const paths = ["/24-hour-vets", "/24-hour-vets?sort=fee", ...DISTRICTS.map((d) => `/districts/${d.slug}`), ...hospitalPaths];
    // Every clinic page in English; the list pages and the 24-hour hospitals' pages in both languages.
    const english = rows.filter((r: { is_24_hour: boolean }) => !r.is_24_hour).map(clinicPath);
    let hospitals = 0;
    for (const path of [...paths, ...paths.map((p) => `/zh-HK${p}`), ...english]) {
      const ld = jsonLdOf(await html(path));
      expect(ld.length).toBeGreaterThan(0);
      expect({ path, problems: ld.flatMap((node) => schemaOrgProblems(node)) }).toEqual({ path, problems: [] });
      const nodes = path.includes("/clinics/") ? (ld as Node[]) : listedHospitals(ld);
      if (path.includes("/24-hour-vets")) {
        // A summary page: its list names every 24-hour hospital by its clinic page, checked in this loop too.
        const prefix = path.startsWith("/zh-HK") ? `${BASE_URL}/zh-HK` : BASE_URL;
        expect(nodes).toEqual([]);
        expect(listedUrls(ld).sort()).toEqual(hospitalPaths.map((p) => `${prefix}${p}`).sort());
      }
      for (const node of nodes) {
        const slug = new URL(String(node.url)).pathname.split("/").pop()!;
        expect(saidHours(node).sort()).toEqual((await storedHours(slug)).sort());
        hospitals++;
      }
      if (!path.includes("/clinics/")) {
        const crumbs = ld.flat().find((n) => (n as Node)["@type"] === "BreadcrumbList") as Node;
        expect((crumbs.itemListElement as Node[]).at(-1)?.item).toBe(`${BASE_URL}${path.split("?")[0]}`);
      }
    }
    expect(hospitals).toBeGreaterThan(300);
  }, 300_000);
});

describe("district pages", () => {
  it("put first the hospital the results page picks first for a request at the district's centre, in all 18 districts", async () => {
    for (const d of DISTRICTS) {
      const id = await newEmergencyRequest(nextIp(), {
        locationLatitude: d.centre.latitude,
        locationLongitude: d.centre.longitude,
        contactName: "District Check",
      });
      const results = await html(`/emergency-results/${id}`);
      const page = await html(`/zh-HK/districts/${d.slug}`);
      const resultsPick = /data-best-clinic="([0-9a-f-]{36})"/.exec(results)?.[1] ?? null;
      const districtPick = /data-clinic-id="([0-9a-f-]{36})" data-pick="true"/.exec(page)?.[1] ?? null;
      expect({ district: d.slug, pick: districtPick }).toEqual({ district: d.slug, pick: resultsPick });
      expect(resultsPick).not.toBeNull();
      // The pick is the first hospital on the page.
      expect(/data-clinic-id="([0-9a-f-]{36})"/.exec(page)?.[1]).toBe(districtPick);
    }
  }, 180_000);

  it("say the Black Rainstorm Warning while it is in force, and nothing once it is lifted", async () => {
    const warning = "The Black Rainstorm Warning is in force";
    expect(await html("/districts/sai-kung")).not.toContain(warning);
    // The Observatory's stand-in says it (tests/peers/hko.ts); the server's poll, every second, stores it.
    // Writing the stored state directly raced that poll, which put back the stand-in's "nothing" within a second.
    const observatory = (warnings: Record<string, unknown>) =>
      fetch(`${process.env.HKO_PEER_URL}/__peer/warnings`, { method: "POST", body: JSON.stringify({ warnings }) });
    const issueTime = new Date().toISOString();
    /** The page once the poll has stored what the stand-in now says (a few polls at most). */
    const polled = async (path: string, shows: boolean) => {
      for (let tries = 0; ; tries++) {
        const page = await html(path);
        if (page.includes(warning) === shows || tries === 20) return page;
        await new Promise((r) => setTimeout(r, 500));
      }
    };
    await observatory({
      WRAIN: { name: "Rainstorm Warning Signal", code: "WRAINB", actionCode: "ISSUE", issueTime, updateTime: issueTime },
    });
    try {
      expect(await polled("/districts/sai-kung", true)).toMatch(new RegExp(`role="alert"[^>]*data-weather-banner[\\s\\S]*${warning}`));
      expect(await html("/zh-HK/districts/sai-kung")).toContain("黑色暴雨警告信號生效中");
    } finally {
      await observatory({});
    }
    expect(await polled("/districts/sai-kung", false)).not.toContain(warning);
  });

  it("answer 404 for a district that does not exist", async () => {
    expect((await api("/districts/atlantis")).status).toBe(404);
  });
});

describe("what search engines may index", () => {
  it("indexes the district and 24-hour pages with their own title, canonical and hreflang; never a page with an owner's position or request", async () => {
    for (const [path, title] of [
      ["/districts/sha-tin", "24-hour vets near Sha Tin"],
      ["/zh-HK/districts/sha-tin", "沙田區 24 小時動物醫院"],
      ["/24-hour-vets", "24-hour vets in Hong Kong"],
      ["/zh-HK/24-hour-vets", "香港 24 小時動物醫院"],
    ]) {
      const page = await html(path);
      expect(page).toMatch(new RegExp(`<title>${title}`));
      expect(page).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(page).not.toMatch(/name="robots" content="[^"]*noindex/);
      expect(page).toContain(`hrefLang="zh-HK" href="${BASE_URL}/zh-HK${path.replace("/zh-HK", "")}"`);
    }
    // Each district's own card (opengraph-image.tsx), in both languages.
    for (const path of ["/districts/tai-po", "/zh-HK/districts/tai-po"]) {
      const og = /<meta property="og:image" content="([^"]+)"/.exec(await html(path))?.[1];
      expect(og).toMatch(/\/districts\/tai-po\/opengraph-image/);
      let image = await api(new URL(og!).pathname + new URL(og!).search);
      if (image.status === 307 || image.status === 308) image = await api(image.headers.get("location")!);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
    }
    expect(await html("/nearby?near=22.3193,114.1694")).toMatch(/name="robots" content="noindex/);
    const id = await newEmergencyRequest(nextIp(), {
      petSpecies: "cat",
      locationLatitude: 22.3817,
      locationLongitude: 114.188,
      contactName: "Index Check",
    });
    expect(await html(`/emergency-results/${id}`)).toMatch(/name="robots" content="noindex/);
  });
});
