// Text put into HTML we write ourselves (the clinic and account e-mails, the
// reply page a clinic's link opens): the five characters HTML gives a meaning
// become entities, so a pet's name or an owner's note is shown, never parsed.

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
