import { screen } from "@testing-library/react";
import en from "@/messages/en.json";
import zhHK from "@/messages/zh-HK.json";
import type { BroadcastMessageDto } from "@/lib/broadcast/queries";
import { MESSAGE_ERROR_CODES } from "@/lib/messaging/error-codes";
import { renderWithIntl } from "@/tests/utils/render";
import { MessageCard } from "./message-card";

const message = (errorCode: BroadcastMessageDto["errorCode"]): BroadcastMessageDto => ({
  id: "m1",
  clinicId: "c1",
  clinicName: "Harbour Vets",
  clinicNameZh: "海港獸醫",
  clinicPhone: "+85229001234",
  clinicPlace: null,
  messageType: "email",
  recipient: "clinic@example.test",
  content: "PET EMERGENCY ALERT",
  status: "failed",
  retryCount: 3,
  errorCode,
  clinicResponse: null,
  clinicResponseAt: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  sentAt: null,
  deliveredAt: null,
  failedAt: "2026-11-24T10:03:00.000Z",
});

// Two minutes after the failure (2026-11-24 18:05 in Hong Kong).
const NOW = "2026-11-24T10:05:00.000Z";

describe("MessageCard failure text", () => {
  for (const [locale, messages] of [
    ["en", en],
    ["zh-HK", zhHK],
  ] as const) {
    it.each(MESSAGE_ERROR_CODES)(`shows the ${locale} sentence for %s, with the clinic's Call button`, (code) => {
      renderWithIntl(<MessageCard message={message(code)} now={NOW} />, { locale });
      expect(screen.getByText(messages.StatusErrors[code])).toBeInTheDocument();
      const name = locale === "zh-HK" ? "海港獸醫" : "Harbour Vets";
      expect(screen.getByRole("link", { name: messages.Delivery.callLabel.replace("{name}", name) })).toHaveAttribute(
        "href",
        "tel:+85229001234",
      );
    });
  }

  it("never shows provider text to the public, even when an old row has only that", () => {
    renderWithIntl(<MessageCard message={{ ...message("unknown"), errorDetail: undefined }} now={NOW} />);
    expect(document.body.textContent).not.toMatch(/SMTP|550/);
  });

  it("shows the provider's own words to an admin (errorDetail is only in an admin's list)", () => {
    renderWithIntl(
      <MessageCard message={{ ...message("recipient_refused"), errorDetail: "SMTP: 550 5.1.1 Mailbox does not exist" }} now={NOW} />,
    );
    expect(screen.getByText(/550 5.1.1/)).toBeInTheDocument();
  });
});

describe("MessageCard times (issue 29)", () => {
  it.each([
    ["en", "Created", "18:00", "5 minutes ago", "Failed", "18:03", "2 minutes ago"],
    ["zh-HK", "建立於", "18:00", "5 分鐘前", "失敗於", "18:03", "2 分鐘前"],
  ] as const)("shows 24-hour Hong Kong times with their age in %s", (locale, created, at, ago, failed, failedAt, failedAgo) => {
    renderWithIntl(<MessageCard message={message("unknown")} now={NOW} />, { locale });
    const times = [...document.querySelectorAll("time")].map((el) => el.textContent);
    expect(times).toEqual([at, failedAt]);
    expect(document.body.textContent).toContain(`${created} ${at} · ${ago}`);
    expect(document.body.textContent).toContain(`${failed} ${failedAt} · ${failedAgo}`);
  });
});
