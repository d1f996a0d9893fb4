/* The first visit to a static host: Python in a worker from the start.
 *
 * The game's Python runs in a worker only where the page is cross-origin isolated
 * (docs/python-off-main-thread.md), which needs two response headers that static hosts such as
 * GitHub Pages cannot send. The offline service worker (sw.js, tools/build_sw.mjs) adds them
 * to the page it answers; on a first visit it does not answer yet. So, on a first visit, this
 * script installs the service worker at once (its first install downloads nothing: the page
 * asks it to fill the offline cache once the game is ready, static/sw-register.js) and reloads
 * the page as soon as the worker controls it and the page has painted: the reloaded page is
 * isolated and Python never starts on the main thread. What the player does until the page
 * goes comes with it (static/js/preshell.js).
 *
 * Python's big files are not requested by the page until that is decided (they wait in
 * <template id="tk-big-preloads">), so a reload never throws away half a download; as the
 * reload is asked for, the offline worker starts on the biggest for the reloaded page. On a
 * first visit to a host that sends the headers itself (`make play`) there is no reload, but
 * the files wait for the offline worker to take control (installed at once, as above) and
 * come down through it, once (awaitControl). A player typing when the worker takes control
 * (it came late: a slow network) is not cut off: the reload waits until the typing has paused
 * for QUIET_MS (typing), the offline worker downloading Python's WebAssembly meanwhile. No
 * reload (Python on the main thread) when the player went for the game record's
 * chooser before the reload was asked for (callsOff), when the worker is not in control within
 * RELOAD_WITHIN_MS, when a reload was already tried in this tab, or where there is no service
 * worker at all. A browser that is isolated but gives no SharedArrayBuffer (Safari before
 * 15.2) reloads once for nothing and keeps Python on the main thread: whether it will cannot
 * be known before the page is isolated.
 *
 * Loaded without `defer`, after the template in <head> and before static/js/preshell.js.
 * window.tkIsolation:
 *   workerWanted()     Python may start in a worker here (isolated, with SharedArrayBuffer)
 *   whenDecided(task)  runs task once no reload is coming (at once if none was considered)
 *   fetched()          the big files come down so far, for Python in a worker ("tk:fetched")
 *   broken()           those whose download failed or was cut off ("tk:broken")
 *   takeEarlyTap()     where a tap on the reloaded page came before its <body>, once, or null
 * and the event "tk:progress" ({url, got}: bytes so far) as the offline worker downloads them;
 * <html data-isolation="pending|reloading"> while it is being decided.
 */
