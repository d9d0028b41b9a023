import zh from "@/messages/zh-HK.json";
import { buildAccountMail } from "./account-mail";

describe("buildAccountMail", () => {
  it("names the clinic of an invitation in both languages, English first", () => {
    const mail = buildAccountMail("staff_invite", { clinic: "Central Animal Hospital", link: "http://app.test/invitations/t" });
    expect(mail.subject).toBe("Invitation to join Central Animal Hospital on PawAlert / 邀請你加入 PawAlert 上的 Central Animal Hospital");
    expect(mail.text).not.toMatch(/\{clinic\}/);
    expect(mail.html).toContain('<a href="http://app.test/invitations/t">');
  });

  it("writes mails without placeholders as they stand", () => {
    const mail = buildAccountMail("email_taken", {});
    expect(mail.subject).toBe(`Someone tried to use your address on PawAlert / ${zh.Identity.mailEmailTakenSubject}`);
    expect(mail.text).toContain("If you did not ask for this, you can ignore this email.");
  });
});
