import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import {
  altchaHeader,
  createSeizureRequest,
  dbRows,
  fill,
  gotoReady,
  insertFixtureHospital,
  FROM_OUR_PAGES,
  setDemoClock,
  VIEWPORTS,
} from "@/tests/utils/e2e";

// Silence has a next step, on the demo server (demo inbox, no channel): an
// anonymous owner alerts one hospital; the test clock moves past
// SILENCE_MINUTES with no Accept; within one poll the results page says no
// hospital has answered, puts the nearest hospital not yet asked first with
// its Call button, and offers "Alert the next nearest hospitals", which goes
// through the broadcast endpoint with its human check and per-clinic
// anonymous cap. Hospitals of its own at Fan Lau, far from every seeded clinic.

const DEMO = process.env.DEMO_BASE_URL;
const demoDb = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  dbRows<T>(sql, params, process.env.DEMO_DATABASE_URL);
test.skip(!DEMO, "the demo server is started by npm test");
const OWN_ADDRESS = { "x-forwarded-for": "198.18.53.1" };
test.use({ baseURL: DEMO, extraHTTPHeaders: OWN_ADDRESS });

const FAN_LAU = { latitude: 22.203, longitude: 113.855 };
// The servers' settings as the test runner starts them (scripts/test.ts); the app's defaults otherwise.
const SILENCE_MINUTES = Number(process.env.SILENCE_MINUTES ?? 3);
const CLINIC_CAP = Number(process.env.CLINIC_MAX_ANONYMOUS_ALERTS_PER_HOUR ?? 3);

const LANGUAGES = [
  { name: "English", m: en, prefix: "" },
  { name: "Chinese", m: zh, prefix: "/zh-HK" },
] as const;
const RUNS = VIEWPORTS.flatMap((viewport) => LANGUAGES.map((language) => ({ ...language, viewport })));

/** The clinic has heard from its hourly share of other requests without an account (one alert each, just now). */
async function fillAnonymousCap(clinicId: string, tag: string) {
  await demoDb(
    `WITH r AS (
       INSERT INTO emergency_requests (symptom, contact_name, contact_phone)
       SELECT 'Seizure', $2, '+85291234500' FROM generate_series(1, $3) RETURNING id
     )
     INSERT INTO messages (emergency_request_id, clinic_id, message_type, recipient, content, status, sent_at)
     SELECT id, $1, 'email', 'cap@example.test', 'alert', 'sent', now() FROM r`,
    [clinicId, `Cap ${tag}`, CLINIC_CAP],
  );
}

/** An ICU plural's "other" branch: "{count, plural, … other {Alert the next {count} …}}" → "Alert the next {count} …". */
const pluralOther = (icu: string) => /other \{(.*)\}\}$/.exec(icu)![1];

async function alertedClinics(requestId: string): Promise<string[]> {
  const rows = await demoDb<{ clinic_id: string }>(
    `SELECT DISTINCT clinic_id FROM messages WHERE emergency_request_id = $1 AND message_type IN ('email', 'whatsapp')`,
    [requestId],
  );
  return rows.map((r) => r.clinic_id).sort();
}

async function broadcast(page: Page, requestId: string, clinicIds: string[]) {
  const res = await page.request.post(`/api/emergency-requests/${requestId}/broadcast`, {
    data: { clinicIds },
    headers: { ...FROM_OUR_PAGES, ...(await altchaHeader(page.request)) },
  });
  expect(res.status()).toBe(201);
}

