import nodemailer, { type Transporter } from "nodemailer";
import { getServerEnv } from "@/lib/env";
import { bilingual, translator } from "@/lib/i18n/translator";
import type { KeyOf } from "@/lib/i18n/types";
import { log } from "@/lib/log";
import { messagingConfig } from "./config";
import { escapeHtml } from "@/lib/text/html";

// Account emails (verification links, "someone tried to use your address",
// staff invitations, and the notice of a change to a clinic's contacts or staff,
// lib/clinics/guarded-changes.ts). They go through the same email channel as clinic alerts
// (SMTP_URL / EMAIL_FROM, lib/messaging/config.ts), but are sent at once rather
// than queued in the messages table (that table is the outbox of emergency
// broadcasts, one row per clinic). Sending never delays or changes the HTTP
// answer: the caller does not wait, so a taken and a free address take the
// same time. In demo mode without a channel the mail is kept in memory for the
// demo inbox (/demo/inbox); in development the link is also logged (the log
// masks the address).

type IdentityMailKind = "verify_signup" | "verify_email" | "signup_taken" | "email_taken" | "staff_invite";
export type AccountMailKind = IdentityMailKind | "clinic_change";

export type AccountMail = {
  id: string;
  to: string;
  kind: AccountMailKind;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
};

type Vars = { link?: string; clinic?: string };

type IdentityKey = KeyOf<"Identity">;

const KEYS: Record<IdentityMailKind, { subject: IdentityKey; body: IdentityKey }> = {
  verify_signup: { subject: "mailSignupSubject", body: "mailSignupBody" },
  verify_email: { subject: "mailEmailSubject", body: "mailEmailBody" },
  signup_taken: { subject: "mailSignupTakenSubject", body: "mailSignupTakenBody" },
  email_taken: { subject: "mailEmailTakenSubject", body: "mailEmailTakenBody" },
  staff_invite: { subject: "mailInviteSubject", body: "mailInviteBody" },
};

export type BuiltMail = { subject: string; text: string; html: string };

/** A mail's lines as HTML paragraphs, escaped; the line that is `link` becomes that link. */
export function mailParagraphs(lines: string[], link?: string | null): string {
  return lines
    .map((line) => (line === link ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`))
    .join("");
}

/** Both languages in one mail, English first (the clinic emails do the same). */
export function buildAccountMail(kind: IdentityMailKind, vars: Vars): BuiltMail {
  const { subject, body } = KEYS[kind];
  // Only the invitation names a clinic; the other texts have no placeholder.
  const values = { clinic: vars.clinic ?? "" };
  const part = (locale: "en" | "zh-HK") => {
    const t = translator(locale, "Identity");
    const lines = [t(body, values)];
    if (vars.link) lines.push(vars.link);
    lines.push(t("mailIgnore"));
    return lines;
  };
  const enLines = part("en");
  const zhLines = part("zh-HK");
  const html = [enLines, zhLines].map((lines) => `<div>${mailParagraphs(lines, vars.link)}</div>`).join("<hr>");
  return {
    subject: bilingual("Identity", (t) => t(subject, values)),
    text: [...enLines, "", ...zhLines].join("\n\n"),
    html,
  };
}

const DEMO_KEEP = 50;
const store = globalThis as unknown as { __pawalertAccountMails?: AccountMail[]; __pawalertAccountTransport?: Transporter };

/** Demo inbox: account mails kept in memory by this server (newest first). */
export function listDemoAccountMails(): AccountMail[] {
  return [...(store.__pawalertAccountMails ?? [])];
}

function transport(smtpUrl: string): Transporter {
  store.__pawalertAccountTransport ??= nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return store.__pawalertAccountTransport;
}

/** Sends (or, in demo mode, keeps) one account mail in the background; never throws, never waited for. */
export function sendAccountMail(to: string, kind: IdentityMailKind, vars: Vars = {}): void {
  deliverAccountMail(to, kind, buildAccountMail(kind, vars), vars.link ?? null);
}

/** Sends (or, in demo mode, keeps) a mail already written (`link`: the one the demo inbox shows); never throws, never waited for. */
export function deliverAccountMail(to: string, kind: AccountMailKind, mail: BuiltMail, link: string | null): void {
  const env = getServerEnv();
  const config = messagingConfig(env);
  if (env.NODE_ENV === "development" && link) log.info("account_mail.link", { kind, to, link });
  if (config.email) {
    transport(config.email.smtpUrl)
      .sendMail({ from: config.email.from, to, subject: mail.subject, text: mail.text, html: mail.html })
      .then(() => log.info("account_mail.sent", { kind }))
      .catch((error: unknown) => log.warn("account_mail.failed", { kind, error }));
    return;
  }
  if (config.demoInbox) {
    const list = (store.__pawalertAccountMails ??= []);
    list.unshift({
      id: crypto.randomUUID(),
      to,
      kind,
      subject: mail.subject,
      text: mail.text,
      link,
      createdAt: new Date().toISOString(),
    });
    list.length = Math.min(list.length, DEMO_KEEP);
    return;
  }
  log.warn("account_mail.no_channel", { kind });
}
