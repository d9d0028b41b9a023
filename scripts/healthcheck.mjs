// The container's HEALTHCHECK (bundled as healthcheck.js): 0 when this
// instance's /api/health answers 2xx within 4 s, 1 otherwise. Node, because the
// slim image has no curl.
const port = process.env.PORT || 3000;
fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4_000) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
