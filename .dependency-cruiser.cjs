// The import rules lint enforces (npm run lint runs `depcruise`): lib/'s
// layers, no cycles (type-only imports count: `import type` is still an
// edge a reader must follow), and no module nobody imports.
//
// lib/ is built in layers; a folder (or top-level file) imports only from its
// own layer and the layers below it. docs/DEVELOPING.md ("Layers") says what
// each holds. A new folder goes into one of these lists or lint fails.
const LAYERS = [
  // 0 primitives: words, values and settings with no rules of the product
  [
    "domain",
    "text",
    "env",
    "class-merge",
    "utils",
    "json-bytes",
    "dist-dir",
    "build-fingerprint",
    "phone",
    "phone-format",
    "csv",
    "idle",
    "toast",
    "toast-wanted",
  ],
  // 1 foundations: languages, Hong Kong time, errors, validation, places on a map, logging, request safety
  ["i18n", "time", "errors", "validation", "api-client", "geo", "log", "security"],
  // 2 storage and requests: the database, its clock, jobs, audit, limits, HTTP answers
  ["db", "clock", "jobs", "audit", "request-meta", "rate-limit", "translations", "health", "http"],
  // 3 domains: who is acting, clinics, places, pets, messages, the offline list
  ["auth", "regions", "places", "pets", "feeds", "clinics", "messaging", "push", "analytics", "monitoring", "offline"],
  // 4 services: what a route does, across domains
  ["accounts", "sign-in", "emergency", "broadcast", "arrivals", "request-state", "retention", "first-aid"],
  // 5 entry points: run by scripts and the server's start
  ["seed", "background-jobs", "server-start"],
];

const inLib = (names) => `^lib/(${names.join("|")})(/|\\.tsx?$)`;

const layerRules = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `lib-layer-${i}-points-down`,
  comment: `lib/ layer ${i} (${layer.join(", ")}) imports only from layers 0-${i}`,
  severity: "error",
  from: { path: inLib(layer) },
  to: { path: inLib(LAYERS.slice(i + 1).flat()) },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle, type-only imports included: move the shared piece to the lower module.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: "lib-in-a-layer",
      comment: "Every folder and top-level file of lib/ belongs to a layer (LAYERS above).",
      severity: "error",
      from: { path: "^lib/", pathNot: [inLib(LAYERS.flat()), "^lib/generated/"] },
      to: {},
    },
    {
      name: "lib-below-the-screens",
      comment: "lib/ never imports a page or a component.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "components-below-the-routes",
      comment: "A component never imports a route file.",
      severity: "error",
      from: { path: "^components/" },
      to: { path: "^app/" },
    },
    {
      name: "no-orphans",
      comment: "A module nobody imports is dead code (entry points, tests and config are named here).",
      severity: "error",
      from: {
        orphan: true,
        pathNot: [
          "(^|/)\\.[^/]+\\.(c|m)?js$",
          "\\.d\\.m?ts$",
          // Docker's HEALTHCHECK runs it.
          "^scripts/healthcheck\\.mjs$",
          "(^|/)(page|layout|route|loading|error|not-found|global-error|template|default|manifest|robots|sitemap|opengraph-image|icon)\\.tsx?$",
          "\\.(test|spec)\\.tsx?$",
          "^lib/generated/",
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^lib/generated/|\\.(test|spec)\\.tsx?$|^tests/)" },
    // `import type` counts as an import (a cycle through types is a cycle).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
