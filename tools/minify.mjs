// Makes the page's own scripts and its bundled stylesheet smaller in a staged site (run by
// tools/build_site.py): comments and white space go, nothing else (esbuild, from npm, pinned;
// no renaming, no rewriting, so names the tests and the other scripts use stay). The sources
// in static/ keep their comments; a browser's console names the built file.
//
//   node tools/minify.mjs <site> <file relative to the site>...
import path from "node:path";
import { buildSync } from "esbuild";

const [site, ...files] = process.argv.slice(2);
for (const rel of files) {
  const file = path.join(site, rel);
  buildSync({
    entryPoints: [file], outfile: file, allowOverwrite: true, bundle: false,
    minifyWhitespace: true, legalComments: "none", charset: "utf8", logLevel: "error",
  });
}
