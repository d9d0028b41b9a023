import { expect, test } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { ALERT_MESSAGE_TYPES } from "@/lib/messaging/message-types";
import { altchaHeader, dbRows, fill, FROM_OUR_PAGES, gotoReady, signInAs } from "@/tests/utils/e2e";

// Any pet. A rabbit of 0.5 years goes through the wizard at phone
// size in both languages, and the clinic's alert and the staff dashboard say
// "Rabbit, 6 months" / 「兔，6 個月」.

const LOCALES = [
  {
    name: "English",
    prefix: "",
    m: en,
    area: "Mong Kok",
    owner: "Rabbit Owner En",
    shown: "Rabbit, 6 months",
    alert: "Pet: Rabbit, 6 months",
  },
  { name: "Chinese", prefix: "/zh-HK", m: zh, area: "旺角", owner: "Rabbit Owner Zh", shown: "兔，6 個月", alert: "寵物：兔，6 個月" },
] as const;

test.use({ permissions: [] });

for (const { name, prefix, m, area, owner, shown, alert } of LOCALES) {
  test(`a rabbit of 0.5 years is asked for, alerted and shown as 6 months (${name})`, async ({ page, browser }) => {
    const w = m.EmergencyWizard;
    await gotoReady(page, `${prefix}/emergency`);
    await page.getByRole("checkbox", { name: m.Symptoms.not_eating, exact: true }).click();
    await page.getByRole("radio", { name: m.Pet.species.rabbit }).click();
    // No breed list for a rabbit: free text, never disabled.
    const breed = page.getByRole("textbox", { name: w.breed });
    await expect(breed).toBeEnabled();
    await breed.fill("Holland Lop");
    // An unreadable age is said to be wrong on its field (and has the focus), then a puppy-style decimal is taken.
    const age = page.getByLabel(w.age, { exact: true });
    await age.fill("young");
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByText(m.Validation.ageFormat)).toBeVisible();
    await expect(age).toBeFocused();
    await expect(page.getByText(fill(w.stepIndicator, { step: 1 })).first()).toBeVisible();
    await age.fill("0.5");
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByText(fill(w.stepIndicator, { step: 2 })).first()).toBeVisible();
    await page.getByLabel(w.manualLocation).fill(area);
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByText(fill(w.stepIndicator, { step: 3 })).first()).toBeVisible();
    await page.getByLabel(w.contactName).fill(owner);
    await page.getByLabel(w.contactPhone).fill("9123 4567");
    await page.getByRole("button", { name: w.findClinics }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/emergency-results/[0-9a-f-]{36}$`));

    // The owner's summary.
    await page.getByText(m.Results.summaryTitle, { exact: true }).click();
    await expect(page.locator("details dd").filter({ hasText: shown })).toContainText("Holland Lop");

    // Stored as months; the alert to the demo staff's clinic says 6 months.
    const requestId = page.url().split("/").at(-1)!;
    const [stored] = await dbRows<{ pet_species: string; pet_age_months: number }>(
      "SELECT pet_species, pet_age_months FROM emergency_requests WHERE id = $1",
      [requestId],
    );
    expect(stored).toEqual({ pet_species: "rabbit", pet_age_months: 6 });
    const [{ clinic_id: staffClinic }] = await dbRows<{ clinic_id: string }>(
      "SELECT clinic_id FROM users WHERE email = 'staff@example.com'",
    );
    const sent = await page.request.post(`/api/emergency-requests/${requestId}/broadcast`, {
      data: { clinicIds: [staffClinic] },
      headers: { ...FROM_OUR_PAGES, ...(await altchaHeader(page.request)) },
    });
    expect(sent.status()).toBe(201);
    // The alerts (e-mail, WhatsApp): a push row holds no text of its own, each device's is written when it is sent.
    const messages = await dbRows<{ content: string }>(
      "SELECT content FROM messages WHERE emergency_request_id = $1 AND message_type = ANY($2::text[])",
      [requestId, ALERT_MESSAGE_TYPES],
    );
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message.content).toContain(alert);
    await gotoReady(page, `${prefix}/emergency-results/${requestId}/messages`);
    // Every alert of a request carries the same text: the status page shows it once, server-rendered, behind a summary.
    await page.getByText(m.BroadcastStatus.showContent, { exact: true }).click();
    await expect(page.getByText(alert).first()).toBeVisible();

    // The clinic's staff dashboard.
    const staff = await browser.newPage();
    await signInAs(staff, "staff@example.com");
    await gotoReady(staff, `${prefix}/clinic/dashboard`);
    await expect(staff.getByTestId("dashboard-request").filter({ hasText: owner }).first()).toContainText(shown);
    await staff.close();
  });
}
