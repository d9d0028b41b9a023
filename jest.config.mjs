import nextJest from "next/jest.js";

// Four projects: unit (no database: lib/, scripts/, i18n/, messages/ and the
// docs' own checks in docs/), db (needs DATABASE_URL; run in band), components
// (jsdom, real English messages) and api (HTTP against a running server at
// BASE_URL). scripts/test.ts runs unit and components together in one jest run
// (after lint and the type check), then db, then api against the production
// build it starts, then the browser, fault and two-instance tiers.
const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // "server-only" throws outside React's server build; tests run server code directly.
    "^server-only$": "<rootDir>/tests/utils/empty-module.js",
  },
  // JEST_SKIP_TESTS: paths (comma-separated) a run leaves out (`npm test -- --skip-tests=`, scripts/test.ts).
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/", ...(process.env.JEST_SKIP_TESTS?.split(",").filter(Boolean) ?? [])],
  // Builds (.next, .next-test) hold a standalone copy of package.json and node_modules: not modules of the tests.
  modulePathIgnorePatterns: ["<rootDir>/\\.next"],
  // ESM-only packages (next-intl and its ICU stack) plus what next/jest itself transforms.
  transformIgnorePatterns: [
    "/node_modules/(?!(next-intl|use-intl|intl-messageformat|icu-minify|@formatjs|@schummar|geist|next/dist/client|next/dist/shared/lib)/)",
  ],
};

// next/jest prepends its own "/node_modules/" ignore pattern, which would also
// skip next-intl (ESM only); keep only ours and its CSS-module rule.
const project = async (config) => {
  const resolved = await createJestConfig({ ...shared, ...config })();
  return {
    ...resolved,
    transformIgnorePatterns: [
      ...shared.transformIgnorePatterns,
      ...resolved.transformIgnorePatterns.filter((p) => !p.includes("node_modules")),
    ],
  };
};

export default async function config() {
  return {
    projects: [
      await project({
        displayName: "unit",
        testEnvironment: "node",
        testMatch: ["<rootDir>/{lib,scripts,i18n,messages,docs}/**/*.test.ts"],
        testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "\\.db\\.test\\.ts$"],
      }),
      await project({
        displayName: "db",
        testEnvironment: "node",
        testMatch: ["<rootDir>/{lib,scripts}/**/*.db.test.ts"],
        setupFilesAfterEnv: ["<rootDir>/tests/utils/db-setup.ts"],
      }),
      await project({
        displayName: "components",
        testEnvironment: "jsdom",
        testMatch: ["<rootDir>/components/**/*.test.tsx"],
        setupFilesAfterEnv: ["<rootDir>/tests/utils/jest-dom-setup.ts"],
      }),
      await project({
        displayName: "api",
        testEnvironment: "node",
        testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
        // 30 s a test (tests/utils/api-setup.ts).
        setupFilesAfterEnv: ["<rootDir>/tests/utils/api-setup.ts"],
      }),
    ],
  };
}
