import { createPetSchema, updatePetSchema } from "./schemas";
import { updateProfileSchema } from "@/lib/accounts/update-profile-schema";

// The one schema per payload (form and handler): the profile and pet rules.

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0] ?? "_"), i.message]));

describe("createPetSchema", () => {
  it("accepts the dialog's strings and the API's wire form alike", () => {
    expect(
      createPetSchema.parse({
        name: " Mochi ",
        species: "dog",
        breed: "",
        age: "4",
        weight: "9.5",
        medicalNotes: "",
        lastVisitDate: "2025-09-01",
      }),
    ).toEqual({
      name: "Mochi",
      species: "dog",
      breed: null,
      age: 48,
      weight: 9.5,
      medicalNotes: null,
      lastVisitDate: "2025-09-01",
    });
    expect(createPetSchema.parse({ name: "Tofu", species: "cat", weight: 4.2, lastVisitDate: "2025-09-01T00:00:00.000Z" })).toMatchObject({
      weight: 4.2,
      lastVisitDate: "2025-09-01T00:00:00.000Z",
    });
  });

  it("ignores a client's userId (the owner is the session user)", () => {
    expect(createPetSchema.parse({ name: "Mochi", species: "dog", userId: "someone-else" })).not.toHaveProperty("userId");
  });

  it("gives the SPEC messages", () => {
    expect(fieldsOf(createPetSchema.safeParse({ name: "", species: "", age: "0", weight: "-1" }))).toEqual({
      name: "Account.petNameRequired",
      species: "Account.speciesRequired",
      age: "Validation.ageFormat",
      weight: "Validation.positiveNumber",
    });
    expect(fieldsOf(createPetSchema.safeParse({ name: "A", species: "dog", age: "two", weight: "abc" }))).toEqual({
      age: "Validation.ageFormat",
      weight: "Validation.invalidNumber",
    });
    // A puppy's 0.5 or 2.5 years is an age (stored as months), not an error.
    expect(createPetSchema.parse({ name: "A", species: "rabbit", age: "0.5" }).age).toBe(6);
    expect(createPetSchema.parse({ name: "A", species: "dog", age: "2.5" }).age).toBe(30);
  });

  it("lets a PATCH send only what changes", () => {
    expect(updatePetSchema.parse({ weight: "10.2" })).toEqual({ weight: 10.2 });
  });
});

describe("updateProfileSchema", () => {
  it("allows an empty username but not a short one", () => {
    expect(updateProfileSchema.parse({ username: "" })).toEqual({ username: "" });
    expect(fieldsOf(updateProfileSchema.safeParse({ username: "ab" }))).toEqual({ username: "Account.usernameTooShort" });
  });

  it("checks email, phone and language with the SPEC messages", () => {
    expect(fieldsOf(updateProfileSchema.safeParse({ email: "nope", phone: "1234", languagePreference: "fr" }))).toEqual({
      email: "Validation.invalidEmail",
      phone: "Validation.invalidPhone",
      languagePreference: "Validation.invalidType",
    });
    expect(updateProfileSchema.parse({ email: " Me@Example.COM ", phone: "+852 9123 4567", regionPreference: "" })).toEqual({
      email: "me@example.com",
      phone: "+85291234567", // stored in E.164
      regionPreference: null,
    });
  });

  it("refuses role and clinicId instead of ignoring them", () => {
    expect(updateProfileSchema.safeParse({ role: "admin" }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ clinicId: "3f1c2a9e-8d4b-4c6e-9f2a-1b2c3d4e5f60" }).success).toBe(false);
  });
});
