import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { chevronDownIcon } from "@/components/ui/icons/chevron-down";
import type { EmergencyRequestDto } from "@/lib/emergency/queries";
import { breedLabel } from "@/lib/emergency/breeds";
import { describePet } from "@/lib/pets/describe";
import { ownerPlaceName } from "@/lib/messaging/owner-place";
import { toLocale } from "@/lib/i18n/locale";

/** What the owner told us: symptoms, pet species, breed and age, location text, contact phone. */
export async function RequestSummary({ request, locale }: { request: EmergencyRequestDto; locale: string }) {
  const t = await getTranslations("Results");
  const tPet = await getTranslations("Pet");
  // "Rabbit, 6 months", then the breed.
  const animal = describePet({ species: request.petSpecies, speciesOther: request.petSpeciesOther, ageMonths: request.petAgeMonths }, tPet);
  const breed = request.petBreed && breedLabel(request.petBreed, request.petSpecies, locale);
  const pet = [request.pet?.name, animal, breed].filter(Boolean).join(" · ");
  // A place, never coordinates: the typed place in this page's language, or the one nearest the GPS point.
  const place = ownerPlaceName(request, toLocale(locale));
  const rows = [
    [t("summarySymptoms"), request.symptom],
    [t("summaryPet"), pet],
    [t("summaryLocation"), place ? `${place}${request.locationPrecision === "area" ? ` (${t("approximateLocation")})` : ""}` : ""],
    [t("summaryPhone"), request.contactPhone],
  ].filter(([, value]) => value);
  // Collapsed to one line so that the clinic to call stays on the first screen.
  return (
    <details className="group rounded-xl border bg-card text-sm shadow-sm">
      <summary className="flex cursor-pointer items-center gap-2 p-3 [&::-webkit-details-marker]:hidden">
        <span className="font-semibold">{t("summaryTitle")}</span>
        <span className="min-w-0 flex-1 truncate text-muted-foreground">{rows.map(([, value]) => value).join(" · ")}</span>
        <Icon node={chevronDownIcon} className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-3 pb-3">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
