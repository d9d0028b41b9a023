// ESLint for the whole tree (`npm run lint`, the first step of `npm test`):
// Next.js's own flat configs (React, hooks, jsx-a11y, import, @next/next and
// typescript-eslint's recommended rules), plus the rules that keep one home for
// each thing (issue 20). Rules turned off here say why on the same line.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "tests/**"];

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

const DATABASE = ["@/lib/db", "@/lib/db/client"].map((name) => ({
  name,
  message: "Queries live in lib/<domain> (queries.ts, service.ts): pages, handlers and components call those.",
}));
const PRISMA_CLIENT = [
  { group: ["@/lib/generated/*"], allowTypeImports: true, message: "The Prisma client is lib/'s: import its types only." },
];

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
      "lib/security/auth-limits.ts",
    ],
    rules: { "no-restricted-imports": ["error", HTTP_LAYER] },
  },
  {
    files: ["app/**"],
    ignores: TESTS,
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: DATABASE, patterns: PRISMA_CLIENT }] },
  },
  {
    files: ["components/**"],
    ignores: TESTS,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [...DATABASE, { name: "@/lib/http", message: "Components call the API through lib/api-client.ts." }],
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
    // Rules for the copies issue 20 removed, so they do not come back.
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "lib/i18n/locale.ts", "lib/domain/enums.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
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
      ],
    },
  },
  {
    // Third-party signatures that do not line up with their own documented use (NextAuth's
    // App Router handler, Sentry's beforeSend types across its browser and node builds).
    files: ["app/api/auth/**/route.ts", "lib/monitoring/*.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx"],
    // jest.mock factories are hoisted above the imports, so they must require() what they return.
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
