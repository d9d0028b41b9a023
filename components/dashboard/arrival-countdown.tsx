"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";

/**
 * Minutes until the owner's expected arrival, counting down on its own. It
 * counts from the server's `now` (the clock the notice was stamped with), so
 * a device whose clock is off still reads right.
 */
export function ArrivalCountdown({ expectedAt, now }: { expectedAt: string; now: string }) {
  const t = useTranslations("Dashboard");
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const start = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - start), 15_000);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.round((new Date(expectedAt).getTime() - new Date(now).getTime() - elapsed) / 60_000);
  return (
    <p className="text-sm font-bold text-green-900" data-countdown>
      {minutes > 0 ? t("comingIn", { minutes }) : minutes === 0 ? t("comingDue") : t("comingLate", { minutes: -minutes })}
    </p>
  );
}
