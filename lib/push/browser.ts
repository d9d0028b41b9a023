// The browser's side of "Alert this device" / "Tell me when a hospital
// answers": loaded only on a tap (components/push/push-toggle.tsx), so no
// page pays for it on its first visit. Client-only.

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const send = (path: string, method: "POST" | "DELETE", body: unknown) =>
  fetch(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });

/** Asks permission, subscribes this browser (or reuses its subscription) and gives it to the server for `path`; the endpoint, or the reason not. */
export async function subscribeDevice(
  path: string,
  publicKey: string,
  language: string,
): Promise<{ endpoint: string } | "denied" | "failed"> {
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    const { endpoint, keys } = subscription.toJSON();
    const response = await send(path, "POST", { endpoint, keys, language });
    return response.ok && endpoint ? { endpoint } : "failed";
  } catch {
    return "failed";
  }
}

/** Tells the server to stop sending this browser what `path` sends (the browser's subscription may serve another page). */
export async function unsubscribeDevice(path: string, endpoint: string): Promise<boolean> {
  try {
    return (await send(path, "DELETE", { endpoint })).ok;
  } catch {
    return false;
  }
}
