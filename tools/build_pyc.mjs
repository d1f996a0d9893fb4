// Compiles the site's Python package to bytecode with the page's own Pyodide (run by
// tools/build_site.py, after it has written _site/py/timekeeper.zip).
//
// The page imports the package straight from that archive (zipimport: py/main.py puts it on
// sys.path; nothing is unpacked). Without bytecode, Pyodide compiles every module it imports
// from source at startup, on the page's main thread, before the game is ready. So every
// timekeeper/X.py in the archive gets a timekeeper/X.pyc beside it (where zipimport looks
// first), compiled by the very Python the page runs (the vendored Pyodide, run here in Node:
// same version, same magic number) as an "unchecked hash" .pyc, valid without a timestamp to
// compare. The sources stay in the archive (tracebacks show their lines; another Python, like
// CPython in the tests, skips a .pyc with another magic number and compiles the .py).
// Same sources, same bytes: entries sorted, dated 1980.
//
//   node tools/build_pyc.mjs [siteDir]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const site = path.resolve(process.argv[2] || path.join(root, "_site"));
const vendor = path.join(site, "static", "vendor", "pyodide");
const archive = path.join(site, "py", "timekeeper.zip");

const { loadPyodide } = await import(pathToFileURL(path.join(vendor, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: vendor + path.sep });
pyodide.FS.writeFile("/tmp/archive.zip", new Uint8Array(readFileSync(archive)));
const summary = pyodide.runPython(`
import os, py_compile, sys, zipfile

def _entry(name):
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info

with zipfile.ZipFile("/tmp/archive.zip") as original:
    entries = {info.filename: original.read(info) for info in original.infolist()
               if not info.filename.endswith(".pyc")}
compiled = {}
for name, source in entries.items():
    if not name.endswith(".py"):
        continue
    os.makedirs("/tmp/src", exist_ok=True)
    with open("/tmp/src/module.py", "wb") as handle:
        handle.write(source)
    py_compile.compile("/tmp/src/module.py", cfile="/tmp/src/module.pyc", dfile=name,
                       doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open("/tmp/src/module.pyc", "rb") as handle:
        compiled[name + "c"] = handle.read()
entries.update(compiled)
with zipfile.ZipFile("/tmp/archive.zip", "w", compression=zipfile.ZIP_DEFLATED) as out:
    for name in sorted(entries):
        out.writestr(_entry(name), entries[name])
f"{len(compiled)} modules, Python {sys.version.split()[0]}"
`);
writeFileSync(archive, pyodide.FS.readFile("/tmp/archive.zip"));
console.log(`build_pyc: ${summary} (${path.relative(process.cwd(), archive) || archive})`);
