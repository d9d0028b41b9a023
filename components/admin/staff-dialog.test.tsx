import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithIntl } from "@/tests/utils/render";
import { jsonReply } from "@/tests/utils/fetch-reply";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { StaffDialog } from "./staff-dialog";

// The staff dialog's invite form: the endpoint's schema checks the address in
// the browser, and a field message the server answers with shows under the
// field (showServerErrors), in the page's language.

jest.mock("@/i18n/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const CLINIC = "11111111-1111-4111-8111-111111111111";
const STAFF_URL = `/api/clinics/${CLINIC}/staff`;

/** GETs answer empty lists; the invitation POST answers `invite`. */
function network(invite: ReturnType<typeof jsonReply>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) =>
    init?.method === "POST" && url === STAFF_URL ? invite : jsonReply(200, []),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const posts = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

function renderDialog(locale: "en" | "zh-HK") {
  renderWithIntl(
    <StaffDialog clinicId={CLINIC} clinicName="Test Clinic" dashboardUrl="https://x.test/clinic/dashboard" open onOpenChange={() => {}} />,
    {
      locale,
    },
  );
}

describe("StaffDialog's invite form", () => {
  it("refuses a malformed address under the field, sending nothing", async () => {
    const fetchMock = network(jsonReply(201, { email: "never@example.com" }));
    renderDialog("en");
    const field = await screen.findByLabelText(en.Staff.email);
    fireEvent.change(field, { target: { value: "not-an-address" } });
    fireEvent.click(screen.getByRole("button", { name: en.Staff.add }));
    expect(await screen.findByRole("alert")).toHaveTextContent(en.Validation.invalidEmail);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("shows the server's field message under the field, in Chinese", async () => {
    const refused = jsonReply(400, {
      error: { code: "validation_failed", message: "Invalid input", fields: { email: "Validation.invalidEmail" } },
    });
    const fetchMock = network(refused);
    renderDialog("zh-HK");
    const field = await screen.findByLabelText(zh.Staff.email);
    fireEvent.change(field, { target: { value: "someone@clinic.example" } });
    fireEvent.click(screen.getByRole("button", { name: zh.Staff.add }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetchMock)[0][1].body))).toEqual({ email: "someone@clinic.example" });
    expect(await screen.findByRole("alert")).toHaveTextContent(zh.Validation.invalidEmail);
    expect(field).toHaveAttribute("aria-invalid", "true");
  });
});
