"""Load test of the room server (`make play-room`): a class of tablets fetching the whole site
at the same moment, then coming back, on this machine's loopback only.

Serves the built site (run `make site` first) from tools/serve.py on 127.0.0.1 as `make
play-room` does (light: gzip, validators, PyScript's hashed chunks kept), and, for
comparison, plain (every file as it is, Last-Modified only, as it served before), each in a
process of its own, as on the teacher's laptop (the tablets' threads here do not share its
Python). Each simulated tablet opens 6 keep-alive connections, as a browser does to one host,
and asks for every file of the site, accepting gzip: all the tablets start together (a
barrier). Then the
same tablets come back, as a browser that kept every answer does: the files kept for a year
not asked at all, every other one asked with the validator it was given (If-None-Match, or
If-Modified-Since where there was no ETag).

Every answer is checked: the status (200 on a first visit; 304 or a whole file on a return
visit), the length the server announced, the body gunzipped where it came gzipped, and its
bytes against the file's (SHA-256). Printed: each visit's time (from the start to the last
tablet's last byte; the slowest and the median tablet), the bytes the tablets received
(headers and bodies, counted on their sockets: every byte on the air), answers and errors.
Bounded: at most 100 tablets, 8 connections each, 60 s a request; loopback only.

Its last line is one JSON object: {"site_bytes": n, "tablets": n, "light": {"first":
{...}, "return": {...}}, "plain": {...}, "goals": {...}, "met": {...}}

    .venv/bin/python bench/room_load.py [--tablets 30] [--connections 6] [--no-plain]
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import http.client
import io
import json
import queue
import statistics
import subprocess
import sys
import threading
import time
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tools import build_site, serve  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"
MAX_TABLETS, MAX_CONNECTIONS, TIMEOUT_S = 100, 8, 60.0
MB = 1_000_000
# The figures: a class of 30 on the room server, 0 errors, every byte right, at most
# 5 MB a tablet on a first visit, 0.1 MB on a return visit.
GOALS = {"errors": 0, "first_visit_mb_per_tablet": 5.0, "return_visit_mb_per_tablet": 0.1}


@dataclass(frozen=True)
class SiteFile:
    """One file of the site as a tablet must receive it."""

    path: str  # relative to the site, "/"-separated
    size: int
    sha256: str
    kept: bool  # kept a year by the browser (serve.IMMUTABLE): not asked on a return visit
    entries: str | None = None  # a zip archive: the hash of its entries (names and contents)


def entries_digest(data: bytes) -> str | None:
    """The hash of a zip archive's entries, names and contents in order, whatever their
    packing (the room server sends an archive as its stored twin: wire_pack.py); None for
    what is not a zip archive."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        digest = hashlib.sha256()
        for info in archive.infolist():
            digest.update(info.filename.encode() + b"\0")
            digest.update(hashlib.sha256(archive.read(info)).digest())
        return digest.hexdigest()
    except (zipfile.BadZipFile, OSError, ValueError):
        return None


@dataclass
class Tablet:
    """One simulated tablet: the validators it was given, what each visit cost it."""

    number: int
    validators: dict[str, dict[str, str]] = field(default_factory=dict)
    answers: int = 0
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0
    received: int = 0  # bytes read from its sockets
    lock: threading.Lock = field(default_factory=threading.Lock)

    def count(self, n: int) -> None:
        with self.lock:
            self.received += n


class _CountingReader(io.RawIOBase):
    """A socket's reading side that adds every byte it reads to its tablet's count."""

    def __init__(self, sock, tablet: Tablet) -> None:
        super().__init__()
        self._sock, self._tablet = sock, tablet

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        n = self._sock.recv_into(buffer)
        self._tablet.count(n)
        return n


class _CountingSocket:
    """A connected socket whose answers are counted (http.client reads through makefile)."""

    def __init__(self, sock, tablet: Tablet) -> None:
        self._sock, self._tablet = sock, tablet

    def makefile(self, mode="rb", buffering=-1):
        return io.BufferedReader(_CountingReader(self._sock, self._tablet))

    def __getattr__(self, name):
        return getattr(self._sock, name)


class TabletConnection(http.client.HTTPConnection):
    """One of a tablet's keep-alive connections to the server on loopback, counting what it
    receives."""

    def __init__(self, port: int, tablet: Tablet) -> None:
        super().__init__("127.0.0.1", port, timeout=TIMEOUT_S)
        self.tablet = tablet

    def connect(self) -> None:
        super().connect()
        self.sock = _CountingSocket(self.sock, self.tablet)


