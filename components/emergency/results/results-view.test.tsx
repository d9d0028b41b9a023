import { act, fireEvent, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { buildBroadcastMessage } from "@/lib/broadcast/content";
import en from "@/messages/en.json";
import { renderWithIntl, withIntl } from "@/tests/utils/render";
import { PriorityBadge } from "./priority-badge";
import { ResultsView, type ListedClinic } from "./results-view";
import { SelectClinic } from "./select-clinic";

// The results list: the server sends the clinics in the one
// rule's order with their cards rendered; the browser only filters them, puts
// the three priority badges where the filters leave them, and asks the server
// for the rest of the cards when "24-hour only" goes off.

const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh }), useParams: () => ({ locale: "en" }) }));

// The real message builder, counted: the list makes the broadcast's text only when it is needed.
jest.mock("@/lib/broadcast/content", () => {
  const actual = jest.requireActual("@/lib/broadcast/content");
  return { ...actual, buildBroadcastMessage: jest.fn(actual.buildBroadcastMessage) };
});

const r = en.Results;
// No hospital asked yet: the list alone.
const NO_ALERT = {
  hospitals: [],
  summary: { asked: 0, sending: 0, sent: 0, received: 0, failed: 0, yes: 0, no: 0, coming: 0, arrived: 0, noShow: 0 },
  now: "2026-11-26T02:00:00.000Z",
  silence: null,
};

function clinic(id: string, km: number, extra: Partial<ListedClinic> = {}): ListedClinic {
  return {
    id,
    name: `Clinic ${id}`,
    nameZh: null,
    address: `${id} Road`,
    addressZh: null,
    regionCode: "KLN",
    is24Hour: true,
    whatsapp: "+85291234567",
    hasEmail: false,
    distanceKm: km,
    coordPrecision: "building",
    openStatus: { state: "open24h", lowConfidence: false, holidayMayDiffer: false },
    ...extra,
  };
}

// As the server sends them: the rule's order, which is not the distance order here.
const CLINICS = [
  clinic("b", 2.5, { regionCode: "HKI" }),
  clinic("a", 1.2),
  clinic("c", 3.1),
  clinic("d", 4.0),
  clinic("e", 0.8, { is24Hour: false }),
];
// The server's cards: here the select box, a heading and the priority badge slot, as the real card has.
const card = (c: ListedClinic) => (
  <div>
    <SelectClinic clinicId={c.id} label={`Select ${c.name}`} />
    <h3>{c.name}</h3>
    <PriorityBadge clinicId={c.id} label={r.priority} />
  </div>
);

/** `firstCards`: the server sent only that many of the default list's cards, and the link to the rest. */
function renderList({ allCards = false, clinics = CLINICS, firstCards = Infinity, unsent = 0 } = {}) {
  return renderWithIntl(list({ allCards, clinics, firstCards, unsent }));
}

function list({ allCards = false, clinics = CLINICS, firstCards = Infinity, unsent = 0 } = {}) {
  const carded = clinics.filter((c) => allCards || c.is24Hour).slice(0, firstCards);
  const cards = Object.fromEntries(carded.map((c) => [c.id, card(c)]));
  return (
    <ResultsView
      requestId={`req-${allCards}-${Math.random()}`}
      clinics={clinics}
      unsent={unsent}
      cards={cards}
      allCards={allCards}
      moreHref={carded.length < clinics.filter((c) => allCards || c.is24Hour).length ? "/emergency-results/req?more=1" : null}
      regions={[
        { code: "HKI", nameEn: "Hong Kong Island", nameZh: "香港島" },
        { code: "KLN", nameEn: "Kowloon", nameZh: "九龍" },
      ]}
      hasGps
      quickCount={0}
      maxRecipients={10}
      content={{ symptom: "Seizure", contactPhone: "+85291234567" } as never}
      state={NO_ALERT}
      listTitle={r.title}
    />
  );
}

const shownNames = () =>
  within(screen.getByRole("list", { name: r.title }))
    .getAllByRole("heading")
    .map((h) => h.textContent);

beforeEach(() => jest.clearAllMocks());

