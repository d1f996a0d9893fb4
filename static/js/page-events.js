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
 *   (`along`), with nothing to ask Python;
 * - a piece of the hand (data-drag) dragged onto a place of the table (data-drop) follows the
 *   finger or the mouse here (`drag`): Python hears only that a drag began and where the
 *   piece was let go (see there).
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

  // A press on a piece of the hand (data-drag) that moves more than THRESHOLD pixels, on a
  // turn, drags it: a copy follows the pointer (.drag-ghost), the piece is marked .dragging
  // and the place under the pointer (data-drop) .drop-over. Python is told by a "tkdrag"
  // event on the document whose detail is JSON: {"kind": "start", "value": <data-drag>} as
  // the drag begins (the game's view takes the piece in hand and lights its places), then
  // {"kind": "drop", "value": ..., "target": <data-drop> or null} where it is let go (the
  // same as tapping that place; nowhere: the table is drawn again). A press that does not
  // move stays a tap; the click that ends a drag is not one.
  var THRESHOLD = 8, CLICK_GUARD = 500;
  var drag = null, droppedAt = 0;

  function tell(detail) {
    document.dispatchEvent(new CustomEvent("tkdrag", { detail: JSON.stringify(detail) }));
  }

  function dropPlace(x, y) {
    var found = document.elementFromPoint(x, y);
    return found ? found.closest("[data-drop]") : null;
  }

  function endDrag() {
    if (!drag) return;
    if (drag.ghost) drag.ghost.remove();
    if (drag.over) drag.over.classList.remove("drop-over");
    drag.source.classList.remove("dragging");
    drag = null;
  }

  document.addEventListener("pointerdown", function (event) {
    droppedAt = 0;  // a new press: whatever click comes next is its own
    var piece = closest(event, "[data-drag]");
    if (!piece || document.documentElement.getAttribute("data-screen") !== "turn" ||
        (event.pointerType === "mouse" && event.button !== 0)) return;
    drag = { x: event.clientX, y: event.clientY, pointer: event.pointerId, source: piece,
             value: piece.getAttribute("data-drag"), ghost: null, over: null };
  });
  document.addEventListener("pointermove", function (event) {
    if (!drag || event.pointerId !== drag.pointer) return;
    var x = event.clientX, y = event.clientY;
    if (!drag.ghost) {
      if (Math.abs(x - drag.x) + Math.abs(y - drag.y) < THRESHOLD) return;
      var ghost = drag.source.cloneNode(true);
      ["id", "data-drag", "data-action", "data-focus"].forEach(function (name) {
        ghost.removeAttribute(name);
      });
      ghost.classList.add("drag-ghost");
      ghost.setAttribute("aria-hidden", "true");
      document.body.appendChild(ghost);
      drag.ghost = ghost;
      tell({ kind: "start", value: drag.value });
    }
    event.preventDefault();
    drag.ghost.style.transform = "translate(" + Math.round(x) + "px, " + Math.round(y) + "px)";
    // Python's drawing may come between two moves: the marks are put back at each one.
    drag.source.classList.add("dragging");
    var over = dropPlace(x, y);
    if (over !== drag.over && drag.over) drag.over.classList.remove("drop-over");
    if (over) over.classList.add("drop-over");
    drag.over = over;
  }, { passive: false });
  document.addEventListener("pointerup", function (event) {
    if (!drag || event.pointerId !== drag.pointer) return;
    var dragged = !!drag.ghost, value = drag.value;
    var place = dragged ? dropPlace(event.clientX, event.clientY) : null;
    endDrag();
    if (!dragged) return;
    droppedAt = Date.now();
    tell({ kind: "drop", value: value, target: place ? place.getAttribute("data-drop") : null });
  });
  document.addEventListener("pointercancel", endDrag);
  document.addEventListener("click", function (event) {
    var dropped = droppedAt;
    droppedAt = 0;
    if (dropped && Date.now() - dropped < CLICK_GUARD) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  }, true);

  document.addEventListener("keydown", function (event) {
    if (KEYS[event.key] && !event.ctrlKey && !event.metaKey && !event.altKey &&
        closest(event, ALONG)) {
      event.preventDefault();
      along(event);
    }
  }, true);
})();
