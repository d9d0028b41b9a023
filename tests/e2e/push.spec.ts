import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { gotoReady, signInAs } from "@/tests/utils/e2e";

// Web Push in the browser at 390x844, both languages: the staff dashboard
// offers "Alert this device"; a push delivered to the page's service worker
// through the DevTools protocol (ServiceWorker.deliverPushMessage, as the
// browser's push service would hand it over) is shown as the notification
// the server's payload describes, and a payload the worker does not
// understand still shows a plain notice instead of failing.

test.use({ viewport: { width: 390, height: 844 } });

/** Delivers `data` to this page's service worker as a push message. */
async function deliverPush(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string; isDeleted: boolean }[]>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
      const live = event.registrations.filter((r) => !r.isDeleted);
      if (live.length) resolve(live);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const origin = new URL(page.url()).origin;
  const registration = (await registrations).find((r) => r.scopeURL.startsWith(origin))!;
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registration.registrationId, data });
  await cdp.detach();
}

const shown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
  });

for (const [name, m, prefix] of [
  ["English", en, ""],
  ["Chinese", zh, "/zh-HK"],
] as const) {
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
      .poll(async () => (await shown(page)).find((n) => n.tag === payload.tag))
      .toMatchObject({ title: payload.title, body: "Seizure", data: { url: payload.url } });

    // Not ours (another version, or not JSON): a plain notice, and the worker keeps working.
    await deliverPush(page, "not json");
    await expect.poll(async () => (await shown(page)).some((n) => n.title === "PawAlert 毛孩急救通" && n.data.url === "/")).toBe(true);
  });
}
