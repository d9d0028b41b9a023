import { isSpecies, SPECIES, speciesText } from "@/lib/domain/species";
import { createEmergencyRequestSchema } from "@/lib/emergency/request-schema";
import { WIZARD_STEP_SCHEMAS } from "@/lib/emergency/schemas";
import { createPetSchema } from "@/lib/pets/schemas";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";

// Any pet: the species every form offers and every text names.

const request = { symptom: "Seizure", manualLocation: "Central", contactName: "Chan", contactPhone: "91234567" };

describe("species", () => {
  it("lists dog, cat, rabbit, bird, reptile, small mammal and other, named in both languages", () => {
    expect(SPECIES).toEqual(["dog", "cat", "rabbit", "bird", "reptile", "small_mammal", "other"]);
    for (const s of SPECIES) {
      expect(en.Pet.species[s]).toBeTruthy();
      expect(zh.Pet.species[s]).toBeTruthy();
      expect(en.BroadcastMessage.petText.species[s]).toBe(en.Pet.species[s]);
      expect(zh.BroadcastMessage.petText.species[s]).toBe(zh.Pet.species[s]);
    }
  });

  it("lets every species past step 1 of the wizard and into the API and the pets dialog", () => {
    for (const s of SPECIES) {
      expect(WIZARD_STEP_SCHEMAS[1].safeParse({ symptom: "Seizure", petSpecies: s }).success).toBe(true);
      expect(createEmergencyRequestSchema.safeParse({ ...request, petSpecies: s }).success).toBe(true);
      expect(createPetSchema.safeParse({ name: "Bun", species: s }).success).toBe(true);
    }
    expect(WIZARD_STEP_SCHEMAS[1].safeParse({ symptom: "Seizure" }).error?.issues[0]?.message).toBe("EmergencyWizard.errors.petRequired");
    expect(isSpecies("ferret")).toBe(false);
  });

  it("keeps the owner's word for 'other', stripped and capped, never refusing the emergency", () => {
    const parsed = createEmergencyRequestSchema.parse({
      ...request,
      petSpecies: "other",
      petSpeciesOther: ` Hedge\u202Ehog${"x".repeat(100)}`,
    });
    expect(parsed.petSpeciesOther).toBe(`Hedgehog${"x".repeat(32)}`);
    expect(createEmergencyRequestSchema.parse({ ...request, petSpecies: "other", petSpeciesOther: "   " }).petSpeciesOther).toBeNull();
    expect(createPetSchema.safeParse({ name: "Bun", species: "other", speciesOther: "x".repeat(41) }).error?.issues[0]?.message).toBe(
      "Validation.tooLong",
    );
  });

  it("reads a stored species for people", () => {
    const label = (k: string) => `<${k}>`;
    expect(speciesText("other", "Hedgehog", label)).toBe("Hedgehog");
    expect(speciesText("other", " ", label)).toBe("<other>");
    expect(speciesText("rabbit", "ignored", label)).toBe("<rabbit>");
    expect(speciesText("ferret", null, label)).toBe("ferret");
    expect(speciesText(null, null, label)).toBeNull();
  });
});
