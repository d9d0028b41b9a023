import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { gotoReady } from "@/tests/utils/e2e";
import { linkPath, VERIFY_LINK, waitForMail } from "@/tests/utils/mail";

// Accounts end to end at phone size: create an account (the emailed link opened), sign in, edit
// the profile (the language switch takes effect), add / edit / delete a pet,
// export the data, delete the account; the old password then fails.

const a = en.Account;
const PASSWORD = "e2e-long-password";

test("an account's whole life: sign-up, profile, pets, export, deletion", async ({ page }) => {
  test.setTimeout(120_000);
  // Decline analytics up front so the cookie banner never covers the page.
  await page.addInitScript(() => localStorage.setItem("analytics_consent", "false"));
  const email = `e2e-${Date.now()}@test.example`;

  // Create an account on the sign-in page, then sign out and back in.
  await gotoReady(page, "/login?callbackUrl=%2Fprofile");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: en.Auth.createAccount }).click();
  await expect(page.getByRole("status").filter({ hasText: en.Auth.signUpCheckEmail })).toBeVisible();
  // Nobody is signed in, and no account exists, until the emailed link is opened.
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await gotoReady(page, linkPath(await waitForMail(email, VERIFY_LINK)));
  await expect(page.getByText(en.Identity.verifyAccountCreated)).toBeVisible();

  await gotoReady(page, "/login?callbackUrl=%2Fprofile");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: en.Auth.signIn }).click();
  await page.waitForURL(/\/profile$/);

  // Without a phone, My Pets sends the user to the profile first.
  await gotoReady(page, "/pets");
  await expect(page).toHaveURL(/\/profile$/);

  // Edit the profile: validation first, then a save that switches to Chinese.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel(a.username).fill("ab");
  await page.getByLabel(a.phone).fill("123");
  await page.getByRole("button", { name: a.saveChanges }).click();
  await expect(page.getByText(a.usernameTooShort)).toBeVisible();
  await expect(page.getByText(en.Validation.invalidPhone)).toBeVisible();

  await page.getByLabel(a.username).fill("e2e_owner");
  await page.getByLabel(a.phone).fill("9876 5432");
  // By role: the header's language switcher is a navigation also named "Language".
  await page.getByRole("combobox", { name: a.languagePreference }).selectOption("zh-HK");
  await page.getByRole("combobox", { name: a.regionPreference }).selectOption({ label: "Kowloon" });
  await page.getByRole("button", { name: a.saveChanges }).click();
  await expect(page.getByText(a.profileUpdated)).toBeVisible();
  await page.waitForURL(/\/zh-HK\/profile$/);
  await expect(page.getByRole("heading", { name: zh.Account.profileTitle })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The region list is labelled in the current language, and the saved values are shown.
  await expect(page.getByRole("combobox", { name: zh.Account.regionPreference }).locator("option:checked")).toHaveText("九龍");
  await expect(page.getByLabel(zh.Account.phone)).toHaveValue("+85298765432");

  // Back to English through the (now Chinese) form.
  await page.getByRole("combobox", { name: zh.Account.languagePreference }).selectOption("en");
  await page.getByRole("button", { name: zh.Account.saveChanges }).click();
  await page.waitForURL((url) => url.pathname === "/profile");
  await expect(page.getByRole("heading", { name: a.profileTitle })).toBeVisible();

  // Pets: the empty state, then add.
  await page.getByRole("link", { name: a.managePets }).click();
  await page.waitForURL(/\/pets$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: a.addFirstPet }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: a.savePet }).click();
  await expect(dialog.getByText(a.petNameRequired)).toBeVisible();
  await expect(dialog.getByText(a.speciesRequired)).toBeVisible();

  await dialog.getByLabel(a.petName).fill("Mochi");
  await dialog.getByLabel(a.species).selectOption("dog");
  // The breed is a text box with the browser's own suggestions (<datalist>).
  const breed = dialog.getByRole("combobox", { name: a.breed });
  await expect(dialog.locator('datalist option[value="Shiba Inu"]')).toHaveCount(1);
  await breed.fill("Shiba Inu");
  await expect(breed).toHaveValue("Shiba Inu");
  // Changing species clears the breed.
  await dialog.getByLabel(a.species).selectOption("cat");
  await expect(breed).toHaveValue("");
  await dialog.getByLabel(a.species).selectOption("dog");
  await expect(breed).toHaveValue("");
  await breed.fill("Shiba Inu");
  await dialog.getByLabel(a.age).fill("4");
  await dialog.getByLabel(a.weight).fill("9.5");
  await dialog.getByLabel(a.medicalNotes).fill("Allergic to chicken");
  await dialog.getByRole("button", { name: a.savePet }).click();
  await expect(page.getByText(a.petAdded)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Mochi" })).toBeVisible();
  await expect(page.getByText("4 years · 9.5 kg")).toBeVisible();

  // Edit.
  await page.getByRole("button", { name: "Edit Mochi" }).click();
  await expect(dialog.getByLabel(a.petName)).toHaveValue("Mochi");
  await dialog.getByLabel(a.weight).fill("10.2");
  await dialog.getByRole("button", { name: a.savePet }).click();
  await expect(page.getByText(a.petUpdated)).toBeVisible();
  await expect(page.getByText("4 years · 10.2 kg")).toBeVisible();

  // The wizard's age rule (lib/pets/age.ts); a puppy's 0.5 years is 6 months, shown back as typed in months.
  await page.getByRole("button", { name: "Edit Mochi" }).click();
  await dialog.getByLabel(a.age).fill("two");
  await dialog.getByRole("button", { name: a.savePet }).click();
  await expect(dialog.getByText(en.Validation.ageFormat)).toBeVisible();
  await dialog.getByLabel(a.age).fill("0.5");
  await dialog.getByRole("button", { name: a.savePet }).click();
  await expect(page.getByText(a.petUpdated).first()).toBeVisible();
  await expect(page.getByText("6 months · 10.2 kg")).toBeVisible();
  await page.getByRole("button", { name: "Edit Mochi" }).click();
  await expect(dialog.getByLabel(a.age)).toHaveValue("6 months");
  await dialog.getByLabel(a.age).fill("4");
  await dialog.getByRole("button", { name: a.savePet }).click();
  await expect(page.getByText("4 years · 10.2 kg")).toBeVisible();

  // Export: a real download whose file parses and holds the pet.
  await page.getByRole("link", { name: a.backToProfile }).click();
  await page.waitForURL(/\/profile$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: a.downloadData }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pawalert-data-export-.+\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(exported.profile).toMatchObject({ email, username: "e2e_owner" });
  expect(exported.pets).toEqual([expect.objectContaining({ name: "Mochi", breed: "Shiba Inu", weight: "10.2" })]);
  await expect(page.getByText(a.exportSuccess)).toBeVisible();

  // Delete the pet.
  await gotoReady(page, "/pets");
  await page.getByRole("button", { name: "Delete Mochi" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: a.deletePetConfirm }).click();
  await expect(page.getByText(a.petRemoved)).toBeVisible();
  await expect(page.getByRole("button", { name: a.addFirstPet })).toBeVisible();

  // Delete the account: confirm dialog lists what goes, then home after 2 s, signed out.
  await gotoReady(page, "/profile");
  await page.getByRole("button", { name: a.deleteAccount }).click();
  const confirm = page.getByRole("alertdialog");
  for (const item of [a.deleteItemProfile, a.deleteItemPets, a.deleteItemRequests, a.deleteItemConsents]) {
    await expect(confirm.getByText(item)).toBeVisible();
  }
  await confirm.getByRole("button", { name: a.deleteConfirm }).click();
  await expect(page.getByText(a.accountDeleted)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await gotoReady(page, "/profile");
  await expect(page).toHaveURL((url) => url.pathname === "/");

  // The old password no longer opens anything.
  await gotoReady(page, "/login?callbackUrl=%2Fprofile");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: en.Auth.signIn }).click();
  await expect(page.getByRole("alert").filter({ hasText: en.Auth.error_invalid_credentials })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("signed-out visitors of /profile and /pets land on the home page", async ({ page }) => {
  for (const path of ["/profile", "/pets", "/zh-HK/pets"]) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === (path.startsWith("/zh-HK") ? "/zh-HK" : "/"));
  }
});
