// Generates _site/sw.js, the offline service worker (run by `make site`, after
// tools/build_site.py, which leaves in _site only the files the game loads).
//
// Each byte once: the page downloads everything it needs on a first visit, and the worker
// fills its cache only when the page asks, once the game is ready (static/sw-register.js): on
// a first visit to a secure host the worker is installed at once, and Python's big files come
// down through it (static/js/python-files.js), so its first install downloads nothing. The fill
// takes each file, in this order, from what this worker itself answered from the network
// before (kept for the fill), or through the browser's HTTP cache: a fetch with `cache: "no-cache"`, a conditional request
// (If-Modified-Since / If-None-Match) that the server answers "304 Not Modified" for what the
// page has just loaded, and that still brings the new bytes of a file that changed. What was
// kept is used only if its hash is this version's. (Workbox's precache asks
// with `cache: "reload"` for revisioned entries, which downloaded the whole site a second
// time, the 9.6 MB wasm included; some HTTP caches do not keep the 9.6 MB wasm at all.)
//
// The manifest lists every file of the site with a hash of its content. A new version fills
// its cache as it installs, keeping the files whose hash did not change (copied from the old
// cache, no request at all), takes over at once (skipWaiting + clients.claim) and drops the
// old cache. Navigations are answered with the cached index.html (the game plays offline);
// other files are served from the cache, falling back to the network: where the browser can
// route requests itself (the Static Routing API: Chromium), every file but the page and
// Python's own (routes(): the page's styles, scripts, pictures and PyScript) goes to the cache
// without waking this worker, and, not there yet, to the network. Before the cache is
// filled, a page that runs Python in a worker asks this worker to download Python's big files
// ("timekeeper-download"): each comes down once, answers Python's own requests and is kept for the fill, and the
// page hears how far each has come ("timekeeper-progress") and when it has ("timekeeper-
// fetched"): its progress line; `ok` false where it failed or was cut off, which is then
// dropped, and the page offers to try again. The page hears when the game plays offline (a
// "timekeeper-offline" message). Where the site has a Brotli twin of a file (FILE.br, written
// by tools/brotli_twins.mjs: Pyodide's WebAssembly and its JavaScript), this worker downloads
// the twin instead and decodes it as it comes (brotli-dec-wasm, its JavaScript bundled in here
// by esbuild, its WebAssembly fetched only then): 0.8 MB less than a gzip host sends, and the
// very bytes of the file. Where the twin or its decoder fails, the file itself is downloaded.
// URLs are relative to sw.js: any sub-path works.
// No Workbox, no importScripts, nothing from another origin.
//
//   node tools/build_sw.mjs [siteDir]
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { buildSync } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const site = path.resolve(process.argv[2] || path.join(root, "_site"));
// Not kept offline: the worker itself, the bare page of the benchmarks, the Brotli twins and
// their decoder (what this worker downloads in place of a file, never answered to the page).
const IGNORED =
  /^(sw\.js|sw\.js\.map|workbox-[^/]*\.js|bench-bare\/.*|.*\.br|static\/vendor\/brotli\/.*)$/;
const DECODER = "static/vendor/brotli/brotli-decode.wasm";
const TYPES = { ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript" };

function walk(dir, prefix = "") {
  const found = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    const rel = prefix + name;
    if (statSync(full).isDirectory()) found.push(...walk(full, rel + "/"));
    else if (!IGNORED.test(rel)) found.push(rel);
  }
  return found;
}

// The version of the decoder bundled in, for the worker's own heading.
function decoderVersion() {
  const manifest = path.join(root, "node_modules", "brotli-dec-wasm", "package.json");
  return JSON.parse(readFileSync(manifest, "utf8")).version;
}

// Python's own files (<meta name="tk-python"> of the page: path=bytes ...): this worker
// downloads each of them once (downloadOnce), for Python and for the offline cache.
function pythonFiles() {
  const page = readFileSync(path.join(site, "index.html"), "utf8");
  const meta = page.match(/<meta name="tk-python" content="([^"]*)"/);
  return new Set(meta ? meta[1].split(/\s+/).filter(Boolean).map((item) => item.split("=")[0]) : []);
}

