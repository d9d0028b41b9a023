// Account mail as the loopback SMTP peer received it (tests/peers/smtp.ts, read
// over SMTP_PEER_URL): for the api and e2e tiers alike.
/** A mail the loopback SMTP peer received (tests/peers/smtp.ts, over SMTP_PEER_URL). */
export type PeerMail = { to: string[]; subject: string; text: string; html: string };

export async function mailsTo(address: string): Promise<PeerMail[]> {
  const peer = process.env.SMTP_PEER_URL;
  if (!peer) throw new Error("SMTP_PEER_URL is not set (the test runner starts the SMTP peer)");
  const all = (await (await fetch(`${peer}/mails`)).json()) as PeerMail[];
  return all.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** Waits for the `n`th mail to an address whose text matches (account mails are sent in the background). */
export async function waitForMail(address: string, match: RegExp = /./, n = 1, timeoutMs = 15_000): Promise<PeerMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address)).filter((m) => match.test(m.text));
    if (found.length >= n) return found[n - 1];
    if (Date.now() > until) throw new Error(`no mail matching ${match} to ${address} (${found.length} of ${n})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const VERIFY_LINK = /https?:\/\/\S+?\/verify-email\/[A-Za-z0-9_-]{43}/;
export const INVITATION_LINK = /https?:\/\/\S+?\/invitations\/[A-Za-z0-9_-]{43}/;

/** The path of the link of this kind in a mail (the link's host is the server's APP_URL). */
export function linkPath(mail: PeerMail, kind: RegExp = VERIFY_LINK): string {
  const found = kind.exec(mail.text)?.[0];
  if (!found) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(found).pathname;
}
export const UNDO_LINK = /https?:\/\/\S+?\/undo\/[A-Za-z0-9_-]{43}/;
