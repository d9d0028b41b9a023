import "server-only";
import { deliverAccountMail, mailParagraphs } from "@/lib/messaging/account-mail";
import { hashToken, newLinkToken } from "@/lib/security/link-tokens";
import { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { clockTime, shortDate } from "@/lib/time/format";
import { toLocale, type Locale } from "@/lib/i18n/locale";
import { localizedName } from "@/lib/i18n/localized";
import { localizedPath } from "@/lib/i18n/metadata";
import { translator } from "@/lib/i18n/translator";
import { log } from "@/lib/log";
import { isOneOf } from "@/lib/domain/enums";

// The changes that decide where emergencies go: a clinic's phone, WhatsApp,
// e-mail and map point, and its staff (an invitation, a removal). Each needs a
// fresh check by whoever makes it (lib/auth/second-factor/step-up.ts), is in
// the audit trail, and is announced by e-mail to the clinic's other staff and
// to the admins, each in their language, with a link that undoes it within
// 24 hours (./undo-change.ts). Only an HMAC of the link's token is stored.

/** Fields whose change redirects emergencies. */
export const CONTACT_FIELDS = ["phone", "whatsapp", "email", "latitude", "longitude"] as const;
/** How exact the map point is said to be: restored with the point, never a reason on its own. */
const WITH_THE_POINT = "coordPrecision";
/** The fields a contact change records and its undo writes back. */
export const RECORDED_FIELDS = [...CONTACT_FIELDS, WITH_THE_POINT] as const;

/** Whether a patch names a field of a contact change, so may need the fresh check (only then is it worth reading). */
export const mayChangeContacts = (patch: object): boolean => RECORDED_FIELDS.some((field) => field in patch);

export const UNDO_TTL_HOURS = 24;

export type GuardedKind = "contacts" | "staff_invite" | "staff_unlink";
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** The part of an audit diff that is a contact change (with the point's precision), or null when none is. */
export function contactChanges(changes: FieldChanges): FieldChanges | null {
  if (!CONTACT_FIELDS.some((field) => field in changes)) return null;
  return Object.fromEntries(Object.entries(changes).filter(([field]) => isOneOf(RECORDED_FIELDS, field)));
}

export type NoticeActor = { id: string; email: string | null; firstName: string | null; lastName: string | null };
export type PendingNotice = { clinicId: string; kind: GuardedKind; changes: FieldChanges; actor: NoticeActor; token: string; at: Date };

/** Stores the undo link of a change, in the change's transaction if it has one; announce it with announceChange() once committed. */
export async function recordChange(
  tx: Pick<typeof db, "clinicChangeUndo">,
  change: { clinicId: string; kind: GuardedKind; changes: FieldChanges; actor: NoticeActor },
): Promise<PendingNotice> {
  const token = newLinkToken();
  const at = new Date();
  await tx.clinicChangeUndo.create({
    data: {
      tokenHash: hashToken(token),
      clinicId: change.clinicId,
      kind: change.kind,
      changes: change.changes as Prisma.InputJsonValue,
      changedBy: change.actor.id,
      expiresAt: new Date(at.getTime() + UNDO_TTL_HOURS * 3600_000),
    },
  });
  return { ...change, token, at };
}

/** One change as a line of the notice: "Phone: +852 2345 6789 → +852 9876 5432". */
export function changeLines(kind: GuardedKind, changes: FieldChanges, locale: Locale): string[] {
  const t = translator(locale, "ContactChange");
  const shown = (value: unknown) =>
    value === null || value === undefined || value === ""
      ? t("none")
      : typeof value === "object" && "email" in (value as object)
        ? String((value as { email: unknown }).email ?? t("none"))
        : String(value);
  if (kind === "staff_invite") return [t("change", { field: t("staffInvited"), from: t("none"), to: shown(changes.invited?.to) })];
  if (kind === "staff_unlink") return [t("change", { field: t("staffRemoved"), from: shown(changes.staff?.from), to: t("none") })];
  return CONTACT_FIELDS.filter((field) => field in changes).map((field) =>
    t("change", { field: t(`fields.${field}`), from: shown(changes[field].from), to: shown(changes[field].to) }),
  );
}

const whoIs = (actor: NoticeActor, locale: Locale) =>
  [[actor.firstName, actor.lastName].filter(Boolean).join(" "), actor.email].filter(Boolean).join(", ") ||
  translator(locale, "ContactChange")("someone");

/** The notice in one language: what changed, who changed it and when, and the undo link. */
export function buildChangeNotice(notice: PendingNotice, clinic: { name: string; nameZh: string | null }, locale: Locale) {
  const t = translator(locale, "ContactChange");
  const name = localizedName(clinic, locale);
  const link = new URL(localizedPath(locale, `/undo/${notice.token}`), getServerEnv().APP_URL).toString();
  const intro = t("mailBody", {
    who: whoIs(notice.actor, locale),
    clinic: name,
    when: `${shortDate(notice.at, locale)} ${clockTime(notice.at)}`,
  });
  const lines = changeLines(notice.kind, notice.changes, locale);
  const paragraphs = [intro, ...lines, t("mailUndo"), link, t("mailIgnore")];
  return {
    subject: t("mailSubject", { clinic: name }),
    text: paragraphs.join("\n\n"),
    html: mailParagraphs(paragraphs, link),
    link,
  };
}

/** Mails the notice to the clinic's other staff and to the admins (not to whoever made the change), each in their language. */
export async function announceChange(notice: PendingNotice): Promise<number> {
  const clinic = await db.clinic.findUnique({ where: { id: notice.clinicId }, select: { name: true, nameZh: true } });
  if (!clinic) return 0;
  const recipients = await db.user.findMany({
    where: { id: { not: notice.actor.id }, email: { not: null }, OR: [{ clinicId: notice.clinicId }, { role: "admin" }] },
    select: { email: true, languagePreference: true },
  });
  for (const recipient of recipients) {
    const { link, ...mail } = buildChangeNotice(notice, clinic, toLocale(recipient.languagePreference));
    deliverAccountMail(recipient.email!, "clinic_change", mail, link);
  }
  log.info("clinic_change.announced", { clinicId: notice.clinicId, kind: notice.kind, recipients: recipients.length });
  return recipients.length;
}
