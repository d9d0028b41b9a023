import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "@/tests/utils/repo-sources";

// `npm run lint` runs dependency-cruiser with .dependency-cruiser.cjs. Each of
// its rules is shown firing here on throwaway modules written into lib/text
// (layer 0) and removed afterwards: a cycle made only of `import type`, an
// import from layer 0 up to the database layer, and a module nobody imports.

const PROBE = "lib/text/zz-import-rule-probe";

type Violation = { rule: { name: string }; from: string; to: string };

function cruise(): Violation[] {
  const result = spawnSync(
    path.join(ROOT, "node_modules/.bin/depcruise"),
    ["--config", ".dependency-cruiser.cjs", "--output-type", "json", PROBE],
    { cwd: ROOT, encoding: "utf8" },
  );
  return (JSON.parse(result.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const write = (name: string, text: string) => writeFileSync(path.join(ROOT, PROBE, name), text);

beforeAll(() => {
  mkdirSync(path.join(ROOT, PROBE), { recursive: true });
  write("type-a.ts", 'import type { B } from "./type-b";\nexport type A = { b?: B };\n');
  write("type-b.ts", 'import type { A } from "./type-a";\nexport type B = { a?: A };\n');
  write("upward.ts", 'import { db } from "@/lib/db";\nexport const probe = db;\n');
  write("orphan.ts", "export const lonely = 1;\n");
});

afterAll(() => rmSync(path.join(ROOT, PROBE), { recursive: true, force: true }));

test("lint's import rules fire on a type-only cycle, an upward import and an orphan", () => {
  const found = cruise().map((v) => `${v.rule.name} ${v.from} -> ${v.to}`);
  expect(found).toEqual(
    expect.arrayContaining([
      `no-circular ${PROBE}/type-a.ts -> ${PROBE}/type-b.ts`,
      `lib-layer-0-points-down ${PROBE}/upward.ts -> lib/db/index.ts`,
      `no-orphans ${PROBE}/orphan.ts -> ${PROBE}/orphan.ts`,
    ]),
  );
});
