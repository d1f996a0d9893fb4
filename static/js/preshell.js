/* The pre-shell: the home screen and the new-game forms work before Python is up.
 *
 * index.html holds the home screen, drawn at build time by the shell's own Python code
 * (tools/prerender.py) in English and French; static/pre/<lang>.json holds every game's
 * form (one per player count) and the words of the progress line. This script, loaded
 * without `defer` in <head> so that the language is chosen before the first paint:
 *
 * - picks the language as the shell does (the one saved, else the browser's);
 * - makes the pre-drawn screens work: a game's "New game" shows its form, the player count
 *   shows the form for that count (what was typed and chosen carries over), pick-one
 *   buttons toggle aria-pressed, "Home" goes back, the language button switches; inputs and
 *   <details> are native. The form's rules stay the shell's: the count a form shows and
 *   what opening a form empties are looked up in the JSON (its "fit" and "after" tables,
 *   written by the build from SetupForm.fit), never decided here; this script only records
 *   what the player does. Any other button (rules, computer game) is remembered and
 *   replayed by Python when it takes over; so is a game record chosen in "Load a game"
 *   (the File is kept, and the load card says it will open once the game is ready);
 * - keeps the start button disabled and says what is loading and how far (bytes told by
 *   static/js/python-files.js and the offline worker, sizes known at build time:
 *   <meta name="tk-python">), or that
 *   a download broke, that Python could not start or is slow to, with "Try again";
 * - hands everything to Python: window.tkPreshell.snapshot() is what the player typed and
 *   chose, read once by the page's bridge as Python takes over (static/js/bridge.js,
 *   takeOver), which retires this script in the same step (done); the shell
 *   (ui/shell/takeover.py) draws the same form with it and sets <html data-state="ready">,
 *   after which this script does nothing more.
 */