for (const { name, m, prefix, viewport } of RUNS) {
  test(`no Accept ${SILENCE_MINUTES} minutes after the alert: a hospital not yet asked first with Call, and "Alert the next nearest" within the caps (${name}, ${viewport.width}x${viewport.height})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const tag = `${name.slice(0, 2)}${viewport.width}${Date.now().toString(36)}`;
    const hospital = (letter: string, offset: number) =>
      insertFixtureHospital(
        {
          name: `Silence ${letter} ${tag}`,
          email: `${letter.toLowerCase()}-${tag}@example.test`,
          ...FAN_LAU,
          latitude: FAN_LAU.latitude + offset,
        },
        process.env.DEMO_DATABASE_URL,
      );
    const [a, b, c, d, e] = [
      await hospital("A", 0),
      await hospital("B", 0.002),
      await hospital("C", 0.004),
      await hospital("D", 0.006),
      await hospital("E", 0.008),
    ];
    try {
      const requestId = await createSeizureRequest(page, FAN_LAU, { contactName: `Silence ${tag}` });
      const results = `${prefix}/emergency-results/${requestId}`;
      await broadcast(page, requestId, [a]);
      // The alert went out all but half a minute of SILENCE_MINUTES ago, so the shared test clock need move
      // only a minute ahead: another spec's request on this server turns silent only when as old.
      await demoDb(`UPDATE messages SET created_at = created_at - $2::interval WHERE emergency_request_id = $1`, [
        requestId,
        `${SILENCE_MINUTES * 60 - 30} seconds`,
      ]);
      // C has had its share of requests without an account this hour: it is not offered.
      await fillAnonymousCap(c, tag);

      await gotoReady(page, results);
      const step = page.locator("[data-silence-step]");
      const first = page.locator("[data-best-clinic]");
      await expect(first).toHaveAttribute("data-best-clinic", a);
      await expect(step).toHaveCount(0);

      // The app's clock moves past SILENCE_MINUTES with no Accept: the step appears within one poll, no reload.
      await setDemoClock(new Date(Date.now() + 60_000));
      await expect(step).toBeVisible({ timeout: 20_000 });
      await expect(step.locator("#silence-title")).toHaveText(fill(m.Results.silence.title, { minutes: SILENCE_MINUTES }));
      // When the alert went out, in Hong Kong time (24-hour clock).
      const sentAt = (
        await demoDb<{ at: string }>(
          `SELECT to_char(min(created_at) AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Hong_Kong', 'HH24:MI') AS at FROM messages WHERE emergency_request_id = $1`,
          [requestId],
        )
      )[0].at;
      await expect(step).toContainText(fill(m.Results.silence.text, { time: sentAt }));
      // The nearest hospital not yet asked is first, says why, and has its Call button.
      await expect(first).toHaveAttribute("data-best-clinic", b);
      await expect(first.locator("[data-first-pick-reason]")).toHaveText(m.FirstPick.no_answer);
      await expect(first.locator('a[href="tel:+85229001234"]')).toBeVisible();
      await expect(step.locator("[data-best-clinic]")).toHaveCount(1);

      // "Alert the next nearest": the three nearest not yet asked, C (past its share) left out.
      const next = step.locator("[data-next-clinics]");
      await expect(next).toHaveAttribute("data-next-clinics", [b, d, e].join(" "));
      const button = step.getByRole("button", { name: fill(pluralOther(m.Results.silence.alertNext), { count: 3 }) });
      await expect(button).toBeVisible();
      if (m === zh) await expect(page.locator("main")).not.toContainText(/No hospital|Alert the next|answered/);
      await page.screenshot({ path: `test-logs/silence-${name}-${viewport.width}.png`, fullPage: false });

      // Meanwhile B, too, reaches its share: the broadcast skips it as the cap says, and sends the others.
      await fillAnonymousCap(b, tag);
      const sent = page.waitForResponse((r) => r.url().endsWith(`/emergency-requests/${requestId}/broadcast`));
      await button.click();
      const res = await sent;
      expect(res.status()).toBe(201);
      expect(await res.json()).toMatchObject({ count: 2, busy: 1 });
      expect(await alertedClinics(requestId)).toEqual([a, d, e].sort());
      await expect(page.getByText(m.Delivery.queuedToast)).toBeVisible();

      // The page follows: the step stays (no one said yes), B (never asked) is still the one to call, D and E are no longer offered.
      await expect(page.locator(`[data-next-clinics*="${d}"], [data-next-clinics*="${e}"]`)).toHaveCount(0, { timeout: 15_000 });
      await expect(step).toBeVisible();
      await expect(first).toHaveAttribute("data-best-clinic", b);

      // An Accept ends the silence: the step goes within one poll, the acceptor is first.
      await demoDb(
        `UPDATE messages SET status = 'sent', sent_at = now(), clinic_response = 'accepted', clinic_response_at = now()
         WHERE emergency_request_id = $1 AND clinic_id = $2`,
        [requestId, d],
      );
      await expect(step).toHaveCount(0, { timeout: 20_000 });
      await expect(first).toHaveAttribute("data-best-clinic", d);
    } finally {
      await setDemoClock(null);
      await demoDb(`DELETE FROM emergency_requests WHERE contact_name = $1`, [`Cap ${tag}`]);
      await demoDb(`DELETE FROM clinics WHERE id = ANY($1)`, [[a, b, c, d, e]]);
    }
  });
}
