"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** next-auth's client is loaded on click: this button is in the header of every app page. */
export function SignOutButton() {
  const t = useTranslations("Auth");
  return (
    <Button variant="ghost" size="sm" onClick={() => void import("next-auth/react").then(({ signOut }) => signOut({ callbackUrl: "/" }))}>
      {t("signOut")}
    </Button>
  );
}
