/* The page's side of the Python drawing it (py/timekeeper/ui/kit/staged.py and page.py).
 *
 * window.tkDom.build(parent, json, replace) makes the elements Python drew, in one step:
 * the tree comes as JSON, [tag, namespace, [attribute, value, ...], [property, value, ...],
 * [children...]] (a child is such a list or a string of text), and is made with
 * createElement(NS), setAttribute and text nodes: nothing is parsed as HTML, a name typed by
 * a player stays text. It is appended to `parent` (a handle, see below; emptied first if
 * `replace`; none: made on its own). It returns the handle of the batch: its elements are
 * "b<batch>.<n>", numbered in the order Python numbered them. While Python takes over the page
 * drawn before it (the home and the forms drawn at build time, tools/prerender.py), its
 * drawing keeps the elements there when they are the ones Python drew, element for element,
 * with Python's attributes and words (see `adopt`).
 *
 * When Python runs in a worker, every value it reads from the page crosses to the worker,
 * and an element or any object crossing costs some 7 ms (Pyodide asks the object many
 * questions, each a round trip); text and numbers cost a quarter of a millisecond. So
 * Python holds handles, and these functions take and give only text and numbers:
 *   get(handle, name) / set(handle, name, json) / call(handle, name, json, fn)
 *   answer JSON: a value as it is, an element or other object as {"$":"r<n>"} (a handle),
 *   a function as {"$f":"r<n>"}, a list or array as its items {"$l":[...]} and itself
 *   {"$":"r<n>"}; `fn` is the one Python function
 *   an argument may be ({"$fn":1} in the arguments), e.g. an event listener or a timer.
 *   listen(handle, type, fn, json options): `fn` gets each event as JSON (its key, modifier
 *   keys, pointer, storage fields, and its target as a handle); options may also hold
 *   `closest` (selectors: the event says which element matching each it happened in) and
 *   `only` (told to Python only when one matched).
 *   drop(json list of handles): Python no longer holds them.
 * "document", "window" and "html" (the root element) are handles too. From a worker, Python
 * calls them all through window.tkDomCall(name, ...arguments) (see there).
 */
