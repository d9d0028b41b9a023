import { getTranslations } from "next-intl/server";
import type { SecondFactorStatus } from "@/lib/auth/second-factor/status";

/** "On · Administrators must use two-step sign-in." (server-rendered, on the account page and the two-step page). */
export async function SecondFactorState({ status }: { status: Pick<SecondFactorStatus, "enrolled" | "required"> }) {
  const t = await getTranslations("SecondFactor");
  return (
    <p className="text-sm">
      <span
        className={status.enrolled ? "font-semibold text-green-700" : "font-semibold text-muted-foreground"}
        data-second-factor={status.enrolled ? "on" : "off"}
      >
        {status.enrolled ? t("on") : t("off")}
      </span>{" "}
      · {status.required ? t("requiredNote") : t("offeredNote")}
    </p>
  );
}