def site_files(directory: Path) -> list[SiteFile]:
    """Every file of the built site that a tablet may fetch from the room server: not the
    Brotli twins and their decoder, which only the offline worker fetches (never there: plain
    http at a LAN address has no service worker)."""
    found = []
    for path in sorted(directory.rglob("*")):
        rel = path.relative_to(directory).as_posix()
        if path.is_file() and not build_site.for_the_offline_worker_only(rel):
            data = path.read_bytes()
            found.append(SiteFile(rel, len(data), hashlib.sha256(data).hexdigest(),
                                  bool(serve.IMMUTABLE.match(rel)),
                                  entries_digest(data) if rel.endswith(".zip") else None))
    return found


def check_answer(file: SiteFile, status: int, headers: dict[str, str], body: bytes,
                 returning: bool) -> str | None:
    """What is wrong with one answer (None: it is right). A first visit must bring the whole
    file; a return visit "304 Not Modified" without a body, or the whole file. Headers'
    names are lower case."""
    where = f"{file.path}: "
    if returning and status == 304:
        return None if not body else where + f"304 with a body of {len(body)} bytes"
    if status != 200:
        return where + f"status {status}"
    announced = headers.get("content-length")
    if announced is None or int(announced) != len(body):
        return where + f"{len(body)} bytes received, {announced} announced"
    if headers.get("content-encoding", "identity") == "gzip":
        try:
            body = gzip.decompress(body)
        except (OSError, EOFError) as err:
            return where + f"not gzip: {err}"
    elif headers.get("content-encoding", "identity") != "identity":
        return where + f"unknown encoding {headers['content-encoding']}"
    if len(body) == file.size and hashlib.sha256(body).hexdigest() == file.sha256:
        return None
    if file.entries is not None and entries_digest(body) == file.entries:
        return None  # the same archive, packed otherwise
    return where + f"wrong bytes ({len(body)} of {file.size})"


def conditional_headers(validators: dict[str, str]) -> dict[str, str]:
    """A return visit's request headers from what the first answer gave: its ETag, or its
    Last-Modified where it had no ETag (as a browser revalidates a "no-cache" answer)."""
    if "etag" in validators:
        return {"If-None-Match": validators["etag"]}
    if "last-modified" in validators:
        return {"If-Modified-Since": validators["last-modified"]}
    return {}


def _connection_worker(tablet: Tablet, port: int, prefix: str, todo: queue.Queue,
                       returning: bool, lock: threading.Lock) -> None:
    conn = TabletConnection(port, tablet)
    try:
        while True:
            try:
                file = todo.get_nowait()
            except queue.Empty:
                return
            headers = {"Accept-Encoding": "gzip, deflate"}
            if returning:
                headers.update(conditional_headers(tablet.validators.get(file.path, {})))
            try:
                conn.request("GET", prefix + file.path, headers=headers)
                resp = conn.getresponse()
                got = {k.lower(): v for k, v in resp.getheaders()}
                body = resp.read()
                problem = check_answer(file, resp.status, got, body, returning)
            except (OSError, http.client.HTTPException) as err:
                problem = f"{file.path}: {type(err).__name__}: {err}"
                conn.close()
                conn = TabletConnection(port, tablet)
                got = {}
            with lock:
                tablet.answers += 1
                if problem:
                    tablet.problems.append(problem)
                elif not returning:
                    tablet.validators[file.path] = {k: got[k] for k in ("etag", "last-modified")
                                                    if k in got}
    finally:
        conn.close()


def visit(tablets: list[Tablet], files: list[SiteFile], port: int, connections: int,
          returning: bool) -> dict:
    """Every tablet visits the server on `port` at once (a first visit, or a return visit):
    returns the visit's figures."""
    prefix = "/"
    gate = threading.Barrier(len(tablets) + 1)
    wanted = [f for f in files if not (returning and f.kept)]

    def one_tablet(tablet: Tablet) -> None:
        todo: queue.Queue = queue.Queue()
        for file in wanted:
            todo.put(file)
        lock = threading.Lock()
        workers = [threading.Thread(target=_connection_worker,
                                    args=(tablet, port, prefix, todo, returning, lock),
                                    daemon=True) for _ in range(connections)]
        gate.wait()
        began = time.perf_counter()
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(TIMEOUT_S * len(wanted))
        tablet.seconds = time.perf_counter() - began

    for tablet in tablets:
        tablet.answers, tablet.problems, tablet.received = 0, [], 0
    threads = [threading.Thread(target=one_tablet, args=(t,), daemon=True) for t in tablets]
    for thread in threads:
        thread.start()
    gate.wait()
    began = time.perf_counter()
    for thread in threads:
        thread.join()
    seconds = time.perf_counter() - began
    missing = sum(len(wanted) - t.answers for t in tablets)
    problems = [p for t in tablets for p in t.problems]
    sent = sum(t.received for t in tablets)
    return {"seconds": round(seconds, 3),
            "slowest_tablet_s": round(max(t.seconds for t in tablets), 3),
            "median_tablet_s": round(statistics.median(t.seconds for t in tablets), 3),
            "requests": sum(t.answers for t in tablets), "errors": len(problems) + missing,
            "problems": problems[:10], "bytes": sent,
            "mb_per_tablet": round(sent / len(tablets) / MB, 4)}


