/** A signed-in owner's saved pet, as the wizard's picker needs it. */
export type WizardPet = { id: string; name: string; species: string; breed: string | null };

/** Contact details prefilled from the signed-in profile (the wizard's last step). */
export type WizardProfile = { contactName: string; contactPhone: string };

export type GpsState =
  | { status: "detecting" }
  | { status: "detected"; latitude: number; longitude: number }
  | { status: "failed"; reason: "unsupported" | "failed" };
