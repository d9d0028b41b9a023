import type { z } from "zod";
import type { AdminClinicItem } from "@/lib/clinics/admin-list";
import { clinicStaffFormSchema } from "@/lib/clinics/admin-schemas";
import type { clinicFormSchema } from "@/lib/clinics/schemas";

export type ClinicFormValues = z.input<typeof clinicFormSchema>;
export type RegionOption = { id: string; label: string };

/** The clinic as the form needs it (admin list item or dashboard clinic). */
export type EditableClinic = Pick<
  AdminClinicItem,
  | "id"
  | "name"
  | "nameZh"
  | "address"
  | "addressZh"
  | "phone"
  | "whatsapp"
  | "email"
  | "website"
  | "openingHours"
  | "regionId"
  | "is24Hour"
  | "isSupportHospital"
  | "latitude"
  | "longitude"
  | "coordPrecision"
  | "services"
  | "weeklyHours"
  | "publicHolidayHours"
  | "openDuringTyphoon"
  | "openDuringBlackRain"
>;

const STAFF_FIELDS: readonly string[] = clinicStaffFormSchema.keyof().options;

/** The form's starting values; staff get only the fields they may send (their schema is strict). */
export function clinicFormDefaults(clinic?: EditableClinic, staff = false): ClinicFormValues {
  const values: ClinicFormValues = {
    name: clinic?.name ?? "",
    nameZh: clinic?.nameZh ?? "",
    address: clinic?.address ?? "",
    addressZh: clinic?.addressZh ?? "",
    phone: clinic?.phone ?? "",
    whatsapp: clinic?.whatsapp ?? "",
    email: clinic?.email ?? "",
    website: clinic?.website ?? "",
    openingHours: clinic?.openingHours ?? "",
    regionId: clinic?.regionId ?? "",
    is24Hour: clinic?.is24Hour ?? false,
    isSupportHospital: clinic?.isSupportHospital ?? false,
    latitude: clinic?.latitude ?? "",
    longitude: clinic?.longitude ?? "",
    coordPrecision: clinic?.coordPrecision === "area" ? "area" : undefined,
    services: clinic?.services ?? [],
    weeklyHours: clinic?.weeklyHours ?? null,
    publicHolidayHours: clinic?.publicHolidayHours ?? null,
    openDuringTyphoon: clinic?.openDuringTyphoon ?? null,
    openDuringBlackRain: clinic?.openDuringBlackRain ?? null,
  };
  return staff ? (Object.fromEntries(Object.entries(values).filter(([key]) => STAFF_FIELDS.includes(key))) as ClinicFormValues) : values;
}
