"use client";

import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { micIcon } from "@/components/ui/icons/mic";
import { rotateCcwIcon } from "@/components/ui/icons/rotate-ccw";
import { squareIcon } from "@/components/ui/icons/square";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { VoiceRecorderFrame } from "./voice-recorder-frame";
import { analyzeTranscript, detectSpecies, type VoiceAnalysis } from "@/lib/emergency/voice-analysis";

// The Web Speech API is not in TypeScript's DOM library: just what we use.
type RecognitionEvent = { results: ArrayLike<ArrayLike<{ transcript: string }>> };
type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
type SpeechWindow = Window & { SpeechRecognition?: new () => Recognition; webkitSpeechRecognition?: new () => Recognition };

type Status = "ready" | "recording" | "recorded";
/** species: the animal the owner named ("my rabbit…"), or null. */
export type VoiceResult = { transcript: string; analysis: VoiceAnalysis; species: ReturnType<typeof detectSpecies> };

/** The speech recogniser's language for the page's: zh-HK for zh-HK or zh, zh-CN as is, otherwise en-US. */
function speechLang(locale: string) {
  if (locale === "zh-HK" || locale === "zh") return "zh-HK";
  return locale === "zh-CN" ? "zh-CN" : "en-US";
}

const ERROR_KEYS: Record<string, "denied" | "noSpeech"> = { "not-allowed": "denied", "no-speech": "noSpeech" };

export function VoiceRecorder({ locale, onResult }: { locale: string; onResult: (r: VoiceResult) => void }) {
  const t = useTranslations("VoiceRecorder");
  const [status, setStatus] = useState<Status>("ready");
  const [transcript, setTranscript] = useState("");
  const active = useRef<Recognition | null>(null);
  const latest = useRef({ onResult, t });
  useEffect(() => {
    latest.current = { onResult, t };
  });
  useEffect(
    () => () => {
      const recognition = active.current;
      active.current = null;
      recognition?.abort();
    },
    [],
  );

  const start = () => {
    const w: SpeechWindow = window;
    const Recognition = w.SpeechRecognition ?? w.webkitSpeechRecognition;
    if (!Recognition) {
      toast.error(t("unsupported"));
      return;
    }
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = speechLang(locale);
    let heard = "";
    // Runs once per session, whether it ended by the stop button, an error or the browser.
    const finish = () => {
      if (active.current !== recognition) return;
      active.current = null;
      const text = heard.trim();
      setStatus(text ? "recorded" : "ready");
      if (!text) return;
      const { onResult: report, t: tr } = latest.current;
      report({
        transcript: text,
        analysis: analyzeTranscript(text, { general: tr("generalEmergency"), criticalPrefix: tr("criticalPrefix") }),
        species: detectSpecies(text),
      });
      toast.success(tr("success"));
    };
    recognition.onresult = (event) => {
      heard = Array.from(event.results, (result) => result[0]?.transcript ?? "")
        .join(" ")
        .replace(/\s+/g, " ");
      setTranscript(heard.trim());
    };
    recognition.onerror = (event) => {
      const key = ERROR_KEYS[event.error];
      toast.error(key ? latest.current.t(key) : latest.current.t("errorCode", { code: event.error }));
      finish();
    };
    recognition.onend = finish;
    try {
      recognition.start();
    } catch {
      toast.error(t("startFailed"));
      return;
    }
    active.current = recognition;
    setTranscript("");
    setStatus("recording");
  };

  const recording = status === "recording";
  const statusText = { ready: t("statusReady"), recording: t("statusRecording"), recorded: t("statusRecorded") }[status];

  return (
    <VoiceRecorderFrame
      action={
        <Button type="button" variant={recording ? "destructive" : "outline"} onClick={recording ? () => active.current?.stop() : start}>
          <Icon node={recording ? squareIcon : status === "recorded" ? rotateCcwIcon : micIcon} />
          {recording ? t("stop") : status === "recorded" ? t("recordAgain") : t("start")}
        </Button>
      }
      status={
        <p role="status" aria-live="polite" className="text-sm">
          {statusText}
        </p>
      }
    >
      {transcript && (
        <div className="mt-3 text-sm">
          <p className="font-medium">{t("transcriptLabel")}</p>
          <p className="mt-1 rounded bg-muted p-2">{transcript}</p>
        </div>
      )}
    </VoiceRecorderFrame>
  );
}
