/* Python's big files on their way, and the offline worker in charge of them.
 *
 * The game's Python runs in PyScript's worker (py/main.py), which does not share the page's
 * preloads: the files it asks for come from the HTTP cache or the offline worker (sw.js,
 * tools/build_sw.mjs). So the big files (Pyodide's WebAssembly, the standard library, the
 * game's archive: <template id="tk-big-preloads">) and Pyodide's own modules (<meta
 * name="tk-python">) are fetched once, apart from the page's main thread, before Python asks
 * for them: by the offline worker where it answers the page (downloadInOfflineWorker: kept
 * for the offline cache too), else by a small worker of the page's own (fetchApart, for the
 * HTTP cache). On a first visit to a secure host the offline worker is installed at once and
 * the files wait up to CONTROL_WITHIN_MS for it to take control (awaitControl), so that they
 * come down once, through it. The progress line (static/js/preshell.js) counts them as they
 * come.
 *
 * Loaded without `defer`, after the template in <head> and before static/js/preshell.js.
 * window.tkPythonFiles:
 *   whenDecided(task)  runs task once the files are on their way (Python may start then)
 *   fetched()          the big files come down so far ("tk:fetched")
 *   broken()           those whose download failed or was cut off ("tk:broken")
 * and the event "tk:progress" ({url, got}: bytes so far) as the offline worker downloads them;
 * <html data-python-files="pending"> while the offline worker's control is awaited.
 */