describe("the results list", () => {
  it("keeps the server's order, shows the 24-hour clinics, and badges the first three of them", () => {
    renderList();
    expect(shownNames()).toEqual(["Clinic b", "Clinic a", "Clinic c", "Clinic d"]);
    expect(screen.getByText("4 clinics found")).toBeInTheDocument();
    const badged = screen.getAllByText(r.priority).map((b) => b.closest("li")!.querySelector("h3")!.textContent);
    expect(badged).toEqual(["Clinic b", "Clinic a", "Clinic c"]);
    expect(replace).not.toHaveBeenCalled();
  });

  it("moves the priority badge to the next 24-hour clinic when a filter hides one of the three", () => {
    renderList();
    fireEvent.click(screen.getByRole("button", { name: r.showFilters }));
    fireEvent.change(screen.getByLabelText(r.region), { target: { value: "KLN" } });
    expect(shownNames()).toEqual(["Clinic a", "Clinic c", "Clinic d"]);
    expect(screen.getAllByText(r.priority)).toHaveLength(3);
    expect(screen.getByText("3 clinics found")).toBeInTheDocument();
  });

  it("asks the server for every card when '24-hour only' goes off, and shows them once they came", () => {
    const { unmount } = renderList();
    fireEvent.click(screen.getByRole("switch", { name: r.only24h }));
    expect(replace).toHaveBeenCalledWith(expect.stringMatching(/[?&]all=1/), { scroll: false });
    // Until they come the list says it is still filling (a screen reader waits; so does a test reading it).
    expect(screen.getByRole("list", { name: r.title })).toHaveAttribute("aria-busy", "true");
    unmount();
    renderList({ allCards: true });
    expect(shownNames()).toEqual(["Clinic b", "Clinic a", "Clinic c", "Clinic d", "Clinic e"]);
    expect(screen.getByRole("list", { name: r.title })).not.toHaveAttribute("aria-busy");
  });

  it("shows the nearest cards first with a link to the rest, and asks for every card once a filter could show one not sent", () => {
    renderList({ firstCards: 2 });
    // The count is the whole list's; the cards are the first two, then the link (a plain link: it works without JavaScript).
    expect(screen.getByText("4 clinics found")).toBeInTheDocument();
    expect(shownNames()).toEqual(["Clinic b", "Clinic a"]);
    const more = screen.getByRole("link", { name: "Show 2 more 24-hour hospitals" });
    expect(more).toHaveAttribute("href", "/emergency-results/req?more=1");
    expect(replace).not.toHaveBeenCalled();
    // Kowloon's 24-hour clinics are a, c and d: c and d have no card yet, so every card is asked for.
    fireEvent.click(screen.getByRole("button", { name: r.showFilters }));
    fireEvent.change(screen.getByLabelText(r.region), { target: { value: "KLN" } });
    expect(replace).toHaveBeenCalledWith(expect.stringMatching(/[?&]all=1/), { scroll: false });
    expect(screen.getByRole("list", { name: r.title })).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("link", { name: /^Show \d+ more/ })).not.toBeInTheDocument();
  });

  it("asks the server for every clinic once a filter other than the default is chosen, when some were not sent", () => {
    // The first render sends the default filters' clinics only (here the four 24-hour ones; "e" stayed on the server).
    renderList({ clinics: CLINICS.filter((c) => c.is24Hour), unsent: 1 });
    expect(screen.getByText("4 clinics found")).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    // Island's only 24-hour clinic, b, has its card; but a clinic not sent could match a filter, so all are asked for.
    fireEvent.click(screen.getByRole("button", { name: r.showFilters }));
    fireEvent.change(screen.getByLabelText(r.region), { target: { value: "HKI" } });
    expect(shownNames()).toEqual(["Clinic b"]);
    expect(replace).toHaveBeenCalledWith(expect.stringMatching(/[?&]all=1/), { scroll: false });
    expect(screen.getByRole("list", { name: r.title })).toHaveAttribute("aria-busy", "true");
  });

  it("offers no link when every card of the list came", () => {
    renderList();
    expect(screen.queryByRole("link", { name: /^Show \d+ more/ })).not.toBeInTheDocument();
  });
});

describe("the results list on a slow phone", () => {
  it("makes the broadcast's message when the owner broadcasts, not when the list appears", async () => {
    renderList();
    expect(buildBroadcastMessage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: r.broadcastAll }));
    // The confirmation shows the message the clinics will get.
    expect(await screen.findByRole("alertdialog")).toHaveTextContent("Seizure");
    expect(buildBroadcastMessage).toHaveBeenCalled();
  });

  it("selects a clinic whose box was ticked before the page's JavaScript ran", async () => {
    const ui = withIntl(list());
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    // The owner ticks Clinic a on the server's HTML: a native box, so the tick shows at once.
    const box = within(container).getByRole("checkbox", { name: "Select Clinic a" });
    fireEvent.click(box);
    expect(box).toBeChecked();
    const root = await act(async () => hydrateRoot(container, ui));
    expect(within(container).getByText("1 selected")).toBeInTheDocument();
    expect(within(container).getByRole("button", { name: "Broadcast to 1" })).toBeEnabled();
    expect(box).toBeChecked();
    act(() => root.unmount());
    container.remove();
  });
});