(function () {
  "use strict";
  var RELOAD_WITHIN_MS = 3000;  // a slow network gives up the worker rather than wait longer
  var QUIET_MS = 1500;  // a player typing: the reload waits for a pause this long
  var TRIED = "timekeeper.isolation-reload";  // sessionStorage: this tab reloaded once already
  var html = document.documentElement;
  var here = document.currentScript ? document.currentScript.src : location.href;
  var SW_URL = new URL("../../sw.js", here).href;  // the offline worker, at the site's root
  var sw = ("serviceWorker" in navigator) ? navigator.serviceWorker : null;
  var waiting = [];
  var decided = false;

  function tried() {
    try { return window.sessionStorage.getItem(TRIED) === "1"; } catch (e) { return true; }
  }
  var reloaded = tried();  // this page is the reload of a first visit
  try { window.sessionStorage.removeItem(TRIED); } catch (e) { /* no storage: no reload */ }

  // Where Python may run in a worker: an isolated page that has SharedArrayBuffer (every
  // engine, WebKit too: docs/python-off-main-thread.md).
  function workerWanted() {
    return !!window.crossOriginIsolated && typeof SharedArrayBuffer === "function";
  }

  // The big files come down once it is known that this page stays. Python on the main
  // thread reads them from the page's preloads. Python in a worker does not share those, and
  // as preloads their bodies come to the main thread in thousands of chunks, a task each, and
  // are finished in one task of up to 350 ms under a 4x CPU throttle, while the player taps
  // and types. There, where the offline worker answers the page (every visit after the first
  // one's reload), it is asked to download them itself, all at once (downloadInOfflineWorker):
  // once each, kept for Pyodide's own requests and for the offline cache (a later visit's
  // cache answers at once; on a host that sends the headers itself it is in control before
  // this: awaitControl); elsewhere (it did not come) a small worker of the page's own fetches
  // them (fetchApart), for the HTTP cache. In a worker, Pyodide's own modules (not preloaded:
  // a module preload cost the first tap some 90 ms) come down the same way, so that the
  // progress line can count every file of Python's and say when Python is starting: the
  // worker's own imports are not seen here.
  function preload() {
    var template = bigPreloads();
    if (!template) return;
    template.remove();
    var urls = bigFiles(template);
    if (workerWanted()) urls = urls.concat(pythonModules(urls));
    if (workerWanted() && sw && sw.controller) {
      downloadInOfflineWorker(urls);
    } else if (!workerWanted() || !fetchApart(urls)) {
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
  // listened: tkIsolation.fetched()), or of its download failed ("tk:broken"): the progress
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
    html.removeAttribute("data-isolation");
    preload();
    var tasks = waiting;
    waiting = [];
    tasks.forEach(function (task) { task(); });
  }

  // A tap on the first visit's reloaded page while it is still being read: the player tapped
  // what the page before it showed (the same home, kept on screen until this one is drawn),
  // and the tap comes here before the <body> is, on no button, and would be lost (measured
  // with taps during the reload). Its place is kept, and preshell.js taps what is there once the
  // page is drawn. Caught here, by the page's first script, as early as can be. Only on that
  // reload: elsewhere a tap before the first frame was aimed at another page.
  var EARLY_TARGETS = "[data-action], a, button, input, select, textarea, label, summary";
  var early = null;
  if (reloaded) {
    document.addEventListener("click", function (event) {
      var target = event.target;
      if (document.readyState !== "loading") return;
      if (target && target.closest && target.closest(EARLY_TARGETS)) return;
      early = { x: event.clientX, y: event.clientY };
    }, true);
  }

  window.tkIsolation = {
    workerWanted: workerWanted,
    EARLY_TARGETS: EARLY_TARGETS,
    takeEarlyTap: function () { var at = early; early = null; return at; },
    whenDecided: function (task) { if (decided) task(); else waiting.push(task); },
    fetched: function () { return done.slice(); },
    broken: function () { return broken.slice(); },
  };

  // A first visit to a host that sends the headers itself: isolated already, no reload. The
  // browser's HTTP cache cannot be counted on to share the big files between Python's worker
  // and the offline worker's fill: a private window's (and WebKit's, under automation) does
  // not keep the 9.6 MB WebAssembly, and a first visit would come down 2.3 times (Chromium)
  // and 3 times (WebKit). So the offline worker is installed at once, and once it is in control (some 0.1
  // s; Python ready no later, measured) it downloads them (downloadInOfflineWorker), Python's
  // own requests go through it, and it keeps them for the offline cache: once. Not in control
  // within RELOAD_WITHIN_MS, or no worker on its way, the page goes on without it.
  function awaitControl() {
    html.setAttribute("data-isolation", "pending");
    var timer = setTimeout(decide, RELOAD_WITHIN_MS);
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

  if (window.crossOriginIsolated && sw && !sw.controller && window.isSecureContext &&
      workerWanted()) {
    awaitControl();
    return;
  }

  if (window.crossOriginIsolated || !sw || sw.controller || reloaded || !window.isSecureContext ||
      !window.sessionStorage) {
    decide();
    return;
  }

  // A first visit: the worker is installed now, and the page reloaded once it is in control.
  html.setAttribute("data-isolation", "pending");
  var touched = false;
  var typedAt = null;  // when the player last typed (Date.now()) before the reload was asked
  function onTouch(event) {
    // Once the reload is asked for, nothing calls it off: what the player does until the page
    // goes is carried to the reloaded one (preshell.js). Before that, typing holds it back
    // until the player pauses (typing), and the game record's chooser calls it off (callsOff).
    if (decided || html.getAttribute("data-isolation") === "reloading") return;
    if (typing(event)) {
      typedAt = Date.now();
      return;
    }
    if (!callsOff(event)) return;
    touched = true;  // the player has started: no reload, Python on the main thread this time
    decide();
  }
  // A key, text typed without one (a tablet's keyboard), or a tap into a text field: the
  // player is typing, and keys typed while the tab changes page would be lost. Keeping the
  // page instead would start Python on its main thread, freezing the page under the player's
  // fingers (1.4 s here, 4.3 s under a 4x CPU throttle: a name typed before a late offline
  // worker came). So the reload waits for a pause, and the name, its field and caret come
  // with it (preshell.js), like everything done before the reload.
  function typing(event) {
    var target = event.target;
    if (event.type === "keydown") return true;
    return !!(target && /^(INPUT|TEXTAREA)$/.test(target.tagName) &&
      !/^(file|button|submit|reset|checkbox|radio|range|color)$/.test(target.type));
  }
  // What keeps this page as it is, Python on the main thread this once: a tap on the game
  // record's chooser (a chosen file cannot be carried). A tap elsewhere (a game, a player
  // count, a choice) does not: it comes with the reload like the taps once it is on its way.
  // (Calling the reload off there would freeze the page while Python starts on its main
  // thread: a tap at the moment the page looks ready, 0.20 s, came before the reload in 2 of
  // 3 first visits, measured with taps sent through DevTools.)
  function callsOff(event) {
    var target = event.target;
    var label = target && target.closest ? target.closest("label") : null;
    var control = label ? label.control : target;
    return !!(control && control.tagName === "INPUT" && control.type === "file");
  }
  ["pointerdown", "keydown", "input", "touchstart"].forEach(function (type) {
    window.addEventListener(type, onTouch, { capture: true, passive: true });
  });
  var timer = setTimeout(decide, RELOAD_WITHIN_MS);
  var asked = false;  // the WebAssembly asked for while the reload waited for a pause
  // The reload, once the worker is in control and the page has painted, and the player has
  // not typed for QUIET_MS.
  function reloadOnPause() {
    if (decided || touched) return;
    clearTimeout(timer);  // in control: only the player's pause is waited for now
    var wait = typedAt === null ? 0 : typedAt + QUIET_MS - Date.now();
    if (wait > 0) {
      if (!asked) {  // at once, the line counting it: the network is idle while the player types
        hearOfflineWorker();
        downloadFirst(false);
      }
      asked = true;
      setTimeout(reloadOnPause, wait);
      return;
    }
    try { window.sessionStorage.setItem(TRIED, "1"); } catch (e) { decide(); return; }
    html.setAttribute("data-isolation", "reloading");
    if (!asked) downloadFirst(true);
    location.reload();
  }
  sw.addEventListener("controllerchange", function () {
    if (decided || touched) return;
    afterFirstPaint(reloadOnPause);  // the timer still runs: a page that never paints decides
  });

  // The offline worker starts on Pyodide's WebAssembly (the first of the big files, two
  // thirds of their bytes) once it has answered the reloaded page's own request (duringReload):
  // the reloaded page asks for it again (downloadInOfflineWorker) and finds it on its way
  // (still downloaded once), instead of a network idle while the tab changes page. One file
  // only, after the page: all of them at once, as the reload is asked for, would hold up the
  // reloaded page's own requests (its first paint 0.25 s later through a 4 MB/s link).
  function downloadFirst(duringReload) {
    var template = bigPreloads();
    if (!template || !sw.controller) return;
    sw.controller.postMessage({ type: "timekeeper-download", duringReload: duringReload,
                                urls: bigFiles(template).slice(0, 1) });
  }

  // The page is shown before it reloads: the browser keeps it on screen until the reloaded
  // one paints, instead of a blank screen for the whole reload. Shown once a frame has been
  // drawn after the document was read (the home screen is in it), or once the browser reports
  // its first contentful paint, whichever it hears first: the report alone comes 25-80 ms
  // after the paint, once the frame is on screen (6 first visits: the offline worker in
  // control at 400 ms, the paint at 348, its report at 440).
  function afterFirstPaint(task) {
    var done = false;
    function once() {
      if (done) return;
      done = true;
      task();
    }
    if (performance.getEntriesByName("first-contentful-paint").length) {
      once();
      return;
    }
    function afterFrame() { requestAnimationFrame(function () { setTimeout(once, 0); }); }
    if (document.readyState !== "loading") {
      afterFrame();
    } else {
      document.addEventListener("readystatechange", function parsed() {
        if (document.readyState === "loading") return;
        document.removeEventListener("readystatechange", parsed);
        afterFrame();
      });
    }
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        once();
      }).observe({ type: "paint", buffered: true });
    } catch (e) { /* the frame alone */ }
  }
  register();
})();
