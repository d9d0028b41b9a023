// Marks the client chunks a page runs as it starts with V8's explicit compile
// hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other browsers
// read a comment). Without it V8 compiles a function when it is first called:
// as the page starts, the runtime calls every startup module's factory (React
// DOM's holds most of React), so their compilation landed on the main thread
// in one task that was most of every page's blocking time (BENCHMARKS.md,
// "Compiled while the page downloads"). With it, V8 compiles the file's
// functions on the background thread that streams the script while it arrives.
//
// Only startup chunks are marked: the framework's (build-manifest.json's
// rootMainFiles) and each page's and layout's (entryJSFiles of every client
// reference manifest). A chunk loaded later by import() stays lazily compiled,
// as most of its functions may never run. The same build always gives the same
// bytes under the same URL; a source map beside a chunk is shifted by the line.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunks (paths under the dist folder, "static/chunks/…") some page runs as it starts. */
export function startupChunks(dist) {
  const build = JSON.parse(readFileSync(path.join(dist, "build-manifest.json"), "utf8"));
  const chunks = new Set(build.rootMainFiles);
  const app = path.join(dist, "server", "app");
  const context = vm.createContext({});
  for (const file of readdirSync(app, { recursive: true }))
    if (file.endsWith("_client-reference-manifest.js")) vm.runInContext(readFileSync(path.join(app, file), "utf8"), context);
  for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
    for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) chunks.add(file);
  }
  // The nomodule polyfills never run in a browser that reads the hint.
  for (const file of build.polyfillFiles) chunks.delete(file);
  return [...chunks].filter((file) => file.endsWith(".js")).sort();
}

/** Prepends the hint to each startup chunk once; returns how many were marked now. */
export function markStartupChunks(dist) {
  let marked = 0;
  for (const file of startupChunks(dist)) {
    const full = path.join(dist, file);
    const code = readFileSync(full, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(full, COMPILE_HINT + code);
    const map = `${full}.map`;
    if (existsSync(map)) {
      const json = JSON.parse(readFileSync(map, "utf8"));
      if (json.sections) for (const section of json.sections) section.offset.line += 1;
      else json.mappings = `;${json.mappings}`;
      writeFileSync(map, JSON.stringify(json));
    }
    marked++;
  }
  return marked;
}
