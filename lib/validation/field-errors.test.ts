import { z } from "zod";
import { fieldErrors, schemaErrors } from "./field-errors";

describe("fieldErrors", () => {
  const schema = z.strictObject({
    name: z.string("Validation.required").min(1, "Validation.required"),
    fees: z.object({ day: z.object({ hkd: z.number("Validation.invalidType") }) }),
    tags: z.array(z.string().max(3, "Validation.tooLong")),
  });

  it("names each field by its whole path, with the first message for it", () => {
    const result = schema.safeParse({ name: "", fees: { day: { hkd: "x" } }, tags: ["ok", "too long"] });
    expect(fieldErrors(result.error!)).toEqual({
      name: "Validation.required",
      "fees.day.hkd": "Validation.invalidType",
      "tags.1": "Validation.tooLong",
    });
  });

  it("names every key a strict schema refuses, and the payload as a whole as _", () => {
    expect(fieldErrors(schema.safeParse({ name: "a", fees: { day: { hkd: 1 } }, tags: [], role: "admin", clinicId: 1 }).error!)).toEqual({
      role: "Validation.unknownField",
      clinicId: "Validation.unknownField",
    });
    expect(fieldErrors(z.object({}, "Validation.invalidType").safeParse("text").error!)).toEqual({ _: "Validation.invalidType" });
  });

  it("keeps the first of several messages for one field", () => {
    const twice = z.object({
      code: z.string().superRefine((_, ctx) => {
        ctx.addIssue({ code: "custom", message: "First.key" });
        ctx.addIssue({ code: "custom", message: "Second.key" });
      }),
    });
    expect(fieldErrors(twice.safeParse({ code: "x" }).error!)).toEqual({ code: "First.key" });
  });

  it("schemaErrors is null for a valid input", () => {
    expect(schemaErrors(schema, { name: "a", fees: { day: { hkd: 1 } }, tags: [] })).toBeNull();
    expect(schemaErrors(schema, { name: "", fees: { day: { hkd: 1 } }, tags: [] })).toEqual({ name: "Validation.required" });
  });
});
