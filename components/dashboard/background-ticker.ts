// A timer that keeps its pace in a background tab. Chromium runs a hidden
// page's own timers at most once a second, and after five minutes hidden at
// most once a minute (intensive wake-up throttling); a dedicated worker's
// timers are left alone. Measured on Debian's Chromium 156 (a tab behind
// another, 400 s, a 1 s timer each): the page's setInterval fired 297 times
// in the first 5 minutes and once in the 95 s after; the worker's 401 times,
// its longest gap 1.4 s. So the dashboard's alarm counts its seconds in a
// tiny worker (a blob: script, allowed by the pages' worker-src) and does the
// work on the page when the worker says so. Where no worker can start, the
// page's own timer is the fallback.

const WORKER_SOURCE = "onmessage=(e)=>{setInterval(()=>postMessage(0),e.data)}";

/** Calls `tick` every `ms` until the returned function is called. */
export function startTicker(ms: number, tick: () => void): () => void {
  try {
    const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
    const worker = new Worker(url);
    URL.revokeObjectURL(url);
    worker.onmessage = tick;
    worker.postMessage(ms);
    return () => worker.terminate();
  } catch {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  }
}
