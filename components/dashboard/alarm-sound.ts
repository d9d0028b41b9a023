// The alarm's sound: two short tones and a pause, generated with the Web Audio
// API (no file to download) and looped by the audio clock itself, so it keeps
// its rhythm in a background tab where page timers are slowed.

/** Whether the page may play: "blocked" until a first interaction (the browsers' autoplay rule), "none" without Web Audio. */
export type SoundState = "ready" | "blocked" | "none";

export type AlarmSound = {
  state(): SoundState;
  /** After a tap: lets the page play (resumes a suspended context). */
  unlock(): Promise<SoundState>;
  start(): void;
  stop(): void;
};

const PATTERN_SECONDS = 1.6;
const TONES = [
  { at: 0, hz: 880 },
  { at: 0.3, hz: 660 },
];
const TONE_SECONDS = 0.22;

type ContextClass = new () => AudioContext;

/** One looping buffer: each tone with a short fade in and out so it does not click. */
function patternBuffer(context: AudioContext): AudioBuffer {
  const rate = context.sampleRate;
  const buffer = context.createBuffer(1, Math.round(PATTERN_SECONDS * rate), rate);
  const data = buffer.getChannelData(0);
  const length = Math.round(TONE_SECONDS * rate);
  const fade = Math.round(0.01 * rate);
  for (const { at, hz } of TONES) {
    const start = Math.round(at * rate);
    for (let i = 0; i < length; i++) {
      const envelope = Math.min(1, i / fade, (length - i) / fade);
      data[start + i] = 0.4 * envelope * Math.sin((2 * Math.PI * hz * i) / rate);
    }
  }
  return buffer;
}

export function createAlarmSound(Context: ContextClass | undefined = globalThis.AudioContext): AlarmSound {
  if (!Context) {
    return { state: () => "none", unlock: async () => "none", start() {}, stop() {} };
  }
  const context = new Context();
  let source: AudioBufferSourceNode | null = null;
  const state = (): SoundState => (context.state === "running" ? "ready" : "blocked");
  return {
    state,
    async unlock() {
      await context.resume().catch(() => undefined);
      return state();
    },
    start() {
      if (source) return;
      source = context.createBufferSource();
      source.buffer = patternBuffer(context);
      source.loop = true;
      source.connect(context.destination);
      source.start();
    },
    stop() {
      source?.stop();
      source?.disconnect();
      source = null;
    },
  };
}
