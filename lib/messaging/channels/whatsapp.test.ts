import { parseReplyPayload, replyPayload } from "./whatsapp";

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
