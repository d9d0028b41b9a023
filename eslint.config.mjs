// ESLint for the whole tree (`npm run lint`, the first step of `npm test`):
// Next.js's own flat configs (React, hooks, jsx-a11y, import, @next/next and
// typescript-eslint's recommended rules), plus the rules that keep one home for
// each thing. Rules turned off here say why on the same line.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "tests/**"];

/**
 * The modules that may run raw SQL (lib/db/sql.ts's queryRows / executeSql),
 * each for a statement Prisma cannot say or a measured hot path (DEVELOPING.md,
 * "One way"). Everything else uses the Prisma client.
 */
const RAW_SQL_MODULES = [
  "lib/db/**", // the raw-SQL function itself, migrations, backups, the drift check
  "lib/clinics/search-rows.ts", // the clinic search: pg's decoding is half Prisma's CPU
  "lib/clinics/admin-list.ts", // the stat cards' row and the claim filter's partial index
  "lib/clinics/requests.ts", // a clinic's requests with lateral joins and Hong Kong day boundaries
  "lib/clinics/synthetic.ts", // bulk INSERT ... SELECT generate_series for benchmarks
  "lib/emergency/store.ts", // a submission looked up, counted and stored in one statement
  "lib/rate-limit.ts", // the limiter's one-statement upsert
  "lib/messaging/worker.ts", // claiming the outbox with FOR UPDATE SKIP LOCKED
  "lib/broadcast/anonymous-cap.ts", // locking clinic rows FOR UPDATE, then counting what reached them, inside the writing transaction
  "lib/health.ts", // SELECT 1
];

/** Raw SQL: the Prisma client's raw methods anywhere but lib/db/sql.ts. */
const RAW_SQL_SYNTAX = {
  selector: "MemberExpression[property.name=/^\\$(queryRaw|executeRaw)(Unsafe)?$/]",
  message:
    "Raw SQL goes through queryRows/executeSql (lib/db/sql.ts: rows checked, tx inside a transaction), from the modules eslint.config.mjs names.",
};

/** Raw SQL's function, outside RAW_SQL_MODULES. */
const RAW_SQL_IMPORTS = ["@/lib/db", "@/lib/db/sql"].map((name) => ({
  name,
  importNames: ["queryRows", "executeSql"],
  message: 'Prisma by default: raw SQL only in the modules RAW_SQL_MODULES names in eslint.config.mjs (DEVELOPING.md, "One way").',
}));

/** pg itself: lib/db (the pool, migrations, backups) and scripts only. */
const PG_IMPORT = { name: "pg", message: "Queries go through Prisma or lib/db/sql.ts's queryRows; only lib/db opens pg connections." };

/** Environment reads: lib/env.ts parses them once (NODE_ENV and NEXT_PUBLIC_* are inlined into client bundles by Next). */
const ENV_SYNTAX = {
  selector: "MemberExpression[object.object.name='process'][object.property.name='env'][property.name!=/^(NODE_ENV|NEXT_PUBLIC_\\w+)$/]",
  message: "Read settings through getServerEnv() (lib/env.ts), which validates them; not process.env.",
};

/** sonner loads with the first toast (lib/toast.ts), never with a page. */
const SONNER_IMPORT = {
  name: "sonner",
  message: "Use toast or loadToast() from lib/toast.ts: sonner must stay out of every page's first download.",
};

/** Icons: components/ui/icon.tsx with a shape from components/ui/icons/ (lucide-react's icons are client components). */
const ICON_IMPORT = {
  name: "lucide-react",
  message:
    "Draw icons with <Icon node={…} /> from components/ui/icon.tsx and a shape from components/ui/icons/: lucide-react's icons hydrate on every page.",
};

/** Links: LocaleAnchor (server components) or LocaleLink (client components), both in components/layout. */
const LINK_IMPORTS = [
  { name: "next/link", message: "Use LocaleLink (client components) or LocaleAnchor (server components) from components/layout." },
  {
    name: "@/i18n/navigation",
    importNames: ["Link"],
    message: "next-intl's Link loads its client provider (~12 KB): use LocaleLink or LocaleAnchor from components/layout.",
  },
];

