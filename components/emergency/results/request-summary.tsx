import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { EmergencyRequestDto } from "@/lib/emergency/queries";

/** SPEC §2: symptoms, pet species, breed and age, location text, contact phone. */
export async function RequestSummary({ request }: { request: EmergencyRequestDto }) {
  const t = await getTranslations("Results");
  const tw = await getTranslations("EmergencyWizard");
  const species = request.petSpecies === "cat" ? tw("cat") : request.petSpecies === "dog" ? tw("dog") : "";
  const pet = [request.pet?.name, t("petDescription", { species, breed: request.petBreed ?? "none", age: request.petAge === null ? "none" : String(request.petAge) })]
    .filter(Boolean)
    .join(" · ");
  const rows = [
    [t("summarySymptoms"), request.symptom],
    [t("summaryPet"), pet],
    [t("summaryLocation"), request.locationText ? `${request.locationText}${request.locationPrecision === "area" ? ` (${t("approximateLocation")})` : ""}` : ""],
    [t("summaryPhone"), request.contactPhone],
  ].filter(([, value]) => value);
  return (
    <Card className="gap-2">
      <CardHeader>
        <CardTitle>{t("summaryTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
