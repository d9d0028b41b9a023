import { act, render, screen } from "@testing-library/react";
import { SETTLE_MS } from "@/lib/idle";
import { toast } from "@/lib/toast";
import { LazyToaster } from "./lazy-toaster";

// The toaster (sonner: its stylesheet and first render were a long task in a
// page's first seconds) mounts once the page has settled, or at the
// first toast, whichever comes first. Its region is sonner's live <section>.
const region = () => document.querySelector("section[aria-live]");

afterEach(() => jest.useRealTimers());

test("mounts only once the page has settled: SETTLE_MS after load, then an idle moment", async () => {
  jest.useFakeTimers();
  render(<LazyToaster />);
  await act(async () => void jest.advanceTimersByTime(SETTLE_MS - 100));
  expect(region()).toBeNull();
  // jsdom has no requestIdleCallback: the idle moment is a second later.
  await act(async () => void jest.advanceTimersByTime(1200));
  jest.useRealTimers();
  await screen.findByRole("region", { name: /Notifications/ });
});

test("a toast raised before it settles mounts it at once and is shown", async () => {
  render(<LazyToaster />);
  expect(region()).toBeNull();
  toast.error("Could not send");
  // Well before SETTLE_MS: the toast does not wait for the page to settle.
  expect(await screen.findByText("Could not send", undefined, { timeout: 2000 })).toBeInTheDocument();
});
