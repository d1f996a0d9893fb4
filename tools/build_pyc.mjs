// The site's Python as the page gets it, made with the page's own Pyodide (run by
// tools/build_site.py, after it has written _site/py/timekeeper.zip and copied Pyodide into
// _site/static/vendor/pyodide/). The Python side is tools/site_python.py.
//
// Python compiles a module from its source as it first imports it, unless bytecode for that
// very Python is there: compiling the standard library's start-up modules was most of
// Python's start (docs/python-off-main-thread.md, "The standard library as bytecode"). Both
// archives the page's Python imports from are given as bytecode only, compiled by the very
// Python the page runs (the vendored Pyodide, run here in Node: same version, same magic
// number):
//
// - The game's package (_site/py/timekeeper.zip, imported straight from the archive: py/main.py
//   puts it on sys.path; nothing is unpacked): every module, its data files as they are.
// - Pyodide's standard library (python_stdlib.zip, published with sources only, 614 files)
//   trimmed to what the page imports, found by measurement: a first Pyodide starts and
//   imports every module and text codec that the page's Python sources name (`page_imports`
//   in site_python.py, given here as a JSON file); the library's files it then has loaded
//   (Pyodide's own start included, and whatever each import brought with it) are the ones
//   kept. A second Pyodide then starts on the trimmed library and imports all of it again,
//   and every module of the game, and reads the game's data files: a module missing fails
//   the build, not a player's game (and the browser tests run on this library).
//
// Same sources, same bytes.
//
//   node tools/build_pyc.mjs siteDir imports.json
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [siteArg, importsArg] = process.argv.slice(2);
if (!siteArg || !importsArg) {
  console.error("usage: node tools/build_pyc.mjs siteDir imports.json");
  process.exit(2);
}
const site = path.resolve(siteArg);
const vendor = path.join(site, "static", "vendor", "pyodide");
const archive = path.join(site, "py", "timekeeper.zip");
const stdlib = path.join(vendor, "python_stdlib.zip");
const wanted = JSON.parse(readFileSync(importsArg, "utf8"));

const { loadPyodide } = await import(pathToFileURL(path.join(vendor, "pyodide.mjs")).href);

// Python literals (JSON's lists of strings are).
const py = (value) => JSON.stringify(value);

// 1. Measure: what a fresh start loads from the library, then every import the page names.
// Only modules Pyodide's start has already loaded are imported here before measuring.
const measure = await loadPyodide({ indexURL: vendor + path.sep,
                                    env: { PYTHONNODEBUGRANGES: "1" } });
const measured = JSON.parse(measure.runPython(`
import codecs, importlib, json, sys, zipimport
_library = next(p for p in sys.path if p.endswith(".zip"))
_imported, _codecs = [], []
for _name in ${py(wanted.modules)}:
    try:
        importlib.import_module(_name)
        _imported.append(_name)
    except (Exception, SystemExit):
        pass  # not a module here (a word of a script, a module of another platform)
for _name in ${py(wanted.codecs)}:
    try:
        codecs.lookup(_name)
        _codecs.append(_name)
    except LookupError:
        pass
# the library's sources loaded (not the modules frozen into the interpreter)
_used = sorted({m.__file__[len(_library) + 1:] for m in list(sys.modules.values())
                if isinstance(getattr(m, "__loader__", None), zipimport.zipimporter)
                and (m.__file__ or "").startswith(_library + "/")})
json.dumps({"library": _library, "imported": _imported, "codecs": _codecs, "used": _used})
`));

// 2. Make both archives, in that same Python (it compiles without column positions).
measure.FS.mkdirTree("/tmp/tools");
measure.FS.writeFile("/tmp/tools/site_python.py",
                     readFileSync(path.join(root, "tools", "site_python.py")));
measure.FS.writeFile("/tmp/archive.zip", new Uint8Array(readFileSync(archive)));
measure.FS.writeFile("/tmp/stdlib.zip", new Uint8Array(readFileSync(stdlib)));
const compiled = measure.runPython(`
import sys
sys.path.insert(0, "/tmp/tools")
import site_python
with open("/tmp/archive.zip", "rb") as f:
    _package, _count = site_python.compile_package(f.read())
with open("/tmp/archive.zip", "wb") as f:
    f.write(_package)
with open("/tmp/stdlib.zip", "rb") as f:
    _trimmed = site_python.trim_library(f.read(), ${py(measured.used)}, ${py(measured.library)})
with open("/tmp/stdlib.zip", "wb") as f:
    f.write(_trimmed)
_count
`);
const packageBytes = measure.FS.readFile("/tmp/archive.zip");
const stdlibBytes = measure.FS.readFile("/tmp/stdlib.zip");

// 3. Check: a Python started on the trimmed library imports all that was measured, every
// module of the game, and reads the game's data files.
const scratch = mkdtempSync(path.join(tmpdir(), "timekeeper-pyc-"));
let problems;
try {
  writeFileSync(path.join(scratch, "python_stdlib.zip"), stdlibBytes);
  const check = await loadPyodide({ indexURL: vendor + path.sep,
                                    stdLibURL: path.join(scratch, "python_stdlib.zip") });
  check.FS.writeFile("/tmp/archive.zip", packageBytes);
  problems = JSON.parse(check.runPython(`
import codecs, importlib, json, pkgutil, sys, zipfile
sys.path.insert(0, "/tmp/archive.zip")
ours = ("timekeeper", "pyscript", "_pyscript", "polyscript", "js", "pyodide_js")
problems = []

def _try(what, act):
    try:
        act()
    except ModuleNotFoundError as err:  # the game's modules that need the page are let be
        if (err.name or "").split(".")[0] not in ours:
            problems.append(f"{what}: {type(err).__name__}: {err}")
    except Exception as err:
        problems.append(f"{what}: {type(err).__name__}: {err}")

for name in ${py(measured.imported)}:
    _try(name, lambda: importlib.import_module(name))
for name in ${py(measured.codecs)}:
    _try(f"codec {name}", lambda: codecs.lookup(name))
with zipfile.ZipFile("/tmp/archive.zip") as opened:
    names = opened.namelist()
for entry in names:
    if entry.endswith(".pyc") and not entry.endswith("__main__.pyc"):
        module = entry[:-4].replace("/", ".").removesuffix(".__init__")
        _try(module, lambda: importlib.import_module(module))
    elif not entry.endswith("/"):  # a data file, read as the game reads it
        package, _, resource = entry.rpartition("/")
        _try(f"data {entry}", lambda: pkgutil.get_data(package.replace("/", "."), resource))
        if entry.endswith(".json"):
            _try(f"data {entry}", lambda: json.loads(
                pkgutil.get_data(package.replace("/", "."), resource)))
json.dumps(problems)
`));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (problems.length) {
  console.error("build_pyc: the trimmed standard library is not enough:\n  "
                + problems.join("\n  "));
  process.exit(1);
}

writeFileSync(archive, packageBytes);
writeFileSync(stdlib, stdlibBytes);
const version = measure.runPython("import sys; sys.version.split()[0]");
console.log(`build_pyc: ${compiled} modules of the game and ${measured.used.length} of the ` +
            `standard library (of ${wanted.modules.length} names and ${wanted.codecs.length} ` +
            `codecs asked for), Python ${version}: ` +
            `${path.relative(process.cwd(), archive) || archive} ${packageBytes.length} B, ` +
            `${path.relative(process.cwd(), stdlib) || stdlib} ${stdlibBytes.length} B`);
