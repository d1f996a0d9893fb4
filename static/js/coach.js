/* The lessons' bubble: ui/shell/lesson.py draws it into #coach (a .coach-bubble whose
 * data-anchor is a CSS selector of what it speaks of); this script puts it next to that
 * element and keeps it there, in view.
 *
 * - Placed with Floating UI (static/vendor/floating-ui/floating-ui.js: window.FloatingUIDOM)
 *   on the side of the element where it hides the least of the page (below, above, right or
 *   left, centred or flush with one end; in that order when they hide as little), never past
 *   the screen's edges, its arrow pointing at the element; re-placed whenever the element
 *   moves (autoUpdate, looking at it every frame: the page scrolled or drawn again around it;
 *   a screen turned to another size brings the element into view and chooses the side
 *   again, even after the page was scrolled away from it) and whenever
 *   Python draws the page again (a MutationObserver: each drawing gives the bubble Python's
 *   classes, without its placing). While the element, or a piece in it or around it, moves into place,
 *   the bubble waits for it to land and is placed beside where it rests (a bubble new on the
 *   screen shows then, one already shown stays where it was).
 * - An element out of view is scrolled into view once, when the bubble first points at it.
 * - No element (none named, none drawn, or hidden): the bubble docks at the bottom of the
 *   screen.
 * - The bubble shows once placed (never a frame at the corner), and comes in with a short
 *   motion only when it says something new (app.css: none with reduced motion).
 * Nothing here decides anything: Python says what and where, this script only lays it out.
 */