(function () {
  "use strict";
  var here = document.currentScript ? document.currentScript.src : location.href;
  var started = false;
  // Python starts in a worker (PyScript's) as soon as the page is drawn: Pyodide's start never
  // holds the main thread, on any host (docs/python-off-main-thread.md).
  // Whatever goes wrong in this script, Python still starts.
  var files = window.tkPythonFiles;  // static/js/python-files.js, run just before this script
  var decided = !files;  // whether Python's files are on their way
  function startPython() {
    if (started) return;
    if (!decided) {
      files.whenDecided(function () { decided = true; startPython(); });
      return;
    }
    started = true;
    var py = document.querySelector('script[type="py"]');
    if (py) {
      py.setAttribute("worker", "");
      document.documentElement.setAttribute("data-python", "worker");
      watchWorker(py);
    }
    var core = document.createElement("script");
    core.type = "module";
    core.src = new URL("../vendor/pyscript/core.js", here).href;
    core.onerror = function () { if (line.downloadBroke) line.downloadBroke(); };  // no PyScript
    document.head.appendChild(core);
  }
  var line = { downloadBroke: null, startFailed: null };  // the loading line's, once it is there

  // Python's worker, once PyScript has made it (script.xworker) and the page's bridge is there
  // (static/js/bridge.js, deferred), is connected to the page; a worker that failed to start
  // (a tablet without the memory for Pyodide, a file of it broken: PyScript rejects its
  // "ready" and only writes to the console) is said on the loading line.
  function watchWorker(py) {
    var look = setInterval(function () {
      if (!py.xworker || !window.tkDom) return;
      clearInterval(look);
      window.tkDom.connect(py).then(null, function (err) {
        if (window.console) console.error("Python:", err);
        if (document.documentElement.getAttribute("data-state") !== "ready" && line.startFailed) {
          line.startFailed(err);
        }
      });
    }, 20);
  }
  try {
    var html = document.documentElement;
    var LANG_KEY = "timekeeper.language";
    var base = new URL("../../", here);

    function detect() {
      var saved = null;
      try { saved = window.localStorage.getItem(LANG_KEY); } catch (e) { saved = null; }
      var wanted = saved || navigator.language || "";
      return String(wanted).toLowerCase().indexOf("fr") === 0 ? "fr" : "en";
    }

    var state = {
      lang: detect(), screen: "home", game: "", count: "", values: {}, choices: {}, toggles: {},
      classOpen: false, pending: null, record: null, formGame: "",
    };
    // "Try again" loads the page again: what was opened, typed and chosen comes to the
    // page it loads (sessionStorage), as if done there.
    var CARRY = "timekeeper.retry-carry";
    var CARRIED = ["lang", "values", "choices", "toggles", "classOpen", "pending", "formGame"];
    var carried = null;
    try {
      carried = JSON.parse(window.sessionStorage.getItem(CARRY) || "null");
      window.sessionStorage.removeItem(CARRY);
    } catch (e) { carried = null; }
    if (carried) {
      CARRIED.forEach(function (key) { if (key in carried) state[key] = carried[key]; });
    }
    function writeCarry() {
      var kept = { screen: state.screen, game: state.game, count: state.count };
      CARRIED.forEach(function (key) { kept[key] = state[key]; });
      // the form's pre-drawn markup too: the page loaded again draws it before its first frame,
      // rather than once its own copy of the JSON has come (the home showed for some 80 ms)
      var data = loaded[state.lang];
      if (state.screen === "setup" && data && data.forms) kept.forms = data.forms[state.game];
      var active = document.activeElement;
      kept.focus = active && active.getAttribute ? active.getAttribute("data-focus") : null;
      try { window.sessionStorage.setItem(CARRY, JSON.stringify(kept)); } catch (e) { /* afresh */ }
    }
    html.lang = state.lang;
    html.setAttribute("data-screen", "home");
    html.setAttribute("data-game", "");

    var retired = false;  // Python took over
    function live() { return !retired && html.getAttribute("data-state") !== "ready"; }

    // ------------------------------------------------------------ progress of the downloads
    var tracked = [];  // {path, size, got}
    var words = null;  // the progress words of the page's language (from the JSON)
    var phase = "download";

    function readTracked() {
      var meta = document.querySelector('meta[name="tk-python"]');
      if (!meta) return;
      meta.getAttribute("content").split(/\s+/).forEach(function (item) {
        var parts = item.split("=");
        if (parts.length === 2) tracked.push({ path: parts[0], size: +parts[1], got: 0 });
      });
    }
    readTracked();

    function find(url) {
      var path;
      try { path = new URL(url, location.href).pathname; } catch (e) { return null; }
      for (var i = 0; i < tracked.length; i++) {
        var suffix = "/" + tracked[i].path;
        if (path.slice(-suffix.length) === suffix) return tracked[i];
      }
      return null;
    }

    // Megabytes with one decimal, in the page's language (no Intl: its first use loads the
    // locale's data, some 30 ms of the main thread while Python's files come down).
    function mb(bytes) {
      var text = (bytes / 1e6).toFixed(1);
      return state.lang === "fr" ? text.replace(".", ",") : text;
    }

    // The line is redrawn at most once a frame: the downloads come in thousands of chunks.
    var progressQueued = false;
    function showProgress() {
      if (progressQueued) return;
      progressQueued = true;
      requestAnimationFrame(function () {
        progressQueued = false;
        drawProgress();
      });
    }

    function drawProgress() {
      var box = document.getElementById("preload");
      if (!box || !live() || !words) return;
      var total = 0, got = 0;
      tracked.forEach(function (t) { total += t.size; got += Math.min(t.got, t.size); });
      if (phase === "download" && total && got >= total) {
        phase = "start";
        watchStart();
      }
      var text = box.querySelector(".preload-text");
      if (!text) return;
      if (phase === "broken" || phase === "failed" || phase === "slow") {
        text.textContent = words[phase];
        if (!box.querySelector(".preload-retry")) box.appendChild(retryButton());
      } else {
        text.textContent = phase === "download"
          ? words.download.replace("{done}", mb(got)).replace("{total}", mb(total))
          : words.start;
      }
      box.setAttribute("data-phase", phase);
    }

    // A download of Python's that failed or was cut off (a school's Wi-Fi): Python cannot
    // start, and the line said "Starting Python…" for ever. It says so, and offers to try
    // again: the page loads again, what was opened, typed and chosen with it, and what had
    // come down is not downloaded again (the offline worker or the HTTP cache keeps it; the
    // broken download is dropped: tools/build_sw.mjs).
    line.downloadBroke = downloadBroke;
    function downloadBroke() { broke("broken"); }
    function broke(why) {  // "broken" (a download), "failed" (Python's start: startFailed)
      if (!live() || phase === "broken" || phase === "failed") return;
      phase = why;
      showProgress();
    }

    // Python that could not start once its files had all come: Pyodide's or PyScript's start
    // failed (a tablet without the memory Pyodide asks for: "could not allocate memory"; a file
    // that came whole but broken). PyScript only writes it to the console; the line says
    // "Python could not start." with "Try again". PyScript rejects the worker's start
    // (watchWorker, above); a failure of PyScript's own start on the page is a promise nobody
    // awaits, heard as a rejection nobody handled, one thrown from Pyodide's or PyScript's files.
    line.startFailed = startFailed;
    function startFailed() { broke("failed"); }
    function fromPython(err) {
      var where = err && (err.stack || err.filename);
      return /\/static\/vendor\/(pyodide|pyscript)\//.test(String(where || "")) ||
        (err && err.name === "PythonError");
    }
    window.addEventListener("unhandledrejection", function (event) {
      if (started && fromPython(event.reason)) startFailed();
    });
    window.addEventListener("error", function (event) {
      if (started && fromPython(event.error || event)) startFailed();
    });

    // Where Pyodide cannot start its WebAssembly (a tablet out of memory: "Cannot allocate Wasm
    // memory for new instance", the usual failure on an iPad that has opened it many times),
    // it writes a warning to the console and its start never ends (pyodide/pyodide#6288): no
    // failure to hear. So once every file has come, a start that has taken over SLOW_START_MS
    // (the page shown: a hidden tab waits) says "Python is taking a long time to start." with
    // "Try again"; Python that comes after all takes over as ever. Pyodide starts in about 2 s
    // on this project's machine, 8 s under a 4x CPU throttle, 6 s in WebKit.
    var SLOW_START_MS = 60000;
    function watchStart() {
      var waited = 0;
      var tick = setInterval(function () {
        if (!live() || phase !== "start") {
          clearInterval(tick);
          return;
        }
        if (!document.hidden) waited += 1000;
        if (waited >= SLOW_START_MS) {
          clearInterval(tick);
          phase = "slow";
          showProgress();
        }
      }, 1000);
    }
    function retryButton() {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "btn preload-retry";
      button.textContent = words.retry;
      button.addEventListener("click", function () {
        writeCarry();
        if (phase === "broken") {
          location.reload();  // the broken download is dropped, the rest is kept
        } else {
          forgetPythonStart(function () { forgetDownloads(function () { location.reload(); }); });
        }
      });
      return button;
    }
    // Python's files came whole, but Python could not start with them: one may be broken in
    // a way no byte count shows. The offline worker forgets the copies it holds for the fill
    // (tools/build_sw.mjs), so that the page tried again asks for them afresh; the answer
    // waited for at most half a second.
    function forgetDownloads(then) {
      var sw = navigator.serviceWorker && navigator.serviceWorker.controller;
      if (!sw || !window.MessageChannel) return then();
      var done = false;
      var once = function () { if (!done) { done = true; then(); } };
      var channel = new MessageChannel();
      channel.port1.onmessage = once;
      setTimeout(once, 500);
      try {
        sw.postMessage({ type: "timekeeper-forget" }, [channel.port2]);
      } catch (e) { once(); }
    }

    // Python may have failed as it was restored from its kept start (static/js/python-snapshot.mjs,
    // whose database and store these are): that start is forgotten, and the page tried again
    // starts Python afresh; the answer waited for at most half a second.
    function forgetPythonStart(then) {
      var done = false;
      var once = function () { if (!done) { done = true; then(); } };
      setTimeout(once, 500);
      try {
        var opening = indexedDB.open("timekeeper-python", 1);
        opening.onupgradeneeded = function () { opening.result.createObjectStore("snapshots"); };
        opening.onerror = once;
        opening.onsuccess = function () {
          var database = opening.result;
          var forgetting = database.transaction("snapshots", "readwrite");
          forgetting.objectStore("snapshots").delete("start");
          forgetting.oncomplete = forgetting.onerror = forgetting.onabort = function () {
            database.close();
            once();
          };
        };
      } catch (e) { once(); }  // no storage here: nothing was kept
    }

    // the big files fetched for Python's worker (static/js/python-files.js)
    function fetchedFile(url) {
      var entry = find(String(url));
      if (entry) { entry.got = entry.size; showProgress(); }
    }
    window.addEventListener("tk:fetched", function (event) { fetchedFile(event.detail); });
    if (files && files.fetched) files.fetched().forEach(fetchedFile);
    window.addEventListener("tk:progress", function (event) {  // bytes so far, while it comes
      var entry = find(event.detail.url);
      if (entry && event.detail.got > entry.got) {
        entry.got = Math.min(event.detail.got, entry.size);
        showProgress();
      }
    });
    window.addEventListener("tk:broken", downloadBroke);
    if (files && files.broken && files.broken().length) downloadBroke();
    if (window.PerformanceObserver) {  // files loaded another way (the Emscripten module)
      try {
        new PerformanceObserver(function (list) {
          list.getEntries().forEach(function (e) {
            var entry = find(e.name);
            if (entry) { entry.got = entry.size; showProgress(); }
          });
        }).observe({ type: "resource", buffered: true });
      } catch (e) { /* old browser: the line still says it is loading */ }
    }

    // ------------------------------------------------------------ the pre-drawn screens
    var screens = {};  // lang -> the JSON (forms, home, words)

    var loaded = {};  // lang -> the JSON once it is here (for what goes with a reload)

    function load(lang) {
      if (!screens[lang]) {
        screens[lang] = fetch(new URL("static/pre/" + lang + ".json", base).href)
          .then(function (r) { return r.json(); })
          .then(function (data) { loaded[lang] = data; return data; });
      }
      return screens[lang];
    }

    function panel() { return document.getElementById("panel"); }

    function draw(screen) {
      panel().innerHTML = screen.panel;
      var nav = document.getElementById("topnav");
      nav.innerHTML = screen.nav;
      nav.setAttribute("aria-label", screen.nav_label);
      document.getElementById("brand-game").textContent = screen.brand;
    }

    function press(button) {
      var group = button.closest('[role="group"]') || button.parentNode;
      var all = group.querySelectorAll("[aria-pressed]");
      for (var i = 0; i < all.length; i++) all[i].setAttribute("aria-pressed", "false");
      button.setAttribute("aria-pressed", "true");
    }

    function waitOnStart() {
      var start = panel().querySelector('form [type="submit"]');
      if (start) {
        start.disabled = true;
        start.setAttribute("aria-describedby", "preload");
      }
    }

    // Each option of the drawn first-player list shows its seat's typed name, else its
    // pre-drawn words ("Player 2"), which it keeps (data-pre) for when the name is emptied.
    function namesShown() {
      var options = panel().querySelectorAll('[data-input="first"] option');
      for (var i = 0; i < options.length; i++) {
        options[i].setAttribute("data-pre", options[i].textContent);
        nameShown(+options[i].value);
      }
    }

    function nameShown(n) {
      var option = document.getElementById("first-opt-" + n);
      if (!option) return;
      var typed = (state.values["name" + n] || "").trim();
      option.textContent = typed || option.getAttribute("data-pre");
    }

    function restore() {
      var fields = panel().querySelectorAll("[data-input]");
      for (var i = 0; i < fields.length; i++) {
        var name = fields[i].getAttribute("data-input");
        if (name !== "record" && Object.prototype.hasOwnProperty.call(state.values, name)) {
          fields[i].value = state.values[name];
        }
      }
      Object.keys(state.choices).forEach(function (key) {
        var action = key.split(":")[0];
        var value = state.choices[key];
        var button = panel().querySelector('[data-action="' + action + '"][data-value="' +
          (window.CSS && CSS.escape ? CSS.escape(value) : value) + '"]');
        if (button) press(button);
      });
      Object.keys(state.toggles).forEach(function (action) {
        var button = panel().querySelector('[data-action="' + action + '"][aria-pressed]');
        if (button) button.setAttribute("aria-pressed", state.toggles[action]);
      });
      var details = panel().querySelector('details[data-details="class"]');
      if (details && state.classOpen) details.open = true;
      namesShown();
    }

    function focusOn(key) {
      var node = key && panel().querySelector('[data-focus="' + key + '"]');
      if (node) node.focus({ preventScroll: true });
    }

    function showHome(focusKey) {
      return load(state.lang).then(function (data) {
        state.screen = "home";
        state.game = "";
        draw(data.home);
        html.setAttribute("data-screen", "home");
        html.setAttribute("data-game", "");
        showRecordWaiting();
        focusOn(focusKey);
      });
    }

    function showForm(game, count, focusKey) {
      return load(state.lang).then(function (data) {
        drawForm(data.forms[game], game, count, focusKey);
      });
    }

    // A game's "New game": its form opens with what was typed and chosen, less what the
    // shell's form empties on opening it after the form open before (the JSON's "after",
    // SetupForm.fit as the build ran it: the deal, the game's own options, and in another
    // game's form what a computer's seat held).
    function openForm(game) {
      return load(state.lang).then(function (data) {
        var forms = data.forms[game];
        if (!forms) return;
        // a form this page does not draw (kept from another build's page) is as none
        forget(forms.after[state.formGame] || forms.after[""], data.seats);
        state.formGame = game;
        drawForm(forms, game, state.count, "name0");
      });
    }

    // Drops what `rule` (one of the JSON's "after") says opening the form empties, for a form
    // of `seats` seats.
    function forget(rule, seats) {
      rule.values.forEach(function (name) { delete state.values[name]; });
      Object.keys(state.choices).forEach(function (key) {
        if (rule.choices.indexOf(key.split(":")[0]) >= 0) delete state.choices[key];
      });
      for (var seat = 0; seat < seats; seat++) {
        var lost = rule.seat[state.values["kind" + seat]] || [];
        lost.forEach(function (name) { delete state.values[name + seat]; });
      }
    }

    // The form of `game` for `count` players from its pre-drawn markup (`forms`: the JSON's
    // forms of that game), at once. The count shown is the JSON's "fit" of the count asked
    // (the shell's form fits it to the game's limits); none asked yet, the form's own.
    function drawForm(forms, game, count, focusKey) {
      if (!forms) return;
      count = forms.fit[count] || forms["default"];
      state.screen = "setup";
      state.game = game;
      state.count = count;
      draw(forms.counts[count]);
      html.setAttribute("data-screen", "setup");
      html.setAttribute("data-game", game);
      restore();
      waitOnStart();
      focusOn(focusKey);
    }

    function redraw(focusKey) {
      return state.screen === "setup" ? showForm(state.game, state.count, focusKey)
        : showHome(focusKey);
    }

    function onClick(event) {
      if (!live()) return;
      var button = event.target.closest ? event.target.closest("[data-action]") : null;
      if (!button) return;
      var action = button.getAttribute("data-action");
      var value = button.getAttribute("data-value") || "";
      event.preventDefault();
      if (action === "choose-game") {
        forgetRecord();  // the file chooser is gone with the home screen
        openForm(value);
      } else if (action === "count") {
        showForm(state.game, value, "count" + value);
      } else if (action === "home") {
        showHome("home");
      } else if (action === "lang") {
        state.lang = state.lang === "fr" ? "en" : "fr";
        try { window.localStorage.setItem(LANG_KEY, state.lang); } catch (e) { /* no storage */ }
        html.lang = state.lang;
        load(state.lang).then(function (data) { words = data.words; showProgress(); });
        redraw("lang");
      } else if (button.hasAttribute("aria-pressed") && !button.closest('[role="group"]')) {
        var on = button.getAttribute("aria-pressed") !== "true";  // a switch: on / off
        button.setAttribute("aria-pressed", on ? "true" : "false");
        state.toggles[action] = on ? "true" : "false";
      } else if (button.hasAttribute("aria-pressed")) {
        // one pick per group: an option group's values are key=value
        var group = value.indexOf("=") >= 0 ? value.split("=")[0] : "";
        state.choices[action + ":" + group] = value;
        press(button);
      } else {  // needs Python: done as soon as it is up
        state.pending = { action: action, value: value };
        forgetRecord();  // the last thing asked for is what is done
        showWaiting();
      }
    }

    // A button that needs Python was pressed: the loading line says the page waits for it.
    function showWaiting() {
      var box = document.getElementById("preload");
      if (box) box.setAttribute("data-waiting", "");
    }

    // A game record chosen on the home screen is kept (the File itself) and handed to Python
    // once it is up (ui/shell/takeover.py loads it as the shell's own chooser does); until
    // then the load card says, in words, that it will open.
    function showRecordWaiting() {
      var old = document.getElementById("record-waiting");
      if (old) old.remove();
      var input = document.getElementById("input-record");
      if (!state.record || !input) return;
      load(state.lang).then(function (data) {
        var name = state.record ? state.record.name : "";
        if (!name || document.getElementById("record-waiting")) return;
        // a name that could turn the sentence around is isolated, as the shell's names are
        if (/[^\x00-\x7f]/.test(name)) name = "\u2068" + name + "\u2069";
        var line = document.createElement("p");
        line.id = "record-waiting";
        line.className = "hint";
        line.setAttribute("role", "status");
        line.textContent = data.words.record.replace("{file}", name);
        var hint = document.getElementById("load-hint");
        (hint || input).insertAdjacentElement("afterend", line);
      });
    }

    function forgetRecord() {
      state.record = null;
      var line = document.getElementById("record-waiting");
      if (line) line.remove();
    }

    function keepRecord(input) {
      var file = input.files && input.files.length ? input.files[0] : null;
      if (!file) return;
      state.record = file;
      state.pending = null;  // the last thing asked for is what is done
      showRecordWaiting();
    }

    function onInput(event) {
      if (!live()) return;
      var name = event.target.getAttribute && event.target.getAttribute("data-input");
      if (name === "record") {
        keepRecord(event.target);
        return;
      }
      if (!name) return;
      state.values[name] = String(event.target.value);
      // The first-player list takes a name once the player leaves the field ("change"), not
      // at every key: rewriting a <select>'s option cost a key some 15 ms of a throttled
      // tablet's main thread (bench/responsiveness.py, typing).
      if (name.indexOf("name") === 0 && event.type === "change") nameShown(+name.slice(4));
    }

    function onToggle(event) {
      var target = event.target;
      if (live() && target.getAttribute && target.getAttribute("data-details") === "class") {
        state.classOpen = !!event.target.open;
      }
    }

    function onSubmit(event) { if (live()) event.preventDefault(); }

    load(state.lang).then(function (data) { words = data.words; showProgress(); });
    document.addEventListener("click", onClick);
    document.addEventListener("input", onInput);
    document.addEventListener("change", onInput);
    document.addEventListener("toggle", onToggle, true);
    document.addEventListener("submit", onSubmit);

    // The first paint shows both languages' home hidden but one (CSS on html[lang]); once the
    // document is parsed, the other is dropped and the progress words are fetched.
    function settle() {
      var other = document.querySelectorAll("[data-pre-lang]");
      for (var i = 0; i < other.length; i++) {
        if (other[i].getAttribute("data-pre-lang") === state.lang) {
          other[i].removeAttribute("data-pre-lang");
        } else {
          other[i].remove();
        }
      }
      var nav = document.getElementById("topnav");
      var label = nav && nav.getAttribute("data-label-" + state.lang);
      if (label) nav.setAttribute("aria-label", label);
      showProgress();
    }
    // What came with "Try again", shown again: the form, and the wait for a
    // button that needs Python. A form is drawn as soon as the panel has been read (once the
    // loading line after it is there), not once the whole page is: the browser paints the
    // page before that, and the home showed for some 20-80 ms between the form of the page
    // before and this one's. Until then the panel is hidden (html[data-carrying]).
    var carriedShown = false;
    if (carried && carried.screen === "setup" && carried.forms) {
      html.setAttribute("data-carrying", "");
      var watcher = new MutationObserver(function () {
        if (!document.getElementById("preload")) return;
        watcher.disconnect();
        showCarried();
      });
      watcher.observe(document, { childList: true, subtree: true });
    }
    function showCarried() {
      if (carriedShown) return;
      carriedShown = true;
      html.removeAttribute("data-carrying");
      if (carried.pending) showWaiting();
      if (carried.screen !== "setup" || !carried.game) return;
      var shown = carried.forms ? Promise.resolve(drawForm(carried.forms, carried.game,
        carried.count, carried.focus)) : showForm(carried.game, carried.count, carried.focus);
      shown.then(function () {
        var field = document.activeElement;  // the caret after what was typed
        try {
          if (field && typeof field.value === "string" && field.setSelectionRange) {
            field.setSelectionRange(field.value.length, field.value.length);
          }
        } catch (e) { /* no caret here */ }
      });
    }
    // PyScript starts once the page is drawn (Python in its worker holds nothing here).
    function afterNextFrame(task) {
      requestAnimationFrame(function () { setTimeout(task, 0); });
    }
    function whenDrawn() {
      settle();
      if (carried) showCarried();
      afterNextFrame(startPython);
    }
    // As soon as the document is parsed ("interactive"): DOMContentLoaded would also wait for
    // the deferred sw-register.js to come down, behind Python's big files.
    if (document.readyState === "loading") {
      document.addEventListener("readystatechange", function parsed() {
        if (document.readyState === "loading") return;
        document.removeEventListener("readystatechange", parsed);
        whenDrawn();
      });
    } else {
      whenDrawn();
    }

    // What Python needs to take over (read once, by static/js/bridge.js: takeOver).
    window.tkPreshell = {
      snapshot: function () {
        var fields = [], pressed = [];
        var root = panel();
        var inputs = root ? root.querySelectorAll("[data-input]") : [];
        for (var i = 0; i < inputs.length; i++) {
          var name = inputs[i].getAttribute("data-input");
          if (name !== "record" && Object.prototype.hasOwnProperty.call(state.values, name)) {
            fields.push([name, String(inputs[i].value), inputs[i].tagName.toLowerCase()]);
          }
        }
        // every pick-one choice and switch: [action, value, pressed, a switch (not in a group)]
        var buttons = root ? root.querySelectorAll("[aria-pressed][data-action]") : [];
        for (var j = 0; j < buttons.length; j++) {
          pressed.push([buttons[j].getAttribute("data-action"),
            buttons[j].getAttribute("data-value") || "",
            buttons[j].getAttribute("aria-pressed") === "true",
            !buttons[j].closest('[role="group"]')]);
        }
        var active = document.activeElement;
        var focus = active && active.getAttribute ? active.getAttribute("data-focus") : null;
        return JSON.stringify({
          lang: state.lang, screen: state.screen, game: state.game, fields: fields,
          pressed: pressed, classOpen: state.classOpen, focus: focus,
          pending: state.pending, hasRecord: !!state.record,
          // a form filled and left (home): what this page would carry to the next form opened
          form: state.screen !== "setup" && state.formGame ? {
            game: state.formGame, count: state.count, values: state.values,
            choices: state.choices,
          } : null,
        });
      },
      // The game record chosen while Python loaded (a File), or null (read by bridge.js).
      record: function () { return state.record || null; },
      done: function () {
        retired = true;
        var box = document.getElementById("preload");
        if (box) box.remove();
      },
    };
  } catch (err) {
    if (window.console) console.error("preshell:", err);
    startPython();
  }
})();
