import type { ServerEnv } from "@/lib/env";
import { linkSecret } from "@/lib/security/link-secret";

// What the messaging engine needs from the environment, resolved once. A
// channel whose settings are missing is `undefined`: its messages fail with a
// clear reason instead of waiting forever.

export type EmailConfig = { smtpUrl: string; from: string; appUrl: string; linkSecret: string };
export type WhatsAppConfig = {
  baseUrl: string;
  phoneNumberId: string;
  token: string;
  template: string;
  templateLanguage: string;
  /** The approved "accepting emergencies tonight?" template with Yes / No quick replies. */
  availabilityTemplate: string;
  /** The approved follow-up "the owner is on the way": {{1}} pet, {{2}} symptoms, {{3}} when, {{4}} owner's phone; no buttons. */
  arrivalTemplate: string;
};

/** Web Push (VAPID): the key pair and contact, and what the notifications link to. */
export type PushConfig = { publicKey: string; privateKey: string; subject: string; appUrl: string; linkSecret: string };

export type MessagingConfig = {
  email?: EmailConfig;
  whatsapp?: WhatsAppConfig;
  push?: PushConfig;
  /**
   * Demo mode with no real channel: every message is delivered to the demo
   * inbox (a page of this app) and never leaves the machine.
   */
  demoInbox: boolean;
  /** Secret for reply links (lib/security/link-secret.ts), also needed to check them. */
  linkSecret?: string;
  appUrl: string;
};

export function messagingConfig(env: ServerEnv): MessagingConfig {
  const secret = linkSecret(env);
  const email =
    env.SMTP_URL && env.EMAIL_FROM && secret
      ? { smtpUrl: env.SMTP_URL, from: env.EMAIL_FROM, appUrl: env.APP_URL, linkSecret: secret }
      : undefined;
  const whatsapp =
    env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_TOKEN && env.WHATSAPP_TEMPLATE
      ? {
          baseUrl: env.WHATSAPP_API_BASE_URL.replace(/\/+$/, ""),
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
          token: env.WHATSAPP_TOKEN,
          template: env.WHATSAPP_TEMPLATE,
          templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE,
          availabilityTemplate: env.WHATSAPP_AVAILABILITY_TEMPLATE,
          arrivalTemplate: env.WHATSAPP_ARRIVAL_TEMPLATE,
        }
      : undefined;
  return { email, whatsapp, push: pushConfig(env), demoInbox: demoInboxEnabled(env), linkSecret: secret, appUrl: env.APP_URL };
}

/** On only in demo mode and only while no real channel is configured. */
export function demoInboxEnabled(env: ServerEnv): boolean {
  const realChannel = Boolean(env.SMTP_URL || env.WHATSAPP_PHONE_NUMBER_ID || env.WHATSAPP_TOKEN);
  return env.DEMO && !realChannel;
}

/** Push is on only with the whole VAPID key pair, its contact and the reply links' secret; otherwise nothing is pushed. */
export function pushConfig(env: ServerEnv): PushConfig | undefined {
  const secret = linkSecret(env);
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT || !secret) return undefined;
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT,
    appUrl: env.APP_URL,
    linkSecret: secret,
  };
}
