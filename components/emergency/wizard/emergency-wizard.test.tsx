import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import en from "@/messages/en.json";
import { renderWithIntl } from "@/tests/utils/render";
import { jsonReply } from "@/tests/utils/fetch-reply";
import { freshWizardState } from "@/lib/emergency/wizard-form-state";
import { EmergencyWizard } from "./emergency-wizard";

// The wizard's promises to an owner whose network fails them: what
// they typed survives a reload, a request that could not be sent is sent again
// on its own with the same Idempotency-Key (so a clinic is never alerted twice),
// and the owner is told which of those is happening. Real wizard, real messages;
// only the network (fetch), the router and the toasts are stand-ins.

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const toast = { success: jest.fn(), error: jest.fn() };
// Both ways in: loadToast, and the toast calls (read when called, after `toast` exists).
jest.mock("@/lib/toast", () => ({
  loadToast: async () => toast,
  get toast() {
    return toast;
  },
}));

const w = en.EmergencyWizard;
const DRAFT_KEY = "pawalert.emergencyDraft";
const RETRY_EVERY_MS = 10_000;

/** The owner's request as the draft keeps it, at step 3 with everything filled in. */
function saveDraft(extra: Record<string, unknown> = {}) {
  const values = {
    symptomKeys: ["seizure"],
    petSpecies: "dog",
    manualLocation: "Mong Kok",
    contactName: "Chan Tai Man",
    contactPhone: "9123 4567",
  };
  const draft = { step: 3, values, otherText: "", voiceSummary: "", idempotencyKey: null, queued: false, ...extra };
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}
const storedDraft = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null");

/** The POSTs to /api/emergency-requests, answered in turn by `answers` (an Error = no network). */
const fetchMock = jest.fn();
function network(...answers: (Error | ReturnType<typeof jsonReply>)[]) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url !== "/api/emergency-requests") return jsonReply(200, []); // the offline hospital list
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new TypeError("Failed to fetch");
    return answer;
  });
}
const posts = () => fetchMock.mock.calls.filter(([url]) => url === "/api/emergency-requests");
const keyOf = (call: unknown[]) => (call[1] as { headers: Record<string, string> }).headers["Idempotency-Key"];

let online = true;
beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  sessionStorage.clear();
  online = true;
  jest.spyOn(window.navigator, "onLine", "get").mockImplementation(() => online);
  global.fetch = fetchMock;
  Element.prototype.scrollIntoView = jest.fn(); // not in jsdom; the trouble panel scrolls itself into view
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

// The plain form's Server Action is never reached here: once React is live, the wizard handles every submit.
const noPost = jest.fn(async (state: ReturnType<typeof freshWizardState>) => state);
const renderWizard = () =>
  renderWithIntl(<EmergencyWizard pets={[]} profile={null} action={noPost} initial={freshWizardState("test-key-0001")} />);
const findClinics = () => fireEvent.click(screen.getByRole("button", { name: w.findClinics }));

describe("the wizard's draft", () => {
  it("brings back the step and what the owner typed after a reload, and keeps saving changes", async () => {
    saveDraft();
    renderWizard();

    expect(await screen.findByText(w.stepIndicator.replace("{step}", "3"), { selector: "span" })).toBeInTheDocument();
    expect(screen.getByLabelText(w.contactName)).toHaveValue("Chan Tai Man");
    expect(screen.getByLabelText(w.contactPhone)).toHaveValue("9123 4567");

    fireEvent.change(screen.getByLabelText(w.contactPhone), { target: { value: "6123 4567" } });
    expect(storedDraft()).toMatchObject({ step: 3, values: { contactName: "Chan Tai Man", contactPhone: "6123 4567" } });
  });

  it("is gone once the request is created, so the next emergency starts afresh", async () => {
    saveDraft();
    network(jsonReply(201, { id: "req-1" }));
    renderWizard();

    findClinics();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/emergency-results/req-1"));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(JSON.parse(posts()[0][1].body)).toMatchObject({
      contactName: "Chan Tai Man",
      contactPhone: "9123 4567",
      manualLocation: "Mong Kok",
    });
  });
});

