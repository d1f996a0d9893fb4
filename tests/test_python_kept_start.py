"""static/js/python-snapshot.mjs, run in Node with the site's Pyodide: a tablet that kept
Python's start under an earlier standard-library archive still starts Python from it.

The build adds bytecode to Pyodide's standard-library archive (tools/build_pyc.mjs), so the
archive can change while Pyodide's version, which the kept start is checked against, does
not. The kept memory remembers where each module lay in the archive it started with."""

import json
from pathlib import Path

import pytest
from tools.vendor import PUBLISHED_PYODIDE

from node_script import SITE_PYODIDE, run_module

ROOT = Path(__file__).resolve().parent.parent

# The page's module in Node: IndexedDB is a Map holding the start kept by Pyodide as published
# (its standard library as sources only: a visit before the build compiled it).
SCRIPT = """
import { pathToFileURL } from "node:url";
const [published, kept] = process.argv.slice(2);
const stored = new Map();
const answer = (value) => {
  const request = {};
  queueMicrotask(() => { request.result = value; request.onsuccess?.(); });
  return request;
};
const store = {
  get: (key) => answer(stored.get(key)),
  put: (value, key) => { stored.set(key, value); return answer(key); },
  delete: (key) => { stored.delete(key); return answer(undefined); },
};
const database = { close() {}, transaction: () => ({ objectStore: () => store }) };
globalThis.indexedDB = { open: () => answer(database) };

const before = await import(pathToFileURL(published + "/pyodide.mjs").href);
const earlier = await before.loadPyodide({ indexURL: published + "/", _makeSnapshot: true });
stored.set("start", { version: before.version, bytes: earlier.makeMemorySnapshot() });

const page = await import(pathToFileURL(kept).href);
const pyodide = await page.loadPyodide({});
let imported;
try {
  imported = pyodide.runPython("import html\\nhtml.escape('<b>')");
} catch (err) {
  imported = String(err.message).trim().split("\\n").pop();
}
console.log(JSON.stringify({ start: globalThis.tkPythonStart, imported }));
"""


@pytest.mark.skipif(not (SITE_PYODIDE / "python_stdlib.zip").is_file()
                    or not (PUBLISHED_PYODIDE / "pyodide.mjs").is_file(),
                    reason="run `make site` first")
def test_a_start_kept_before_the_library_was_compiled_still_imports(tmp_path):
    """Restored from that kept start, Python imports modules it had not imported then (from
    the site's archive, where they lie elsewhere): no "bad local file header"."""
    (tmp_path / "js").mkdir()
    module = tmp_path / "js" / "python-snapshot.mjs"
    source = (ROOT / "static" / "js" / "python-snapshot.mjs").read_text(encoding="utf-8")
    folder = 'new URL("../vendor/pyodide/", import.meta.url).href'  # a URL: Node wants a path
    assert folder in source
    module.write_text(source.replace(folder, json.dumps(f"{tmp_path}/vendor/pyodide/")),
                      encoding="utf-8")
    (tmp_path / "vendor").mkdir()
    (tmp_path / "vendor" / "pyodide").symlink_to(SITE_PYODIDE)
    outcome = run_module(tmp_path, SCRIPT, str(PUBLISHED_PYODIDE), str(module))
    assert outcome == {"start": "snapshot", "imported": "&lt;b&gt;"}
