/* What the page decides at once, on the main thread, for the shell's Python.
 *
 * When Python runs in a worker (preshell.js starts it there wherever the page is
 * cross-origin isolated: docs/python-off-main-thread.md), its event handlers run a moment after the event, too late to stop
 * the browser's own action; these rules stop it when the event happens, in either shape:
 * - a form sent from the panel (the new-game form) never leaves the page;
 * - a tap on an action button ([data-action]) is the shell's alone;
 * - the arrow keys, Home and End on the board's cells, along the rack, the hand and the
 *   cards to take move the focus (the shell's handlers) and never scroll the page.
 */
(function () {
  "use strict";
  var ALONG = "[data-cell], [data-action=tile], [data-action=card], [data-action=take], " +
    "[data-action=pick]";
  var KEYS = { ArrowLeft: 1, ArrowRight: 1, ArrowUp: 1, ArrowDown: 1, Home: 1, End: 1 };

  function closest(event, selector) {
    var target = event.target;
    return target && target.closest ? target.closest(selector) : null;
  }

  document.addEventListener("submit", function (event) {
    if (closest(event, "#panel")) event.preventDefault();
  }, true);
  document.addEventListener("click", function (event) {
    if (closest(event, "[data-action]")) event.preventDefault();
  }, true);
  document.addEventListener("keydown", function (event) {
    if (KEYS[event.key] && !event.ctrlKey && !event.metaKey && !event.altKey &&
        closest(event, ALONG)) {
      event.preventDefault();
    }
  }, true);
})();
