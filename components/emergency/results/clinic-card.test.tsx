import { screen, within } from "@testing-library/react";
import { availabilityClaim, type AvailabilityFacts } from "@/lib/clinics/availability";
import type { ClinicResult } from "@/lib/clinics/search";
import en from "@/messages/en.json";
import zhHK from "@/messages/zh-HK.json";
import type { HospitalView } from "@/lib/request-state/view";
import { DeliveryStrip } from "./delivery-strip";
import { renderWithIntl } from "@/tests/utils/render";
import { hospitalView } from "@/tests/utils/request-state";
import { ClinicCard } from "./clinic-card";

// What a results card tells the owner about a clinic taking emergencies and how
// far it is, saying only what is true: a confirmation with
// its author and age, nothing once it is a day old, and "in <area>" instead of a
// made-up distance for a clinic placed at its area's centre.

const NOW = new Date("2026-11-20T14:00:00Z");
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

function clinic(facts: AvailabilityFacts, place: Partial<ClinicResult> = {}): ClinicResult {
  return {
    id: "c1",
    name: "Kowloon Animal Hospital",
    nameZh: "九龍動物醫院",
    address: "1 Nathan Road",
    addressZh: "彌敦道1號",
    phone: "+85227812386",
    whatsapp: null,
    hasEmail: false,
    regionCode: "KLN",
    is24Hour: true,
    // As the search computes it (lib/clinics/search.ts), at the time of the search.
    availability: availabilityClaim(facts, NOW),
    isSupportHospital: false,
    latitude: 22.3,
    longitude: 114.17,
    coordPrecision: "building",
    areaName: null,
    areaNameZh: null,
    distanceKm: 1.24,
    openStatus: { state: "open24h", lowConfidence: false, holidayMayDiffer: false },
    openDuringTyphoon: null,
    openDuringBlackRain: null,
    ...place,
  };
}

function renderCard(c: ClinicResult, locale: "en" | "zh-HK" = "en") {
  return renderWithIntl(
    <ClinicCard clinic={c} accepted={false} whatsappText="" now={NOW.toISOString()} closedBy={null} phoneScript={[]} />,
    { locale },
  );
}

