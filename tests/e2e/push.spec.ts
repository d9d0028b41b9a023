import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { POLL_MS } from "@/components/request-state/live-state";
import type { PushPayload } from "@/lib/messaging/push-content";
import {
  altchaHeader,
  createSeizureRequest,
  dbRows,
  fill,
  FROM_OUR_PAGES,
  gotoReady,
  hospitalWithStaff,
  insertFixtureHospital,
  signInAs,
  VIEWPORTS,
} from "@/tests/utils/e2e";
import { controlledByServiceWorker, deliverPush, shownNotifications, tapNotification } from "@/tests/utils/push-browser";
import { receivedPushes, testSubscription, type TestSubscription } from "@/tests/utils/push-keys";

// Web Push in the browser, at phone and desktop size, in both languages: the
// staff dashboard offers "Alert this device"; a push delivered to the page's
// service worker through the DevTools protocol (as the browser's push service
// hands one over) is shown as the notification the server's payload describes,
// and a payload the worker does not understand still shows a plain notice.
// Then the whole way of a real alert: the server's own payloads, taken from the
// stand-in push service and decrypted with the test device's keys, are shown;
// a tap (tests/utils/push-browser.ts says how near a real one it comes) on the
// alert's Accept answers through the signed link and takes the reception's tab
// to the request, the owner's page puts that hospital first within one poll,
// and a tap on the owner's "accepted" notification takes their tab back there.

// Its own client address: the suite's shared per-address budgets stay untouched.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.18.54.1" } });

const PUSH_PEER_URL = process.env.PUSH_PEER_URL!;
/**
 * A spot of the test's own near Tung Ping Chau, far from every seeded clinic and every other spec's hospitals:
 * a test running at the same time (another size or language) puts its hospitals at another.
 */
const ownSpot = () => ({ latitude: 22.545, longitude: 114.428 - (Date.now() % 200) * 0.0005 });
const LANGUAGES = [
  ["English", en, "", "en"],
  ["Chinese", zh, "/zh-HK", "zh-HK"],
] as const;

/** A device of the test's own on the stand-in push service, subscribed at `path` (201 checked). */
async function subscribedDevice(page: Page, path: string, language: string): Promise<TestSubscription> {
  const device = testSubscription(`${PUSH_PEER_URL}/push/${randomUUID()}`);
  const res = await page.request.post(path, { headers: FROM_OUR_PAGES, data: { endpoint: device.endpoint, keys: device.keys, language } });
  expect(res.status()).toBe(201);
  return device;
}

/** The server's push tagged `tag` to `device`, as the device decrypts it (waiting for one more push while it is not there). */
async function pushTagged(device: TestSubscription, tag: string): Promise<PushPayload> {
  for (let count = 1; ; count++) {
    const found = ((await receivedPushes(PUSH_PEER_URL, device, count)) as PushPayload[]).find((p) => p.tag === tag);
    if (found) return found;
  }
}

