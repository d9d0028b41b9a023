import { buildEmail } from "./email-content";
import { verifyRespondLink } from "./links";

// The daily availability ask by email: the question in both languages
// and two signed links, Yes (accept) and No (decline).

describe("the availability ask email", () => {
  const id = "3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b";
  const email = buildEmail(
    {
      id,
      messageType: "email",
      recipient: "er@clinic.test",
      content: "Are you accepting emergencies tonight? / 今晚是否接收急症？",
      request: null,
    },
    "http://app.test",
    "secret",
  );

  it("asks the question in both languages with a Yes and a No link", () => {
    expect(email.subject).toBe("Are you accepting emergencies tonight? / 今晚是否接收急症？");
    expect(email.text).toContain("Yes, we are accepting emergencies / 是，我們接收急症");
    expect(email.text).toContain("No, not tonight / 否，今晚不接收");
    expect(email.html).toContain(email.acceptUrl.replace(/&/g, "&amp;"));
    expect(email.html).toContain(email.declineUrl.replace(/&/g, "&amp;"));
  });

  it("signs the links like an alert's (accept = Yes, decline = No)", () => {
    for (const [url, answer] of [
      [email.acceptUrl, "accept"],
      [email.declineUrl, "decline"],
    ] as const) {
      const q = new URL(url).searchParams;
      expect(verifyRespondLink("secret", id, { answer: q.get("answer"), exp: q.get("exp"), sig: q.get("sig") })).toEqual({
        ok: true,
        answer,
      });
    }
  });
});
