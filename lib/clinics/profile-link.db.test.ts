import { NextRequest } from "next/server";
import { GET } from "@/app/api/clinics/[id]/profile-link/route";
import { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { messagingConfig } from "@/lib/messaging/config";
import { profileLinkUrl } from "@/lib/messaging/links";
import { resetData } from "@/tests/utils/db";
import { createClinics } from "@/tests/utils/messaging";
import { setTestSession, signInAs } from "@/tests/utils/session";

// The availability ask's monthly link takes the clinic to its
// profile editor: a signed-in staff member straight there, anyone else
// through the sign-in page; a changed or old link goes nowhere.
jest.mock("next-auth", () => require("@/tests/utils/session").nextAuthWithTestSession());

const secret = () => messagingConfig(getServerEnv()).linkSecret!;

async function open(url: string, cookie?: string) {
  const id = new URL(url).pathname.split("/")[3];
  return GET(new NextRequest(url, { headers: cookie ? { cookie } : {} }), { params: Promise.resolve({ id }) });
}

describe("the profile link of the availability ask", () => {
  beforeAll(resetData);

  it("lands signed-in staff on their profile editor, and prompts anyone else to sign in first", async () => {
    const { clinics } = await createClinics(2, "Linked");
    const [clinic, other] = clinics;
    const staff = await db.user.create({ data: { email: "staff@linked.test", username: "linked-staff", clinicId: clinic.id } });
    const link = profileLinkUrl("http://app.test", secret(), clinic.id);

    setTestSession(null);
    const anonymous = await open(link);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toBe(`/login?${new URLSearchParams({ callbackUrl: "/clinic/dashboard?profile=1#profile" })}`);
    const chinese = await open(link, "NEXT_LOCALE=zh-HK");
    expect(chinese.headers.get("location")).toBe(
      `/zh-HK/login?${new URLSearchParams({ callbackUrl: "/zh-HK/clinic/dashboard?profile=1#profile" })}`,
    );

    await signInAs(staff.id);
    const signedIn = await open(link);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/clinic/dashboard?profile=1#profile");

    const admin = await db.user.create({ data: { email: "admin@linked.test", username: "linked-admin", role: "admin" } });
    await signInAs(admin.id);
    expect((await open(link)).headers.get("location")).toBe(`/admin/clinics/${clinic.id}/profile`);

    // Another clinic's id under this signature, a changed signature, an expired link: refused, in both languages.
    const moved = link.replace(clinic.id, other.id);
    const changed = link.replace(/sig=[^&]+/, "sig=AAAA");
    const expired = profileLinkUrl("http://app.test", secret(), clinic.id, Date.now() - 40 * 86_400_000);
    for (const bad of [moved, changed, expired]) {
      const res = await open(bad);
      expect(res.status).toBe(403);
      const html = await res.text();
      expect(html).toContain("open your dashboard");
      expect(html).toContain("控制台");
    }
    expect(await (await open(expired)).text()).toContain("This link has expired.");
    setTestSession(null);
  });
});