(function () {
  "use strict";
  var coach = document.getElementById("coach");
  var F = window.FloatingUIDOM;
  if (!coach || !F) return;
  var reduced = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
  var state = { bubble: null, anchor: null, selector: null, said: null, stop: null, at: null,
                placing: null, side: null, screen: null, ticket: 0 };
  // Where the bubble may stand: each side of the element, centred on it or flush with one
  // of its ends (preferred in this order when they hide as little).
  var DEFAULT_SIDE = "bottom";
  var SIDES = ["bottom", "top", "right", "left"].reduce(function (all, side) {
    return all.concat([side, side + "-start", side + "-end"]);
  }, []);
  // What a player reads or taps (drawn, below, adds what has its own words or is drawn).
  var SEEN = "button, a, input, select, label, img, svg, h1, h2, h3, h4, p, li, td, th, " +
    "[aria-label], [data-action]";
  var scheduled = false;

  function bubbleNow() {
    return coach.hidden ? null : coach.querySelector(".coach-bubble");
  }

  function shown(el) {
    if (!el || !el.isConnected) return false;
    var box = el.getBoundingClientRect();
    return box.width > 0 || box.height > 0;
  }

  function find(selector) {
    if (!selector) return null;
    try {
      var el = document.querySelector(selector);
      return shown(el) ? el : null;
    } catch (e) {
      return null;
    }
  }

  function stop() {
    if (state.stop) state.stop();
    state.stop = null;
  }

  // The element scrolled into view (the page, and the panel beside the table on a tablet)
  // when the bubble first points at it and it is not all in sight.
  function reveal(el, instant) {
    if (inView(el)) return;
    el.scrollIntoView({ block: "center", inline: "nearest",
                        behavior: instant || (reduced && reduced.matches) ? "auto" : "smooth" });
  }

  function show(bubble) {
    if (bubble.classList.contains("placed")) return;
    var said = bubble.textContent;
    bubble.classList.add("placed");
    if (said !== state.said) {
      state.said = said;
      bubble.classList.add("arriving");  // the motion in: only for words not shown before
    }
  }

  function dock(bubble) {
    bubble.classList.add("docked");
    bubble.removeAttribute("data-side");
    bubble.style.left = "";
    bubble.style.top = "";
    show(bubble);
  }

  function update() {
    var bubble = state.bubble;
    var anchor = state.anchor;
    if (!bubble || !bubble.isConnected) return;
    if (!anchor || !anchor.isConnected) {
      dock(bubble);
      return;
    }
    var ticket = ++state.ticket;  // only the latest placing is shown
    var current = function () { return state.bubble === bubble && state.ticket === ticket; };
    var moving = motionsAround(anchor);
    if (moving.length) {  // placed beside where it lands, not where it is in its flight
      state.placing = Promise.all(moving.map(function (motion) {
        return motion.finished.catch(function () {});
      })).then(function () {
        if (current()) update();
      });
      return;
    }
    var arrow = bubble.querySelector(".coach-arrow");
    var middleware = [F.offset(14), F.flip({ padding: 8 }), F.shift({ padding: 8 })];
    if (arrow) middleware.push(F.arrow({ element: arrow, padding: 14 }));
    var placeOn = function (side) {
      return F.computePosition(anchor, bubble, {
        strategy: "fixed", placement: side, middleware: middleware,
      }).then(function (found) {
        if (!current()) return false;
        var tip = found.middlewareData.arrow || {};
        state.at = { x: Math.round(found.x), y: Math.round(found.y),
                     side: found.placement.split("-")[0],
                     tipX: tip.x != null ? Math.round(tip.x) + "px" : "",
                     tipY: tip.y != null ? Math.round(tip.y) + "px" : "" };
        at(bubble, state.at);
        return true;
      });
    };
    var screen = window.innerWidth + "x" + window.innerHeight;
    if (state.screen !== screen) {  // the tablet turned: as a new bubble is
      state.side = null;
      state.screen = screen;
      reveal(anchor, true);
    }
    var choosing = state.side ? Promise.resolve(state.side) : leastHiding(anchor, bubble);
    state.placing = choosing.then(function (side) {
      if (!current()) return false;
      if (inView(anchor)) state.side = side;  // kept once chosen with all of it in sight
      return placeOn(side).then(function (shown) {
        if (!shown || fitsBeside(bubble, anchor)) return shown;
        // A side that, placed, leaves the screen or covers the element (the page moved
        // under it meanwhile) is chosen again where the element is now, and gives way to
        // below (or above, flipped) if that does not fit either.
        state.side = null;
        return leastHiding(anchor, bubble).then(function (again) {
          if (!current()) return false;
          return placeOn(again).then(function (shown) {
            if (!shown || again === DEFAULT_SIDE || fitsBeside(bubble, anchor)) return shown;
            return placeOn(DEFAULT_SIDE);
          });
        });
      });
    });
  }

  // Whether the bubble, where it stands, is on the screen and off the element.
  function fitsBeside(bubble, anchor) {
    var b = bubble.getBoundingClientRect();
    var a = anchor.getBoundingClientRect();
    var onScreen = b.left >= -1 && b.top >= -1 && b.right <= window.innerWidth + 1 &&
      b.bottom <= window.innerHeight + 1;
    var over = Math.min(b.right, a.right) - Math.max(b.left, a.left) > 2 &&
      Math.min(b.bottom, a.bottom) - Math.max(b.top, a.top) > 2;
    return onScreen && !over;
  }

  // The side where the bubble hides the least of what the page shows around the element: each
  // side's place is measured (kept on the screen, not flipped), and a grid of points in it
  // is looked at (what is under each, the bubble set aside): a point on something a player
  // reads or taps counts as hidden, three times over beside the element (the rest of its
  // row or hand) or inside what the view marks data-coach-keep (the learner's hand). A side
  // where the bubble does not fit on the screen is left out (below when none fits: Floating
  // UI's flip and shift then do what they can).
  function leastHiding(anchor, bubble) {
    var options = [F.offset(14), F.shift({ padding: 8 })];
    return Promise.all(SIDES.map(function (side) {
      return F.computePosition(anchor, bubble, { strategy: "fixed", placement: side,
                                                 middleware: options });
    })).then(function (places) {
      var box = bubble.getBoundingClientRect();
      var best = 0;
      var scores = places.map(function (found) {
        var fits = found.x >= 0 && found.y >= 0 && found.x + box.width <= window.innerWidth &&
          found.y + box.height <= window.innerHeight;
        return fits ? hidden(found.x, found.y, box.width, box.height, anchor) : Infinity;
      });
      for (var i = 1; i < scores.length; i++) if (scores[i] < scores[best]) best = i;
      return SIDES[best];
    });
  }

  function hidden(x, y, width, height, anchor) {
    var near = anchor;  // the row or hand it stands in: its nearest container of several
    for (var up = 0; up < 3 && near.parentElement && near.childElementCount < 3; up++) {
      near = near.parentElement;
    }
    if (near === anchor) near = anchor.parentElement || anchor;
    var count = 0;
    for (var i = 0; i < 5; i++) {
      for (var j = 0; j < 4; j++) {
        var px = x + width * (i + 0.5) / 5;
        var py = y + height * (j + 0.5) / 4;
        var under = document.elementsFromPoint(px, py).filter(function (el) {
          return !coach.contains(el);
        })[0];
        var thing = drawn(under);
        if (thing && !thing.contains(anchor) && !anchor.contains(thing)) {
          // what stands beside it, and what the view asks to keep in sight, counts most
          count += near.contains(thing) || thing.closest("[data-coach-keep]") ? 3 : 1;
        }
      }
    }
    return count;
  }

  function inView(el) {
    var box = el.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth;
  }

  // The thing a player sees at a point whose element is `el`: that element or one of its two
  // nearest containers that reads, taps or is drawn (its own words; a border or a background
  // around little: a card, a slot), and is not a region that holds many things (a row, a
  // panel, the table).
  function drawn(el) {
    for (var depth = 0; el && el.nodeType === 1 && depth < 3; depth++, el = el.parentElement) {
      var box = el.getBoundingClientRect();
      if (box.width * box.height >= window.innerWidth * window.innerHeight / 4) return null;
      if (el.matches(SEEN) || ownWords(el)) return el;
      var look = window.getComputedStyle(el);
      var framed = parseFloat(look.borderTopWidth) > 0 || look.backgroundImage !== "none" ||
        look.backgroundColor !== "rgba(0, 0, 0, 0)";
      if (framed && el.childElementCount <= 3) return el;  // a card, a slot, a tile
    }
    return null;
  }

  function ownWords(el) {
    for (var node = el.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 3 && node.nodeValue.trim()) return true;
    }
    return false;
  }

  // What moves the element or around it (the table's motion: a transform for a few hundred
  // ms, a piece flying into place): the element is measured where it is in its flight, so the
  // bubble waits for it to land (no layout change tells autoUpdate so).
  function motionsAround(anchor) {
    if (!document.getAnimations) return [];
    return document.getAnimations().filter(function (motion) {
      var effect = motion.effect;
      var target = effect && effect.target;
      return target && target.nodeType === 1 && motion.playState === "running" &&
        effect.getComputedTiming().endTime !== Infinity &&
        (target.contains(anchor) || anchor.contains(target));
    });
  }

  function at(bubble, where) {
    bubble.classList.remove("docked");
    bubble.style.left = where.x + "px";
    bubble.style.top = where.y + "px";
    bubble.setAttribute("data-side", where.side);
    var arrow = bubble.querySelector(".coach-arrow");
    if (arrow) {
      arrow.style.left = where.tipX;
      arrow.style.top = where.tipY;
    }
    show(bubble);
  }

  function place(instant) {
    scheduled = false;
    var bubble = bubbleNow();
    if (!bubble) {
      stop();
      state.bubble = state.anchor = null;
      state.selector = state.said = state.at = null;
      return;
    }
    var selector = bubble.getAttribute("data-anchor") || "";
    var anchor = find(selector);
    // The same bubble at the same element, still placed: autoUpdate follows it. (Python's next
    // drawing morphs the bubble in, keeping the element but not its placing: placed again.)
    if (bubble === state.bubble && anchor === state.anchor &&
        bubble.classList.contains("placed")) return;
    stop();
    var newPlace = selector !== state.selector;
    if (newPlace) {  // another element: its side chosen again, on the screen it is shown on
      state.side = null;
      state.screen = window.innerWidth + "x" + window.innerHeight;
    }
    if (!newPlace && anchor && state.at) at(bubble, state.at);  // a redrawing: where it was
    state.bubble = bubble;
    state.anchor = anchor;
    state.selector = selector;
    if (!anchor) {
      update();
      return;
    }
    if (newPlace) reveal(anchor, instant === true);
    // Looked at every frame: the element moved by anything (the page drawn again around it,
    // a scroll, a screen turned) is followed within a frame, not when an observer notices.
    state.stop = F.autoUpdate(anchor, bubble, update, { animationFrame: true });
  }

  function soon() {
    if (scheduled) return;
    scheduled = true;
    window.requestAnimationFrame(function () { place(false); });
  }

  new MutationObserver(soon).observe(document.body, {
    childList: true, subtree: true, attributes: true,
    attributeFilter: ["hidden", "data-anchor", "class"],
  });
  coach.addEventListener("animationend", function (event) {
    if (event.target.classList) event.target.classList.remove("arriving");
  });
  // Done once no newer placing started meanwhile (a scroll into view starts one), nor in the
  // two frames after it (the element followed as it moves).
  function settled(placing) {
    return Promise.resolve(placing).then(function () {
      if (state.placing !== placing) return settled(state.placing);
      return frames(2).then(function () {
        return state.placing !== placing || scheduled ? settled(state.placing) : true;
      });
    });
  }

  function frames(count) {
    return new Promise(function (done) {
      var next = function () { if (count-- <= 0) done(); else requestAnimationFrame(next); };
      next();
    });
  }

  // For the tests: the bubble placed afresh, as a new bubble is (its element brought into
  // view), and the bubble placed where it rests after a change (the screen turned), each
  // answering once it stands still.
  window.tkCoach = {
    place: function () {
      stop();
      state.bubble = state.anchor = state.selector = state.placing = state.side = null;
      place(true);
      return settled(state.placing);
    },
    settled: function () {
      return frames(2).then(function () { return settled(state.placing); });
    },
  };
  soon();
})();
