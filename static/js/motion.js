/* Motion on the table: what a move changed is seen moving (py/timekeeper/ui/kit/motion.py).
 *
 * Python draws a screen in one go; what moved it says as a plan of steps naming elements by
 * CSS selectors, and this script plays it out with the Web Animations API, where the layout
 * is (measuring before and after: a round trip from Python for each would cost more than the
 * motion). Python calls, through window.tkDom (static/js/bridge.js):
 *
 *   motionBegin(json plan)  before it draws: the elements the plan moves *from* are measured
 *                           and copied (they may be gone once it has drawn);
 *   motionEnd()             once it has drawn: each step is played.
 *
 * A step: {kind, from, to, delay, text}.
 *   fly    `to`, drawn in its place, is seen coming there from where `from` was (a tile from
 *          the rack to its cell, a card from a hand turned over, then into its slot);
 *   send   a picture of `from` (as it was) travels to where `to` is now and shrinks away (a
 *          card to a car, a card taken from one hand to another);
 *   leave  a picture of `from` (as it was) shrinks away where it was (a card taken);
 *   pop    `to` drops into its place;          flash  `to` lights up twice;
 *   turn   `to` turns over like a card;         float  `text` rises from `to`, then goes;
 *   glide  `to` moves from where it was before the drawing to where it is now (a car along
 *          its road).
 * Every step lasts some 200-400 ms (the minutes that rise, 900); steps wait `delay` ms (a
 * sequence, one after the other). Nothing is ever faded: what shows is always readable.
 *
 * Nothing waits for a motion and none takes a tap: the pictures that travel or leave are in
 * a layer that lets taps through, an element flying or gliding to its place lets them through
 * while it moves (only its picture moves: for the page it stays where it is), and one that
 * drops in, lights up or turns over stays where it is, tappable. With prefers-reduced-motion
 * (or a plan that is not Python's), nothing moves. The page counts the steps it played in
 * window.tkMotionLog when a test gives it that array.
 */
