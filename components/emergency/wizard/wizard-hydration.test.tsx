// First: the render counter installs React's DevTools hook, which react-dom reads once, when loaded.
import { countRenders } from "@/tests/utils/render-count";
import { act, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import en from "@/messages/en.json";
import { withIntl } from "@/tests/utils/render";
import { freshWizardState } from "@/lib/emergency/wizard-form-state";
import { EmergencyWizard } from "./emergency-wizard";

// On a slow phone the wizard is the server's plain form until React takes it
// over. Taking over must not render the whole wizard a second time
// right after hydration: that render is one uninterruptible task on the main
// thread while the owner is trying to tap. Real wizard, real messages, React's
// own server renderer and hydration; only the router is a stand-in.

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const w = en.EmergencyWizard;
const noPost = jest.fn(async (state: ReturnType<typeof freshWizardState>) => state);

it("takes over the server's form with one render of the wizard, and its buttons work in the page", async () => {
  const ui = withIntl(<EmergencyWizard pets={[]} profile={null} action={noPost} initial={freshWizardState("test-key-0001")} />);
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  const page = within(container);
  // Before JavaScript: Next posts the step, and Enter in a field has a hidden default submit button.
  expect(page.getByRole("button", { name: w.next })).toHaveAttribute("type", "submit");
  expect(container.querySelectorAll('button[type="submit"][hidden]')).toHaveLength(1);

  const wizard = countRenders(EmergencyWizard);
  const root = await act(async () => hydrateRoot(container, ui));

  // React is live: Next moves on in the page, the plain form's own parts are gone.
  expect(page.getByRole("button", { name: w.next })).toHaveAttribute("type", "button");
  expect(container.querySelectorAll('button[type="submit"][hidden]')).toHaveLength(0);
  // Hydration is the wizard's one render: its first effects change no state, and what differs
  // after hydration is read by the small parts that show it (hydration-gates.tsx).
  expect(wizard.renders).toBe(1);
  act(() => root.unmount());
  container.remove();
});
