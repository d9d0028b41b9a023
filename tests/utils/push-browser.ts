import type { BrowserContext, Page, Worker } from "@playwright/test";

// Web Push in the browser, for e2e specs: the push service's hand-over to the
// page's service worker, what it shows, and a tap on what it shows.

/**
 * Delivers `data` to this page's service worker as a push message, as the browser's push service hands one
 * over once decrypted (the DevTools protocol's ServiceWorker.deliverPushMessage): its `push` listener runs.
 */
export async function deliverPush(page: Page, data: string) {
  // The page's own registration: the one whose version controls this page. Another browser context's
  // registration at the same origin has the same scope, so the scope alone can pick the wrong one
  // (its worker, not this page's, then shows the notification).
  await controlledByServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  const registrationId = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerVersionUpdated", (event) => {
      const mine = event.versions.find((v) => v.controlledClients?.includes(targetInfo.targetId));
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const origin = new URL(page.url()).origin;
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: await registrationId, data });
  await cdp.detach();
}

export type ShownNotification = { title: string; body: string; tag: string; data: { url: string }; actions: string[] };

/** The notifications the page's service worker shows now (registration.getNotifications), with their buttons' titles. */
export const shownNotifications = (page: Page): Promise<ShownNotification[]> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data,
      // Chromium's Notification.actions (not in TypeScript's DOM types).
      actions: ((n as unknown as { actions?: { title: string }[] }).actions ?? []).map((a) => a.title),
    }));
  });

/** Resolves once the page is controlled by the service worker (only such a tab can be sent elsewhere by it). */
export const controlledByServiceWorker = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** The site's service worker as Playwright sees it (its global scope, to evaluate in). */
async function siteWorker(context: BrowserContext, origin: string): Promise<Worker> {
  const ours = (w: Worker) => w.url().startsWith(`${origin}/`);
  return context.serviceWorkers().find(ours) ?? (await context.waitForEvent("serviceworker", { predicate: ours }));
}

/**
 * Taps the shown notification `tag`, or its button `action`, as near as a test can: headless Chromium
 * shows no notification to click, so a `notificationclick` NotificationEvent holding the very Notification
 * shown is dispatched in the service worker's own scope, and public/sw.js's own listener handles it.
 * Script-made, the event carries no user activation: Chromium refuses clients.openWindow and
 * WindowClient.focus for it (and its waitUntil throws), while fetch and WindowClient.navigate work. So it
 * proves what the handler fetches and where it sends the site's open tab; not a new window, a tab coming
 * to the front, nor the operating system's own tap.
 */
export async function tapNotification(page: Page, tag: string, action = "") {
  const worker = await siteWorker(page.context(), new URL(page.url()).origin);
  await worker.evaluate(
    async ({ tag, action }) => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error(`no notification tagged ${tag} is shown`);
      self.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification, action }));
    },
    { tag, action },
  );
}
