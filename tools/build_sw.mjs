// Generates _site/sw.js with Workbox (run by `make site`, after tools/build_site.py).
//
// The service worker precaches EVERY file of _site (Pyodide's wasm included), with the
// Workbox runtime bundled into sw.js (nothing from a CDN), takes over at once
// (skipWaiting + clientsClaim) and answers navigations with index.html when offline.
// All URLs in the manifest are relative to sw.js, so the site works under any sub-path.
//
//   node tools/build_sw.mjs [siteDir]
import { generateSW } from "workbox-build";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const site = path.resolve(process.argv[2] || path.join(root, "_site"));

const { count, size, warnings } = await generateSW({
  globDirectory: site,
  globPatterns: ["**/*"],
  globIgnores: ["sw.js", "sw.js.map", "workbox-*.js", "bench-bare/**"],
  swDest: path.join(site, "sw.js"),
  mode: "production",
  sourcemap: false,
  inlineWorkboxRuntime: true,
  maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  navigateFallback: "index.html",
  cacheId: "timekeeper",
});

for (const w of warnings) console.warn("build_sw: warning:", w);
if (warnings.length) process.exit(1);
console.log(`build_sw: sw.js precaches ${count} files, ${(size / 1e6).toFixed(1)} MB`);
