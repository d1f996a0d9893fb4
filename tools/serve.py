"""Serve the built site (_site/) on 127.0.0.1 with the right MIME types and no caching.

    python3 tools/serve.py [--port 8000] [--prefix /sub/path/] [--dir _site] [--quiet]

--port 0 takes any free port. --prefix serves the same site under a sub-path, as GitHub
Pages does (https://USER.github.io/REPO/): requests outside it get 404 and the prefix
without its slash redirects to it. The e2e tests and the bench import `start()`.
"""

from __future__ import annotations

import argparse
import contextlib
import socket
import sys
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".zip": "application/zip",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".map": "application/json",
}


def normalize_prefix(prefix: str) -> str:
    """'/a/b' or 'a/b/' -> '/a/b/'; '' or '/' -> '/'."""
    inner = prefix.strip("/")
    return f"/{inner}/" if inner else "/"


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files under a URL prefix, never cached by the browser without a check."""

    protocol_version = "HTTP/1.1"  # keep-alive, as a real host would
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    prefix = "/"
    quiet = False

    def _route(self) -> bool:
        """True if the request is inside the prefix; otherwise answer it (404 / redirect)."""
        path = urlsplit(self.path).path
        if path.startswith(self.prefix):
            return True
        if path + "/" == self.prefix:
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
        else:
            self.send_error(404, "outside the served prefix")
        return False

    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        if self._route():
            super().do_GET()

    def do_HEAD(self) -> None:  # noqa: N802
        if self._route():
            super().do_HEAD()

    def translate_path(self, path: str) -> str:
        path = unquote(urlsplit(path).path)
        return super().translate_path("/" + path[len(self.prefix):])

    def list_directory(self, path):  # no listings: a folder without index.html is 404
        self.send_error(404, "no index")
        return None

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    """ThreadingHTTPServer that can also cut its open keep-alive connections (`stop`)."""

    daemon_threads = True
    url = ""

    def __init__(self, *args, **kwargs) -> None:
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()
        super().__init__(*args, **kwargs)

    def process_request(self, request, client_address) -> None:
        with self._lock:
            self._open.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request) -> None:
        with self._lock:
            self._open.discard(request)
        super().shutdown_request(request)

    def stop(self) -> None:
        """Stop serving and drop every connection: the site is really gone (offline tests)."""
        self.shutdown()
        self.server_close()
        with self._lock:
            conns, self._open = list(self._open), set()
        for conn in conns:
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)

    def handle_error(self, request, client_address) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the browser hung up (navigation, reload): not worth a traceback
        super().handle_error(request, client_address)


def make_server(directory: Path = SITE, port: int = 0, prefix: str = "/",
                quiet: bool = False) -> SiteServer:
    """A server bound to 127.0.0.1:port (0 = any free port), not yet serving."""
    prefix = normalize_prefix(prefix)
    handler = type("Handler", (SiteHandler,), {"prefix": prefix, "quiet": quiet})
    server = SiteServer(("127.0.0.1", port), partial(handler, directory=str(directory)))
    server.url = f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    return server


def start(directory: Path = SITE, port: int = 0, prefix: str = "/",
          quiet: bool = True) -> SiteServer:
    """Serve in a daemon thread; `server.url` is the site's address, `server.stop()` ends it."""
    server = make_server(directory, port, prefix, quiet)
    threading.Thread(target=server.serve_forever, name="site-server", daemon=True).start()
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000, help="0 = any free port")
    parser.add_argument("--prefix", default="/", help="serve under this sub-path")
    parser.add_argument("--dir", type=Path, default=SITE, help="folder to serve")
    parser.add_argument("--quiet", action="store_true", help="no request log")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").exists():
        print(f"serve: {args.dir}/index.html missing; run `make site` first", file=sys.stderr)
        return 1
    server = make_server(args.dir, args.port, args.prefix, args.quiet)
    print(f"Serving {args.dir} at {server.url}  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
