import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { jsonReply } from "@/tests/utils/fetch-reply";
import StepUpDialog from "./step-up-dialog";

// The step-up dialog's password form checks the field with the endpoint's own
// schema before sending; its messages are SecondFactor's words, which the
// pages that open the dialog ship (with Common's and Errors'), so a refused
// field never shows a bare message key.

const STATUS = { stepUp: { method: "password", fresh: false }, totp: false, passkeys: [], passkeysHere: false };

describe("StepUpDialog's password", () => {
  it.each([
    ["en", en],
    ["zh-HK", zh],
  ] as const)("refuses a password too long for any account in the page's words, sending nothing (%s)", async (locale, m) => {
    const fetchMock = jest.fn(async () => jsonReply(200, STATUS));
    global.fetch = fetchMock as unknown as typeof fetch;
    const shipped = { SecondFactor: m.SecondFactor, Common: m.Common, Errors: m.Errors };
    render(
      <NextIntlClientProvider locale={locale} messages={shipped} timeZone="Asia/Hong_Kong" onError={() => {}}>
        <StepUpDialog onPassed={() => {}} onCancel={() => {}} />
      </NextIntlClientProvider>,
    );
    fireEvent.change(await screen.findByLabelText(m.SecondFactor.stepUpPassword), { target: { value: "x".repeat(201) } });
    fireEvent.click(screen.getByRole("button", { name: m.SecondFactor.confirm }));
    expect(await screen.findByText(m.SecondFactor.passwordTooLong)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1); // the status only: no check was sent
  });
});