const shownTagged = async (page: Page, tag: string) => (await shownNotifications(page)).find((n) => n.tag === tag);

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const [name, m, prefix, locale] of LANGUAGES) {
      test(`the dashboard offers push and its service worker shows a delivered alert (${name})`, async ({ page, context }) => {
        await context.grantPermissions(["notifications"]);
        await signInAs(page, "staff@example.com");
        await gotoReady(page, `${prefix}/clinic/dashboard`);
        const panel = page.getByTestId("push-panel");
        await expect(panel.getByRole("button", { name: m.Push.enableDevice })).toBeVisible();
        await page.evaluate(() => navigator.serviceWorker.ready);

        const requestId = "0b7f9c1e-2f4a-4c1e-9a57-3d1f0e6b2a10";
        const payload = {
          v: 1,
          title: m.Messaging.pushAlertTitle.replace("{pet}", m.Messaging.speciesDog),
          body: "Seizure",
          url: `${prefix}/clinic/dashboard#request-${requestId}`,
          tag: `alert-${requestId}`,
          timestamp: Date.now(),
          actions: [
            { action: "accept", title: m.Messaging.pushAccept },
            { action: "decline", title: m.Messaging.pushDecline },
          ],
          answers: { accept: "/api/messages/x/respond?answer=accept", decline: "/api/messages/x/respond?answer=decline" },
        };
        await deliverPush(page, JSON.stringify(payload));
        await expect
          .poll(() => shownTagged(page, payload.tag))
          .toMatchObject({ title: payload.title, body: "Seizure", data: { url: payload.url } });

        // Not ours (another version, or not JSON): a plain notice, and the worker keeps working.
        await deliverPush(page, "not json");
        await expect
          .poll(async () => (await shownNotifications(page)).some((n) => n.title === "PawAlert 毛孩急救通" && n.data.url === "/"))
          .toBe(true);
      });

      test(`Accept on the alert's notification puts that hospital first for the owner within one poll, and each notification's tap opens its page (${name})`, async ({
        page,
        context,
        browser,
        baseURL,
        extraHTTPHeaders,
      }) => {
        test.setTimeout(90_000);
        const tag = `${locale}${viewport.width}${Date.now().toString(36)}`.toLowerCase();
        const staffEmail = `push-staff-${tag}@example.test`;
        const hospital = `Push Hospital ${tag}`;
        const spot = ownSpot();
        const nearest = await insertFixtureHospital({
          name: `Push Nearest ${tag}`,
          email: `push-near-${tag}@example.test`,
          ...spot,
        });
        const accepting = await hospitalWithStaff(
          { name: hospital, email: `push-${tag}@example.test`, ...spot, latitude: spot.latitude + 0.004 },
          staffEmail,
        );
        const owner = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
        const devices: string[] = [];
        try {
          // The reception: the dashboard open in a tab, this device subscribed to the hospital's alerts.
          await context.grantPermissions(["notifications"]);
          await signInAs(page, staffEmail);
          await gotoReady(page, `${prefix}/clinic/dashboard`);
          await controlledByServiceWorker(page);
          const reception = await subscribedDevice(page, `/api/clinics/${accepting}/push-subscriptions`, locale);

          // The owner alerts both hospitals, asks to be told when one answers, and watches the results page.
          await owner.grantPermissions(["notifications"]);
          const ownerPage = await owner.newPage();
          const requestId = await createSeizureRequest(ownerPage, spot, { contactName: `Push ${tag}` }, locale);
          const sent = await ownerPage.request.post(`/api/emergency-requests/${requestId}/broadcast`, {
            data: { clinicIds: [nearest, accepting] },
            headers: { ...FROM_OUR_PAGES, ...(await altchaHeader(ownerPage.request)) },
          });
          expect(sent.status()).toBe(201);
          const phone = await subscribedDevice(ownerPage, `/api/emergency-requests/${requestId}/push-subscriptions`, locale);
          devices.push(reception.endpoint, phone.endpoint);
          const results = `${prefix}/emergency-results/${requestId}`;
          await gotoReady(ownerPage, results);
          const first = ownerPage.locator("[data-best-clinic]");
          await expect(first).toHaveAttribute("data-best-clinic", nearest);

          // The alert the server sent the reception's device reaches its service worker and is shown, with Accept and Decline.
          const alert = await pushTagged(reception, `alert-${requestId}`);
          await deliverPush(page, JSON.stringify(alert));
          await expect
            .poll(() => shownNotifications(page))
            .toContainEqual(
              expect.objectContaining({
                tag: alert.tag,
                title: fill(m.Messaging.pushAlertTitle, { pet: m.Messaging.speciesDog }),
                data: expect.objectContaining({ url: `${prefix}/clinic/dashboard#request-${requestId}` }),
                actions: [m.Messaging.pushAccept, m.Messaging.pushDecline],
              }),
            );

          // Accept: the signed link answers, the reception's tab goes to the request, and within one poll
          // (plus the answer and a render on a loaded host) the owner's page puts the hospital first as the one that accepted.
          await tapNotification(page, alert.tag, "accept");
          const reRanked = expect(first).toHaveAttribute("data-best-clinic", accepting, { timeout: POLL_MS + 3_000 });
          await page.waitForURL(`**${prefix}/clinic/dashboard#request-${requestId}`, { timeout: 10_000 });
          await expect(page.locator(`[data-request-id="${requestId}"]`)).toBeVisible();
          expect(await shownTagged(page, alert.tag)).toBeUndefined();
          await reRanked;
          await expect(first.locator("[data-first-pick-reason]")).toHaveText(m.FirstPick.accepted);
          await page.screenshot({ path: `test-logs/push-accept-${viewport.width}-${name}.png` });

          // The owner reads the first-aid page meanwhile; the "accepted" push is shown, and its tap takes the tab back to the results.
          const answer = await pushTagged(phone, `answer-${requestId}`);
          await gotoReady(ownerPage, `${prefix}/first-aid/seizure`);
          await controlledByServiceWorker(ownerPage);
          await deliverPush(ownerPage, JSON.stringify(answer));
          await expect
            .poll(() => shownTagged(ownerPage, answer.tag))
            .toMatchObject({ title: fill(m.Messaging.pushAnswerAccepted, { clinic: hospital }), data: { url: results } });
          await tapNotification(ownerPage, answer.tag);
          await ownerPage.waitForURL(`**${results}`, { timeout: 10_000 });
          await expect(first).toHaveAttribute("data-best-clinic", accepting);
          await expect(first.locator("[data-first-pick-reason]")).toHaveText(m.FirstPick.accepted);
          await ownerPage.screenshot({ path: `test-logs/push-answer-${viewport.width}-${name}.png` });
        } finally {
          await owner.close();
          await dbRows(`DELETE FROM push_subscriptions WHERE endpoint = ANY($1)`, [devices]);
          await dbRows(`DELETE FROM users WHERE email = $1`, [staffEmail]);
          await dbRows(`DELETE FROM clinics WHERE id = ANY($1)`, [[nearest, accepting]]);
        }
      });
    }
  });
}
