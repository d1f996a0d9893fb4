"""Serve the built site (_site/) on 127.0.0.1 with the right MIME types, revalidated each visit.

    python3 tools/serve.py [--port 8000] [--prefix /sub/path/] [--dir _site] [--quiet] [--room]
                           [--isolated]

--port 0 takes any free port. --prefix serves the same site under a sub-path, as GitHub
Pages does (https://USER.github.io/REPO/): requests outside it get 404 and the prefix
without its slash redirects to it. The e2e tests and the bench import `start()`.
--room (`make play-room`) serves the classroom: it listens on every interface and prints
this machine's address on the local network, with a QR code of it for the tablets' cameras.
Over plain http on a LAN address the browser gives no secure context, so the page plays but
its service worker (offline play) does not register: that needs https or localhost.
--isolated sends the COOP/COEP headers that make the page cross-origin isolated, as some
hosts do: the game plays the same (its Python runs in its worker on any host), and the
benchmarks measure such a host with it.

From the command line (`make play`, `make play-room`) the server is light on the network
(`light`, docs/room-server.md): each file gzipped once, as small as it can be (wire_pack.py:
Zopfli, archives as their stored twins; kept in .cache/room/ for the next start), and
sent so to a browser that accepts it, with validators (ETag, Last-Modified) that let a
return visit's browser hear "304 Not Modified" instead of the file again, and PyScript's
chunks, whose names hold a hash of their content, kept by the browser for a year without
asking. `start()` serves as plainly as before unless asked (the browser tests that break a
download on purpose count on the file's own bytes).
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import hashlib
import io
import ipaddress
import os
import re
import socket
import sys
import threading
from dataclasses import dataclass
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

try:
    from tools import wire_pack
except ImportError:  # run as a script: tools/ is on the path
    import wire_pack

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"
PACKED = ROOT / ".cache" / "room"  # what `make play-room` packed for the wire (wire_pack.py)
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
    ".br": "application/octet-stream",  # a Brotli twin: bytes the offline worker decodes
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".zip": "application/zip",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".map": "application/json",
}


# What a light server (`light`) gives a browser to keep for a year without asking again: the
# vendored PyScript's chunks, whose names end in a hash of their content (Rollup's
# "[name]-[hash].js": 8 letters and digits, some of them capitals or digits), so a new
# version comes under a new name. Everything else is asked again each visit ("no-cache",
# answered "304 Not Modified" while unchanged): the site's own files change with each build
# under the same names, and so do Pyodide's on an upgrade (and the build rewrites two).
IMMUTABLE = re.compile(r"^static/vendor/pyscript/[a-z0-9_-]+-"
                       r"(?=[A-Za-z0-9_-]*[A-Z0-9])[A-Za-z0-9_-]{8}\.js$")
LONG_LIVED = "public, max-age=31536000, immutable"
REVALIDATED = "no-cache"
GZIP_WORTH = 0.95  # a file is sent gzipped only if that makes it at least 5 % smaller


@dataclass(frozen=True)
class SiteFile:
    """One file as the light server sends it: its bytes and their gzip, read together, so
    that the validators always name what is sent."""

    stamp: tuple[int, int]  # (mtime in ns, size) when read
    modified: float  # mtime, for Last-Modified
    body: bytes
    gzipped: bytes | None  # None where gzip would not make it smaller (deflated archives)
    tag: str  # a hash of `body`: the ETag's opaque part

    def etag(self, gzipped: bool) -> str:
        """The ETag of the representation sent (gzip is another one: another tag)."""
        return f'"{self.tag}-gz"' if gzipped else f'"{self.tag}"'


class SiteFiles:
    """The light server's files, each read and gzipped once (the first request for it, or
    `warm` as the server starts), read again when its modification time or size changes (a
    new `make site`). Shared by every request's thread: one compression a file, whoever
    asks first, the others waiting for it."""

    def __init__(self, pack=None) -> None:
        self.pack = pack or wire_pack.pack  # (body, name) -> what is sent where gzip is accepted
        self._files: dict[str, SiteFile] = {}
        self._locks: dict[str, threading.Lock] = {}
        self._lock = threading.Lock()

    def get(self, path: str) -> SiteFile:
        """The file at `path` as it is now (OSError if there is none)."""
        stat = os.stat(path)
        stamp = (stat.st_mtime_ns, stat.st_size)
        with self._lock:
            known = self._files.get(path)
            if known and known.stamp == stamp:
                return known
            lock = self._locks.setdefault(path, threading.Lock())
        with lock:
            known = self._files.get(path)
            if known and known.stamp == stamp:
                return known
            read = self._read(path)
            with self._lock:
                self._files[path] = read
            return read

    def _read(self, path: str) -> SiteFile:
        for _ in range(3):  # a file replaced while it was read is read again
            before = os.stat(path)
            with open(path, "rb") as handle:
                body = handle.read()
            after = os.stat(path)
            if (before.st_mtime_ns, before.st_size) == (after.st_mtime_ns, after.st_size):
                break
        # a Brotli twin (tools/brotli_twins.mjs) is packed already: gzip would gain nothing
        packed = body if path.endswith(".br") else self.pack(body, path)
        return SiteFile(stamp=(after.st_mtime_ns, after.st_size), modified=after.st_mtime,
                        body=body,
                        gzipped=packed if len(packed) < len(body) * GZIP_WORTH else None,
                        tag=hashlib.sha256(body).hexdigest()[:20])

    def warm(self, directory: Path) -> None:
        """Read and gzip every file under `directory` (a server's start, in a thread)."""
        for path in sorted(directory.rglob("*")):
            if path.is_file():
                with contextlib.suppress(OSError):
                    self.get(str(path))


def accepts_gzip(accept_encoding: str | None) -> bool:
    """Whether an Accept-Encoding header lets the answer be gzipped: gzip (or *) with a
    weight above 0, gzip not refused by name."""
    weights = {}
    for item in (accept_encoding or "").split(","):
        coding, _, params = item.strip().partition(";")
        weight = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if coding.strip():
            weights[coding.strip().lower()] = weight
    if "gzip" in weights or "x-gzip" in weights:
        return max(weights.get("gzip", 0.0), weights.get("x-gzip", 0.0)) > 0
    return weights.get("*", 0.0) > 0


def etag_matches(if_none_match: str, etag: str) -> bool:
    """If-None-Match against the representation's ETag (weak comparison, as it asks)."""
    if if_none_match.strip() == "*":
        return True
    opaque = etag.removeprefix("W/")
    return any(tag.strip().removeprefix("W/") == opaque for tag in if_none_match.split(","))


def normalize_prefix(prefix: str) -> str:
    """'/a/b' or 'a/b/' -> '/a/b/'; '' or '/' -> '/'."""
    inner = prefix.strip("/")
    return f"/{inner}/" if inner else "/"


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files under a URL prefix, never cached by the browser without a check.
    ``isolated``: with the two headers that make the page cross-origin isolated (COOP/COEP),
    where the game's Python runs in a worker (static/js/preshell.js). ``light``: each file
    gzipped where the browser accepts it, with an ETag, and the files that cannot change
    under their name kept by the browser (IMMUTABLE); the server's `files` hold them."""

    protocol_version = "HTTP/1.1"  # keep-alive, as a real host would
    # Each answer goes out as it is written: the headers, then the body, each at once.
    # With Nagle's algorithm the body waited for the browser's acknowledgement of the headers,
    # which a browser delays by some 40 ms (measured: one connection, 46 files, 2.5 s on
    # loopback, 54 ms an answer).
    disable_nagle_algorithm = True
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    prefix = "/"
    quiet = False
    isolated = False
    light = False

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

    def send_head(self):
        """The light server's answer (gzip, validators); otherwise http.server's own."""
        if not self.light:
            return super().send_head()
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not urlsplit(self.path).path.endswith("/"):
                return super().send_head()  # the redirect to the folder's own address
            path = os.path.join(path, "index.html")
        try:
            file = self.server.files.get(path)
        except OSError:  # none there, or a folder without index.html
            self.send_error(404, "File not found")
            return None
        gzipped = file.gzipped is not None and accepts_gzip(self.headers.get("Accept-Encoding"))
        etag = file.etag(gzipped)
        if self._not_modified(file, etag):
            self.send_response(304)
            self._validators(file, etag)
            self.end_headers()
            return None
        body = file.gzipped if gzipped else file.body
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Length", str(len(body)))
        if gzipped:
            self.send_header("Content-Encoding", "gzip")
        self._validators(file, etag)
        self.end_headers()
        return io.BytesIO(body)

    def _not_modified(self, file: SiteFile, etag: str) -> bool:
        """The browser's copy is this representation: If-None-Match names its ETag, or (no
        If-None-Match) If-Modified-Since is not before the file's last change."""
        if_none_match = self.headers.get("If-None-Match")
        if if_none_match is not None:
            return etag_matches(if_none_match, etag)
        since = self.headers.get("If-Modified-Since")
        if since is None:
            return False
        try:
            when = email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return int(file.modified) <= when

    def _validators(self, file: SiteFile, etag: str) -> None:
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", self.date_time_string(file.modified))
        if file.gzipped is not None:  # the answer depends on what the browser accepts
            self.send_header("Vary", "Accept-Encoding")

    def send_response(self, code, message=None) -> None:
        self.status = code
        super().send_response(code, message)

    def cache_control(self) -> str:
        """How long the browser may keep the answer without asking (light: a year for the
        files that cannot change under their name, IMMUTABLE; never an error)."""
        path = unquote(urlsplit(self.path).path)
        inside = path[len(self.prefix):] if path.startswith(self.prefix) else ""
        if self.light and getattr(self, "status", None) in (200, 304) \
                and IMMUTABLE.match(inside):
            return LONG_LIVED
        return REVALIDATED

    def end_headers(self) -> None:
        self.send_header("Cache-Control", self.cache_control())
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
    # Connections waiting to be accepted: a class of 30 tablets opens some 180 at once (a
    # browser opens 6 to one host). socketserver's 5 let the kernel drop the rest, which
    # then came in only after 1 s, 3 s, 7 s... of retries, some after a minute (measured:
    # bench/room_load.py).
    request_queue_size = 256
    url = ""
    files: SiteFiles | None = None  # a light server's files (SiteHandler.light)

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
                isolated: bool = False, light: bool = False, pack=None) -> SiteServer:
    """A server bound to host:port (0 = any free port), not yet serving. `server.url` is its
    address on this machine (127.0.0.1 when bound to every interface). A test may give its
    own subclass of SiteHandler; ``isolated`` adds the COOP/COEP headers; ``light`` gzips,
    validates and lets the browser keep what cannot change (SiteHandler), each file packed
    for the wire once by ``pack(body, name)`` (by default wire_pack.pack; `room_pack` as
    `make play-room` does it)."""
    prefix = normalize_prefix(prefix)
    handler = type("Handler", (handler_class,), {"prefix": prefix, "quiet": quiet,
                                                 "isolated": isolated, "light": light})
    server = SiteServer((host, port), partial(handler, directory=str(directory)))
    if light:
        server.files = SiteFiles(pack)
    here = LOCAL_HOST if host == ROOM_HOST else host
    server.url = f"http://{here}:{server.server_address[1]}{prefix}"
    return server


def start(directory: Path = SITE, port: int = 0, prefix: str = "/",
          quiet: bool = True, host: str = LOCAL_HOST,
          handler_class: type[SiteHandler] = SiteHandler, isolated: bool = False,
          light: bool = False, pack=None) -> SiteServer:
    """Serve in a daemon thread; `server.url` is the site's address, `server.stop()` ends it.
    A light server has every file read and gzipped before it answers."""
    server = make_server(directory, port, prefix, quiet, host, handler_class, isolated, light,
                         pack)
    if server.files:
        server.files.warm(Path(directory))
    threading.Thread(target=server.serve_forever, name="site-server", daemon=True).start()
    return server


def room_pack():
    """How `make play-room` packs each file (wire_pack.pack), kept in PACKED so that a
    server started again on the same build packs nothing."""
    return wire_pack.Packed(PACKED).pack


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
                         isolated=args.isolated, light=True, pack=room_pack())
    # every file packed while the teacher hands the tablets out (the first time after a
    # build some 40 s here with Zopfli; then read back from PACKED at once)
    threading.Thread(target=server.files.warm, args=(args.dir,), name="pack", daemon=True
                     ).start()
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
