// npm run bench:check: reads bench/results.json (written by `npm run bench`) and
// prints every budget with its figure and PASS/FAIL; exits 1 on any FAIL.
import { existsSync, readFileSync } from "node:fs";
import { checkBudgets, formatFigure, type BenchResults } from "./bench-budgets";

const FILE = "bench/results.json";

if (!existsSync(FILE)) {
  console.error(`${FILE} not found: run \`npm run bench\` first.`);
  process.exit(1);
}
const results = JSON.parse(readFileSync(FILE, "utf8")) as BenchResults;
const verdicts = checkBudgets(results);
console.log(`Budgets for the run of ${results.date} (${results.machine?.cores} cores, ${results.machine?.memory}):`);
for (const v of verdicts) {
  console.log(`${v.pass ? "PASS" : "FAIL"}  ${v.label.padEnd(62)} ${formatFigure(v).padStart(10)}  (budget ${v.limit})`);
}
const failed = verdicts.filter((v) => !v.pass).length;
console.log(failed ? `\n${failed} budget(s) failed.` : `\nAll ${verdicts.length} budgets pass.`);
process.exit(failed ? 1 : 0);