// The pathnames (relative to sw.js) of the files the browser may take from the offline cache
// itself: every file but the page (a navigation, which this worker answers with index.html at
// any address) and Python's own; a folder that holds only such files as one "folder/*".
function routed(all, kept) {
  const patterns = [];
  const visit = (prefix) => {
    const inside = all.filter((rel) => rel.startsWith(prefix));
    if (prefix && !inside.some((rel) => kept.has(rel))) {
      patterns.push(prefix + "*");
      return;
    }
    const folders = new Set();
    for (const rel of inside) {
      const rest = rel.slice(prefix.length);
      if (rest.includes("/")) folders.add(prefix + rest.split("/")[0] + "/");
      else if (!kept.has(rel)) patterns.push(rel);
    }
    [...folders].sort().forEach(visit);
  };
  visit("");
  return patterns;
}

const files = walk(site).map((rel) => {
  const bytes = readFileSync(path.join(site, rel));
  return [rel, createHash("sha256").update(bytes).digest("hex").slice(0, 16), bytes.length];
});
const version = createHash("sha256").update(JSON.stringify(files)).digest("hex").slice(0, 16);
const size = files.reduce((sum, [, , n]) => sum + n, 0);
const ROUTED = routed(files.map(([rel]) => rel), new Set(["index.html", ...pythonFiles()]));
// [file, its twin, the file's Content-Type] for each file with a Brotli twin beside it
const TWINS = existsSync(path.join(site, DECODER)) ? files
  .filter(([rel]) => existsSync(path.join(site, rel + ".br")))
  .map(([rel]) => [rel, rel + ".br", TYPES[path.extname(rel)] || "application/octet-stream"]) : [];
// brotli-dec-wasm's JavaScript (wasm-bindgen's, an ES module) as a classic script's global,
// `brotliDecoder`: a service worker that is a module is not started by every browser.
const decoderScript = TWINS.length === 0 ? "" : buildSync({
  entryPoints: [path.join(root, "node_modules", "brotli-dec-wasm", "pkg", "brotli_dec_wasm.js")],
  bundle: true, format: "iife", globalName: "brotliDecoder", minify: true, write: false,
  logLevel: "error",  // its default URL (import.meta.url) is never used: DECODER is given
}).outputFiles[0].text.trim();

