/* The page's side of the Python drawing it (py/timekeeper/ui/kit/dom.py, markup.py and
 * page.py).
 *
 * window.tkDom.morph(part, markup) draws a part of the page (the table, the panel, the
 * dialog...): Python sends what the part holds as HTML markup, in which every text is escaped
 * (a name typed by a player stays text), and idiomorph morphs it in (see `morph`). The other
 * effects Python tells the page (page.tell: the focus, the dialog, a sound, a download, the
 * root's marks...) take and give only text, and Python waits for none of them. What Python
 * knows of the device and of what the tablet keeps comes as it starts (`device`, `storage`);
 * the device is told again as it changes, and Python writes through `store`.
 *
 * Python runs in a PyScript worker and never reaches into the page: the page and Python talk
 * by messages only (py/main.py, py/timekeeper/ui/kit/page.py). `connect` starts it: the page
 * tells Python what it knows (`begin`: the device, what this tablet keeps), then, once Python
 * listens, what the pre-drawn page holds (`take_over`); each effect Python tells comes to
 * `tell` (JSON: a function of tkDom and its arguments); each event Python listens to goes to
 * Python's `hear` with everything Python reads of it (see `listen`).
 */
(function () {
  "use strict";
  function told(field) {  // Python hears of what a field holds as if it had just been typed
    setTimeout(function () {
      field.dispatchEvent(new Event(field.tagName === "SELECT" ? "change" : "input",
                                    { bubbles: true }));
    }, 0);
  }

  // window.tkDom.morph(part, markup): the page's part whose id is `part` is made to hold what
  // Python drew (markup: py/timekeeper/ui/kit/markup.py), by idiomorph (static/vendor/
  // idiomorph/idiomorph.js, from npm): the elements already there are kept and given what
  // differs, so the focus, the caret, a field's text and the scroll stay where the player
  // left them, and the pre-drawn page (tools/prerender.py) becomes Python's without being
  // made anew. What the player types is never lost to a drawing: Python hears each key a
  // moment after it (in a worker, later still), so a field that Python draws with the same
  // value as the last time keeps what was typed since; a field Python draws with a new value
  // takes it, unless the player is typing in it (it has the focus): then it keeps the typed
  // text and Python is told of it as if it had just been typed.
  // A section the player opens or closes (a <details>) keeps the player's choice in the same
  // way: drawn as Python drew it the last time, it stays as the player left it (Python hears
  // the toggle a moment later, and a drawing already on its way must not undo it).
  var TEXT_FIELDS = "input:not([type=file]):not([type=checkbox]):not([type=radio]), textarea";
  var keepValue = new WeakSet();
  var keepOpen = new WeakSet();
  var drawnOpen = new WeakMap();

  function noteOpen(node) {
    if (node.nodeType !== 1) return;
    var all = node.querySelectorAll("details");
    if (node.tagName === "DETAILS") drawnOpen.set(node, node.hasAttribute("open"));
    for (var i = 0; i < all.length; i++) drawnOpen.set(all[i], all[i].hasAttribute("open"));
  }

  function beforeNodeMorphed(old, drawn) {
    if (old.nodeType !== 1 || drawn.nodeType !== 1) return true;
    if (old.tagName === "DETAILS") {
      var want = drawn.hasAttribute("open");
      if (drawnOpen.get(old) === want && old.open !== want) keepOpen.add(old);
      drawnOpen.set(old, want);
      return true;
    }
    if (!old.matches(TEXT_FIELDS)) return true;
    var typing = old === document.activeElement;
    if (old.value === drawn.value) return true;
    if (old.defaultValue === drawn.defaultValue || typing) {
      keepValue.add(old);
      if (typing && old.defaultValue !== drawn.defaultValue) told(old);
    }
    return true;
  }

  var MORPH = {
    morphStyle: "innerHTML",
    callbacks: {
      beforeNodeMorphed: beforeNodeMorphed,
      afterNodeMorphed: function (old) { keepValue.delete(old); keepOpen.delete(old); },
      afterNodeAdded: noteOpen,
      beforeAttributeUpdated: function (name, el) {
        if (name === "open") return !keepOpen.has(el);
        return !(name === "value" && keepValue.has(el));
      },
    },
  };

  // The markup is parsed into one <template> kept for the page's life (its inert document is
  // made once), rather than by idiomorph's own parsing, which makes a new document for each
  // part: some 10 ms a part on a slow tablet's main thread.
  var parsed = document.createElement("template");

  function morph(part, markup) {
    var el = document.getElementById(part), had = document.activeElement;
    var key = had && had !== document.body && el.contains(had) ? had.getAttribute("data-focus")
                                                               : null;
    if (!markup) {
      if (el.firstChild) el.textContent = "";
    } else {
      parsed.innerHTML = markup;
      window.Idiomorph.morph(el, Array.prototype.slice.call(parsed.content.childNodes), MORPH);
    }
    var now = document.activeElement;
    if (key && (!now || now === document.body)) lost = key;
  }

  // focus(key, unlessTyping): the focus goes to the element whose data-focus (or else id) is
  // `key`, or to the screen's heading where there is none. With no key, it goes back where it
  // was: to the element with the data-focus of the one a drawing took away with the focus
  // (see morph), if the player put it nowhere else since. The page never scrolls for it (a
  // drawing must not move the table under the players' eyes). unlessTyping: nothing if the
  // player is in a text field by now (Python hears a tap a moment after it: a player who
  // tapped a choice of the form and went on into a name keeps typing there).
  var TYPING = "input:not([type=file]):not([type=checkbox]):not([type=radio])" +
    ":not([type=button]):not([type=submit]), textarea";
  var lost = null;  // the data-focus of the element a morph took away with the focus
  document.addEventListener("focusin", function () { lost = null; });

  function focus(key, unlessTyping) {
    var active = document.activeElement;
    if (unlessTyping && active && active.matches && active.matches(TYPING)) return;
    key = key || lost;
    lost = null;
    if (!key) return;
    var el = document.querySelector('[data-focus="' + CSS.escape(key) + '"]') ||
      document.getElementById(key) || document.querySelector("#panel h2");
    if (el) el.focus({ preventScroll: true });
  }

  // dialog(className, focus): the page's dialog (#dialog, a native <dialog>) opened, modal,
  // with that class, and the focus on its button whose data-focus is `focus`; no class: the
  // dialog closed (the player may have closed it already: Escape).
  function dialog(className, key) {
    var el = document.getElementById("dialog");
    if (!className) {
      if (el.open) el.close();
      return;
    }
    el.className = className;
    el.setAttribute("aria-labelledby", "dialog-title");
    if (!el.open) el.showModal();
    focusIn('#dialog [data-focus="' + CSS.escape(key) + '"]');
  }

  // reveal(selector): the element brought into view, the page and the panel beside the table
  // scrolled no more than needed; smooth unless the device asks for reduced motion.
  function reveal(selector) {
    var el = document.querySelector(selector);
    if (!el) return;
    var still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }

  // focusNext(selector, step): the focus goes to the next element `selector` finds after the
  // one that has it, in the page's order (round to the first after the last); step -1: the
  // one before.
  function focusNext(selector, step) {
    var found = Array.prototype.slice.call(document.querySelectorAll(selector));
    if (!found.length) return;
    var index = found.indexOf(document.activeElement);
    var target = index < 0 ? (step > 0 ? 0 : found.length - 1)
                           : (index + step + found.length) % found.length;
    found[target].focus();
  }

  // sound(kind): the short sound "play", "score" or "end", soft sine notes (frequency in Hz,
  // start and length in s) scheduled on the page's one AudioContext (made at the first
  // sound, after a tap); nothing where the device asks for reduced motion. Each is pushed
  // onto window.timekeeperSounds where that is an array (the browser tests count them).
  var NOTES = {
    play: [[523.25, 0, 0.09]],
    score: [[659.25, 0, 0.1], [880, 0.09, 0.16]],
    end: [[523.25, 0, 0.14], [659.25, 0.13, 0.14], [783.99, 0.26, 0.14], [1046.5, 0.39, 0.3]],
  };
  var audio = null;

  function sound(kind) {
    if (!NOTES[kind] || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (Array.isArray(window.timekeeperSounds)) window.timekeeperSounds.push(kind);
    try {
      if (!audio) {
        if (!window.AudioContext) return;
        audio = new AudioContext();
      }
      if (audio.state === "suspended") audio.resume();
      var now = audio.currentTime;
      NOTES[kind].forEach(function (note) {
        var tone = audio.createOscillator(), gain = audio.createGain();
        var start = now + note[1], end = start + note[2];
        tone.type = "sine";
        tone.frequency.value = note[0];
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(0.18, start + 0.015);
        gain.gain.exponentialRampToValueAtTime(0.0001, end);
        tone.connect(gain);
        gain.connect(audio.destination);
        tone.start(start);
        tone.stop(end + 0.02);
      });
    } catch (error) {
      // no sound on this device: the game goes on
    }
  }

  // speak(tag, words): `words` said now in the language `tag` ("fr-FR"), in a voice of the
  // device itself where it lists one (it works offline), else as the browser picks.
  function speak(tag, words) {
    var synth = window.speechSynthesis;
    if (!synth || !window.SpeechSynthesisUtterance) return;
    try {
      synth.cancel();
      var utterance = new SpeechSynthesisUtterance(words), prefix = tag.slice(0, 2).toLowerCase();
      utterance.lang = tag;
      utterance.rate = 0.9;
      var found = null;
      synth.getVoices().forEach(function (voice) {
        var lang = (voice.lang || "").toLowerCase().replace("_", "-");
        if (lang.indexOf(prefix) === 0 && voice.localService &&
            (!found || lang === tag.toLowerCase())) found = voice;
      });
      if (found) utterance.voice = found;
      synth.speak(utterance);
    } catch (error) {
      // this browser cannot speak after all: the words are on the screen
    }
  }

  // device(): what Python knows of the device, as JSON (py/timekeeper/ui/kit/device.py):
  // asked once as Python starts, then told again by a "tkdevice" event on the document (its
  // detail the same JSON) whenever a media query below or the list of voices changes.
  var MEDIA = {
    reducedMotion: "(prefers-reduced-motion: reduce)",
    keyboard: "(hover: hover) and (pointer: fine)",
    standalone: "(display-mode: standalone)",
  };

  function device() {
    var synth = window.speechSynthesis, speech = !!(synth && window.SpeechSynthesisUtterance);
    var told = {
      language: navigator.language || "", userAgent: navigator.userAgent || "",
      iosStandalone: navigator.standalone === true, speech: speech,
      voices: speech ? synth.getVoices().map(function (voice) { return voice.lang || ""; }) : [],
    };
    for (var name in MEDIA) told[name] = window.matchMedia(MEDIA[name]).matches;
    return JSON.stringify(told);
  }

  function deviceChanged() {
    document.dispatchEvent(new CustomEvent("tkdevice", { detail: device() }));
  }
  Object.keys(MEDIA).forEach(function (name) {
    var query = window.matchMedia(MEDIA[name]);
    if (query.addEventListener) query.addEventListener("change", deviceChanged);
  });
  if (window.speechSynthesis && window.speechSynthesis.addEventListener) {
    window.speechSynthesis.addEventListener("voiceschanged", deviceChanged);
  }

  // keepStorage(): the browser asked to keep this site's storage when it runs short of room,
  // where it can be asked (a secure context: not the room server's plain http).
  function keepStorage() {
    try {
      if (navigator.storage && navigator.storage.persist) navigator.storage.persist();
    } catch (error) {
      // nothing to ask here: the saves work either way
    }
  }

  // part(id, json): what a part of the page is ({hidden, scrollTop, attribute: value}),
  // rather than what it holds (morph).
  function part(id, json) {
    var el = document.getElementById(id), props = JSON.parse(json);
    for (var name in props) {
      if (name === "hidden" || name === "scrollTop") el[name] = props[name];
      else el.setAttribute(name, props[name]);
    }
  }

  // toTop(): a new screen opens at its top: the page (a phone scrolls it) and the panel
  // beside the table (a tablet scrolls that).
  function toTop() {
    window.scrollTo(0, 0);
    document.getElementById("panel").scrollTop = 0;
  }

  // announce(sentence): said through the polite live region (screen readers read it out),
  // even when it is the same sentence again.
  function announce(sentence) {
    var live = document.getElementById("live");
    live.textContent = "";
    live.textContent = sentence;
  }

  function warn(text) {
    console.warn(text);
  }

  // download(filename, content, mime): the text `content` offered as a file to save.
  function download(filename, content, mime) {
    var url = URL.createObjectURL(new Blob([content], { type: mime }));
    var link = document.createElement("a");
    link.href = url;
    link.download = filename;
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 60000);
  }

  // focusIn(selector): the focus goes to the first element `selector` finds (a dialog's
  // button, the lessons' "Next"), if any, without scrolling.
  function focusIn(selector) {
    var el = document.querySelector(selector);
    if (el) el.focus({ preventScroll: true });
  }

  // mark(json): the page's root element (<html>) given these attributes ({name: value};
  // null removes one): its language, the screen, the game, busy, ready.
  function mark(json) {
    var attrs = JSON.parse(json), root = document.documentElement;
    for (var name in attrs) {
      if (attrs[name] === null) root.removeAttribute(name);
      else root.setAttribute(name, attrs[name]);
    }
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

  // An element that comes with an event, as Python reads it: its attributes ("a"), a field's
  // value ("v"), whether it is open ("o"), as they were when the player acted.
  function described(el) {
    var attrs = {};
    for (var i = 0; i < el.attributes.length; i++) attrs[el.attributes[i].name] = el.attributes[i].value;
    var told = { a: attrs };
    if (typeof el.value === "string" && el.matches("input, textarea, select")) told.v = el.value;
    if (typeof el.open === "boolean") told.o = el.open;  // a <details>, a <dialog>
    return told;
  }

  // The elements matching `selectors` that the event happened in ({selector: element or
  // null}), found here so that Python's handler needs no round trip to ask; null when no
  // selector matched.
  function within(event, selectors) {
    var target = event.target, found = {}, any = false;
    for (var i = 0; i < selectors.length; i++) {
      var match = target && target.closest ? target.closest(selectors[i]) : null;
      found[selectors[i]] = match ? described(match) : null;
      any = any || !!match;
    }
    return any ? found : null;
  }

  // listen(where, type, number, options): Python's listener `number` hears each `type` event
  // of `where` ("document", "window" or an element's id), with its fields and its target's
  // attributes (see described). Options, besides addEventListener's: `closest` (selectors:
  // the event says which element matching each it happened in) and `only` (told to Python
  // only when one of them matched: a tap on the page's blank parts costs Python nothing).
  // Nothing is told while the pre-shell is in charge (see takeOver).
  var hear = null;  // Python's entry for events, once connected

  function listen(where, type, number, json) {
    var options = json ? JSON.parse(json) : {};
    var selectors = options.closest || [], only = !!options.only;
    delete options.closest;
    delete options.only;
    var target = where === "document" ? document : where === "window" ? window
                                                                    : document.getElementById(where);
    target.addEventListener(type, function (event) {
      if (preshellInCharge || !hear) return;  // its own listeners answer it (takeOver)
      var found = selectors.length ? within(event, selectors) : null;
      if (only && !found) return;
      var seen = { defaultPrevented: event.defaultPrevented };
      for (var i = 0; i < FIELDS.length; i++) {
        if (FIELDS[i] in event) seen[FIELDS[i]] = event[FIELDS[i]];
      }
      seen.target = event.target && event.target.attributes ? described(event.target) : null;
      if (selectors.length) {
        seen.closest = found || {};
        for (var j = 0; j < selectors.length; j++) {
          if (!(selectors[j] in seen.closest)) seen.closest[selectors[j]] = null;
        }
      }
      pending++;
      Promise.resolve(hear(number, JSON.stringify(seen))).then(finished, failed);
    }, options);
  }

  function failed(error) {
    finished();
    console.error("Python:", error);
  }

  // takeOver(): what the pre-shell holds (static/js/preshell.js, snapshot: the screen, the
  // form's fields and choices, the focus and the caret), as JSON, or null where there is
  // none; the pre-shell retires in the same step, and from then on Python is told every
  // event it listens to (nothing is told twice, nothing lost between the two). The focused
  // field, its text and its caret are kept for caret().
  var preshellInCharge = true;
  var caretAt = null;

  function takeOver() {
    preshellInCharge = false;
    var pre = window.tkPreshell, text = null;
    if (!pre) return null;
    try {
      text = pre.snapshot();
    } catch (error) {
      return null;
    }
    pre.done();
    var field = document.activeElement;
    if (field && field.matches && field.matches(TYPING) && typeof field.selectionStart === "number") {
      caretAt = { field: field, value: field.value,
                  range: [field.selectionStart, field.selectionEnd] };
    }
    return text;
  }

  // caret(): once Python has drawn what it took over, the caret goes back where it was when
  // the pre-shell retired, if the player is still in that field and has typed nothing since.
  function caret() {
    var at = caretAt;
    caretAt = null;
    if (!at || document.activeElement !== at.field || at.field.value !== at.value) return;
    try {
      at.field.setSelectionRange(at.range[0], at.range[1]);
    } catch (error) { /* not a text field after all */ }
  }

  // A game record file chosen in "Load a game" is read here, the page marked busy meanwhile,
  // and told to Python by a "tkfile" event on the document whose detail is JSON: {"bytes":
  // base64} or {"error": true} if it cannot be read (py/timekeeper/ui/shell/events.py,
  // record_read). The field is emptied, so that the same file can be chosen again.
  function sendFile(file) {
    document.documentElement.setAttribute("aria-busy", "true");
    function tell(detail) {
      document.dispatchEvent(new CustomEvent("tkfile", { detail: JSON.stringify(detail) }));
    }
    file.arrayBuffer().then(function (buffer) {
      var bytes = new Uint8Array(buffer), text = "";
      for (var i = 0; i < bytes.length; i += 0x8000) {
        text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
      }
      tell({ bytes: btoa(text) });
    }, function () { tell({ error: true }); });
  }

  document.addEventListener("change", function (event) {
    var input = event.target;
    if (!input.matches || !input.matches('#panel input[type=file][data-input="record"]') ||
        document.documentElement.getAttribute("data-state") !== "ready") return;
    var file = input.files && input.files.length ? input.files[0] : null;
    input.value = "";
    if (file) sendFile(file);
  });

  // readRecord(): the game record chosen on the pre-drawn page before Python was up (the
  // pre-shell kept it: static/js/preshell.js), read and told as above.
  function readRecord() {
    var file = window.tkPreshell && window.tkPreshell.record ? window.tkPreshell.record() : null;
    if (file) sendFile(file);
  }

  // storage(): what Python knows of the storage as it starts, as JSON
  // (py/timekeeper/ui/kit/storage.py): {"usable": whether a write works (a probe written
  // and removed), "items": {key: value} of every entry whose key begins with "timekeeper."}.
  // Python keeps it as its mirror, changed by its own writes (store) and by the `storage`
  // events of other tabs.
  var PREFIX = "timekeeper.", PROBE = "timekeeper.probe";

  function storage() {
    var usable = false, items = {}, found;
    try {
      found = window.localStorage;
      found.setItem(PROBE, "1");
      found.removeItem(PROBE);
      usable = true;
    } catch (error) {
      // switched off, full or forbidden: Python saves nothing
    }
    try {
      for (var i = 0; found && i < found.length; i++) {
        var key = found.key(i);
        if (key !== null && key.indexOf(PREFIX) === 0) items[key] = found.getItem(key);
      }
    } catch (error) {
      // nothing to read
    }
    return JSON.stringify({ usable: usable, items: items });
  }

  // store(key, value, expected, copiedTo): Python's write of `key` (`value` null: its
  // removal), made only where the key holds what Python believes it holds (`expected`,
  // JSON: its mirror's value, or null), or what it held when a write of Python's was
  // refused here that Python has not heard of yet (its later writes expect the refused
  // value); with `copiedTo`, only where that key holds what this one does (a move aside:
  // the copy was made). Otherwise Python is told by a "tkstored" event on the document,
  // its detail JSON {"key", "value": what the key holds now, "refused": "elsewhere"}
  // (another tab wrote it, and this tab never heard: a tab asleep in the background), or
  // "refused": "full" where the browser refuses the write (full, forbidden) or the copy is
  // missing. A write that works after a refused one is told too, without "refused". The
  // event is dispatched once Python's turn is over (a microtask), never inside it.
  var refused = {};  // key -> [the value refused, what the key held then]: unheard by Python

  function held(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      return null;
    }
  }

  function stored(key, why) {
    var detail = { key: key, value: held(key) };
    if (why) detail.refused = why;
    queueMicrotask(function () {
      document.dispatchEvent(new CustomEvent("tkstored", { detail: JSON.stringify(detail) }));
    });
  }

  function store(key, value, expected, copiedTo) {
    var now = held(key), was = JSON.parse(expected), missed = refused[key];
    if (value === undefined) value = null;
    if (now !== was && !(missed && missed[0] === was && missed[1] === now)) {
      stored(key, "elsewhere");
      return;
    }
    if (copiedTo && held(copiedTo) !== now) {
      stored(key, "full");
      return;
    }
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch (error) {
      refused[key] = [value, now];
      stored(key, "full");
      return;
    }
    if (missed) {
      delete refused[key];
      stored(key, null);
    }
  }

  // tell(json): an effect Python tells, [name, ...arguments], carried out by tkDom[name].
  function tell(json) {
    var told = JSON.parse(json);
    api[told[0]].apply(null, told.slice(1));
  }

  // connect(py): Python's worker (PyScript's, on the page's <script type="py" worker>, once
  // PyScript has made it) is given the effects' entry; once py/main.py has run, the page
  // begins Python with what it knows, and once Python listens (its `listen` effects came
  // before the answer), the pre-shell retires and Python takes over what it held. A device
  // that changed meanwhile (the voices a browser lists a moment after the start) is told.
  // Resolves once Python has taken over; rejects if Python could not start.
  function connect(py) {
    var worker = py.xworker, sent = device();
    worker.sync.tell = tell;
    return worker.ready.then(function () {
      return worker.sync.begin(JSON.stringify({ device: sent, storage: storage() }));
    }).then(function () {
      hear = function (number, json) { return worker.sync.hear(number, json); };
      var preshell = takeOver();
      if (device() !== sent) deviceChanged();
      return worker.sync.take_over(preshell);
    });
  }

  var api = { morph: morph, mark: mark, listen: listen, readRecord: readRecord,
              settled: settled, focus: focus, focusIn: focusIn, caret: caret,
              download: download, dialog: dialog, reveal: reveal, focusNext: focusNext,
              sound: sound, speak: speak, keepStorage: keepStorage,
              part: part, toTop: toTop, announce: announce, warn: warn, connect: connect,
              store: store };
  window.tkDom = api;
})();