(function () {
  "use strict";
  var CONTROL_WITHIN_MS = 3000;  // a slow network goes on without the offline worker
  var html = document.documentElement;
  var here = document.currentScript ? document.currentScript.src : location.href;
  var SW_URL = new URL("../../sw.js", here).href;  // the offline worker, at the site's root
  var sw = ("serviceWorker" in navigator) ? navigator.serviceWorker : null;
  var waiting = [];
  var decided = false;

  // The big files and Pyodide's own modules (not preloaded: a module preload cost the first
  // tap some 90 ms), all fetched apart from the page's main thread: as preloads, their
  // bodies would come to it in thousands of chunks, a task each, finished in one task of up
  // to 350 ms under a 4x CPU throttle, while the player taps and types. Counting Pyodide's
  // modules too lets the progress line say when Python is starting: the worker's own
  // requests are not seen here.
  function preload() {
    var template = bigPreloads();
    if (!template) return;
    template.remove();
    var urls = bigFiles(template);
    urls = urls.concat(pythonModules(urls));
    if (sw && sw.controller) {
      downloadInOfflineWorker(urls);
    } else if (!fetchApart(urls)) {
      document.head.appendChild(template.content.cloneNode(true));
    }
  }

  // The offline worker (sw.js) downloads the files, or finds them in its cache, and says as
  // each one is here ("timekeeper-fetched"), so that no second copy of every byte crosses to
  // the page, as it would through a worker of the page's own: Python is ready some 0.1 s
  // sooner so (docs/python-off-main-thread.md).
  function downloadInOfflineWorker(urls) {
    hearOfflineWorker();
    sw.controller.postMessage({ type: "timekeeper-download", urls: urls });
  }

  // What the offline worker says of its downloads, told to the page (its progress line): how
  // far each file has come ("tk:progress"), and when it has or has failed (heard).
  var hearing = false;
  function hearOfflineWorker() {
    if (hearing) return;
    hearing = true;
    sw.addEventListener("message", function (event) {
      var data = event.data || {};
      if (data.type === "timekeeper-fetched") heard(String(data.url), data.ok !== false);
      if (data.type === "timekeeper-progress") {
        window.dispatchEvent(new CustomEvent("tk:progress",
          { detail: { url: String(data.url), got: Number(data.got) || 0 } }));
      }
    });
    sw.startMessages();
  }

  // The template of Python's big files' preloads, while it is in the page, or null.
  function bigPreloads() {
    var template = document.getElementById("tk-big-preloads");
    return template && template.content ? template : null;
  }

  // The addresses of Python's big files (the template's preloads).
  function bigFiles(template) {
    return Array.prototype.map.call(template.content.querySelectorAll("link[href]"),
      function (link) { return new URL(link.getAttribute("href"), location.href).href; });
  }

  // Python's files the page counts (<meta name="tk-python">: path=bytes ...) that are not
  // among `urls`: Pyodide's modules.
  function pythonModules(urls) {
    var meta = document.querySelector('meta[name="tk-python"]');
    if (!meta) return [];
    return meta.getAttribute("content").split(/\s+/).map(function (item) {
      return new URL(item.split("=")[0], location.href).href;
    }).filter(function (url) { return urls.indexOf(url) < 0; });
  }

  // The page hears of each big file come down ("tk:fetched", its address; those before it
  // listened: tkPythonFiles.fetched()), or of its download failed ("tk:broken"): the progress
  // line, which then offers to try again.
  var done = [];
  var broken = [];
  function heard(url, ok) {
    (ok ? done : broken).push(url);
    window.dispatchEvent(new CustomEvent(ok ? "tk:fetched" : "tk:broken", { detail: url }));
  }

  var FETCHER = "onmessage = function (e) { e.data.forEach(function (url) {" +
    " fetch(url).then(function (r) { if (!r.ok) throw r.status; return r.arrayBuffer(); })" +
    ".then(function () { postMessage([url, true]); }," +
    " function () { postMessage([url, false]); }); }); };";

  // Each file read to its end in a worker and dropped (the offline worker or the HTTP cache
  // keeps it); false if no worker could be made (the page's own preloads then).
  function fetchApart(urls) {
    try {
      var code = URL.createObjectURL(new Blob([FETCHER], { type: "text/javascript" }));
      var fetcher = new Worker(code);
      var left = urls.length;
      fetcher.onmessage = function (event) {
        heard(String(event.data[0]), !!event.data[1]);
        if (--left === 0) {
          fetcher.terminate();
          URL.revokeObjectURL(code);
        }
      };
      fetcher.postMessage(urls);
      return true;
    } catch (e) {
      return false;
    }
  }

  function decide() {
    if (decided) return;
    decided = true;
    html.removeAttribute("data-python-files");
    preload();
    var tasks = waiting;
    waiting = [];
    tasks.forEach(function (task) { task(); });
  }

  window.tkPythonFiles = {
    whenDecided: function (task) { if (decided) task(); else waiting.push(task); },
    fetched: function () { return done.slice(); },
    broken: function () { return broken.slice(); },
  };

  // A first visit to a secure host: the offline worker is installed at once (its first
  // install downloads nothing: the page asks it to fill the offline cache once the game is
  // ready, static/sw-register.js), and once it is in control (some 0.1 s) it downloads the
  // files (downloadInOfflineWorker), Python's own requests go through it, and it keeps them
  // for the offline cache: once. The browser's HTTP cache cannot be counted on to share
  // them between Python's worker and the offline worker's fill: a private window's (and
  // WebKit's, under automation) does not keep the 9.6 MB WebAssembly, and a first visit
  // would come down 2.3 times (Chromium) and 3 times (WebKit). Not in control within
  // CONTROL_WITHIN_MS, or no worker on its way, the page goes on without it.
  function awaitControl() {
    html.setAttribute("data-python-files", "pending");
    var timer = setTimeout(decide, CONTROL_WITHIN_MS);
    sw.addEventListener("controllerchange", function () {
      clearTimeout(timer);
      decide();
    });
    register().then(function (registration) {
      // no new worker in it (a browser automated to block them resolves with nothing):
      // nothing will take control
      var coming = registration && (registration.installing || registration.waiting);
      if (!coming) {
        decide();
        return;
      }
      coming.addEventListener("statechange", function () {
        if (coming.state === "redundant") decide();  // its install failed
      });
    });
  }

  // The offline worker installed; not registered (no storage, a bad script), the page goes on
  // without it (a registration of nothing, as a browser that blocks them gives).
  function register() {
    return sw.register(SW_URL).catch(function (err) {
      if (window.console) console.warn("service worker not registered:", err);
      decide();
      return null;
    });
  }

  if (sw && !sw.controller && window.isSecureContext) {
    awaitControl();
    return;
  }
  decide();
})();
