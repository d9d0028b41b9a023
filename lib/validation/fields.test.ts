import { z } from "zod";
import { safeLine, safeMultiline } from "@/lib/text/safe-text";
import { cleanText, coordinate, emailField, optionalEmailField, optionalText, phoneText, requiredText } from "./fields";
import { optionalPhone, phone } from "./phone";
import { credentialsSchema } from "@/lib/accounts/schemas";
import { profileFormSchema } from "@/lib/accounts/profile-schema";
import { clinicStaffFormSchema, linkStaffSchema } from "@/lib/clinics/admin-schemas";

const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("optionalText", () => {
  const text = optionalText(10);

  it("keeps absent absent, and reads blank or null as null (a PATCH leaves, or clears, the field)", () => {
    expect(text.parse(undefined)).toBeUndefined();
    expect(text.parse(null)).toBeNull();
    expect(text.parse("")).toBeNull();
    expect(text.parse("   ")).toBeNull();
    expect(text.parse("  Poodle ")).toBe("Poodle");
  });

  it("refuses text over its length and what is not text, with the shared messages", () => {
    expect(message(text, "x".repeat(11))).toBe("Validation.tooLong");
    expect(message(text, 5)).toBe("Validation.invalidType");
  });

  it("cleans before it measures", () => {
    expect(optionalText(11, safeLine).parse("Mong\u202EKok\nMTR")).toBe("MongKok MTR");
    expect(optionalText(10, safeLine).parse("\u202E")).toBeNull();
  });
});

describe("requiredText", () => {
  it("refuses what is missing, blank once cleaned, or shorter than its least, with its own message", () => {
    const name = requiredText(80, "Name.required", { min: 2 });
    expect(name.parse("  Chan ")).toBe("Chan");
    expect(message(name, undefined)).toBe("Name.required");
    expect(message(name, "\u202E ")).toBe("Name.required");
    expect(message(name, "C")).toBe("Name.required");
    expect(message(name, "x".repeat(81))).toBe("Validation.tooLong");
  });

  it("keeps line breaks only with the multi-line rule", () => {
    expect(requiredText(20, "Symptom.required").parse("Seizure\nnow")).toBe("Seizure now");
    expect(requiredText(20, "Symptom.required", { clean: safeMultiline }).parse("Seizure\r\nnow")).toBe("Seizure\nnow");
  });

  it("cleanText keeps a blank string a string (a field the owner may empty)", () => {
    expect(cleanText(5).parse(" \u200B ")).toBe("");
    expect(message(cleanText(5), 3)).toBe("Validation.invalidType");
  });
});

describe("e-mail addresses", () => {
  it("one field for every payload: trimmed, lower case, at most 254 characters", () => {
    expect(emailField().parse(" Me@Example.COM ")).toBe("me@example.com");
    expect(message(emailField(), "")).toBe("Validation.invalidEmail");
    expect(message(emailField(), "nope")).toBe("Validation.invalidEmail");
    expect(message(emailField(), undefined)).toBe("Validation.invalidEmail");
    expect(message(emailField(), `${"a".repeat(250)}@x.hk`)).toBe("Validation.tooLong");
  });

  it("an optional address (a clinic's) is null when blank, null or absent, and checked like any other", () => {
    expect(optionalEmailField().parse(" ")).toBeNull();
    expect(optionalEmailField().parse(null)).toBeNull();
    expect(optionalEmailField().parse(undefined)).toBeNull();
    expect(optionalEmailField().parse(" ER@Clinic.HK")).toBe("er@clinic.hk");
    expect(message(optionalEmailField(), "nope")).toBe("Validation.invalidEmail");
  });
});

