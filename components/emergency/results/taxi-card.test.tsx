import { fireEvent, render, screen } from "@testing-library/react";
import { TaxiCard, type TaxiLabels } from "./taxi-card";

// "Show to taxi driver": the sign opens full screen from what the
// page already holds. Its content exists only while it is open: a
// results page carries one taxi card per clinic, and ~56 closed signs were
// ~85 KB of the document.

const LABELS: TaxiLabels = {
  show: "Show to taxi driver",
  showLabel: "Show Kowloon Animal Hospital's address to a taxi driver",
  please: "Please take me to",
  pleaseZh: "唔該去",
  close: "Close",
  directions: "Directions",
  noChinese: "No Chinese address on file",
};
const PLACE = {
  name: "Kowloon Animal Hospital",
  nameZh: "九龍動物醫院",
  address: "1 Nathan Road",
  addressZh: "彌敦道1號",
  directionsHref: null,
};

// jsdom has no modal dialogs: open and close as the browser does (the close event included).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

it("makes the sign when it opens, with the Chinese address, and drops it when it closes", () => {
  const { container } = render(<TaxiCard place={PLACE} labels={LABELS} />);
  const dialog = container.querySelector("dialog[data-taxi]")!;
  expect(dialog.querySelector("[data-taxi-address]")).toBeNull();

  fireEvent.click(screen.getByRole("button", { name: LABELS.showLabel }));
  expect(dialog.hasAttribute("open")).toBe(true);
  expect(dialog.querySelector("[data-taxi-address]")).toHaveTextContent("彌敦道1號");
  expect(dialog.querySelector("[data-taxi-name]")).toHaveTextContent("九龍動物醫院");

  fireEvent.click(screen.getByRole("button", { name: LABELS.close }));
  expect(dialog.hasAttribute("open")).toBe(false);
  expect(dialog.querySelector("[data-taxi-address]")).toBeNull();
  expect(screen.getByRole("button", { name: LABELS.showLabel })).toHaveFocus();
});

it("across water, the sign first tells the owner to take the ferry; by road it has no such line", () => {
  const ferry = "Across water: take the ferry from Yung Shue Wan Ferry Pier first, then show this to a taxi driver.";
  const { container, unmount } = render(<TaxiCard place={PLACE} labels={{ ...LABELS, ferry }} />);
  fireEvent.click(screen.getByRole("button", { name: LABELS.showLabel }));
  const sign = container.querySelector("dialog[data-taxi]")!;
  expect(sign.querySelector("[data-taxi-ferry]")).toHaveTextContent(ferry);
  // Read before the driver's lines.
  expect(sign.textContent!.indexOf(ferry)).toBeLessThan(sign.textContent!.indexOf("九龍動物醫院"));
  unmount();

  const byRoad = render(<TaxiCard place={PLACE} labels={LABELS} />);
  fireEvent.click(screen.getByRole("button", { name: LABELS.showLabel }));
  expect(byRoad.container.querySelector("[data-taxi-ferry]")).toBeNull();
});
