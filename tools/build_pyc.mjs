// Compiles Python to bytecode with the page's own Pyodide (run by tools/build_site.py, after it
// has written _site/py/timekeeper.zip and copied Pyodide into _site/static/vendor/pyodide/).
//
// Python compiles a module from its source as it first imports it, unless bytecode for that
// very Python is there. Both archives the page's Python imports from are given it, compiled
// by the very Python the page runs (the vendored Pyodide, run here in Node: same version, same
// magic number), as "unchecked hash" .pyc files, valid without a timestamp to compare, written
// where zipimport looks first.
//
// - The game's package (_site/py/timekeeper.zip, imported straight from the archive: py/main.py
//   puts it on sys.path; nothing is unpacked): every module, beside its source (tracebacks
//   show the game's lines; CPython in the tests skips a .pyc with another magic number).
// - Pyodide's standard library (python_stdlib.zip, published with sources only): the modules
//   Python imports as it starts (Pyodide's own start, then what the game and PyScript's own
//   package import), found here by starting this Pyodide and importing what those sources
//   name. Compiling them from source was some two thirds of Python's start (docs/
//   python-off-main-thread.md, "The standard library as bytecode"). Their bytecode takes the
//   place of their source (some 0.65 MB more instead of 1.3: a traceback through them names
//   file and line without the line's text); the rest of the library is left as it is (a module
//   imported later is compiled when it is first imported).
//
// Same sources, same bytes: entries in a stable order, the new ones dated 1980.
//
//   node tools/build_pyc.mjs [siteDir]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const site = path.resolve(process.argv[2] || path.join(root, "_site"));
const vendor = path.join(site, "static", "vendor", "pyodide");
const archive = path.join(site, "py", "timekeeper.zip");
const stdlib = path.join(vendor, "python_stdlib.zip");
// PyScript's own Python package, which it writes into Pyodide's files in the page's worker
const pyscriptPackage = path.join(root, "node_modules", "@pyscript", "core", "src", "stdlib",
                                  "pyscript");

const { loadPyodide } = await import(pathToFileURL(path.join(vendor, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: vendor + path.sep });
pyodide.FS.writeFile("/tmp/archive.zip", new Uint8Array(readFileSync(archive)));
pyodide.FS.writeFile("/tmp/stdlib.zip", new Uint8Array(readFileSync(stdlib)));
pyodide.FS.mkdirTree("/tmp/pyscript");
for (const name of readdirSync(pyscriptPackage).filter((n) => n.endsWith(".py"))) {
  pyodide.FS.writeFile(`/tmp/pyscript/${name}`, readFileSync(path.join(pyscriptPackage, name)));
}
const summary = pyodide.runPython(`
import ast, importlib, os, py_compile, sys, zipfile, zipimport

def _bytecode(name, source, shown_as):
    """Unchecked-hash bytecode of one module, its tracebacks naming it shown_as."""
    os.makedirs("/tmp/src", exist_ok=True)
    with open("/tmp/src/module.py", "wb") as handle:
        handle.write(source)
    py_compile.compile("/tmp/src/module.py", cfile="/tmp/src/module.pyc", dfile=shown_as,
                       doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open("/tmp/src/module.pyc", "rb") as handle:
        return handle.read()

def _entry(name):
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info

# The game's package: every module.
with zipfile.ZipFile("/tmp/archive.zip") as original:
    entries = {info.filename: original.read(info) for info in original.infolist()
               if not info.filename.endswith(".pyc")}
compiled = {name + "c": _bytecode(name, source, name)
            for name, source in entries.items() if name.endswith(".py")}
entries.update(compiled)
with zipfile.ZipFile("/tmp/archive.zip", "w", compression=zipfile.ZIP_DEFLATED) as out:
    for name in sorted(entries):
        out.writestr(_entry(name), entries[name])

# The standard library: what this Python imported as it started, and what the game's and
# PyScript's sources import (each name tried; one that does not import here is skipped).
def _imported_names(source):
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module

ours = ("timekeeper", "pyscript", "js", "polyscript")  # not the library's
sources = [source for name, source in entries.items() if name.endswith(".py")]
sources += [open(f"/tmp/pyscript/{name}", "rb").read() for name in os.listdir("/tmp/pyscript")]
for name in sorted({n for source in sources for n in _imported_names(source)}):
    if name.split(".")[0] not in ours:
        try:
            importlib.import_module(name)
        except Exception:
            pass
library = next(p for p in sys.path if p.endswith(".zip"))
# the sources imported from the library's archive (not the modules frozen into Python, nor
# those already compiled here by an earlier run)
wanted = {module.__file__[len(library) + 1:] for module in list(sys.modules.values())
          if isinstance(getattr(module, "__loader__", None), zipimport.zipimporter)
          and module.__file__.startswith(library + "/") and module.__file__.endswith(".py")}
with zipfile.ZipFile("/tmp/stdlib.zip") as original:
    infos = original.infolist()
    kept = {info.filename: original.read(info) for info in infos}
with zipfile.ZipFile("/tmp/stdlib.zip", "w", compression=zipfile.ZIP_DEFLATED) as out:
    for info in infos:
        if info.filename in wanted:  # its bytecode in place of its source
            out.writestr(_entry(info.filename + "c"),
                         _bytecode(info.filename, kept[info.filename],
                                   f"{library}/{info.filename}"))
        else:
            out.writestr(info, kept[info.filename])
with zipfile.ZipFile("/tmp/stdlib.zip") as done:
    library_compiled = sum(name.endswith(".pyc") for name in done.namelist())
(f"{len(compiled)} modules of the game and {library_compiled} of the standard library, "
 f"Python {sys.version.split()[0]}")
`);
writeFileSync(archive, pyodide.FS.readFile("/tmp/archive.zip"));
writeFileSync(stdlib, pyodide.FS.readFile("/tmp/stdlib.zip"));
console.log(`build_pyc: ${summary} (${path.relative(process.cwd(), archive) || archive}, ` +
            `${path.relative(process.cwd(), stdlib) || stdlib})`);