(function () {
  "use strict";
  var refs = new Map();   // "r<n>" -> an object Python holds
  var batches = new Map();  // <batch> -> the elements a build made
  var next = 1;

  function resolve(handle) {
    if (handle === "document") return document;
    if (handle === "window") return window;
    if (handle === "html") return document.documentElement;
    if (handle.charAt(0) === "b") {
      var dot = handle.indexOf(".");
      return batches.get(+handle.slice(1, dot))[+handle.slice(dot + 1)];
    }
    return refs.get(handle);
  }

  function hand(value) {
    if (value === null || value === undefined) return null;
    var kind = typeof value;
    if (kind === "string" || kind === "number" || kind === "boolean") return value;
    if (kind === "function") {
      var fn = "r" + next++;
      refs.set(fn, value);
      return { $f: fn };
    }
    if (Array.isArray(value) || value instanceof NodeList || value instanceof HTMLCollection) {
      var list = "r" + next++;  // the items, and the list itself (an array may be added to)
      refs.set(list, value);
      return { $l: Array.prototype.map.call(value, hand), $: list };
    }
    var handle = "r" + next++;
    refs.set(handle, value);
    return { $: handle };
  }

  function take(value, fn) {  // a value from Python: handles back to objects
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) return value.map(function (v) { return take(v, fn); });
    if (typeof value.$ === "string") return resolve(value.$);
    if (value.$fn) return fn;
    var out = {};
    for (var key in value) out[key] = take(value[key], fn);
    return out;
  }

  // Typing is never lost to a redraw. Python in a worker hears of a keystroke a moment after
  // it, so a screen it redraws meanwhile (the form after a tap on the player count) would
  // draw a field as Python last knew it and drop what was just typed. Each field keeps the
  // value Python drew; when a field is replaced by one of the same name that Python drew the
  // same way, it gets what the player typed (and the focus and caret, if it had them), and
  // Python is told by an "input" event, as if it had just been typed. A field the player had
  // only gone into keeps the focus too: the next key goes where the player put the caret.
  var drawnValue = new WeakMap();
  var FIELDS_SELECTOR = "input:not([type=file]), textarea, select";

  function fieldName(el) {
    return el.getAttribute("data-input") || el.id || "";
  }

  function typedIn(target) {
    var typed = {};
    var fields = target.querySelectorAll(FIELDS_SELECTOR);
    for (var i = 0; i < fields.length; i++) {
      var el = fields[i], name = fieldName(el);
      var focused = el === document.activeElement;
      if (!name || !drawnValue.has(el) || (el.value === drawnValue.get(el) && !focused)) continue;
      var caret = null;
      try { caret = [el.selectionStart, el.selectionEnd]; } catch (e) { caret = null; }
      typed[name] = { drawn: drawnValue.get(el), value: el.value, focused: focused,
                      caret: caret };
    }
    return typed;
  }

  function keepTyped(made, typed) {
    for (var i = 0; i < made.length; i++) {
      var el = made[i];
      if (!el.matches || !el.matches(FIELDS_SELECTOR)) continue;
      drawnValue.set(el, el.value);
      var was = typed[fieldName(el)];
      if (!was || el.value !== was.drawn) continue;  // Python drew it anew: its value stands
      el.value = was.value;
      if (was.focused && document.activeElement === document.body) {
        el.focus();
        try { if (was.caret) el.setSelectionRange(was.caret[0], was.caret[1]); } catch (e) { /* no caret */ }
      }
      if (was.value === was.drawn) continue;  // only gone into: nothing typed to tell
      told(el);
    }
  }

  // Python takes over the page drawn before it (the home, a form opened meanwhile) by drawing
  // the same screen (ui/shell/takeover.py), once more after replaying what the players chose
  // and typed. Made anew, a whole screen is laid out and painted again: in WebKit on a slow
  // core that held the page over 100 ms just before Python was ready, for no change a player
  // could see. So while Python takes over (until <html data-state="ready">), where a part
  // holds the same elements and text Python drew, in the same order, the elements there are
  // kept and given Python's attributes, properties and words (the start button stops
  // waiting, a typed name goes into the "First player" list, the pre-shell's notes go): only
  // those are restyled, and the focus, the caret and the scroll stay. Anything else (another
  // count of players, a saved game to resume) is made anew, and so is everything Python
  // draws once it is ready.
  var XHTML = "http://www.w3.org/1999/xhtml";

  function sameAs(nodes, specs, kept) {
    if (nodes.length !== specs.length) return false;
    for (var i = 0; i < specs.length; i++) {
      var node = nodes[i], spec = specs[i];
      if (typeof spec === "string") {
        if (node.nodeType !== 3) return false;
        kept.push(node, spec);
        continue;
      }
      if (node.nodeType !== 1 || node.localName !== spec[0] ||
          node.namespaceURI !== (spec[1] || XHTML)) return false;
      kept.push(node, spec);
      if (!sameAs(node.childNodes, spec[4], kept)) return false;
    }
    return true;
  }

  // What the page's own markup holds in a part besides what was drawn there: the spaces
  // between tags, a <noscript> (nothing, where scripts run). Left out of the comparison, and
  // dropped when the rest is kept, as a drawing anew would.
  function inert(node) {
    return node.nodeType === 3 ? !/\S/.test(node.data) : node.localName === "noscript";
  }

  function adopt(target, specs) {  // the elements kept, in Python's order; null: none kept
    if (document.documentElement.getAttribute("data-state") === "ready") return null;
    var kept = [], there = [], extra = [];
    for (var n = target.firstChild; n; n = n.nextSibling) (inert(n) ? extra : there).push(n);
    if (!sameAs(there, specs, kept)) return null;
    extra.forEach(function (node) { node.remove(); });
    var made = [];
    for (var i = 0; i < kept.length; i += 2) {
      if (typeof kept[i + 1] === "string") {
        if (kept[i].data !== kept[i + 1]) kept[i].data = kept[i + 1];
        continue;
      }
      var el = kept[i], attrs = kept[i + 1][2], props = kept[i + 1][3], j;
      var wanted = {};
      for (j = 0; j < attrs.length; j += 2) wanted[attrs[j]] = true;
      for (j = el.attributes.length - 1; j >= 0; j--) {
        if (!wanted[el.attributes[j].name]) el.removeAttribute(el.attributes[j].name);
      }
      for (j = 0; j < attrs.length; j += 2) {
        if (el.getAttribute(attrs[j]) !== attrs[j + 1]) el.setAttribute(attrs[j], attrs[j + 1]);
      }
      for (j = 0; j < props.length; j += 2) {
        if (el[props[j]] === props[j + 1]) continue;
        if (props[j] === "value" && el === document.activeElement) {
          told(el);  // typed since Python read the page: kept, and Python is told (keepTyped)
          continue;
        }
        el[props[j]] = props[j + 1];
      }
      made.push(el);
      if (el.matches(FIELDS_SELECTOR)) drawnValue.set(el, el.value);
    }
    return made;
  }

  function told(field) {  // Python hears of what a field holds as if it had just been typed
    setTimeout(function () {
      field.dispatchEvent(new Event(field.tagName === "SELECT" ? "change" : "input",
                                    { bubbles: true }));
    }, 0);
  }

  function build(parent, json, replace) {
    var specs = JSON.parse(json);
    var target = typeof parent === "string" ? resolve(parent) : parent || null;
    var made = (target && replace && adopt(target, specs)) || makeAnew(target, specs, replace);
    var batch = next++;
    batches.set(batch, made);
    return batch;
  }

  function makeAnew(target, specs, replace) {  // the elements made, in Python's order
    var made = [];
    function make(spec) {
      var el = spec[1] ? document.createElementNS(spec[1], spec[0]) : document.createElement(spec[0]);
      made.push(el);
      var attrs = spec[2], i;
      for (i = 0; i < attrs.length; i += 2) el.setAttribute(attrs[i], attrs[i + 1]);
      var kids = spec[4];
      for (i = 0; i < kids.length; i++) {
        el.appendChild(typeof kids[i] === "string" ? document.createTextNode(kids[i]) : make(kids[i]));
      }
      var props = spec[3];
      for (i = 0; i < props.length; i += 2) el[props[i]] = props[i + 1];
      return el;
    }
    var fragment = document.createDocumentFragment();
    for (var i = 0; i < specs.length; i++) {
      fragment.appendChild(typeof specs[i] === "string" ? document.createTextNode(specs[i]) : make(specs[i]));
    }
    var typed = target && replace ? typedIn(target) : {};
    if (target) {
      if (replace) target.textContent = "";
      target.appendChild(fragment);
    }
    keepTyped(made, typed);
    return made;
  }

  function element(handle) {  // for Python on the main thread, where objects cost nothing
    return resolve(handle);
  }

  function change(json) {  // [[handle, {property: value}, {attribute: value}], ...]
    var items = JSON.parse(json);
    for (var i = 0; i < items.length; i++) {
      var el = resolve(items[i][0]), props = items[i][1], attrs = items[i][2], name;
      for (name in props) el[name] = props[name];
      for (name in attrs) el.setAttribute(name, attrs[name]);
    }
  }

  function get(handle, name) {
    return JSON.stringify(hand(resolve(handle)[name]));
  }

  function set(handle, name, json) {
    resolve(handle)[name] = take(JSON.parse(json));
  }

  function call(handle, name, json, fn) {
    var target = resolve(handle);
    var args = take(JSON.parse(json), fn);
    if (name === "new") return JSON.stringify(hand(new (Function.prototype.bind.apply(target, [null].concat(args)))()));
    if (typeof target[name] !== "function") {
      throw new TypeError("tkDom.call: " + name + " is not a function of " + target);
    }
    return JSON.stringify(hand(target[name].apply(target, args)));
  }

  var FIELDS = ["type", "key", "shiftKey", "ctrlKey", "metaKey", "altKey", "clientX", "clientY",
    "pointerId", "pointerType", "button", "detail", "newValue", "oldValue", "newState"];

  var pending = 0;  // events whose Python handler has not finished yet
  var waiters = [];

  function idle() {
    return !pending && !document.documentElement.hasAttribute("aria-busy");
  }

  function finished() {
    pending--;
    waiters.slice().forEach(function (check) { check(); });
  }

  // Resolves once every event told to Python so far has been handled and the page no longer
  // says it is working (<html aria-busy>: a record being read and loaded), at most 5 s
  // later. The browser tests wait on it after each step: Python in a worker handles events
  // a moment after them.
  function settled() {
    if (idle()) return Promise.resolve();
    return new Promise(function (resolve) {
      var observer = new MutationObserver(check);
      var timer = setTimeout(done, 5000);
      function done() {
        observer.disconnect();
        clearTimeout(timer);
        waiters.splice(waiters.indexOf(check), 1);
        resolve();
      }
      function check() { if (idle()) done(); }
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ["aria-busy"] });
      waiters.push(check);
    });
  }

  // The elements matching `selectors` that the event happened in ({selector: handle or
  // null}), found here so that Python's handler needs no round trip to ask; null when no
  // selector matched.
  function within(event, selectors) {
    var target = event.target, found = {}, any = false;
    for (var i = 0; i < selectors.length; i++) {
      var match = target && target.closest ? target.closest(selectors[i]) : null;
      found[selectors[i]] = match ? hand(match) : null;
      any = any || !!match;
    }
    return any ? found : null;
  }

  function listen(handle, type, fn, json) {
    var options = json ? JSON.parse(json) : {};
    // Ours, not addEventListener's: `closest` (selectors, see within) and `only` (the event
    // is told to Python only when one of them matched: a tap on the page's blank parts
    // costs the worker nothing, and the main thread no round trips).
    var selectors = options.closest || [], only = !!options.only;
    delete options.closest;
    delete options.only;
    resolve(handle).addEventListener(type, function (event) {
      var found = selectors.length ? within(event, selectors) : null;
      if (only && !found) return;
      var seen = { defaultPrevented: event.defaultPrevented };
      for (var i = 0; i < FIELDS.length; i++) {
        if (FIELDS[i] in event) seen[FIELDS[i]] = event[FIELDS[i]];
      }
      seen.target = hand(event.target);
      if (selectors.length) {
        seen.closest = found || {};
        for (var j = 0; j < selectors.length; j++) {
          if (!(selectors[j] in seen.closest)) seen.closest[selectors[j]] = null;
        }
      }
      pending++;
      var answer;
      try {
        answer = fn(JSON.stringify(seen));
      } catch (error) {
        finished();
        throw error;
      }
      Promise.resolve(answer).then(finished, finished);
    }, options);
  }

  // The bytes of a File (a game record chosen in "Load a game"), for Python in a worker:
  // fn(base64 text), or fn("!") if the file cannot be read.
  function bytesOf(handle, fn) {
    resolve(handle).arrayBuffer().then(function (buffer) {
      var bytes = new Uint8Array(buffer), text = "";
      for (var i = 0; i < bytes.length; i += 0x8000) {
        text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
      }
      fn(btoa(text));
    }, function () { fn("!"); });
  }

  function drop(json) {
    var handles = JSON.parse(json);
    for (var i = 0; i < handles.length; i++) {
      var handle = handles[i];
      if (handle.charAt(0) === "b") batches.delete(+handle.slice(1));
      else refs.delete(handle);
    }
  }

  var api = { build: build, change: change, get: get, set: set, call: call,
              listen: listen, drop: drop, element: element, bytesOf: bytesOf,
              settled: settled };
  window.tkDom = api;
  // Python in a worker reaches every function above through this one: each object or
  // function of the page that crosses to the worker costs it some 40 to 90 round trips to
  // the main thread (Pyodide asks it what it is), and reading tkDom then one of its
  // functions, for each of them, would cost over 600 round trips while Python takes over.
  window.tkDomCall = function (name, a, b, c, d) {
    return api[name](a, b, c, d);
  };
})();
