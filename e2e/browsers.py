"""One browser tab, the same steps in every engine: Chromium (Playwright), WebKit (Debian's
WebKitGTK driven by Selenium through WebKitWebDriver, on an Xvfb screen) and Firefox ESR
(Debian's, driven over WebDriver BiDi, which Firefox speaks itself: no geckodriver).

A test written against `Tablet` runs unchanged in each engine (e2e/test_every_browser.py).
Every tap and keystroke is real input from the engine's driver (a WebDriver element click,
BiDi input actions, Playwright's click); only a <select> is set the way a picker sets it (its
value, then the `input` and `change` events), since its popup is the system's, not the page's.
Elements are found by CSS, and only when visible. Nothing is ever downloaded: each engine is a
Debian package, found at its usual path or the one an environment variable names (CHROMIUM,
WEBKIT_DRIVER, WEBKIT_BROWSER, FIREFOX).
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

WEBKIT_DRIVER = os.environ.get("WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
WEBKIT_BROWSER = os.environ.get("WEBKIT_BROWSER") or next(
    iter(sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"))), "MiniBrowser")
FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
VIEWPORT = (1024, 768)

# The nth visible element matching a CSS selector, or null.
FIND_JS = """
(selector, nth) => {
  const shown = el => { const r = el.getBoundingClientRect();
                        return r.width > 0 && r.height > 0
                               && getComputedStyle(el).visibility !== 'hidden'; };
  return [...document.querySelectorAll(selector)].filter(shown)[nth || 0] || null;
}
"""


class NotFound(AssertionError):
    """No visible element fits, within the time allowed."""


class WebProcessCrashed(RuntimeError):
    """WebKitGTK's web process died under the page: a segfault inside libwebkit2gtk itself
    (seen once in the lane's many runs, not reproduced since), which no page can cause by
    rights. The WebKit lane runs such a test once more (e2e/test_every_browser.py)."""


# What Playwright says when Chromium's renderer died under the page (seen twice in one CI run
# of some 1,600 tests, both while Python started on the main thread, never here in 80 such
# starts run again in one browser): the browser's own crash, not a failing step.
CHROMIUM_PAGE_CRASHED = r"(Target|Page) crashed"

# A test whose browser crashed under it runs once more (pytest-rerunfailures' `only_rerun`);
# the summary counts it as "rerun", a second crash fails it, and nothing else is ever rerun.
BROWSER_CRASHED = [WebProcessCrashed, CHROMIUM_PAGE_CRASHED]


class Tablet:
    """A tab as a player uses it. Subclasses give the engine's own ways to navigate, run a
    script, tap, type and attach a file; everything else is written once, here."""

    engine = ""

    # ------------------------------------------------------------- per engine
    def goto(self, url: str) -> None:
        raise NotImplementedError

    def reload(self) -> None:
        raise NotImplementedError

    def evaluate(self, function: str, *args):
        """The JSON-able value of ``function`` (JS source, may be async) called with args."""
        raise NotImplementedError

    def _tap_found(self, selector: str, nth: int) -> None:
        raise NotImplementedError

    def _type_found(self, selector: str, text: str) -> None:
        raise NotImplementedError

    def _attach_found(self, selector: str, path: Path) -> None:
        raise NotImplementedError

    def screenshot(self, path: Path) -> None:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------- written once
    def wait(self, function: str, *args, timeout: float = 60, what: str = ""):
        """Poll ``function`` until it returns something truthy; its value."""
        end = time.monotonic() + timeout
        while True:
            try:
                value = self.evaluate(function, *args)
            except Exception as exc:  # a page between two documents (a first visit reloads)
                value, failed = None, exc
            else:
                failed = None
            if value:
                return value
            if time.monotonic() > end:
                raise AssertionError(f"{self.engine}: waited {timeout:.0f} s for "
                                     f"{what or function.strip()[:120]}") from failed
            time.sleep(0.05)

    def find(self, selector: str, timeout: float = 30, nth: int = 0) -> None:
        """Wait until the element shows."""
        try:
            self.wait(f"() => ({FIND_JS})({json.dumps(selector)}, {nth}) !== null",
                      timeout=timeout, what=selector)
        except AssertionError as error:
            raise NotFound(str(error)) from None

    def visible(self, selector: str) -> bool:
        return self.evaluate(f"() => ({FIND_JS})({json.dumps(selector)}, 0) !== null")

    def settle(self) -> None:
        """Wait until Python has handled every event so far (in a worker it handles them a
        moment after the step; on the main thread at once)."""
        self.evaluate("() => window.tkDom && window.tkDom.settled ? "
                      "window.tkDom.settled().then(() => true) : true")

    def tap(self, selector: str, timeout: float = 30, nth: int = 0) -> None:
        """Wait for the element (the nth visible one) to show, then tap it."""
        self.find(selector, timeout, nth)
        self._tap_found(selector, nth)
        self.settle()

    def type(self, selector: str, text: str) -> None:
        """Replace what the field holds with ``text``, typed key by key."""
        self.find(selector)
        self._type_found(selector, text)
        self.settle()

    def choose(self, selector: str, value: str) -> None:
        """Pick ``value`` in a <select>, as its picker does."""
        self.find(selector)
        self.evaluate("(sel, value) => { const s = document.querySelector(sel);"
                      " s.value = value; s.dispatchEvent(new Event('input', {bubbles: true}));"
                      " s.dispatchEvent(new Event('change', {bubbles: true})); }",
                      selector, value)
        self.settle()

    def attach(self, selector: str, path: Path) -> None:
        """Pick the file at ``path`` in a file input (as the file picker does)."""
        self._attach_found(selector, path)

    def text(self, selector: str) -> str:
        return self.evaluate("(sel) => { const el = document.querySelector(sel);"
                             " return el ? el.innerText : ''; }", selector)

    def count(self, selector: str) -> int:
        return self.evaluate("(sel) => document.querySelectorAll(sel).length", selector)

    def wait_playable(self, timeout: float = 120) -> None:
        self.wait("() => document.documentElement.dataset.state === 'ready'",
                  timeout=timeout, what="<html data-state='ready'> (Python ready)")

    def set_viewport(self, width: int, height: int) -> None:
        raise NotImplementedError


# --------------------------------------------------------------------------- Chromium
class PlaywrightTablet(Tablet):
    """Chromium through Playwright (the browser of the rest of e2e/)."""

    engine = "chromium"

    def __init__(self, page) -> None:
        self.page = page

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def evaluate(self, function: str, *args):
        return self.page.evaluate(f"(args) => ({function})(...args)", list(args))

    def _tap_found(self, selector: str, nth: int) -> None:
        self.page.evaluate_handle(f"(a) => ({FIND_JS})(...a)",
                                  [selector, nth]).as_element().click()

    def _type_found(self, selector: str, text: str) -> None:
        field = self.page.locator(selector).first
        field.fill("")
        field.press_sequentially(text)

    def _attach_found(self, selector: str, path: Path) -> None:
        self.page.locator(selector).set_input_files(str(path))

    def screenshot(self, path: Path) -> None:
        self.page.screenshot(path=str(path))

    def set_viewport(self, width: int, height: int) -> None:
        self.page.set_viewport_size({"width": width, "height": height})

    def close(self) -> None:
        self.page.close()


# --------------------------------------------------------------------------- WebKit
@contextlib.contextmanager
def xvfb_display():
    """A virtual screen for WebKitGTK (it has no headless mode): DISPLAY set while inside."""
    if not shutil.which("Xvfb"):
        raise AssertionError("no Xvfb: `apt-get install -y xvfb` (the WebKit lane needs it)")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0",
                               "1920x1920x24", "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as lines:
        number = lines.readline().strip()
    previous = os.environ.get("DISPLAY")
    os.environ["DISPLAY"] = f":{number}"
    try:
        yield os.environ["DISPLAY"]
    finally:
        server.terminate()
        server.wait(timeout=10)
        if previous is None:
            os.environ.pop("DISPLAY", None)
        else:
            os.environ["DISPLAY"] = previous


class WebDriverTablet(Tablet):
    """WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver, Selenium's client).
    Each tablet is a new automation session: a fresh, empty profile."""

    engine = "webkit"

    # Seconds a new session may take (a MiniBrowser comes up in 1-2 s here), and any later
    # command: Selenium's own default waits forever for the driver, and a MiniBrowser that
    # never comes up (the driver alive, no browser under it) would hold the run for good
    # (docs/journal-browsers.md).
    SESSION_TIMEOUT_S = 60
    COMMAND_TIMEOUT_S = 180

    def __init__(self) -> None:
        for path in (WEBKIT_DRIVER, WEBKIT_BROWSER):
            if not Path(path).exists():
                raise AssertionError(f"no {path}: `apt-get install -y webkit2gtk-driver`")
        try:
            self.driver = self._new_session()
        except Exception as error:  # the browser did not come up: once more, a new driver
            print(f"WebKit: no session ({error!r}); trying once more", file=sys.stderr)
            self.driver = self._new_session()
        self.driver.execute = self._telling_crashes(self.driver.execute)
        self.driver.set_script_timeout(120)
        # A browser that stops answering (its web process gone) fails the step after 3 min
        # instead of holding the suite.
        self.driver.command_executor.client_config.timeout = self.COMMAND_TIMEOUT_S
        self.set_viewport(*VIEWPORT)

    @classmethod
    def _new_session(cls):
        """Selenium's WebKitGTK driver (what `webdriver.WebKitGTK` does), its new session
        given SESSION_TIMEOUT_S."""
        from selenium.webdriver.common.webdriver import LocalWebDriver
        from selenium.webdriver.remote.client_config import ClientConfig
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        options = Options()
        options.binary_location = WEBKIT_BROWSER
        options.add_argument("--automation")
        # Safari gives a cross-origin isolated page SharedArrayBuffer; WebKitGTK only when
        # asked, through its web process's environment (a host that isolates the page).
        # The driver in a process group of its own: a session that fails takes its browser
        # with it.
        service = Service(executable_path=WEBKIT_DRIVER,
                          env={**os.environ, "JSC_useSharedArrayBuffer": "1"},
                          popen_kw={"start_new_session": True})

        class WebKitGTK(LocalWebDriver):
            def __init__(self) -> None:
                self.service = service
                service.start()
                config = ClientConfig(remote_server_addr=service.service_url,
                                      timeout=cls.SESSION_TIMEOUT_S)
                try:
                    super().__init__(command_executor=service.service_url, options=options,
                                     client_config=config)
                except Exception:
                    with contextlib.suppress(OSError):
                        os.killpg(service.process.pid, signal.SIGKILL)
                    self.quit()
                    raise

        return WebKitGTK()

    @staticmethod
    def _telling_crashes(execute):
        """Selenium's every command, a dead web process told apart from a failing step: the
        driver answers the command it was running with a bare "unknown error" and the next
        one with "session deleted because of page crash or hang"."""
        from selenium.common.exceptions import InvalidSessionIdException, WebDriverException
        from selenium.webdriver.remote.command import Command

        def crashed() -> bool:
            try:
                execute(Command.W3C_EXECUTE_SCRIPT, {"script": "return 1", "args": []})
            except WebDriverException as error:
                return "crash" in str(error)
            return False

        def run(command, params=None):
            try:
                return execute(command, params)
            except WebDriverException as error:
                plain = type(error) in (WebDriverException, InvalidSessionIdException)
                if plain and ("crash" in str(error) or crashed()):
                    raise WebProcessCrashed(f"WebKit's web process crashed: {error}") from error
                raise
        return run

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def reload(self) -> None:
        self.driver.refresh()

    def evaluate(self, function: str, *args):
        text = self.driver.execute_script(
            f"return Promise.resolve(({function}).apply(null, arguments))"
            ".then(v => JSON.stringify(v === undefined ? null : v))", *args)
        return json.loads(text)

    def _element(self, selector: str, nth: int = 0):
        return self.driver.execute_script(
            f"return ({FIND_JS})(arguments[0], arguments[1])", selector, nth)

    def _tap_found(self, selector: str, nth: int) -> None:
        self._element(selector, nth).click()

    def _type_found(self, selector: str, text: str) -> None:
        from selenium.webdriver.common.keys import Keys

        field = self._element(selector)
        field.send_keys(Keys.CONTROL, "a")  # keys, not clear(): the page hears each change
        field.send_keys(Keys.BACKSPACE + text)

    def _attach_found(self, selector: str, path: Path) -> None:
        self.driver.execute_script(f"return document.querySelector({json.dumps(selector)})"
                                   ).send_keys(str(path))

    def screenshot(self, path: Path) -> None:
        self.driver.save_screenshot(str(path))

    def set_viewport(self, width: int, height: int) -> None:
        # The window's outer size: the page gets what the MiniBrowser's chrome leaves.
        self.driver.set_window_size(width, height)
        inner = self.driver.execute_script("return [innerWidth, innerHeight]")
        self.driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.driver.quit()


# --------------------------------------------------------------------------- Firefox
FIREFOX_PREFS = {
    # A closed network: no update checks, telemetry, remote settings or captive portal probes.
    "app.update.enabled": False,
    "app.update.auto": False,
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "extensions.update.enabled": False,
    "services.settings.server": "http://127.0.0.1:9/",
    "remote.prefs.recommended": True,
    "dom.serviceWorkers.testing.enabled": True,
}


class BidiTablet(Tablet):
    """Debian's Firefox ESR, headless, over the WebDriver BiDi endpoint it serves itself
    (`--remote-debugging-port`), with Selenium's BiDi websocket client: no geckodriver."""

    engine = "firefox"

    def __init__(self) -> None:
        from selenium.webdriver.remote.websocket_connection import WebSocketConnection

        if not Path(FIREFOX).exists():
            raise AssertionError(f"no Firefox at {FIREFOX}: `apt-get install -y firefox-esr`")
        self.profile = Path(tempfile.mkdtemp(prefix="tk-firefox-"))
        (self.profile / "user.js").write_text("".join(
            f"user_pref({json.dumps(k)}, {json.dumps(v)});\n" for k, v in FIREFOX_PREFS.items()))
        self.process = subprocess.Popen(
            [FIREFOX, "--headless", "--no-remote", "--profile", str(self.profile),
             "--remote-debugging-port=0", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "MOZ_CRASHREPORTER_DISABLE": "1"})
        url = self._endpoint()
        self.conn = WebSocketConnection(f"{url}/session", timeout=120, interval=0.01)
        self.command("session.new", {"capabilities": {"alwaysMatch": {
            "acceptInsecureCerts": True, "unhandledPromptBehavior": {"default": "accept"}}}})
        tree = self.command("browsingContext.getTree", {})
        self.context = tree["contexts"][0]["context"]
        self.set_viewport(*VIEWPORT)

    def _endpoint(self) -> str:
        """Firefox prints "WebDriver BiDi listening on ws://127.0.0.1:PORT" once it is up."""
        end = time.monotonic() + 60
        seen = []
        while time.monotonic() < end:
            line = self.process.stderr.readline()
            if not line and self.process.poll() is not None:
                break
            seen.append(line.strip())
            found = re.search(r"WebDriver BiDi listening on (ws://\S+)", line)
            if found:
                # Keep reading its output, or Firefox blocks once the pipe is full.
                threading.Thread(target=self.process.stderr.read, daemon=True).start()
                return found.group(1)
        raise AssertionError("Firefox did not open its BiDi endpoint: " + " | ".join(seen[-5:]))

    def command(self, method: str, params: dict) -> dict:
        reply = self.conn.send_cmd(method, params)
        if "error" in reply:
            raise AssertionError(f"firefox {method}: {reply['error']}: {reply.get('message')}")
        return reply["result"]

    def goto(self, url: str) -> None:
        self.command("browsingContext.navigate",
                     {"context": self.context, "url": url, "wait": "complete"})

    def reload(self) -> None:
        self.command("browsingContext.reload", {"context": self.context, "wait": "complete"})

    def _call(self, function: str, args, own: bool = False) -> dict:
        result = self.command("script.callFunction", {
            "functionDeclaration": function,
            "arguments": [{"type": "string", "value": json.dumps(list(args))}],
            "target": {"context": self.context}, "awaitPromise": True,
            "resultOwnership": "root" if own else "none"})
        if result.get("type") == "exception":
            details = result.get("exceptionDetails", {})
            raise AssertionError(f"firefox: script failed: {details.get('text')}")
        return result["result"]

    def evaluate(self, function: str, *args):
        value = self._call(f"async (args) => JSON.stringify((await ({function})"
                           "(...JSON.parse(args))) ?? null)", args)
        return json.loads(value["value"])

    def _node(self, selector: str, nth: int = 0) -> dict:
        node = self._call(f"(args) => {{ const el = ({FIND_JS})(...JSON.parse(args));"
                          " el.scrollIntoView({block: 'center'}); return el; }",
                          [selector, nth], own=True)
        return {"sharedId": node["sharedId"]}

    def _tap_found(self, selector: str, nth: int) -> None:
        node = self._node(selector, nth)
        self.command("input.performActions", {"context": self.context, "actions": [{
            "type": "pointer", "id": "finger", "parameters": {"pointerType": "mouse"},
            "actions": [{"type": "pointerMove", "x": 0, "y": 0,
                         "origin": {"type": "element", "element": node}},
                        {"type": "pointerDown", "button": 0},
                        {"type": "pointerUp", "button": 0}]}]})

    def _type_found(self, selector: str, text: str) -> None:
        self._tap_found(selector, 0)
        self.evaluate("(sel) => document.querySelector(sel).select()", selector)
        keys = [{"type": "keyDown", "value": "\ue003"}, {"type": "keyUp", "value": "\ue003"}]
        for char in text:
            keys += [{"type": "keyDown", "value": char}, {"type": "keyUp", "value": char}]
        self.command("input.performActions", {"context": self.context, "actions": [
            {"type": "key", "id": "keyboard", "actions": keys}]})

    def _attach_found(self, selector: str, path: Path) -> None:
        self.command("input.setFiles", {"context": self.context,
                                        "element": self._node(selector),
                                        "files": [str(path)]})

    def screenshot(self, path: Path) -> None:
        import base64

        data = self.command("browsingContext.captureScreenshot", {"context": self.context})
        Path(path).write_bytes(base64.b64decode(data["data"]))

    def set_viewport(self, width: int, height: int) -> None:
        self.command("browsingContext.setViewport", {
            "context": self.context, "viewport": {"width": width, "height": height}})

    def close(self) -> None:
        # Firefox's own way out, then the socket: closed while Firefox still holds it, the
        # client's thread waits out its 10 s timeout.
        try:
            self.command("browser.close", {})
        except Exception:  # a browser that no longer answers
            self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
        with contextlib.suppress(Exception):
            self.conn.close()
        shutil.rmtree(self.profile, ignore_errors=True)
