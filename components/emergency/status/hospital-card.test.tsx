import { screen, within } from "@testing-library/react";
import type { HospitalView } from "@/lib/request-state/view";
import { renderWithIntl } from "@/tests/utils/render";
import { alertFact, hospitalView, pushFact } from "@/tests/utils/request-state";
import { HospitalCard } from "./hospital-card";

// The status page's card for one hospital: beside each channel's alert, a line
// for each push to the hospital's staff devices (sent, or failed with its
// retries and a note that the alert's own line says whether the hospital got
// it; the provider's words in an admin's copy only), and no such line when no
// push was queued.

const NOW = "2026-11-28T12:10:00.000Z";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 12, minute)).toISOString();

const email = alertFact("email", at(0), { status: "sent", sentAt: at(0) });
const failedPush = pushFact(at(0), { status: "failed", retryCount: 3, failedAt: at(4), errorCode: "unreachable" });
const sentReminder = pushFact(at(0), { kind: "reminder", status: "sent", sentAt: at(2) });
const hospital = (fields: Partial<HospitalView>) => hospitalView(at(0), { alerts: [email], ...fields });
const pushLine = (kind: string) => document.querySelector<HTMLElement>(`[data-push-kind="${kind}"]`);

describe("HospitalCard: the hospital's staff devices", () => {
  it("shows a failed push with the channels' reason and its retries, and a sent one, in both languages", () => {
    for (const [locale, words] of [
      [
        "en",
        {
          failed: "Failed",
          sent: "Sent",
          retries: "3 retry attempts",
          reason: "Not shown on the hospital's staff devices",
          to: "Staff devices: the alert",
        },
      ],
      ["zh-HK", { failed: "失敗", sent: "已發送", retries: "重試 3 次", reason: "未能在醫院職員的裝置上顯示", to: "職員裝置：求助通知" }],
    ] as const) {
      const { unmount } = renderWithIntl(<HospitalCard hospital={hospital({ pushes: [failedPush, sentReminder] })} now={NOW} />, {
        locale,
      });
      const failed = within(pushLine("alert")!);
      expect(failed.getByText(words.to)).toBeInTheDocument();
      expect(failed.getByText(words.failed)).toBeInTheDocument();
      expect(failed.getByText(words.retries)).toBeInTheDocument();
      expect(failed.getByText(new RegExp(words.reason))).toBeInTheDocument();
      const sent = within(pushLine("reminder")!);
      expect(sent.getByText(words.sent)).toBeInTheDocument();
      expect(pushLine("reminder")!.textContent).not.toContain(words.reason);
      // The channels' failure advice (call the clinic) is the alert's to give, not a device push's.
      expect(pushLine("alert")!.textContent).not.toMatch(/call the clinic|致電診所/i);
      if (locale === "zh-HK") {
        // No English word on the Chinese lines (times are digits).
        for (const kind of ["alert", "reminder"]) expect(pushLine(kind)!.textContent).not.toMatch(/[A-Za-z]/);
      }
      // The e-mail's line is still there, as before.
      expect(document.querySelector('[data-alert-channel="email"]')).not.toBeNull();
      unmount();
    }
  });

  it("shows the push service's own words only in an admin's copy", () => {
    const detail = "Push: 0 delivered, 0 gone, 1 unreachable, 0 refused";
    const { unmount } = renderWithIntl(<HospitalCard hospital={hospital({ pushes: [failedPush] })} now={NOW} />);
    expect(screen.queryByText(new RegExp(detail))).toBeNull();
    unmount();
    renderWithIntl(<HospitalCard hospital={hospital({ pushes: [{ ...failedPush, errorDetail: detail }] })} now={NOW} />);
    expect(within(pushLine("alert")!).getByText(`Provider said: ${detail}`)).toBeInTheDocument();
  });

  it("has no devices' line when no push was queued", () => {
    for (const pushes of [[], undefined]) {
      const { unmount } = renderWithIntl(<HospitalCard hospital={hospital({ pushes })} now={NOW} />);
      expect(document.querySelector("[data-push-kind]")).toBeNull();
      expect(screen.queryByText(/Staff devices/)).toBeNull();
      expect(screen.queryByLabelText(/Push notification/)).toBeNull();
      unmount();
    }
  });
});
