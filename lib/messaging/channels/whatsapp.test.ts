import { BODY_PARAMETER_MAX, parseReplyPayload, replyPayload, templateLocale, templateRequestBody } from "./whatsapp";

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

describe("templateRequestBody for the daily availability ask", () => {
  const id = "3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b";
  const config = {
    baseUrl: "http://wa.test",
    phoneNumberId: "1",
    token: "t",
    template: "pawalert_emergency_alert",
    templateLanguage: "en",
    availabilityTemplate: "availability_check",
    arrivalTemplate: "owner_on_the_way",
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

describe("templateRequestBody {{3}}: where the owner is", () => {
  const id = "3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b";
  const config = (templateLanguage: string) => ({
    baseUrl: "http://wa.test",
    phoneNumberId: "1",
    token: "t",
    template: "pawalert_emergency_alert",
    templateLanguage,
    availabilityTemplate: "availability_check",
    arrivalTemplate: "owner_on_the_way",
  });
  const alert = (manualLocation: string | null) => ({
    id,
    messageType: "whatsapp",
    recipient: "+852 9123 4567",
    content: "PET EMERGENCY ALERT",
    request: {
      id: "r1",
      language: "en" as const,
      symptom: "Seizure",
      petSpecies: "dog",
      manualLocation,
      locationLatitude: "22.3193",
      locationLongitude: "114.1694",
      locationPrecision: manualLocation ? "area" : "gps",
      contactPhone: "+85261234567",
    },
    clinic: { latitude: "22.2975", longitude: "114.1722" },
  });
  const bodyTexts = (body: ReturnType<typeof templateRequestBody>) =>
    (body.template.components[0].parameters as { text?: string }[]).map((p) => p.text);
  const MAP = "https://www.google.com/maps/search/?api=1&query=22.3193,114.1694";

  it("carries the place, the distance from this clinic and the map link, in the template's language", () => {
    expect(bodyTexts(templateRequestBody(alert(null), config("en")))).toEqual([
      "Dog",
      "Seizure",
      `near Mong Kok · about 2.4 km from you · ${MAP}`,
      "+85261234567",
    ]);
    expect(bodyTexts(templateRequestBody(alert("Mong Kok"), config("zh_HK")))[2]).toBe(`旺角 · 距離你們約 2.4 公里 · ${MAP}`);
    // The pet too, whatever the owner's language: the template's text around it is in the template's.
    const chineseOwner = { ...alert("Mong Kok"), request: { ...alert("Mong Kok").request, language: "zh-HK" as const } };
    expect(bodyTexts(templateRequestBody(chineseOwner, config("en")))[0]).toBe("Dog");
    expect(bodyTexts(templateRequestBody(alert("Mong Kok"), config("zh_HK")))[0]).toBe("狗");
    expect(templateLocale("zh_HK")).toBe("zh-HK");
    expect(templateLocale("en_US")).toBe("en");
  });

  it("stays within the body parameter limit, cutting a long typed place but never the distance or the link", () => {
    const long = `Flat 12B, ${"Very Long Building Name ".repeat(80)}\n\n\tTower 3`;
    const location = bodyTexts(templateRequestBody(alert(long), config("en")))[2]!;
    expect(location.length).toBeLessThanOrEqual(BODY_PARAMETER_MAX);
    expect(location).toMatch(/^Flat 12B, Very Long Building Name/);
    expect(location.endsWith(`… · about 2.4 km from you · ${MAP}`)).toBe(true);
    // Cloud API error 132018: no newlines, tabs or runs of more than 4 spaces in a parameter.
    expect(location).not.toMatch(/[\n\t]| {5,}/);
  });
});

describe("templateRequestBody for the follow-up 'the owner is on the way'", () => {
  const config = {
    baseUrl: "http://wa.test",
    phoneNumberId: "1",
    token: "t",
    template: "pawalert_emergency_alert",
    templateLanguage: "zh_HK",
    availabilityTemplate: "availability_check",
    arrivalTemplate: "owner_on_the_way",
  };

  it("fills the approved follow-up template's four variables in its language, with no buttons", () => {
    const body = templateRequestBody(
      {
        id: "3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b",
        messageType: "arrival_whatsapp",
        recipient: "+852 9123 4567",
        content: "",
        request: {
          id: "r",
          language: "en",
          symptom: "Seizure\nthen collapse",
          petSpecies: "cat",
          contactPhone: "+85261234567",
          manualLocation: null,
          locationLatitude: null,
          locationLongitude: null,
          locationPrecision: null,
        },
        // 03:45 in Hong Kong.
        arrival: { etaMinutes: 20, expectedAt: new Date("2026-11-25T19:45:00Z") },
      },
      config,
    );
    expect(body.template.name).toBe("owner_on_the_way");
    expect(body.template.components).toEqual([
      {
        type: "body",
        parameters: ["貓", "Seizure then collapse", "約 03:45 到達（約 20 分鐘）", "+85261234567"].map((text) => ({ type: "text", text })),
      },
    ]);
  });
});
