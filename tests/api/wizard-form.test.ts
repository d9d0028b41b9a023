import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { api, useSql } from "@/tests/utils/http";

// The wizard's plain form, posted as a browser without JavaScript
// posts it: the page's own fields (the Server Action's hidden ones included),
// step 3 with the earlier steps' answers. A refused field re-renders the step
// with its message and what was typed; a valid one is a 303 to the results,
// and the same idempotency key posted again is the same request.

const sql = useSql();
const CLIENT = { "x-forwarded-for": "198.51.131.1" };

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The hidden fields of the wizard page as served. */
async function servedForm(path: string): Promise<FormData> {
  const html = await (await api(path, { headers: CLIENT })).text();
  const form = new FormData();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)) {
    form.append(unescapeHtml(name), unescapeHtml(value ?? ""));
  }
  return form;
}

function stepThree(form: FormData, contactName: string, contactPhone: string): FormData {
  const entries: Record<string, string> = {
    step: "3",
    symptomKeys: "seizure",
    petSpecies: "dog",
    manualLocation: "Mong Kok",
    contactName,
    contactPhone,
    intent: "next",
  };
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
}

const post = (path: string, body: FormData) => api(path, { method: "POST", headers: CLIENT, body });
const stored = async (contactName: string) =>
  (await sql.query("SELECT id, idempotency_key FROM emergency_requests WHERE contact_name = $1", [contactName])).rows;

describe("the wizard's form without JavaScript", () => {
  for (const [prefix, m] of [
    ["", en],
    ["/zh-HK", zh],
  ] as const) {
    it(`re-renders a refused phone number with its message, then stores one request for one key (${prefix || "/"})`, async () => {
      const name = `Form Post ${prefix || "en"}`;
      const form = await servedForm(`${prefix}/emergency`);
      expect(form.get("idempotencyKey")).toMatch(/^[0-9a-f-]{36}$/);
      expect([...form.keys()].some((key) => key.startsWith("$ACTION_"))).toBe(true);

      const refused = await post(`${prefix}/emergency`, stepThree(form, name, "12"));
      expect(refused.status).toBe(200);
      const html = await refused.text();
      expect(html).toContain(m.Validation.invalidPhone);
      expect(html).toMatch(/name="contactPhone"[^>]*value="12"|value="12"[^>]*name="contactPhone"/);
      expect(await stored(name)).toHaveLength(0);

      const created = await post(`${prefix}/emergency`, stepThree(form, name, "9123 4567"));
      expect(created.status).toBe(303);
      const location = created.headers.get("location") ?? "";
      expect(location).toMatch(new RegExp(`^${prefix}/emergency-results/[0-9a-f-]{36}$`));

      const again = await post(`${prefix}/emergency`, stepThree(form, name, "9123 4567"));
      expect(again.status).toBe(303);
      expect(again.headers.get("location")).toBe(location);
      expect(await stored(name)).toEqual([{ id: location.split("/").pop(), idempotency_key: form.get("idempotencyKey") }]);
    });
  }

  it("moves a valid step 1 on to step 2 and carries its answers in hidden fields", async () => {
    const form = await servedForm("/emergency");
    form.set("symptomKeys", "vomiting");
    form.set("petSpecies", "cat");
    form.set("intent", "next");
    const res = await post("/emergency", form);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(en.EmergencyWizard.step2Title);
    expect(html).toContain('<input type="hidden" name="symptomKeys" value="vomiting"/>');
    expect(html).toContain('<input type="hidden" name="petSpecies" value="cat"/>');
  });
});
