/*
 * Pyodide as PyScript loads it (pyscript.toml's `interpreter`), started on every visit but the
 * first from a memory snapshot of its own first start on this device.
 *
 * Most of Pyodide's start is Python starting up (its interpreter, then the standard library's
 * and Pyodide's own modules): some 3 s of CPU on this project's 2-core machine, several times
 * that on a cheap tablet, on every visit, the offline ones too. Here the first start is made
 * with Pyodide's snapshot option, and its memory, as it stands the moment Pyodide is up (before
 * PyScript or the game have touched it), is kept in the browser's storage (IndexedDB, some
 * 31 MB). Every later start restores that memory instead of starting Python again: the game
 * is ready in about 2 s instead of 5 s (docs/python-off-main-thread.md), and on a page whose
 * Python runs on the main thread (a classroom's laptop served over plain http) the page is
 * held some 0.5 s instead of 3.8 s.
 *
 * - Only for this Pyodide: the snapshot is kept with Pyodide's version, and Pyodide refuses a
 *   snapshot of another build. One that cannot be restored is forgotten, and Python starts
 *   afresh (and makes a new one). "Try again", after a start that failed, forgets it too
 *   (static/js/preshell.js: its database is named there).
 * - What the snapshot freezes and must not: the `random` module's generator, reseeded after
 *   each restore (every start would otherwise draw the same numbers). The game's own chances
 *   come from the system's randomness as they are drawn (timekeeper.core.rng), and no time
 *   zone is read in Python. And where each module lies in the standard library's archive
 *   (zipimport's table of its contents, read as Python started), read again after each
 *   restore: the site's archive is Pyodide's with bytecode added by the build
 *   (tools/build_pyc.mjs), so it can change while Pyodide's version does not, and a module
 *   looked for at its old place fails to import ("bad local file header").
 * - Pyodide's snapshot-making mode hands Python the page's globals through a proxy, on which
 *   the page's own getters fail (`js.document`: "Illegal invocation", as PyScript reads it on
 *   the main thread). The snapshot is taken at once, and Python then gets the page's globals
 *   themselves.
 * - Kept once the game is ready with that start (the shell calls `tkKeepPythonStart()`:
 *   timekeeper.ui.kit.page.keep_python_start), as a Blob: writing it never holds Python's
 *   start, and a start that did not bring the game up is not kept. A browser that keeps
 *   nothing (a private window, no room) starts Python afresh every time.
 *
 * How Python started is left in `tkPythonStart` for the shell (timekeeper.ui.kit.page
 * .python_start), which shows it on the page (<html data-python-start>): "snapshot", "fresh"
 * (nothing kept), or "replaced" (a kept start could not be restored: started afresh).
 */
import { loadPyodide as startPyodide, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const DATABASE = "timekeeper-python";
const STORE = "snapshots";
const KEY = "start";

function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

// ask(store) made on the kept starts' store (its database created at need, as preshell.js
// does), in one transaction; resolves with its request's result, the database then closed.
async function inStore(mode, ask) {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  const database = await done(opening);
  try {
    return await done(ask(database.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    database.close();
  }
}

// The snapshot kept for this Pyodide, as bytes, or null.
async function readSnapshot() {
  try {
    const found = await inStore("readonly", (store) => store.get(KEY));
    if (!found || found.version !== version) return null;
    if (found.bytes instanceof Blob) return new Uint8Array(await found.bytes.arrayBuffer());
    return found.bytes instanceof Uint8Array ? found.bytes : null;
  } catch (err) {
    return null;  // no storage here: Python starts afresh
  }
}

// Kept as a Blob (read back without holding the thread that asks); where the browser cannot
// keep a Blob in IndexedDB (WebKit in a private or automated session: "Error preparing
// Blob/File data"), as the bytes themselves.
async function keepSnapshot(bytes) {
  try {
    await inStore("readwrite", (store) => store.put({ version, bytes: new Blob([bytes]) }, KEY));
  } catch (asBlob) {
    try {
      await inStore("readwrite", (store) => store.put({ version, bytes }, KEY));
    } catch (err) {
      console.warn("Python's start not kept for the next visit:", err);
    }
  }
}

async function forgetSnapshot() {
  try {
    await inStore("readwrite", (store) => store.delete(KEY));
  } catch (err) { /* nothing kept, nothing to forget */ }
}

// What a restored start must not keep (above): the random generator's state, and the table
// of the standard library's archive (only the archives' importers' tables: importlib's own
// invalidate_caches() would import importlib.metadata, some 0.1 s).
const AFTER_RESTORE = `import random, sys, zipimport
for finder in list(sys.path_importer_cache.values()):
    if isinstance(finder, zipimport.zipimporter):
        finder.invalidate_caches()
random.seed()`;

let reading = readSnapshot();  // read while PyScript goes on with its own start

export async function loadPyodide(options = {}) {
  // PyScript takes Pyodide's folder from this module's address: it is the vendored one.
  const settings = { ...options, indexURL: INDEX_URL };
  const snapshot = await reading;
  reading = null;  // its 31 MB are Pyodide's memory once restored: not held here as well
  const replacing = Boolean(snapshot);
  if (snapshot) {
    try {
      const pyodide = await startPyodide({ ...settings, _loadSnapshot: snapshot });
      pyodide.runPython(AFTER_RESTORE);
      globalThis.tkPythonStart = "snapshot";
      return pyodide;
    } catch (err) {
      console.warn("Python's kept start could not be restored; starting afresh:", err);
      await forgetSnapshot();
    }
  }
  globalThis.tkPythonStart = replacing ? "replaced" : "fresh";
  let pyodide;
  try {
    pyodide = await startPyodide({ ...settings, _makeSnapshot: true });
  } catch (err) {  // a start that fails only in the snapshot-making mode: the usual start
    console.warn("Python could not start to be kept; starting as usual:", err);
    return startPyodide(settings);
  }
  try {
    const bytes = pyodide.makeMemorySnapshot();
    globalThis.tkKeepPythonStart = () => {
      delete globalThis.tkKeepPythonStart;
      keepSnapshot(bytes);
    };
  } catch (err) {
    console.warn("Python's start could not be kept:", err);
  }
  pyodide.registerJsModule("js", globalThis);
  pyodide.runPython("import sys\nsys.modules.pop('js', None)");
  return pyodide;
}