/** Second copies of a rule or a vocabulary, each replaced by its one home, so they do not come back. */
const ONE_HOME_SYNTAX = [
  {
    selector: "TSAsExpression > TSNeverKeyword",
    message: "Message keys are typed (types/next-intl.d.ts): no `as never`; a run-time key goes through translateKnown().",
  },
  {
    selector: "BinaryExpression[operator=/^[!=]==$/] > Literal[value='admin']",
    message: "Use isAdmin() from lib/domain/enums.",
  },
  {
    selector: "TSTypeAliasDeclaration[id.name='Locale']",
    message: "Locale is declared once, in lib/i18n/locale.ts.",
  },
  // The one-way helpers of DEVELOPING.md's table, in place of hand-written copies.
  {
    selector: "CallExpression[callee.property.name='includes'][callee.object.type='TSAsExpression']",
    message: "Membership in a vocabulary: isOneOf(values, value) from lib/domain/enums (it narrows the type too).",
  },
  {
    selector: "CallExpression[callee.property.name='replace'][callee.object.callee.object.name='JSON']",
    message: "Escape JSON with safeJsonText() / safeJsonBytes() from lib/json-bytes.ts.",
  },
  {
    selector: "ArrayExpression > Literal[value='HKI']",
    message: "Region codes are listed once: REGION_CODES from lib/domain/enums.",
  },
  {
    selector: "ArrayPattern > Identifier[name=/^set(Busy|Saving)$/]",
    message: "A busy flag around an API call: useApiAction() from components/forms/use-api-action.ts.",
  },
  {
    selector: "Literal[value='Asia/Hong_Kong'], BinaryExpression[operator='*'][left.value=8][right.value=3600000]",
    message: "Hong Kong time has one owner: HK_TIME_ZONE, hongKongDay() and hongKongClock() from lib/time/hong-kong.ts.",
  },
  {
    selector: "MemberExpression[property.name='relativeTime']",
    message: '"2 minutes ago" is said one way: relativeAge() from lib/time/format.ts.',
  },
];

/** The HTTP layer: the route wrapper and envelope (lib/http.ts) and Next's request/response objects. */
const HTTP_LAYER = {
  paths: [
    { name: "next/server", message: "Domain code returns values or throws AppError (lib/errors.ts); route handlers build responses." },
    { name: "next/headers", message: "Domain code takes what it needs as arguments; route handlers and pages read headers." },
  ],
  patterns: [
    {
      regex: "^(@/lib/http|(\\.\\.?/)+http)$",
      message: "lib/ must not depend on the HTTP layer: throw AppError / validationError from lib/errors.ts instead.",
    },
    { group: ["@/app/*", "@/components/*"], message: "lib/ holds no routes or React components: they import lib, not the reverse." },
  ],
};

const DATABASE = ["@/lib/db", "@/lib/db/sql"].map((name) => ({
  name,
  message: "Queries live in lib/<domain> (queries.ts, service.ts): pages, handlers and components call those.",
}));
const PRISMA_CLIENT = [
  { group: ["@/lib/generated/*"], allowTypeImports: true, message: "The Prisma client is lib/'s: import its types only." },
];