# The server of the site, in a process of its own: prints its port once every file is read
# (and gzipped, where light), then serves until it is ended.
SERVER = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from tools import serve
site, light = Path(sys.argv[2]), sys.argv[3] == "light"
server = serve.make_server(site, port=0, quiet=True, light=light,
                            pack=serve.room_pack() if light else None)
if light:
    server.files.warm(site)
print(server.server_address[1], flush=True)
server.serve_forever()
"""


def run(directory: Path, tablets: int, connections: int, light: bool) -> dict:
    """A first visit then a return visit of `tablets` tablets on a server of `directory`
    (light as `make play-room`, or plain as before)."""
    files = site_files(directory)
    server = subprocess.Popen([sys.executable, "-c", SERVER, str(ROOT), str(directory),
                               "light" if light else "plain"], stdout=subprocess.PIPE,
                              text=True)
    try:
        port = int(server.stdout.readline())
        class_ = [Tablet(n) for n in range(tablets)]
        first = visit(class_, files, port, connections, returning=False)
        again = visit(class_, files, port, connections, returning=True)
    finally:
        server.terminate()
        server.wait(10)
    return {"first": first, "return": again}


def goals_met(light: dict) -> dict[str, bool]:
    """The issue's goals, read from the light server's two visits."""
    return {"errors": light["first"]["errors"] + light["return"]["errors"] == GOALS["errors"],
            "first_visit_mb_per_tablet":
                light["first"]["mb_per_tablet"] <= GOALS["first_visit_mb_per_tablet"],
            "return_visit_mb_per_tablet":
                light["return"]["mb_per_tablet"] <= GOALS["return_visit_mb_per_tablet"]}


# A classroom's Wi-Fi, shared by every tablet: the least time its bytes take on it.
WIFI_MBIT_S = (50, 150)


def air_seconds(sent: int, mbit_s: float) -> float:
    """The least time `sent` bytes take on a link of `mbit_s` megabits a second."""
    return sent * 8 / (mbit_s * 1e6)


def describe(name: str, result: dict, tablets: int) -> str:
    """One line a visit: its time, bytes and errors."""
    parts = []
    for visit_name in ("first", "return"):
        v = result[visit_name]
        wifi = " / ".join(f"{air_seconds(v['bytes'], rate):.1f} s at {rate} Mbit/s"
                          for rate in WIFI_MBIT_S)
        parts.append(f"{visit_name} visit {v['seconds']:.2f} s on loopback (at least {wifi} "
                     f"on a shared Wi-Fi; slowest tablet "
                     f"{v['slowest_tablet_s']:.2f} s, median {v['median_tablet_s']:.2f} s), "
                     f"{v['bytes'] / MB:.1f} MB on the air ({v['mb_per_tablet']:.3f} MB a "
                     f"tablet), "
                     f"{v['requests']} answers, {v['errors']} errors")
    return f"{name}, {tablets} tablets: " + "; ".join(parts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tablets", type=int, default=30, help="how many (at most 100)")
    parser.add_argument("--connections", type=int, default=6,
                        help="keep-alive connections a tablet (at most 8)")
    parser.add_argument("--site", type=Path, default=SITE, help="the built site (_site)")
    parser.add_argument("--no-plain", action="store_true",
                        help="not the comparison with the server as it was")
    args = parser.parse_args(argv)
    if not 1 <= args.tablets <= MAX_TABLETS or not 1 <= args.connections <= MAX_CONNECTIONS:
        parser.error(f"1-{MAX_TABLETS} tablets, 1-{MAX_CONNECTIONS} connections")
    if not (args.site / "index.html").is_file():
        print(f"room_load: {args.site}/index.html missing; run `make site` first",
              file=sys.stderr)
        return 1
    size = sum(f.size for f in site_files(args.site))
    result = {"site_bytes": size, "tablets": args.tablets, "connections": args.connections,
              "light": run(args.site, args.tablets, args.connections, light=True)}
    print(describe("room server (make play-room)", result["light"], args.tablets), flush=True)
    if not args.no_plain:
        result["plain"] = run(args.site, args.tablets, args.connections, light=False)
        print(describe("plain (no gzip, no ETag, as the server was)", result["plain"],
                       args.tablets), flush=True)
    result["goals"], result["met"] = GOALS, goals_met(result["light"])
    for problem in result["light"]["first"]["problems"] + result["light"]["return"]["problems"]:
        print("problem:", problem)
    print(f"site {size / MB:.2f} MB; goals met: {all(result['met'].values())} "
          f"({', '.join(k for k, ok in result['met'].items() if not ok) or 'all'})")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
