import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/sonner";
import { renderWithIntl } from "@/tests/utils/render";
import { VoiceRecorder, type VoiceResult } from "./voice-recorder";

// The browser's Web Speech API is the boundary: a fake that behaves like
// Chrome's (results accumulate, stop() ends the session with an "end" event).
class FakeRecognition {
  static last: FakeRecognition | null = null;
  static failStart = false;
  continuous = false;
  interimResults = false;
  lang = "";
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    if (FakeRecognition.failStart) throw new Error("InvalidStateError");
  }
  stop() {
    setTimeout(() => this.onend?.(), 0);
  }
  abort() {}
  hear(...phrases: string[]) {
    act(() => this.onresult?.({ results: phrases.map((transcript) => [{ transcript }]) }));
  }
  fail(error: string) {
    act(() => {
      this.onerror?.({ error });
      this.onend?.();
    });
  }
}

type SpeechGlobal = { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
const speechGlobal = window as unknown as SpeechGlobal;

function setup(locale: "en" | "zh-HK" = "en") {
  const results: VoiceResult[] = [];
  renderWithIntl(
    <>
      <VoiceRecorder locale={locale} onResult={(r) => results.push(r)} />
      <Toaster />
    </>,
    { locale },
  );
  return { results, user: userEvent.setup() };
}

beforeEach(() => {
  FakeRecognition.last = null;
  FakeRecognition.failStart = false;
  speechGlobal.SpeechRecognition = FakeRecognition;
  delete speechGlobal.webkitSpeechRecognition;
});

it("tells the user when the browser cannot record", async () => {
  delete speechGlobal.SpeechRecognition;
  const { user } = setup();
  expect(screen.getByRole("heading", { name: "Too panicked to type? Use voice instead" })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Start voice recording" }));
  expect(
    await screen.findByText("Voice recording is not supported in this browser. Please use Chrome, Safari, or Edge."),
  ).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("Ready to record");
});

it("records, shows the live transcript and reports a critical analysis on stop", async () => {
  const { results, user } = setup();
  await user.click(screen.getByRole("button", { name: "Start voice recording" }));
  const recognition = FakeRecognition.last!;
  expect(recognition).toMatchObject({ continuous: true, interimResults: true, lang: "en-US" });
  expect(screen.getByRole("status")).toHaveTextContent("Recording… speak now");

  recognition.hear("my dog", " is not breathing");
  expect(screen.getByText("my dog is not breathing")).toBeInTheDocument();
  expect(results).toEqual([]);

  await user.click(screen.getByRole("button", { name: "Stop recording" }));
  expect(await screen.findByText("Voice recorded successfully")).toBeInTheDocument();
  expect(results).toHaveLength(1);
  expect(results[0].transcript).toBe("my dog is not breathing");
  expect(results[0].analysis.summary).toBe("CRITICAL: not breathing");
  expect(results[0].analysis.categories).toEqual(["critical"]);
  expect(screen.getByRole("status")).toHaveTextContent("Recording finished");
  expect(screen.getByRole("button", { name: "Record again" })).toBeInTheDocument();
});

it("uses the Cantonese recogniser and Chinese labels in zh-HK, via the webkit prefix", async () => {
  delete speechGlobal.SpeechRecognition;
  speechGlobal.webkitSpeechRecognition = FakeRecognition;
  const { results, user } = setup("zh-HK");
  await user.click(screen.getByRole("button", { name: "開始錄音" }));
  expect(FakeRecognition.last!.lang).toBe("zh-HK");
  FakeRecognition.last!.hear("隻貓好似好痛");
  await user.click(screen.getByRole("button", { name: "停止錄音" }));
  expect(await screen.findByText("語音錄製成功")).toBeInTheDocument();
  expect(results[0].analysis.summary).toBe("好痛");
});

it("explains a denied microphone and returns to ready without a result", async () => {
  const { results, user } = setup();
  await user.click(screen.getByRole("button", { name: "Start voice recording" }));
  FakeRecognition.last!.fail("not-allowed");
  expect(await screen.findByText("Microphone access denied. Please allow microphone access and try again.")).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("Ready to record");
  expect(screen.getByRole("button", { name: "Start voice recording" })).toBeInTheDocument();
  expect(results).toEqual([]);
});

it("shows other recogniser errors with their code", async () => {
  const { user } = setup();
  await user.click(screen.getByRole("button", { name: "Start voice recording" }));
  FakeRecognition.last!.fail("network");
  expect(await screen.findByText("Error: network")).toBeInTheDocument();
});

it("reports a recorder that fails to start", async () => {
  FakeRecognition.failStart = true;
  const { user } = setup();
  await user.click(screen.getByRole("button", { name: "Start voice recording" }));
  expect(await screen.findByText("Failed to start recording. Please try again.")).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("Ready to record");
});
