// Its own module (no zod) so the wizard's first step can list the species
// without shipping the validation schemas in the page's first download.
export const SPECIES = ["dog", "cat"] as const;
export type Species = (typeof SPECIES)[number];
