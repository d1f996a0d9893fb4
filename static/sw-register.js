/* The offline service worker (sw.js at the site root, built by `make site`): registered, and
 * asked to fill the offline cache, once the game is playable.
 *
 * A first visit to a secure host has usually installed the worker already, at once, to bring
 * Python's big files down through it (static/js/python-files.js). Either way the
 * cache is filled only now, when the game is ready (<html data-state="ready">): by then the
 * page has downloaded everything it needs, and the worker (tools/build_sw.mjs) reuses it
 * (what it answered itself, or the browser's HTTP cache with conditional requests answered
 * "304 Not Modified"), so nothing is downloaded twice; it falls back to 20 s after `load`. When the
 * game plays offline, <html data-offline="ready">. The URL is resolved from this script's own
 * address, so the site works under any sub-path. A new sw.js fills its cache as it installs
 * and takes over at once (skipWaiting + clientsClaim); the game state lives in localStorage
 * and survives the switch.
 */
(function () {
  "use strict";
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  var script = document.currentScript;
  var swUrl = new URL("../sw.js", script ? script.src : location.href).href;
  var html = document.documentElement;
  var done = false;

  navigator.serviceWorker.addEventListener("message", function (event) {
    var data = event.data || {};
    if (data.type === "timekeeper-offline") {
      html.setAttribute("data-offline", data.ready ? "ready" : "failed");
    }
  });
  navigator.serviceWorker.startMessages();

  function register() {
    if (done) return;
    done = true;
    navigator.serviceWorker.register(swUrl).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      registration.active.postMessage({ type: "timekeeper-fill" });
    }).catch(function (err) {
      console.warn("service worker not registered:", err);
    });
  }

  function isReady() {
    return html.dataset.state === "ready";
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
  observer.observe(html, { attributes: true, attributeFilter: ["data-state"] });
  window.addEventListener("load", function () {
    setTimeout(register, 20000);
  });
})();
