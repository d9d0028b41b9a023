import { spawn } from "node:child_process";
import path from "node:path";

// The one way scripts start a program: the repository's own
// binaries run directly, not through npx, so that signals reach them.

export const ROOT = process.cwd();

/** A binary of node_modules/.bin. */
export const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);

/**
 * Runs a command to its end, never throwing: its exit code, and its output when
 * `quiet` (then nothing is printed). Asynchronous, so an embedded PGlite in
 * this process keeps answering the child's queries.
 */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", quiet ? "pipe" : "inherit", quiet ? "pipe" : "inherit"], env });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** runCommand, throwing when the command fails. */
export async function runChecked(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { code } = await runCommand(command, args, env);
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${code})`);
}
