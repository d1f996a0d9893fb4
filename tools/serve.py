"""Serve the built site (_site/) on 127.0.0.1 with the right MIME types and no caching.

    python3 tools/serve.py [--port 8000] [--prefix /sub/path/] [--dir _site] [--quiet] [--room]
                           [--isolated]

--port 0 takes any free port. --prefix serves the same site under a sub-path, as GitHub
Pages does (https://USER.github.io/REPO/): requests outside it get 404 and the prefix
without its slash redirects to it. The e2e tests and the bench import `start()`.
--room (`make play-room`) serves the classroom: it listens on every interface and prints
this machine's address on the local network, with a QR code of it for the tablets' cameras.
Over plain http on a LAN address the browser gives no secure context, so the page plays but
its service worker (offline play) does not register: that needs https or localhost.
--isolated (`make play`) sends the COOP/COEP headers that make the page cross-origin
isolated, where the game's Python runs in a worker from the first visit on (a static host
gets there from the second visit, through the offline worker: docs/python-off-main-thread.md).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import ipaddress
import socket
import sys
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"
LOCAL_HOST = "127.0.0.1"  # `make play`: this machine only
ROOM_HOST = "0.0.0.0"  # `make play-room`: every IPv4 interface, the Wi-Fi one included
# Private addresses a UDP socket is `connect`ed to, only to learn which local address the
# kernel would route from: connecting a UDP socket sends nothing.
ROUTE_PROBES = ("10.255.255.254", "172.31.255.254", "192.168.255.254")

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
    """Static files under a URL prefix, never cached by the browser without a check.
    ``isolated``: with the two headers that make the page cross-origin isolated (COOP/COEP),
    where the game's Python runs in a worker (static/js/preshell.js)."""

    protocol_version = "HTTP/1.1"  # keep-alive, as a real host would
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    prefix = "/"
    quiet = False
    isolated = False

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
        if self.isolated:
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
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
                quiet: bool = False, host: str = LOCAL_HOST,
                handler_class: type[SiteHandler] = SiteHandler,
                isolated: bool = False) -> SiteServer:
    """A server bound to host:port (0 = any free port), not yet serving. `server.url` is its
    address on this machine (127.0.0.1 when bound to every interface). A test may give its
    own subclass of SiteHandler; ``isolated`` adds the COOP/COEP headers."""
    prefix = normalize_prefix(prefix)
    handler = type("Handler", (handler_class,), {"prefix": prefix, "quiet": quiet,
                                                 "isolated": isolated})
    server = SiteServer((host, port), partial(handler, directory=str(directory)))
    here = LOCAL_HOST if host == ROOM_HOST else host
    server.url = f"http://{here}:{server.server_address[1]}{prefix}"
    return server


def start(directory: Path = SITE, port: int = 0, prefix: str = "/",
          quiet: bool = True, host: str = LOCAL_HOST,
          handler_class: type[SiteHandler] = SiteHandler, isolated: bool = False) -> SiteServer:
    """Serve in a daemon thread; `server.url` is the site's address, `server.stop()` ends it."""
    server = make_server(directory, port, prefix, quiet, host, handler_class, isolated)
    threading.Thread(target=server.serve_forever, name="site-server", daemon=True).start()
    return server


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses that other machines on the network can reach, the one
    the default route uses first; [] when there is no network (loopback only). Sends nothing."""
    found = []
    for probe in ROUTE_PROBES:
        with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect((probe, 9))
            found.append(s.getsockname()[0])
    with contextlib.suppress(OSError):
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
        found += [info[4][0] for info in infos]
    usable = []
    for address in found:
        ip = ipaddress.ip_address(address)
        if not (ip.is_loopback or ip.is_unspecified or ip.is_link_local) and address not in usable:
            usable.append(address)
    return usable


def qr_lines(text: str) -> list[str]:
    """A QR code of `text` for a terminal: Unicode half blocks, two module rows a line, with
    its quiet zone. Light modules are drawn (text colour), dark ones left blank: the right way
    round on a dark background, which `room_banner` sets on a real terminal."""
    import segno  # from requirements-dev.txt; only --room needs it

    out = io.StringIO()
    segno.make(text, error="m", micro=False).terminal(out=out, compact=True)
    return out.getvalue().splitlines()


def room_banner(port: int, prefix: str, addresses: list[str], colour: bool = False) -> str:
    """What `--room` prints: the address to type on the tablets and its QR code, or what to
    do when this machine is on no network."""
    here = f"http://{LOCAL_HOST}:{port}{prefix}"
    if not addresses:
        return (f"No local network found (only {LOCAL_HOST}): join the classroom's Wi-Fi and "
                f"start again. Meanwhile this laptop can play at {here}")
    url = f"http://{addresses[0]}:{port}{prefix}"
    lines = qr_lines(url)
    if colour:  # white on black whatever the terminal's theme, so every camera reads it
        lines = [f"\x1b[97;40m{line}\x1b[0m" for line in lines]
    others = "".join(f"\n  or http://{a}:{port}{prefix}" for a in addresses[1:])
    return "\n".join([
        f"On each tablet, open {url}{others}",
        "or scan this code with the tablet's camera:", *lines,
        f"This laptop: {here}. If a tablet cannot connect, allow port {port} in the firewall.",
        "Offline play needs https or localhost: on this address the page plays online only.",
    ])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000, help="0 = any free port")
    parser.add_argument("--prefix", default="/", help="serve under this sub-path")
    parser.add_argument("--dir", type=Path, default=SITE, help="folder to serve")
    parser.add_argument("--quiet", action="store_true", help="no request log")
    parser.add_argument("--room", action="store_true",
                        help="serve the local network too: print its address and a QR code")
    parser.add_argument("--isolated", action="store_true",
                        help="send COOP/COEP: the game's Python runs in a worker")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").exists():
        print(f"serve: {args.dir}/index.html missing; run `make site` first", file=sys.stderr)
        return 1
    host = ROOM_HOST if args.room else LOCAL_HOST
    server = make_server(args.dir, args.port, args.prefix, args.quiet, host,
                         isolated=args.isolated)
    print(f"Serving {args.dir} at {server.url}  (Ctrl+C stops)", flush=True)
    if args.room:
        port, prefix = server.server_address[1], normalize_prefix(args.prefix)
        print(room_banner(port, prefix, lan_addresses(), sys.stdout.isatty()), flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