describe("a step the server rendered from a post made before JavaScript", () => {
  const posted = {
    ...freshWizardState("posted-key-0001"),
    step: 3 as const,
    posted: true,
    values: {
      ...freshWizardState("").values,
      symptomKeys: ["seizure"],
      petSpecies: "dog",
      manualLocation: "Mong Kok",
      contactName: "Chan Tai Man",
      contactPhone: "12",
    },
    errors: { contactPhone: "Validation.invalidPhone" },
  };

  it("shows the server's message and what was typed, and sends with the same key", async () => {
    saveDraft({ step: 1, values: {} }); // older than the post: not restored over it
    network(jsonReply(201, { id: "req-9" }));
    const { container } = renderWithIntl(<EmergencyWizard pets={[]} profile={null} action={noPost} initial={posted} />);

    expect(screen.getByText(en.Validation.invalidPhone)).toBeInTheDocument();
    expect(screen.getByLabelText(w.contactPhone)).toHaveValue("12");
    // (The hidden fields that carry the earlier steps are the server HTML's: tests/api/wizard-form.test.ts.)
    expect(container.querySelector("input[type=hidden][name=step]")).toHaveValue("3");

    fireEvent.change(screen.getByLabelText(w.contactPhone), { target: { value: "9123 4567" } });
    findClinics();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/emergency-results/req-9"));
    // The key the plain form carried: a post that reached the server before cannot become a second request.
    expect(keyOf(posts()[0])).toBe("posted-key-0001");
    expect(noPost).not.toHaveBeenCalled();
  });
});

describe("sending when the network fails", () => {
  it("a submit that got no answer is the connection: kept, said so (not the service's trouble), retried with the same Idempotency-Key", async () => {
    saveDraft();
    network(new TypeError("Failed to fetch"), new TypeError("Failed to fetch"), jsonReply(201, { id: "req-2" }));
    renderWizard();

    findClinics();
    expect(await screen.findByText(en.Offline.queuedTitle)).toBeInTheDocument();
    expect(screen.queryByText(en.Offline.retryingTitle)).not.toBeInTheDocument();
    // The phone says it is online: tried once more at once, then every few seconds.
    await waitFor(() => expect(posts()).toHaveLength(2));
    const key = keyOf(posts()[0]);
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(posts()[1])).toBe(key);
    // A reload now would send it with the same key too.
    expect(storedDraft()).toMatchObject({ idempotencyKey: key });
    expect(push).not.toHaveBeenCalled();

    await act(() => jest.advanceTimersByTimeAsync(RETRY_EVERY_MS));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/emergency-results/req-2"));
    expect(posts()).toHaveLength(3);
    expect(keyOf(posts()[2])).toBe(key);
  });

  it("a 503 from the server is the service's trouble, said so and retried", async () => {
    saveDraft();
    network(jsonReply(503, { error: { code: "unavailable", message: "down" } }), jsonReply(201, { id: "req-4" }));
    renderWizard();

    findClinics();
    expect(await screen.findByText(en.Offline.retryingTitle)).toBeInTheDocument();
    expect(screen.queryByText(en.Offline.queuedTitle)).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(RETRY_EVERY_MS));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/emergency-results/req-4"));
  });

  it("keeps a request made offline on the phone, tells the owner, and sends it when the connection returns", async () => {
    saveDraft();
    network(jsonReply(201, { id: "req-3" }));
    online = false;
    renderWizard();

    findClinics();
    expect(await screen.findByText(en.Offline.queuedTitle)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    const { idempotencyKey } = storedDraft();
    expect(storedDraft()).toMatchObject({ queued: true, values: { contactName: "Chan Tai Man" } });
    expect(idempotencyKey).toBeTruthy();

    // Still offline: the timer does not send into the void.
    await act(() => jest.advanceTimersByTimeAsync(RETRY_EVERY_MS));
    expect(posts()).toHaveLength(0);

    online = true;
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/emergency-results/req-3"));
    expect(posts()).toHaveLength(1);
    expect(keyOf(posts()[0])).toBe(idempotencyKey);
  });

  it("sends a request queued before a reload with the key it was first given", async () => {
    saveDraft({ queued: true, idempotencyKey: "key-from-before-the-reload" });
    network(jsonReply(201, { id: "req-4" }));
    renderWizard();

    await waitFor(() => expect(push).toHaveBeenCalledWith("/emergency-results/req-4"));
    expect(posts().map(keyOf)).toEqual(["key-from-before-the-reload"]);
  });

  it("does not retry what the server refused: the owner sees the field's message instead", async () => {
    saveDraft({
      values: { symptomKeys: ["seizure"], petSpecies: "dog", manualLocation: "Mong Kok", contactName: "Chan", contactPhone: "1234 5678" },
    });
    network(jsonReply(400, { error: { code: "validation_failed", message: "x", fields: { contactPhone: "Validation.invalidPhone" } } }));
    renderWizard();

    findClinics();
    expect(await screen.findByText(en.Validation.invalidPhone)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(RETRY_EVERY_MS * 2));
    expect(posts()).toHaveLength(1);
    expect(screen.queryByText(en.Offline.retryingTitle)).not.toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });
});