describe("every payload that takes an address", () => {
  // Sign-in and sign-up, the profile, a clinic's details, a staff invitation: one field, one answer.
  const readers: [string, (email: unknown) => { success: boolean; data?: { email?: unknown }; error?: z.ZodError }][] = [
    ["credentials", (email) => credentialsSchema.safeParse({ email, password: "long enough" })],
    ["profile", (email) => profileFormSchema.safeParse({ email })],
    ["clinic", (email) => clinicStaffFormSchema.partial().safeParse({ email })],
    ["staff invitation", (email) => linkStaffSchema.safeParse({ email })],
  ];
  it.each(readers)("%s", (_, read) => {
    expect(read(" Front.Desk@Clinic.HK ").data?.email).toBe("front.desk@clinic.hk");
    expect(read("front desk").error?.issues[0]?.message).toBe("Validation.invalidEmail");
    expect(read(42).error?.issues[0]?.message).toBe("Validation.invalidEmail");
    expect(read(`${"a".repeat(250)}@x.hk`).error?.issues[0]?.message).toBe("Validation.tooLong");
  });
});

describe("coordinate", () => {
  const latitude = coordinate(-90, 90, "Validation.invalidLatitude");

  it("takes numbers and a form's text, and reads blank as null", () => {
    expect(latitude.parse(22.3193)).toBe(22.3193);
    expect(latitude.parse("22.3193")).toBe(22.3193);
    expect(latitude.parse("")).toBeNull();
    expect(latitude.parse(null)).toBeNull();
    expect(latitude.parse(undefined)).toBeUndefined();
  });

  it("refuses what is out of range or no number, with its own message", () => {
    expect(message(latitude, 123)).toBe("Validation.invalidLatitude");
    expect(message(latitude, "north")).toBe("Validation.invalidLatitude");
    expect(message(latitude, true)).toBe("Validation.invalidLatitude");
  });
});

describe("phone numbers", () => {
  it("the wizard's shape check: digits, spaces, dashes, brackets and a leading +, at least 8 digits", () => {
    expect(phoneText().parse(" 9123 4567 ")).toBe("9123 4567");
    expect(phoneText().safeParse("(852) 9123-4567").success).toBe(true);
    expect(message(phoneText(), "1234 5-67")).toBe("Validation.invalidPhone");
    expect(message(phoneText(), "call me maybe")).toBe("Validation.invalidPhone");
    expect(message(phoneText(), "")).toBe("Validation.invalidPhone");
    expect(message(phoneText("Validation.phoneRequired"), "")).toBe("Validation.phoneRequired");
    expect(message(phoneText("Validation.phoneRequired"), undefined)).toBe("Validation.phoneRequired");
  });

  it("stores Hong Kong mobiles and landlines, bare or with +852, in E.164", () => {
    expect(phone().parse("9123 4567")).toBe("+85291234567");
    expect(phone().parse("2781 2386")).toBe("+85227812386");
    expect(phone().parse("+852 6123-4567")).toBe("+85261234567");
    expect(phone().parse("852 3456 7890")).toBe("+85234567890");
  });

  it("stores a foreign number given with its + country code", () => {
    expect(phone().parse("+44 20 7946 0958")).toBe("+442079460958");
    expect(phone().parse("+86 138 0013 8000")).toBe("+8613800138000");
  });

  it("refuses eight digits that are no number: the library decides, not a digit count", () => {
    expect(phoneText().safeParse("1234 5678").success).toBe(true); // the wizard lets it through...
    expect(message(phone(), "1234 5678")).toBe("Validation.invalidPhone"); // ...the server does not
    expect(message(phone(), "+852 1234 5678")).toBe("Validation.invalidPhone");
    expect(message(phone(), "+1 123 456 7890")).toBe("Validation.invalidPhone");
    expect(message(phone(), "2781 238")).toBe("Validation.invalidPhone");
  });

  it("an optional phone (a clinic's WhatsApp): blank is null, absent stays absent", () => {
    expect(optionalPhone().parse("")).toBeNull();
    expect(optionalPhone().parse(null)).toBeNull();
    expect(optionalPhone().parse(undefined)).toBeUndefined();
    expect(optionalPhone().parse("5374 4244")).toBe("+85253744244");
    expect(message(optionalPhone(), "1234 5678")).toBe("Validation.invalidPhone");
  });
});
