import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "@/tests/utils/repo-sources";

// `npm run lint` runs dependency-cruiser with .dependency-cruiser.cjs. Each of
// its rules is shown firing here on throwaway modules written into lib/text
// (layer 0) and removed afterwards: a cycle made only of `import type`, an
// import from layer 0 up to the database layer, and a module nobody imports.
//
// The same run's modules also give lib/'s longest import chain: a file that
// imports a file that imports a file... A reader (and a change) follows every
// link of it, so it is held to MAX_CHAIN files (docs/DEVELOPING.md, "Layers").

/** The most files one chain of imports inside lib/ may hold. */
const MAX_CHAIN = 8;

const PROBE = "lib/text/zz-import-rule-probe";
const CHAIN_PROBE = "lib/text/zz-import-chain-probe";

type Violation = { rule: { name: string }; from: string; to: string };
type Cruised = {
  modules: { source: string; dependencies: { resolved: string }[] }[];
  summary: { violations: Violation[] };
};

function cruise(target: string): Cruised {
  const result = spawnSync(
    path.join(ROOT, "node_modules/.bin/depcruise"),
    ["--config", ".dependency-cruiser.cjs", "--output-type", "json", target],
    { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(result.stdout) as Cruised;
}

/**
 * The longest chain of imports among lib/'s own modules, as its files in
 * order. Every import counts (`import type` and `await import()` too); tests
 * are not cruised (.dependency-cruiser.cjs excludes them: they are not part of
 * what ships) and neither is lib/generated (Prisma's). A cycle, which lint
 * refuses, is cut where it closes.
 */
function longestChain({ modules }: Cruised): string[] {
  const inLib = (file: string) => file.startsWith("lib/") && !file.startsWith("lib/generated/");
  const imports = new Map(
    modules.filter((m) => inLib(m.source)).map((m) => [m.source, m.dependencies.map((d) => d.resolved).filter(inLib)]),
  );
  const longestFrom = new Map<string, string[]>();
  const onPath = new Set<string>();
  const from = (file: string): string[] => {
    const known = longestFrom.get(file);
    if (known) return known;
    onPath.add(file);
    let rest: string[] = [];
    for (const next of imports.get(file) ?? []) {
      if (onPath.has(next)) continue;
      const chain = from(next);
      if (chain.length > rest.length) rest = chain;
    }
    onPath.delete(file);
    const chain = [file, ...rest];
    longestFrom.set(file, chain);
    return chain;
  };
  return [...imports.keys()].map(from).reduce<string[]>((a, b) => (b.length > a.length ? b : a), []);
}

const write = (dir: string, name: string, text: string) => writeFileSync(path.join(ROOT, dir, name), text);

describe("lint's import rules", () => {
  beforeAll(() => {
    mkdirSync(path.join(ROOT, PROBE), { recursive: true });
    write(PROBE, "type-a.ts", 'import type { B } from "./type-b";\nexport type A = { b?: B };\n');
    write(PROBE, "type-b.ts", 'import type { A } from "./type-a";\nexport type B = { a?: A };\n');
    write(PROBE, "upward.ts", 'import { db } from "@/lib/db";\nexport const probe = db;\n');
    write(PROBE, "orphan.ts", "export const lonely = 1;\n");
  });

  afterAll(() => rmSync(path.join(ROOT, PROBE), { recursive: true, force: true }));

  test("fire on a type-only cycle, an upward import and an orphan", () => {
    const found = cruise(PROBE).summary.violations.map((v) => `${v.rule.name} ${v.from} -> ${v.to}`);
    expect(found).toEqual(
      expect.arrayContaining([
        `no-circular ${PROBE}/type-a.ts -> ${PROBE}/type-b.ts`,
        `lib-layer-0-points-down ${PROBE}/upward.ts -> lib/db/index.ts`,
        `no-orphans ${PROBE}/orphan.ts -> ${PROBE}/orphan.ts`,
      ]),
    );
  });
});

describe("lib/'s import chains", () => {
  test(`are at most ${MAX_CHAIN} files long`, () => {
    const chain = longestChain(cruise("lib"));
    // On failure: the chain itself, to shorten by moving a piece to where it belongs.
    expect(chain.length > MAX_CHAIN ? chain : []).toEqual([]);
    expect(chain.length).toBeGreaterThan(1);
  });

  test(`a throwaway chain of ${MAX_CHAIN + 1} files is measured and over the limit`, () => {
    const files = Array.from({ length: MAX_CHAIN + 1 }, (_, i) => `link-${i + 1}.ts`);
    mkdirSync(path.join(ROOT, CHAIN_PROBE), { recursive: true });
    try {
      files.forEach((file, i) => {
        const next = files[i + 1];
        write(
          CHAIN_PROBE,
          file,
          next ? `import { link } from "./${next.replace(".ts", "")}";\nexport const probe = link;\n` : "export const link = 1;\n",
        );
      });
      const chain = longestChain(cruise(CHAIN_PROBE));
      expect(chain).toEqual(files.map((file) => `${CHAIN_PROBE}/${file}`));
      expect(chain.length).toBeGreaterThan(MAX_CHAIN);
    } finally {
      rmSync(path.join(ROOT, CHAIN_PROBE), { recursive: true, force: true });
    }
  });
});