/** An `eslint-disable*` comment without `-- reason` (ESLint has no built-in rule for it). */
const DISABLE_WITH_REASON = {
  meta: { type: "problem", schema: [], messages: { reason: "Say why after the rule names: `eslint-disable... rule -- reason`." } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (/^\s*eslint-disable/.test(comment.value) && !/ -- \S/.test(comment.value))
            context.report({ loc: comment.loc, messageId: "reason" });
        }
      },
    };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    "lib/generated/**",
    ".next/**",
    ".next-*/**",
    "next-env.d.ts",
    "coverage/**",
    "test-results/**",
    "test-logs/**",
    "playwright-report/**",
    ".data/**",
  ]),
  {
    rules: {
      // A leading underscore marks a value left out on purpose (a destructured field dropped, an unused callback argument).
      "@typescript-eslint/no-unused-vars": [
        "warn",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // No React Compiler in this build: the notice only says it would skip memoizing react-hook-form's watch().
      "react-hooks/incompatible-library": "off",
      // Effects here set state from browser-only sources after hydration (storage, the clock, GPS); useSyncExternalStore would not change what renders.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["lib/**"],
    ignores: [
      ...TESTS,
      "lib/http.ts",
      // The NextAuth route's request filter: it answers refused sign-ins with responses of its own.
      "lib/sign-in/limits.ts",
    ],
    rules: {
      "no-restricted-imports": ["error", { paths: [...HTTP_LAYER.paths, ...RAW_SQL_IMPORTS, PG_IMPORT], patterns: HTTP_LAYER.patterns }],
    },
  },
  {
    files: RAW_SQL_MODULES,
    ignores: [...TESTS, "lib/db/**"],
    rules: { "no-restricted-imports": ["error", { paths: [...HTTP_LAYER.paths, PG_IMPORT], patterns: HTTP_LAYER.patterns }] },
  },
  {
    files: ["lib/db/**"],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", HTTP_LAYER] },
  },
  {
    files: ["app/**"],
    ignores: TESTS,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [...DATABASE, SONNER_IMPORT, ICON_IMPORT, PG_IMPORT, ...LINK_IMPORTS], patterns: PRISMA_CLIENT },
      ],
    },
  },
  {
    files: ["components/**"],
    ignores: TESTS,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            ...DATABASE,
            { name: "@/lib/http", message: "Components call the API through lib/api-client.ts." },
            SONNER_IMPORT,
            ICON_IMPORT,
            PG_IMPORT,
            ...LINK_IMPORTS,
          ],
          patterns: PRISMA_CLIENT,
        },
      ],
    },
  },
  {
    files: ["components/ui/**"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/*", "!@/lib/utils", "@/components/*", "!@/components/ui", "next-intl", "next-intl/*"],
              message: "components/ui holds primitives only (Radix, cva, cn): text and data arrive through props.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/api/**"],
    // Jest helpers named use* (useSql registers its own afterAll) are not React hooks; nothing here renders.
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // One way for each thing (DEVELOPING.md "One way"), outside tests.
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "lib/i18n/locale.ts", "lib/domain/enums.ts", "lib/time/hong-kong.ts"],
    rules: { "no-restricted-syntax": ["error", ...ONE_HOME_SYNTAX, RAW_SQL_SYNTAX, ENV_SYNTAX] },
  },
  {
    // Where the exceptions live: the raw-SQL function and the environment's parser.
    files: ["lib/db/sql.ts", "lib/env.ts"],
    rules: { "no-restricted-syntax": ["error", ...ONE_HOME_SYNTAX] },
  },
  {
    // Read before lib/env.ts can be: the build's own settings (the dist directory, Next's build phase),
    // the proxy's host checks (it runs for every request, before the server environment is parsed),
    // the embedded database's debug switch (started by scripts before the app's environment exists).
    files: ["lib/build-fingerprint.ts", "lib/dist-dir.ts", "lib/server-start.ts", "proxy.ts", "lib/security/host.ts", "lib/db/embedded.ts"],
    rules: { "no-restricted-syntax": ["error", ...ONE_HOME_SYNTAX, RAW_SQL_SYNTAX] },
  },
  {
    // Scripts read process.env and open pg connections of their own, but the app's database goes the one way
    // there too: Prisma, or queryRows / executeSql from a RAW_SQL_MODULES module (bench.ts's ANALYZE had slipped through).
    files: ["scripts/**/*.ts"],
    ignores: TESTS,
    rules: {
      "no-restricted-syntax": ["error", RAW_SQL_SYNTAX],
      "no-restricted-imports": ["error", { paths: RAW_SQL_IMPORTS }],
    },
  },
  {
    // The one importer of sonner (its Toaster primitive) and of next/link (LocaleLink).
    files: ["components/ui/sonner.tsx", "components/layout/locale-link.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: DATABASE, patterns: PRISMA_CLIENT }] },
  },
  {
    // Every eslint-disable says why (`-- reason`).
    plugins: { local: { rules: { "disable-with-reason": DISABLE_WITH_REASON } } },
    rules: { "local/disable-with-reason": "error" },
  },
  {
    // Third-party signatures that do not line up with their own documented use (NextAuth's
    // App Router handler, Sentry's beforeSend types across its browser and node builds).
    // Their casts are not the copies ONE_HOME_SYNTAX forbids; raw SQL and environment reads still are.
    files: ["app/api/auth/**/route.ts", "lib/monitoring/*.ts"],
    rules: { "no-restricted-syntax": ["error", RAW_SQL_SYNTAX, ENV_SYNTAX] },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx"],
    // jest.mock factories are hoisted above the imports, so they must require() what they return.
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