/** The card's badges (24-hour, distance, WhatsApp), as the owner reads them. */
const badges = () =>
  within(screen.getByRole("list", { name: "Kowloon Animal Hospital" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("the results card's availability line", () => {
  it("says who confirmed the clinic is accepting emergencies, and how long ago", () => {
    renderCard(clinic({ isAvailable: true, availabilityUpdatedAt: minutesAgo(12), availabilitySource: "clinic" }));
    expect(screen.getByText("Accepting emergencies · confirmed by clinic 12 minutes ago")).toBeInTheDocument();
  });

  it("says when the clinic is not accepting, and who said so", () => {
    renderCard(clinic({ isAvailable: false, availabilityUpdatedAt: minutesAgo(180), availabilitySource: "admin" }));
    expect(screen.getByText("Not accepting emergencies (set by PawAlert, 3 hours ago)")).toBeInTheDocument();
  });

  it("claims nothing once the confirmation is 24 hours old, nor when nobody ever set it", () => {
    const stale = renderCard(clinic({ isAvailable: true, availabilityUpdatedAt: minutesAgo(24 * 60), availabilitySource: "clinic" }));
    expect(screen.queryByText(/Accepting emergencies|Not accepting emergencies/)).not.toBeInTheDocument();
    stale.unmount();

    renderCard(clinic({ isAvailable: true, availabilityUpdatedAt: null, availabilitySource: null }));
    expect(screen.queryByText(/Accepting emergencies|Not accepting emergencies/)).not.toBeInTheDocument();
    // The card is there all the same: only the claim is left out.
    expect(screen.getByRole("heading", { name: "Kowloon Animal Hospital" })).toBeInTheDocument();
  });
});

describe("the results card's distance", () => {
  const facts = { isAvailable: true, availabilityUpdatedAt: null, availabilitySource: null };

  it("shows the distance in km for a clinic with its own point", () => {
    renderCard(clinic(facts));
    expect(badges()).toContain("1.2 km");
  });

  it("shows where a clinic placed at its area's centre is, never a distance", () => {
    renderCard(clinic(facts, { coordPrecision: "area", areaName: "Mong Kok", areaNameZh: "旺角", distanceKm: 0.3 }));
    expect(badges()).toContain(en.Distance.inArea.replace("{area}", "Mong Kok"));
    expect(screen.queryByText(/km$/)).not.toBeInTheDocument();
  });

  it("names the area in Chinese on Chinese pages", () => {
    renderCard(clinic(facts, { coordPrecision: "area", areaName: "Mong Kok", areaNameZh: "旺角", distanceKm: 0.3 }), "zh-HK");
    expect(screen.getByText(/旺角/, { selector: "[data-area]" })).toBeInTheDocument();
    expect(screen.queryByText(/公里|km/)).not.toBeInTheDocument();
  });

  it("shows no distance when the owner's position is unknown", () => {
    renderCard(clinic(facts, { distanceKm: null }));
    expect(badges().some((b) => /km|in /.test(b ?? ""))).toBe(false);
  });
});

describe("a clinic's answer and the pet on its card", () => {
  const facts = { isAvailable: true, availabilityUpdatedAt: null, availabilitySource: null };
  const script = [
    {
      lang: "en" as const,
      head: ["Hello, my pet needs help."],
      eta: "",
      etaFerry: { from: "", to: "" },
      tail: [],
      ask: "First: do you see rabbits tonight?",
    },
  ];

  /** The card's hospital in the request's state (lib/request-state), as the results page passes it. */
  const hospital = (fields: Partial<HospitalView>) => hospitalView(minutesAgo(5).toISOString(), fields);

  const declined = hospital({
    state: "declined",
    at: minutesAgo(3).toISOString(),
    received: true,
    answer: { response: "declined", at: minutesAgo(3).toISOString() },
    // The owner had called it from the page: still no "I'm coming" once it declined.
    called: true,
  });
  const stateLine = () => document.querySelector("[data-hospital-state]");
  /** The card as the results page renders it; `h`: its hospital's state for the request, if any. */
  const card = ({ h, askSpecies, phoneScript = [] }: { h?: HospitalView; askSpecies?: boolean; phoneScript?: typeof script }) => (
    <ClinicCard
      clinic={clinic(facts)}
      accepted={false}
      whatsappText=""
      now={NOW.toISOString()}
      closedBy={null}
      phoneScript={phoneScript}
      askSpecies={askSpecies}
      request={h && { requestId: "r1", hospital: h, now: NOW.toISOString() }}
    />
  );

  it("says a decline with its age, in both languages, and offers no 'I'm coming' though the owner called it", async () => {
    for (const [locale, messages, said] of [
      ["en", en, "Declined · 3 minutes ago"],
      ["zh-HK", zhHK, "已拒絕 · 3 分鐘前"],
    ] as const) {
      // Beside it, a hospital the owner called that did not decline: once its form has loaded, the decliner's would have too.
      const { unmount } = renderWithIntl(
        <>
          <div data-testid="declined">{card({ h: declined })}</div>
          <div data-testid="called">{card({ h: hospital({ called: true }) })}</div>
        </>,
        { locale },
      );
      expect(within(screen.getByTestId("declined")).getByText(/·/).closest("[data-hospital-state]")).toHaveTextContent(said);
      expect(screen.getByTestId("declined").querySelector("[data-declined]")).not.toBeNull();
      expect(await within(screen.getByTestId("called")).findByLabelText(messages.Coming.etaLabel)).toBeInTheDocument();
      expect(within(screen.getByTestId("declined")).queryByLabelText(messages.Coming.etaLabel)).not.toBeInTheDocument();
      unmount();
    }
  });

  it("offers 'I'm coming' to a hospital the owner called that has not declined", async () => {
    renderWithIntl(card({ h: hospital({ called: true }) }));
    expect(await screen.findByLabelText(en.Coming.etaLabel)).toBeInTheDocument();
    expect(stateLine()).toHaveTextContent("Alert sent · 5 minutes ago");
  });

  it("gives the same age to one reply in the alert's summary and on the card", () => {
    const state = {
      hospitals: [declined],
      summary: { asked: 1, sending: 0, sent: 1, received: 1, failed: 0, yes: 0, no: 1, coming: 0, arrived: 0, noShow: 0 },
      now: NOW.toISOString(),
      silence: null,
    };
    renderWithIntl(
      <>
        <DeliveryStrip requestId="r1" state={state} retrying={false} onRetry={() => {}} />
        {card({ h: declined })}
      </>,
    );
    expect(screen.getByText("Kowloon Animal Hospital cannot take your pet · 3 minutes ago")).toBeInTheDocument();
    expect(stateLine()).toHaveTextContent("Declined · 3 minutes ago");
    expect(screen.getByTestId("summary-no")).toHaveTextContent("1");
  });

  it("opens the script with the species question only for a hospital not known to see the pet", () => {
    const { unmount } = renderWithIntl(card({ askSpecies: true, phoneScript: script }));
    expect(document.querySelector("[data-script-text]")!.textContent).toMatch(/^First: do you see rabbits tonight\?\nHello/);
    unmount();
    renderWithIntl(card({ askSpecies: false, phoneScript: script }));
    expect(document.querySelector("[data-script-text]")!.textContent).toMatch(/^Hello/);
  });
});
