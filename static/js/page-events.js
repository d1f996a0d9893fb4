/* What the page decides at once, on the main thread, for the shell's Python.
 *
 * When Python runs in a worker (preshell.js starts it there wherever the page is
 * cross-origin isolated: docs/python-off-main-thread.md), its event handlers run a moment after the event, too late to stop
 * the browser's own action; these rules stop it when the event happens, in either shape:
 * - a form sent from the panel (the new-game form) never leaves the page;
 * - a tap on an action button ([data-action]) is the shell's alone;
 * - the arrow keys, Home and End on the board's cells, along the rack, the hand and the
 *   cards to take move the focus and never scroll the page: on the board the game's view
 *   moves it (the board's one tab stop is its state); along a row of the hand it moves here
 *   (`along`), with nothing to ask Python.
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
  // Along a row of the hand (24/7's rack, Les 24 Heures' cards, the cards to take or to
  // order in Who Turned the Clock?), Left and Right move the focus to the next button of the
  // panel with the same action, Home and End to the first and the last. A row that keeps one
  // tab stop (its buttons have a tabindex) moves it with the focus.
  var ROWS = "[data-action=tile], [data-action=card], [data-action=take], [data-action=pick]";
  var STEPS = { ArrowLeft: -1, ArrowRight: 1 };

  function along(event) {
    var here = closest(event, ROWS), panel = document.getElementById("panel");
    if (!here || !panel || !panel.contains(here)) return;
    var row = panel.querySelectorAll('[data-action="' + here.getAttribute("data-action") + '"]');
    var index = Array.prototype.indexOf.call(row, here);
    var target = event.key === "Home" ? 0 : event.key === "End" ? row.length - 1
      : index + (STEPS[event.key] || 0);
    if (target === index || target < 0 || target >= row.length) return;
    for (var i = 0; i < row.length; i++) {
      if (row[i].hasAttribute("tabindex")) row[i].setAttribute("tabindex", i === target ? "0" : "-1");
    }
    row[target].focus();
  }

  document.addEventListener("keydown", function (event) {
    if (KEYS[event.key] && !event.ctrlKey && !event.metaKey && !event.altKey &&
        closest(event, ALONG)) {
      event.preventDefault();
      along(event);
    }
  }, true);
})();
