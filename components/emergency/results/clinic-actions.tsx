import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import { Button } from "@/components/ui/button";
import { telHref } from "@/lib/clinics/contact-links";

// What the best clinic and every clinic card (both server-rendered) offer
// alike: Call and links out (directions, maps, WhatsApp); under the card, what
// to say and the taxi card are TravelAids (./travel-aids.tsx). No hooks here,
// so the async first pick and client components use them too.

type Size = "sm" | "lg" | "xl";

export function CallButton({ phone, label, ariaLabel, size }: { phone: string; label: string; ariaLabel: string; size: Size }) {
  return (
    <Button asChild size={size}>
      {/* data-tap: on a request's pages the owner's call is recorded (components/emergency/coming/contact-taps.tsx). */}
      <a href={telHref(phone)} aria-label={ariaLabel} data-tap="call">
        <Icon node={phoneIcon} />
        {label}
      </a>
    </Button>
  );
}

/** A link that opens another app or site (maps, WhatsApp) in a new tab, never with this page as its opener. */
export function OutLinkButton({
  href,
  icon,
  label,
  ariaLabel,
  size,
  tap,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  ariaLabel: string;
  size: Size;
  /** "directions": recorded on a request's pages, like Call. */
  tap?: "directions";
}) {
  return (
    <Button asChild size={size} variant="outline">
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel} data-tap={tap}>
        {icon}
        {label}
      </a>
    </Button>
  );
}
