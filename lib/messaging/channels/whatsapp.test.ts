import { parseReplyPayload, replyPayload, templateRequestBody } from "./whatsapp";

describe("parseReplyPayload", () => {
  const id = "3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b";

  it("reads the payloads replyPayload writes (any case, id lowercased)", () => {
    expect(parseReplyPayload(replyPayload("accept", id))).toEqual({ answer: "accept", messageId: id });
    expect(parseReplyPayload(`PawAlert:DECLINE:${id.toUpperCase()}`)).toEqual({ answer: "decline", messageId: id });
  });

  it("refuses anything that is not a UUID", () => {
    expect(parseReplyPayload(`pawalert:accept:${"-".repeat(36)}`)).toBeNull();
    expect(parseReplyPayload(`pawalert:accept:${id.replace(/-/g, "")}abcd`)).toBeNull();
    expect(parseReplyPayload(`pawalert:accept:${id}x`)).toBeNull();
    expect(parseReplyPayload("pawalert:maybe:" + id)).toBeNull();
    expect(parseReplyPayload(null)).toBeNull();
  });
});

describe("templateRequestBody for the daily availability ask (issue 22)", () => {
  const id = "3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b";
  const config = {
    baseUrl: "http://wa.test",
    phoneNumberId: "1",
    token: "t",
    template: "pawalert_emergency_alert",
    templateLanguage: "en",
    availabilityTemplate: "availability_check",
  };

  it("uses the availability template with Yes / No quick replies answering like accept / decline", () => {
    const body = templateRequestBody(
      { id, messageType: "whatsapp", recipient: "+852 9123 4567", content: "Are you accepting emergencies tonight?", request: null },
      config,
    );
    expect(body.to).toBe("85291234567");
    expect(body.template.name).toBe("availability_check");
    const payloads = body.template.components.map((c) => (c.parameters[0] as { payload?: string }).payload);
    expect(payloads).toEqual([replyPayload("accept", id), replyPayload("decline", id)]);
    expect(payloads.map((p) => parseReplyPayload(p))).toEqual([
      { answer: "accept", messageId: id },
      { answer: "decline", messageId: id },
    ]);
  });
});
