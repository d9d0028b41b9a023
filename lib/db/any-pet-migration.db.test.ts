import { migrate, readMigrations } from "./migrate";
import { withScratchSchema } from "@/tests/utils/db";

// Ages move from whole years to whole months. Rows written before the
// migration read the same afterwards (4 years is 48 months), nothing is lost.

it("keeps the ages of pets and requests stored before ages were months", async () => {
  await withScratchSchema(async (client) => {
    const all = await readMigrations();
    const at = all.findIndex((m) => m.name === "20261125030000_any_pet");
    expect(at).toBeGreaterThan(0);
    await migrate(client, all.slice(0, at));
    const {
      rows: [user],
    } = await client.query(`INSERT INTO users (email) VALUES ('old@example.com') RETURNING id`);
    await client.query(`INSERT INTO pets (user_id, name, species, age) VALUES ($1, 'Mochi', 'dog', 4), ($1, 'Tofu', 'cat', NULL)`, [
      user.id,
    ]);
    await client.query(
      `INSERT INTO emergency_requests (symptom, pet_species, pet_age, contact_name, contact_phone) VALUES ('Seizure', 'cat', 2, 'Chan', '+85291234567')`,
    );

    await migrate(client, all);
    const pets = await client.query(`SELECT name, species, species_other, age_months FROM pets ORDER BY name`);
    expect(pets.rows).toEqual([
      { name: "Mochi", species: "dog", species_other: null, age_months: 48 },
      { name: "Tofu", species: "cat", species_other: null, age_months: null },
    ]);
    const requests = await client.query(`SELECT pet_species, pet_species_other, pet_age_months FROM emergency_requests`);
    expect(requests.rows).toEqual([{ pet_species: "cat", pet_species_other: null, pet_age_months: 24 }]);
  });
});
