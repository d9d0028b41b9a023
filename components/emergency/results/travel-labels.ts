import { directionsHref } from "@/lib/clinics/contact-links";
import type { Translator } from "@/lib/i18n/types";
import type { TaxiPlace } from "./taxi-card";

// The travel aids' props ("What to say", the taxi card), built one way for the best clinic and every
// clinic card (server) and the offline hospital list (client): labels come from the
// page's translator for the PhoneScript and Taxi namespaces.

export function phoneScriptLabels(t: Translator<"PhoneScript">, name: string) {
  return {
    open: t("open"),
    openLabel: t("openLabel", { name }),
    hint: t("hint"),
    copy: t("copy"),
    copied: t("copied"),
    copyFailed: t("copyFailed"),
    copyByHand: t("copyByHand"),
  };
}

/** The taxi card's labels; across water (`ferry`: the crossing, its pier named in the page's language) the ferry note first. */
export function taxiLabels(t: Translator<"Taxi">, name: string, ferry?: { direction: "from" | "to"; pier: string } | null) {
  return {
    show: t("show"),
    showLabel: t("showLabel", { name }),
    please: t("please"),
    pleaseZh: t("pleaseZh"),
    close: t("close"),
    directions: t("directions"),
    noChinese: t("noChinese"),
    ferry: ferry ? t(ferry.direction === "from" ? "ferryFrom" : "ferryTo", { pier: ferry.pier }) : undefined,
  };
}

/** What the taxi card shows of a clinic: both names and addresses, Directions to its Chinese address. */
export function taxiPlace(clinic: Omit<TaxiPlace, "directionsHref"> & Parameters<typeof directionsHref>[0]): TaxiPlace {
  return {
    name: clinic.name,
    nameZh: clinic.nameZh,
    address: clinic.address,
    addressZh: clinic.addressZh,
    directionsHref: directionsHref(clinic, "zh-HK"),
  };
}
