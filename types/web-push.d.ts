// The part of web-push (3.6) this project uses; the package ships no types.
declare module "web-push" {
  export type PushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };
  export type RequestOptions = {
    vapidDetails?: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: "very-low" | "low" | "normal" | "high";
    topic?: string;
    contentEncoding?: "aesgcm" | "aes128gcm";
  };
  export type RequestDetails = { method: "POST"; headers: Record<string, string | number>; body: Buffer | null; endpoint: string };
  export function generateRequestDetails(
    subscription: PushSubscription,
    payload?: string | Buffer | null,
    options?: RequestOptions,
  ): RequestDetails;
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  const webpush: { generateRequestDetails: typeof generateRequestDetails; generateVAPIDKeys: typeof generateVAPIDKeys };
  export default webpush;
}
