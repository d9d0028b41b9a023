import { DEMO, api, signIn } from "@/tests/utils/http";

// The guarded page groups (app/[locale]/(site)/(account), (clinic), (admin)):
// a refusal is a plain redirect from the group's layout, before anything
// streams, at the same URLs as before the groups.

const target = (res: Response) => new URL(res.headers.get("location") ?? "", "http://x").pathname;

describe("guarded page groups", () => {
  it("send signed-out visitors of the account and clinic pages home, in their language", async () => {
    for (const [path, home] of [
      ["/profile", "/"],
      ["/pets", "/"],
      ["/clinic/dashboard", "/"],
      ["/zh-HK/pets", "/zh-HK"],
    ]) {
      const res = await api(path);
      expect([307, 303]).toContain(res.status);
      expect(target(res)).toBe(home);
    }
  });

  it("send anyone but an admin from the admin portal to the admin sign-in screen", async () => {
    const owner = await signIn(DEMO.owner, DEMO.password);
    for (const jar of [undefined, owner.jar]) {
      const res = await api("/admin/clinics", { jar });
      expect([307, 303]).toContain(res.status);
      expect(target(res)).toBe("/admin/login");
    }
    const admin = await signIn(DEMO.admin, DEMO.password);
    expect((await api("/admin/clinics", { jar: admin.jar })).status).toBe(200);
    expect((await api("/profile", { jar: owner.jar })).status).toBe(200);
  });

  it("let a signed-in account without a clinic see the dashboard's explanation, and staff their clinic", async () => {
    const owner = await signIn(DEMO.owner, DEMO.password);
    const notLinked = await api("/clinic/dashboard", { jar: owner.jar });
    expect(notLinked.status).toBe(200);
    expect(await notLinked.text()).toContain("Your account is not linked to a clinic");
    const staff = await signIn(DEMO.staff, DEMO.password);
    const dashboard = await api("/clinic/dashboard", { jar: staff.jar });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('data-testid="counter-today"');
  });
});