const worker = `// Timekeeper's offline service worker, generated by tools/build_sw.mjs: do not edit.
"use strict";
${decoderScript ? "// brotli-dec-wasm " + decoderVersion() + " (MIT OR Apache-2.0)\n" + decoderScript : ""}
const VERSION = ${JSON.stringify(version)};
const PREFIX = "timekeeper-offline-";
const CACHE = PREFIX + VERSION;
// [path relative to this file, content hash, bytes]
const FILES = ${JSON.stringify(files.map(([rel, hash, n]) => [rel, hash, n]), null, 0)
  .replace(/\],\[/g, "],\n  [")};
const SCOPE = new URL("./", self.location.href);
const BY_URL = new Map(FILES.map(([rel, hash]) => [new URL(rel, SCOPE).href, hash]));
const INDEX = new URL("index.html", SCOPE).href;
// What the browser takes from the offline cache without this worker (routes()): pathnames
// relative to this file, "folder/*" for a whole folder.
const ROUTED = ${JSON.stringify(ROUTED)};
// Each file is kept in the offline cache under its own address (as the browser's routes look
// it up), with its content's hash in this header: an unchanged file is copied from the old
// version's cache without a request.
const HASH_HEADER = "X-Timekeeper-Hash";

// The files downloaded as their Brotli twins: file URL -> [the twin's URL, the file's type].
const TWINS = new Map(${JSON.stringify(TWINS)}.map(([rel, twin, type]) =>
  [new URL(rel, SCOPE).href, [new URL(twin, SCOPE).href, type]]));
const DECODER = new URL(${JSON.stringify(DECODER)}, SCOPE).href;
let decoder = null;  // brotli-dec-wasm, once loaded (a promise)
let twinsFailed = false;  // a twin or its decoder failed: the files themselves from then on

// What this worker answers: a response from this origin, or one it made (a decoded twin).
function ours(response) {
  return response.type === "basic" || response.type === "default";
}

// A turn of this worker's event loop (a message to itself, which no timer's minimum delays):
// between two pieces of a decoding, so that the page's other requests are answered meanwhile.
const turns = new MessageChannel();
const turnWaiters = [];
turns.port1.onmessage = () => turnWaiters.shift()();
function nextTurn() {
  return new Promise((resolve) => {
    turnWaiters.push(resolve);
    turns.port2.postMessage(0);
  });
}

// The bytes of a Brotli stream, decoded as they come, a piece of at most 256 KiB a turn; a
// stream cut off before its end is an error, as a broken download is.
function decoded(body, brotli) {
  const state = new brotli.DecompressStream();
  const codes = brotli.BrotliStreamResultCode;
  let finished = false;
  return body.pipeThrough(new TransformStream({
    async transform(chunk, controller) {
      let input = chunk;
      while (!finished) {
        let result;
        try {
          result = state.decompress(input, 1 << 18);
        } catch (err) {  // not a Brotli stream: the files themselves from now on
          twinsFailed = true;
          throw new Error("sw: a Brotli twin does not decode: " + String(err));
        }
        if (result.buf.byteLength) controller.enqueue(result.buf);
        input = input.subarray(result.input_offset);
        if (result.code === codes.ResultSuccess) finished = true;
        else if (result.code !== codes.NeedsMoreOutput) break;  // needs the next chunk
        await nextTurn();
      }
    },
    flush() {
      state.free();
      if (!finished) throw new Error("sw: a Brotli twin was cut off");
    },
  }));
}

// brotli-dec-wasm, loaded once (a promise; forgotten if it failed, to be tried again).
function brotliReady() {
  if (!decoder) {
    decoder = brotliDecoder.default({ module_or_path: DECODER }).then(() => brotliDecoder);
    decoder.catch(() => { decoder = null; });
  }
  return decoder;
}

// The file at this URL from its Brotli twin, decoded as it comes (null where it has none, or
// where the twin or the decoder could not be had: the caller downloads the file itself).
async function fromTwin(url, signal) {
  const twin = TWINS.get(url);
  if (!twin || twinsFailed) return null;
  try {
    const [response, brotli] = await Promise.all([
      fetch(twin[0], { credentials: "same-origin", signal }), brotliReady()]);
    if (!response.ok || response.type !== "basic" || !response.body) {
      throw new Error(twin[0] + " " + response.status);
    }
    return new Response(decoded(response.body, brotli), {
      status: 200, headers: { "Content-Type": twin[1] },
    });
  } catch (err) {
    if (signal.aborted) throw err;
    console.warn("sw: no Brotli twin:", String(err));
    twinsFailed = true;
    return null;
  }
}

async function hashOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("").slice(0, 16);
}

// What this worker answered from the network for a file of the site before the offline cache
// was filled (a first visit it controlled from the start: static/js/python-files.js), kept until
// the page asks for the fill, so that nothing is downloaded twice.
const served = new Map();  // url -> {answered: the response (a promise), whole} (downloadOnce)
let filling = null;  // the fill asked by the page (one at a time)

// A response kept in the cache under its address only if its bytes are the file of this hash:
// true if it was kept.
async function keepIfThisVersion(cache, url, hash, response) {
  const bytes = await response.arrayBuffer();
  if (await hashOf(bytes) !== hash) return false;
  const headers = new Headers(response.headers);
  headers.set(HASH_HEADER, hash);
  await cache.put(url, new Response(bytes, { status: 200, headers }));
  return true;
}

async function fill() {
  const cache = await caches.open(CACHE);
  const olds = [];
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) olds.push(await caches.open(name));
  }
  await Promise.all(FILES.map(async ([rel, hash]) => {
    const url = new URL(rel, SCOPE).href;
    if (await cache.match(url)) return;
    for (const old of olds) {  // unchanged since the last version: no request at all
      const kept = await old.match(url);
      if (kept && kept.headers.get(HASH_HEADER) === hash) return cache.put(url, kept);
      const before = await old.match(url + "?tk-rev=" + hash);  // an older cache's address
      if (before && await keepIfThisVersion(cache, url, hash, before)) return;
    }
    const entry = served.get(url);
    const kept = entry ? await entry.whole.then(() => entry.answered, () => null) : null;
    served.delete(url);
    const given = kept && kept.ok && ours(kept) ? kept.clone() : null;
    // this worker's own download for the page, if it is this version's file
    if (given && await keepIfThisVersion(cache, url, hash, given)) return;
    // A conditional request: the HTTP cache answers for what the page has just loaded. What
    // comes is kept only if it is this version's file: a copy broken on its way, or a newer
    // version's (the site updated meanwhile), kept under this version's name would be
    // answered for ever, offline too (Python could never start from it). Not this version's,
    // it is asked once more past the HTTP cache (which may hold the broken copy, and answers
    // for it while the server says it has not changed); then the fill fails, and is asked
    // again at the next visit.
    for (const mode of ["no-cache", "reload"]) {
      const response = await fetch(url, { cache: mode, credentials: "same-origin" });
      if (!response.ok) throw new Error("sw: " + rel + " answered " + response.status);
      if (await keepIfThisVersion(cache, url, hash, response)) return;
    }
    throw new Error("sw: " + rel + " is not this version's");
  }));
}

// The fill; a failed fill may be asked again.
function fillOnce() {
  if (!filling) {
    filling = fill().then(() => true, (err) => {
      filling = null;
      throw err;
    });
  }
  return filling;
}

// A new version fills its cache before it takes over (copying what did not change), so the
// game stays playable offline. The first install downloads nothing: it may come before the
// page has loaded anything (a first visit), and the page asks for the fill once the game is
// ready (static/sw-register.js), when what it downloaded can be reused.
self.addEventListener("install", (event) => {
  self.skipWaiting();
  routes(event);
  // a first visit's reloaded page asks for Python's files at once: the decoder is ready then
  if (TWINS.size) brotliReady().catch(() => null);
  event.waitUntil((async () => {
    const names = await caches.keys();
    if (names.some((name) => name.startsWith(PREFIX))) await fillOnce();
  })());
});

// The page's styles, scripts and pictures, and PyScript's, are taken by the browser from this
// version's offline cache, or from the network while they are not in it, without waking this
// worker: on a first visit this worker is busy with Python's WebAssembly, and
// each of those files waited 100-250 ms for its fetch event (docs/python-off-main-thread.md).
// Python's files stay with this worker (each downloaded once), and the page itself too (any
// address is answered with index.html). Where the browser cannot route (WebKit, Firefox) or refuses these
// routes, the fetch handler answers them: a route refused must not stop the install.
function routes(event) {
  if (typeof event.addRoutes !== "function") return;
  // a pathname as a pattern: its characters as they are, but a last "*" (a whole folder)
  const pattern = (rel) => rel.replace(/[\\\\:*?()[\\]{}+]/g, "\\\\$&").replace(/\\\\\\*$/, "*");
  const at = (rel) => ({ protocol: SCOPE.protocol.slice(0, -1), hostname: SCOPE.hostname,
    port: SCOPE.port, pathname: pattern(SCOPE.pathname + rel) });
  event.waitUntil((async () => event.addRoutes({  // called now, in the install event
    condition: { or: ROUTED.map((rel) => ({ urlPattern: at(rel) })) },
    source: { cacheName: CACHE },
  }))().catch((err) => console.warn("sw: no routes:", String(err))));
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE && (name.startsWith(PREFIX) || name.startsWith("timekeeper-precache")
          || name.startsWith("workbox-"))) {
        await caches.delete(name);
      }
    }
    await self.clients.claim();
  })());
});

// One download of a file of the site before the offline cache is filled, whoever asks for it
// (the page's worker, the page's preloads, the page's own "timekeeper-download"), kept for the
// fill: each asker is answered with a copy of it as it comes. It is also read to its end here
// (whole): a download that fails or is cut off (a school's Wi-Fi) is dropped, so that the
// next asker (the page tried again) downloads it afresh instead of being answered the broken
// copy. A download that stalls (not a byte for STALL_MS: a Wi-Fi that drops the connection
// without closing it, which the browser would wait for for many minutes) is cut off here, and
// so dropped and told to the page the same way.
const STALL_MS = 20000;
function downloadEntry(file, request) {
  let entry = served.get(file);
  if (!entry) {
    const stop = new AbortController();
    let stall = 0;
    const moved = () => {  // a byte came (or the download began): STALL_MS more to wait
      clearTimeout(stall);
      stall = setTimeout(() => stop.abort(), STALL_MS);
    };
    moved();
    const answered = fromTwin(file, stop.signal).then((response) => response ||
      fetch(request || new Request(file, { credentials: "same-origin" }), { signal: stop.signal }));
    const whole = answered.then(async (response) => {
      if (!response.ok || !ours(response)) throw new Error(file + " " + response.status);
      if (!response.body) return;
      const reader = response.clone().body.getReader();
      for (let step = await reader.read(); !step.done; step = await reader.read()) {
        entry.got += step.value.byteLength;  // until its last byte, or its failure
        moved();
      }
    }).finally(() => clearTimeout(stall));
    entry = { answered, whole, got: 0 };
    served.set(file, entry);
    whole.catch(() => {
      if (served.get(file) === entry) served.delete(file);
    });
  }
  return entry;
}

function downloadOnce(file, request) {
  return downloadEntry(file, request).answered.then((response) => response.clone());
}

// Python's big files, asked for by the page for Python's worker (static/js/python-files.js):
// each comes down once, here, read to its end; Python's own requests are answered from that
// download as it comes (answer), and it is kept for the fill. The
// page hears as each one has come down (its progress line), or that it failed (rejects), and
// how far it has come meanwhile (progress(bytes), every PROGRESS_MS: the line counts the
// WebAssembly's 9.6 MB as they come, not at once at their end).
const PROGRESS_MS = 250;
async function downloadForPage(url, progress) {
  const hash = BY_URL.get(url);
  if (!hash) return;
  if (filling) {  // another tab asked for the fill: the files are in the cache once it is done
    await filling.catch(() => null);
    return;
  }
  if (await (await caches.open(CACHE)).match(url)) return;
  const entry = downloadEntry(url);
  let told = 0;
  const timer = setInterval(() => {
    if (entry.got !== told) progress(told = entry.got);
  }, PROGRESS_MS);
  try {
    await entry.whole;
  } finally {
    clearInterval(timer);
  }
}

// The page asks for the fill once the game is ready, and hears when the game plays offline;
// it asks for Python's files before that, and hears as each has come down.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  const source = event.source;
  if (data.type === "timekeeper-download" && Array.isArray(data.urls)) {
    const tell = (message) => { if (source) source.postMessage(message); };
    event.waitUntil(Promise.all(data.urls.map((url) =>
      downloadForPage(String(url), (got) => {
        tell({ type: "timekeeper-progress", url: String(url), got });
      }).then(() => true, () => false).then((ok) => {
        tell({ type: "timekeeper-fetched", url: String(url), ok });
      }))));
  } else if (data.type === "timekeeper-forget") {
    // Python could not start with the files it was given (static/js/preshell.js): what was
    // downloaded before the fill is forgotten, and downloaded again when asked for.
    served.clear();
    if (event.ports && event.ports[0]) event.ports[0].postMessage(true);
  } else if (data.type === "timekeeper-fill") {
    const reply = (ready) => {
      if (source) source.postMessage({ type: "timekeeper-offline", ready });
    };
    event.waitUntil(fillOnce().then(() => reply(true), (err) => {
      console.warn(String(err));
      reply(false);
    }));
  }
});

async function answer(request) {
  const url = new URL(request.url);
  url.hash = "";
  let wanted = url.href;
  if (request.mode === "navigate") wanted = INDEX;
  else url.search = "";
  const file = BY_URL.has(wanted) ? wanted : url.href;
  const hash = BY_URL.get(file);
  if (hash) {
    const cache = await caches.open(CACHE);
    const cached = await cache.match(file);
    if (cached) return cached;
  }
  if (!hash || filling || request.mode === "navigate") return fetch(request);
  return downloadOnce(file, request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE.href)) return;
  event.respondWith(answer(request));
});
`;

writeFileSync(path.join(site, "sw.js"), worker);
console.log(`build_sw: sw.js caches ${files.length} files, ${(size / 1e6).toFixed(1)} MB`);
