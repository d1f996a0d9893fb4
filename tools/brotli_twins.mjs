// Writes a Brotli twin (FILE.br) beside each file named, in the built site: the offline
// worker (sw.js, tools/build_sw.mjs) downloads the twin in place of the file and decodes it
// itself, so that a host which only gzips (GitHub Pages) sends Pyodide's WebAssembly as
// 2.74 MB instead of 3.53. Brotli at its best (quality 11, a 4 MB window) takes about a minute
// for the WebAssembly, so each twin is kept in the cache folder under the hash of the file
// and the settings: a build of the same Pyodide packs nothing.
//
//   node tools/brotli_twins.mjs SITE CACHE FILE...   (FILE relative to SITE)
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const [site, cache, ...files] = process.argv.slice(2);
if (!site || !cache || files.length === 0) {
  console.error("usage: node tools/brotli_twins.mjs SITE CACHE FILE...");
  process.exit(2);
}
const QUALITY = 11;
const WINDOW_BITS = 22;
mkdirSync(cache, { recursive: true });

for (const rel of files) {
  const body = readFileSync(path.join(site, rel));
  const key = createHash("sha256").update(body).digest("hex") + `-q${QUALITY}w${WINDOW_BITS}.br`;
  const kept = path.join(cache, key);
  if (!existsSync(kept)) {
    const twin = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY,
        [zlib.constants.BROTLI_PARAM_LGWIN]: WINDOW_BITS,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(kept + ".part", twin);
    renameSync(kept + ".part", kept);
  }
  writeFileSync(path.join(site, rel + ".br"), readFileSync(kept));
}
console.log(`brotli_twins: ${files.length} twins (${files.join(", ")})`);
