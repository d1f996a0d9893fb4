/* Registers the offline service worker (sw.js at the site root, built by `make site`).
 *
 * Registration waits until the game is playable (<html data-state="ready">) and what
 * static/js/preshell.js hands over is written: by then the page has downloaded everything it
 * needs, and the worker's install (tools/build_sw.mjs) takes it from the browser's HTTP cache
 * (conditional requests answered "304 Not Modified") or from what the page handed over, so
 * nothing is downloaded twice; it falls back to 20 s after `load`. The URL is resolved from
 * this script's own address, so the site works under any sub-path. A new sw.js takes over
 * at once (skipWaiting + clientsClaim); the game state lives in localStorage and survives the
 * switch.
 */
(function () {
  "use strict";
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  var script = document.currentScript;
  var swUrl = new URL("../sw.js", script ? script.src : location.href).href;
  var done = false;

  function register() {
    if (done) return;
    done = true;
    // after the page's own downloads are in the hand-off cache (static/js/preshell.js), which
    // the worker's install takes them from; at most 10 s later all the same
    var pre = window.tkPreshell;
    var handed = pre && pre.handedOff ? pre.handedOff() : Promise.resolve();
    var late = new Promise(function (resolve) { setTimeout(resolve, 10000); });
    Promise.race([handed, late]).then(function () {
      return navigator.serviceWorker.register(swUrl);
    }).catch(function (err) {
      console.warn("service worker not registered:", err);
    });
  }

  function isReady() {
    return document.documentElement.dataset.state === "ready";
  }

  if (isReady()) {
    register();
    return;
  }
  var observer = new MutationObserver(function () {
    if (isReady()) {
      observer.disconnect();
      register();
    }
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-state"] });
  window.addEventListener("load", function () {
    setTimeout(register, 20000);
  });
})();
