"""Servers of the site that break Python's start, for the browser tests: a school's Wi-Fi
that cuts a download off or stalls it (FlakyWifi), a tablet that cannot start Python with files
that came whole (UnluckyTablet)."""

from __future__ import annotations

from urllib.parse import urlsplit

from tools import serve

from e2e_support import SITE

WASM = "/static/vendor/pyodide/pyodide.asm.wasm"
# Pyodide's WebAssembly as it is downloaded: the file, or its Brotli twin (the offline worker's)
WASM_DOWNLOADS = (WASM, WASM + ".br")
PYODIDE_MODULE = "/static/vendor/pyodide/pyodide.asm.mjs"
PYSCRIPT = "/static/vendor/pyscript/core-"  # PyScript's own module (core-<hash>.js)


class FlakyWifi(serve.SiteHandler):
    """While `server.cut` is set: Pyodide's WebAssembly (or its Brotli twin, which the offline
    worker downloads in its place) cut off after its first 100 kB, or
    (`server.cut == "stall"`) no byte after them until `server.back` is set (at most 60 s), or
    (`server.cut == "pyscript"`) PyScript's module not found."""

    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        cut, path = getattr(self.server, "cut", False), urlsplit(self.path).path
        if cut == "pyscript" and PYSCRIPT in path:
            self.send_error(404)
            return
        if cut and cut != "pyscript" and path.endswith(WASM_DOWNLOADS):
            body = (SITE / path.removeprefix(self.prefix)).read_bytes()
            self.send_response(200)
            self.send_header("Content-Type", "application/wasm")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[:100_000])
            self.wfile.flush()
            if cut == "stall":
                self.server.back.wait(60)
            self.close_connection = True
            self.connection.shutdown(2)
            return
        super().do_GET()


class UnluckyTablet(serve.SiteHandler):
    """While `server.bad` is set: Pyodide's module fails as it starts, throwing as an
    allocation the tablet refuses does (`"no memory"`), or its WebAssembly comes whole but
    garbled (`"garbled"`), which Pyodide cannot compile and waits on for ever. Not kept by the
    browser's HTTP cache (a cache's copy would come back as ever once the server is mended).
    Meanwhile the file's Brotli twin is not found, so the offline worker downloads the file
    itself, as it does on a host that lost the twins."""

    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        bad, path = getattr(self.server, "bad", None), urlsplit(self.path).path
        target = {"no memory": PYODIDE_MODULE, "garbled": WASM}.get(bad)
        if target and path.endswith(target + ".br"):
            self.send_error(404)
            return
        if not target or not path.endswith(target):
            super().do_GET()
            return
        body = bytearray((SITE / target.lstrip("/")).read_bytes())
        if bad == "no memory":
            start = b"async function _createPyodideModule(moduleArg={}){"
            assert start in body
            body = body.replace(start, start + b"throw new RangeError("
                                b"'WebAssembly.Memory(): could not allocate memory');", 1)
        else:
            body[2_000_000:2_100_000] = b"\xff" * 100_000
        self.send_response(200)
        self.send_header("Content-Type", "application/wasm" if bad == "garbled"
                         else "text/javascript")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(bytes(body))