(function () {
  "use strict";
  var EASE = "cubic-bezier(0.2, 0.8, 0.3, 1)";
  var staged = null;  // {plan, rects: {selector: DOMRect}, copies: {selector: element}}

  function still() {
    return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  }

  function layer() {
    var found = document.getElementById("tk-motion");
    if (found) return found;
    found = document.createElement("div");
    found.id = "tk-motion";
    found.setAttribute("aria-hidden", "true");
    document.body.appendChild(found);
    return found;
  }

  function visible(rect) {
    return rect && rect.width > 0 && rect.height > 0;
  }

  // The look of an element, kept on its picture: the picture flies in a layer of its own,
  // away from the rules that styled it in its place.
  var LOOK = ["background-color", "background-image", "border", "border-radius", "box-shadow",
              "color", "font", "padding", "display", "align-items", "justify-content",
              "text-align", "line-height", "box-sizing"];

  function copyOf(el, rect) {  // a picture of `el` as it is, fixed where it is
    var copy = el.cloneNode(true);
    var style = window.getComputedStyle(el);
    LOOK.forEach(function (name) { copy.style.setProperty(name, style.getPropertyValue(name)); });
    copy.removeAttribute("id");
    var marked = copy.querySelectorAll("[id], [data-action], [data-focus], [data-drop], [data-drag]");
    for (var i = 0; i < marked.length; i++) {
      ["id", "data-action", "data-focus", "data-drop", "data-drag"].forEach(function (name) {
        marked[i].removeAttribute(name);
      });
    }
    ["data-action", "data-focus", "data-drop", "data-drag"].forEach(function (name) {
      copy.removeAttribute(name);
    });
    copy.classList.add("tk-copy");
    copy.style.left = rect.left + "px";
    copy.style.top = rect.top + "px";
    copy.style.width = rect.width + "px";
    copy.style.height = rect.height + "px";
    return copy;
  }

  var MEASURED = { fly: true, send: true, leave: true, glide: true };  // before the drawing

  function begin(json) {
    staged = null;
    var plan;
    try { plan = JSON.parse(json); } catch (e) { return; }
    if (!Array.isArray(plan) || !plan.length || still()) return;
    var rects = {}, copies = {};
    plan.forEach(function (step) {
      var selector = step.kind === "glide" ? step.to : step.from;
      if (!selector || !MEASURED[step.kind] || selector in rects) return;
      var el = document.querySelector(selector);
      if (!el) return;
      var rect = el.getBoundingClientRect();
      if (!visible(rect)) return;
      rects[selector] = rect;
      if (step.kind === "leave" || step.kind === "send") copies[selector] = copyOf(el, rect);
    });
    staged = { plan: plan, rects: rects, copies: copies };
  }

  function timing(step, duration) {
    return { duration: duration, delay: step.delay || 0, easing: EASE, fill: "backwards" };
  }

  // The element itself, drawn in its place, is seen coming there from where `from` was:
  // its picture moves (and is drawn over its neighbours meanwhile), it stays put for taps.
  function fly(step, rects) {
    var target = document.querySelector(step.to);
    var from = rects[step.from];
    if (!target) return false;
    var to = target.getBoundingClientRect();
    if (!from || !visible(to)) return pop(step);
    var dx = from.left + from.width / 2 - (to.left + to.width / 2);
    var dy = from.top + from.height / 2 - (to.top + to.height / 2);
    var scale = Math.max(0.4, Math.min(2.5, from.width / to.width));
    target.animate([
      { transform: "translate(" + dx + "px, " + dy + "px) scale(" + scale + ")", zIndex: 40,
        pointerEvents: "none" },
      { transform: "none", zIndex: 40, pointerEvents: "none" },
    ], timing(step, 360));
    return true;
  }

  function send(step, rects, copies) {
    var target = document.querySelector(step.to);
    var from = rects[step.from];
    if (!from) return target ? pop(step) : false;
    if (!target) return leave(step, rects, copies);
    var to = target.getBoundingClientRect();
    if (!visible(to)) return leave(step, rects, copies);
    var copy = copies[step.from];
    layer().appendChild(copy);
    var dx = to.left + to.width / 2 - (from.left + from.width / 2);
    var dy = to.top + to.height / 2 - (from.top + from.height / 2);
    var scale = Math.max(0.25, Math.min(1, Math.min(to.width / from.width, to.height / from.height)));
    var trip = copy.animate([  // never faded (always readable): it shrinks away as it lands
      { transform: "none" },
      { transform: "translate(" + dx + "px, " + dy + "px) scale(" + scale + ")", offset: 0.8 },
      { transform: "translate(" + dx + "px, " + dy + "px) scale(" + scale * 0.2 + ")" },
    ], { duration: 400, delay: step.delay || 0, easing: EASE, fill: "both" });
    trip.onfinish = trip.oncancel = function () { copy.remove(); };
    return true;
  }

  function leave(step, rects, copies) {
    var from = rects[step.from];
    if (!from) return false;
    var copy = copies[step.from];
    layer().appendChild(copy);
    var gone = copy.animate([
      { transform: "none" },
      { transform: "translateY(-18px) scale(0.15)" },
    ], { duration: 320, delay: step.delay || 0, easing: "ease-in", fill: "both" });
    gone.onfinish = gone.oncancel = function () { copy.remove(); };
    return true;
  }

  function pop(step) {
    var target = document.querySelector(step.to);
    if (!target) return false;
    target.animate([  // its picture moves, its colours stay (never faded: always readable)
      { transform: "translateY(-14px) scale(1.1)" },
      { transform: "none" },
    ], timing(step, 320));
    return true;
  }

  function flash(step) {
    var target = document.querySelector(step.to);
    if (!target) return false;
    target.animate([
      { filter: "none" },
      { filter: "brightness(1.25) saturate(1.6)", transform: "scale(1.06)", offset: 0.35 },
      { filter: "none" },
    ], { duration: 380, delay: step.delay || 0, easing: "ease-in-out", iterations: 2 });
    return true;
  }

  function turn(step) {
    var target = document.querySelector(step.to);
    if (!target) return false;
    target.animate([
      { transform: "perspective(400px) rotateY(75deg)" },
      { transform: "none" },
    ], timing(step, 340));
    return true;
  }

  function float(step) {
    var target = document.querySelector(step.to);
    if (!target || !step.text) return false;
    var rect = target.getBoundingClientRect();
    if (!visible(rect)) return false;
    var label = document.createElement("span");
    label.className = "tk-float";
    label.textContent = step.text;
    label.style.left = rect.left + rect.width / 2 + "px";
    label.style.top = rect.top + "px";
    layer().appendChild(label);
    var rise = label.animate([  // shown whole while it rises (never faded: always readable)
      { transform: "translate(-50%, 0) scale(0.6)", visibility: "hidden" },
      { transform: "translate(-50%, 0) scale(0.6)", visibility: "visible", offset: 0.01 },
      { transform: "translate(-50%, -14px) scale(1)", offset: 0.25 },
      { transform: "translate(-50%, -34px) scale(1)", visibility: "visible", offset: 0.99 },
      { transform: "translate(-50%, -34px) scale(1)", visibility: "hidden" },
    ], { duration: 900, delay: step.delay || 0, easing: "ease-out", fill: "both" });
    rise.onfinish = rise.oncancel = function () { label.remove(); };
    return true;
  }

  function glide(step, rects) {
    var target = document.querySelector(step.to);
    var from = rects[step.to];
    if (!target || !from) return false;
    var to = target.getBoundingClientRect();
    var dx = from.left - to.left, dy = from.top - to.top;
    if (!dx && !dy) return false;
    target.animate([
      { transform: "translate(" + dx + "px, " + dy + "px)", pointerEvents: "none" },
      { transform: "none", pointerEvents: "none" },
    ], timing(step, 380));
    return true;
  }

  var KINDS = { fly: fly, send: send, leave: leave, pop: pop, flash: flash, turn: turn, float: float,
                glide: glide };

  function end() {
    var now = staged;
    staged = null;
    if (!now || still()) return;
    var log = Array.isArray(window.tkMotionLog) ? window.tkMotionLog : null;
    now.plan.forEach(function (step) {
      var play = KINDS[step.kind];
      var played = false;
      try { played = play ? play(step, now.rects, now.copies) : false; } catch (e) { played = false; }
      if (log) log.push({ kind: step.kind, to: step.to || null, from: step.from || null,
                          played: !!played });
    });
  }

  if (window.tkDom) {
    window.tkDom.motionBegin = begin;
    window.tkDom.motionEnd = end;
  }
})();
