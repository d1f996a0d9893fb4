"""`make play-room` (tools/serve.py --room): the laptop's address on the local network, its QR
code for the tablets, a server that answers on every interface, and light on the network
(gzip, validators, what cannot change kept by the browser). No test sends anything to
another machine: the address finder's sockets are stand-ins, the server is fetched on 127.0.0.1.
"""

from __future__ import annotations

import gzip
import http.client
import io
import random
import re
import socket
import threading
import urllib.parse
import urllib.request
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import segno
from tools import serve

URL = "http://192.168.1.23:8000/"
ROOT = Path(__file__).resolve().parent.parent


class FakeUdpSocket:
    """A UDP socket whose `connect` picks the local address from `routes` (probe -> address)
    or fails as on a machine with no network."""

    routes: dict[str, str] = {}

    def __init__(self, *args) -> None:
        self.local = None

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        pass

    def connect(self, target) -> None:
        if target[0] not in self.routes:
            raise OSError(101, "Network is unreachable")
        self.local = self.routes[target[0]]

    def getsockname(self):
        return (self.local, 40000)


def fake_network(monkeypatch, routes: dict[str, str], host_addresses: list[str] | Exception):
    monkeypatch.setattr(FakeUdpSocket, "routes", routes)
    monkeypatch.setattr(serve.socket, "socket", FakeUdpSocket)

    def getaddrinfo(host, port, family=0, *args):
        if isinstance(host_addresses, Exception):
            raise host_addresses
        return [(socket.AF_INET, socket.SOCK_DGRAM, 17, "", (a, 0)) for a in host_addresses]

    monkeypatch.setattr(serve.socket, "getaddrinfo", getaddrinfo)
    monkeypatch.setattr(serve.socket, "gethostname", lambda: "laptop")


def test_room_address_is_the_default_routes_then_the_hostnames(monkeypatch):
    routes = {probe: "192.168.1.23" for probe in serve.ROUTE_PROBES}
    fake_network(monkeypatch, routes, ["127.0.1.1", "192.168.1.23", "10.0.0.5", "169.254.3.4"])
    # Loopback and link-local addresses are of no use to a tablet; each address comes once.
    assert serve.lan_addresses() == ["192.168.1.23", "10.0.0.5"]


def test_room_address_without_a_default_route(monkeypatch):
    # Only the 10.x network is routed: the other probes fail, quietly.
    fake_network(monkeypatch, {"10.255.255.254": "10.1.2.3"}, socket.gaierror(-2, "unknown"))
    assert serve.lan_addresses() == ["10.1.2.3"]


def test_no_network_gives_no_room_address_and_says_so(monkeypatch):
    fake_network(monkeypatch, {}, ["127.0.1.1"])
    assert serve.lan_addresses() == []
    banner = serve.room_banner(8000, "/", [])
    assert "No local network found" in banner
    assert "http://127.0.0.1:8000/" in banner


def unprint(lines: list[str]) -> list[list[int]]:
    """The module rows (1 = dark) that the terminal's half blocks show: light modules are the
    drawn halves."""
    halves = {" ": (1, 1), "\u2580": (0, 1), "\u2584": (1, 0), "\u2588": (0, 0)}
    rows = []
    for line in lines:
        pairs = [halves[ch] for ch in line]
        rows += [[top for top, _ in pairs], [bottom for _, bottom in pairs]]
    return rows


def test_qr_code_is_the_url_in_half_blocks():
    lines = serve.qr_lines(URL)
    qr = segno.make(URL, error="m", micro=False)
    assert (qr.version, qr.designator) == (2, "2-M")  # 25 x 25 modules
    size = 25 + 2 * 4  # with the quiet zone of four modules around
    assert len(lines) == (size + 1) // 2  # two module rows a line
    assert {len(line) for line in lines} == {size}
    # Round trip: the printed blocks are exactly segno's matrix for the URL, quiet zone around.
    border = [0] * size
    want = [border] * 4 + [[0] * 4 + list(row) + [0] * 4 for row in qr.matrix] + [border] * 4
    assert unprint(lines)[:size] == want


def test_room_banner_names_the_address_and_shows_its_code():
    banner = serve.room_banner(8000, "/", ["192.168.1.23", "10.0.0.5"], colour=True)
    lines = banner.splitlines()
    assert lines[0] == f"On each tablet, open {URL}"
    assert lines[1] == "  or http://10.0.0.5:8000/"
    qr = [line for line in lines if line.startswith("\x1b[97;40m")]
    assert [line[len("\x1b[97;40m"):-len("\x1b[0m")] for line in qr] == serve.qr_lines(URL)
    assert "allow port 8000 in the firewall" in banner


@pytest.fixture
def site(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>room</title>", encoding="utf-8")
    return tmp_path


def test_server_on_every_interface_answers_on_loopback(site):
    srv = serve.start(site, host=serve.ROOM_HOST)
    try:
        assert srv.server_address[0] == "0.0.0.0"
        assert srv.url == f"http://127.0.0.1:{srv.server_address[1]}/"
        with urllib.request.urlopen(srv.url, timeout=10) as resp:
            assert resp.status == 200
            assert b"<title>room</title>" in resp.read()
    finally:
        srv.stop()


def run_main(monkeypatch, capsys, site, *flags: str) -> str:
    """tools/serve.py's main on a free port, stopped as soon as it would serve."""

    def interrupted(self, *args):
        raise KeyboardInterrupt

    monkeypatch.setattr(serve.SiteServer, "serve_forever", interrupted)
    monkeypatch.setattr(serve, "lan_addresses", lambda: ["192.168.1.23"])
    monkeypatch.setattr(serve, "PACKED", site.parent / "packed")  # not this checkout's
    assert serve.main(["--port", "0", "--dir", str(site), "--quiet", *flags]) == 0
    return capsys.readouterr().out


def test_play_prints_the_local_address_only(monkeypatch, capsys, site):
    out = run_main(monkeypatch, capsys, site)
    assert "at http://127.0.0.1:" in out
    assert "192.168.1.23" not in out


def test_play_room_prints_the_room_address_and_its_code(monkeypatch, capsys, site):
    out = run_main(monkeypatch, capsys, site, "--room")
    port = out.split("at http://127.0.0.1:")[1].split("/")[0]
    room_url = f"http://192.168.1.23:{port}/"
    assert f"On each tablet, open {room_url}" in out
    assert "\n".join(serve.qr_lines(room_url)) in out  # not a terminal: no colours


# ---------------------------------------------------------------- light on the network
@pytest.fixture
def light_site(tmp_path):
    """A small site: a page and a script that gzip well, an archive that does not (random
    bytes, as a deflated zip is), and a PyScript chunk whose name holds its hash."""
    (tmp_path / "index.html").write_text("<!doctype html><title>room</title>" + "<p>a</p>" * 500,
                                         encoding="utf-8")
    chunks = tmp_path / "static" / "vendor" / "pyscript"
    chunks.mkdir(parents=True)
    (chunks / "core.js").write_text("import './core-C9KDLldu.js';\n" * 50, encoding="utf-8")
    (chunks / "core-C9KDLldu.js").write_text("export const x = 1;\n" * 300, encoding="utf-8")
    (tmp_path / "py").mkdir()
    (tmp_path / "py" / "game.zip").write_bytes(random.Random(7).randbytes(40_000))
    return tmp_path


def fetch(url: str, method: str = "GET", **headers: str):
    """(status, headers, body as sent) of one request; nothing decoded, no redirect."""
    parts = urllib.parse.urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        conn.request(method, parts.path, headers=headers)
        resp = conn.getresponse()
        return resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read()
    finally:
        conn.close()


@pytest.fixture
def light(light_site):
    srv = serve.start(light_site, light=True)
    yield srv
    srv.stop()


def test_a_tablet_that_accepts_gzip_gets_each_file_gzipped(light, light_site):
    raw = (light_site / "index.html").read_bytes()
    status, head, body = fetch(light.url, **{"Accept-Encoding": "gzip, deflate"})
    assert status == 200
    assert head["content-encoding"] == "gzip" and head["vary"] == "Accept-Encoding"
    assert int(head["content-length"]) == len(body) < len(raw) / 10
    assert gzip.decompress(body) == raw
    assert head["content-type"] == "text/html; charset=utf-8"


@pytest.mark.parametrize("accept", [None, "identity", "gzip;q=0", "br", "gzip;q=0, *"])
def test_a_browser_that_refuses_gzip_gets_the_file_itself(light, light_site, accept):
    headers = {"Accept-Encoding": accept} if accept is not None else {}
    status, head, body = fetch(light.url, **headers)
    assert status == 200 and "content-encoding" not in head
    assert body == (light_site / "index.html").read_bytes()


def test_what_gzip_cannot_shrink_goes_as_it_is(light, light_site):
    status, head, body = fetch(light.url + "py/game.zip", **{"Accept-Encoding": "gzip"})
    assert status == 200 and "content-encoding" not in head and "vary" not in head
    assert body == (light_site / "py" / "game.zip").read_bytes()


def test_a_brotli_twin_goes_as_it_is_never_packed_again(light_site):
    """A twin is for the offline worker to decode: sent as its bytes, never gzipped, and the
    server does not spend its packing on it."""
    twin = light_site / "static" / "vendor" / "pyscript" / "core.js.br"
    twin.write_bytes(b"twin " * 2000)  # would gzip well: only its name keeps it as it is
    packed = []
    srv = serve.start(light_site, light=True, pack=lambda body, name: packed.append(name)
                      or gzip.compress(body))
    try:
        status, head, body = fetch(srv.url + "static/vendor/pyscript/core.js.br",
                                   **{"Accept-Encoding": "gzip"})
    finally:
        srv.stop()
    assert status == 200 and "content-encoding" not in head and body == twin.read_bytes()
    assert head["content-type"] == "application/octet-stream"
    assert not [name for name in packed if name.endswith(".br")]


def test_a_return_visit_hears_not_modified_instead_of_the_file(light):
    url = light.url + "static/vendor/pyscript/core.js"
    _, first, _ = fetch(url, **{"Accept-Encoding": "gzip"})
    status, head, body = fetch(url, **{"Accept-Encoding": "gzip",
                                       "If-None-Match": first["etag"]})
    assert (status, body) == (304, b"")
    assert head["etag"] == first["etag"] and head["cache-control"] == "no-cache"
    # the file itself is another representation, with a tag of its own
    status, plain, _ = fetch(url, **{"If-None-Match": first["etag"]})
    assert status == 200 and plain["etag"] != first["etag"]
    # without a tag, the date the browser was given
    status, _, _ = fetch(url, **{"If-Modified-Since": first["last-modified"]})
    assert status == 304
    status, _, _ = fetch(url, **{"If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT"})
    assert status == 200


def test_a_file_changed_under_the_server_comes_again_with_a_new_tag(light, light_site):
    url = light.url + "static/vendor/pyscript/core.js"
    _, before, _ = fetch(url, **{"Accept-Encoding": "gzip"})
    path = light_site / "static" / "vendor" / "pyscript" / "core.js"
    path.write_text("import './core-Ab12Cd34.js';\n", encoding="utf-8")  # a new `make site`
    status, after, body = fetch(url, **{"Accept-Encoding": "gzip",
                                        "If-None-Match": before["etag"]})
    assert status == 200 and after["etag"] != before["etag"]
    assert body == path.read_bytes()  # too small to be worth gzipping


def test_only_what_cannot_change_under_its_name_is_kept_for_a_year(light):
    long = "public, max-age=31536000, immutable"
    assert fetch(light.url + "static/vendor/pyscript/core-C9KDLldu.js")[1]["cache-control"] \
        == long
    for path in ("", "index.html", "static/vendor/pyscript/core.js", "py/game.zip"):
        assert fetch(light.url + path)[1]["cache-control"] == "no-cache", path
    # a missing file is never kept, whatever its name
    status, head, _ = fetch(light.url + "static/vendor/pyscript/gone-Zz99Yy88.js")
    assert status == 404 and head["cache-control"] == "no-cache"


def test_the_names_kept_for_a_year_are_pyscripts_hashed_chunks():
    assert serve.IMMUTABLE.match("static/vendor/pyscript/py-editor-C4XsZtn7.js")
    assert serve.IMMUTABLE.match("static/vendor/pyscript/deprecations-manager-UpAPKqCb.js")
    for name in ("static/vendor/pyscript/core.js", "static/vendor/pyscript/py-terminal.js",
                 "static/vendor/pyscript/core.css", "static/vendor/pyodide/pyodide.asm.wasm",
                 "static/js/preshell.js", "static/vendor/pyscript/sub/x-C4XsZtn7.js"):
        assert not serve.IMMUTABLE.match(name), name


@pytest.mark.skipif(not (ROOT / "static" / "vendor" / "pyscript" / "core.js").is_file(),
                    reason="run `make site` first")
def test_every_chunk_pyscript_imports_has_a_name_kept_for_a_year():
    """PyScript's entry (core.js, not hashed) imports its chunks by their hashed names: a new
    PyScript brings new names, never new bytes under a name a tablet keeps."""
    folder = ROOT / "static" / "vendor" / "pyscript"
    imported = set(re.findall(r"""["']\./([\w.-]+\.js)["']""",
                              (folder / "core.js").read_text(encoding="utf-8")))
    assert imported
    assert all(serve.IMMUTABLE.match(f"static/vendor/pyscript/{name}") for name in imported)


def test_head_answers_the_same_headers_without_a_body(light):
    _, get_head, _ = fetch(light.url, **{"Accept-Encoding": "gzip"})
    status, head, body = fetch(light.url, "HEAD", **{"Accept-Encoding": "gzip"})
    assert (status, body) == (200, b"")
    assert {k: head[k] for k in ("etag", "content-length", "content-encoding")} == \
        {k: get_head[k] for k in ("etag", "content-length", "content-encoding")}


def test_thirty_tablets_at_once_gzip_each_file_once(light_site, monkeypatch):
    packed = []
    pack = serve.wire_pack.pack

    def counting(body, name):
        packed.append(name)
        return pack(body, name)

    monkeypatch.setattr(serve.wire_pack, "pack", counting)
    srv = serve.make_server(light_site, light=True)  # not warmed: the first asks compress
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{srv.server_address[1]}/index.html"
    try:
        with ThreadPoolExecutor(30) as pool:
            answers = list(pool.map(lambda _: fetch(url, **{"Accept-Encoding": "gzip"}),
                                    range(30)))
    finally:
        srv.stop()
    assert len(packed) == 1
    assert {gzip.decompress(body) for _, _, body in answers} == {
        (light_site / "index.html").read_bytes()}


def an_archive(folder) -> bytes:
    """A deflated zip of small Python-like files, as the site's archives are."""
    path = folder / "lib.zip"
    rng = random.Random(3)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for n in range(60):
            words = " ".join(rng.choice(["def", "return", "self", "game", "turn", "card"])
                             for _ in range(80))
            archive.writestr(f"pkg/module_{n}.py", f"# module {n}\n{words}\n")
    return path.read_bytes()


def test_an_archive_goes_gzipped_as_its_stored_twin_with_every_entry_kept(light_site):
    deflated = an_archive(light_site / "py")
    srv = serve.start(light_site, light=True)
    try:
        status, head, body = fetch(srv.url + "py/lib.zip", **{"Accept-Encoding": "gzip"})
    finally:
        srv.stop()
    assert status == 200 and head["content-encoding"] == "gzip"
    assert len(body) < len(deflated) * 0.95  # smaller than the deflated archive itself
    twin = zipfile.ZipFile(io.BytesIO(gzip.decompress(body)))
    source = zipfile.ZipFile(io.BytesIO(deflated))
    assert {info.compress_type for info in twin.infolist()} == {zipfile.ZIP_STORED}
    assert twin.namelist() == source.namelist()
    assert all(twin.read(name) == source.read(name) for name in source.namelist())


def test_what_is_packed_is_kept_on_disk_and_read_back_by_the_next_server(
        light_site, tmp_path_factory, monkeypatch):
    packed = []
    pack = serve.wire_pack.pack
    monkeypatch.setattr(serve.wire_pack, "pack",
                        lambda body, name: packed.append(name) or pack(body, name))
    kept = tmp_path_factory.mktemp("kept")  # beside the site, not in it
    bodies = []
    for _ in range(2):
        srv = serve.start(light_site, light=True, pack=serve.wire_pack.Packed(kept).pack)
        try:
            bodies.append(fetch(srv.url, **{"Accept-Encoding": "gzip"})[2])
        finally:
            srv.stop()
    assert len(packed) == len([f for f in light_site.rglob("*") if f.is_file()])  # once each
    assert bodies[0] == bodies[1]
    assert gzip.decompress(bodies[1]) == (light_site / "index.html").read_bytes()
    assert not list(kept.glob("*.part"))


@pytest.mark.parametrize("header, accepted", [
    ("gzip", True), ("deflate, gzip;q=0.5", True), ("GZIP", True), ("*", True),
    ("x-gzip", True), ("gzip;q=0", False), ("*;q=0", False), ("br, deflate", False),
    ("", False), (None, False), ("gzip;q=zero", False)])
def test_accept_encoding_is_read_with_its_weights(header, accepted):
    assert serve.accepts_gzip(header) is accepted


def test_the_command_line_server_is_light(monkeypatch, capsys, site):
    seen = []

    def serving(self, *args):
        seen.append(self.RequestHandlerClass.func.light)
        raise KeyboardInterrupt

    monkeypatch.setattr(serve.SiteServer, "serve_forever", serving)
    monkeypatch.setattr(serve, "lan_addresses", lambda: ["192.168.1.23"])
    assert serve.main(["--port", "0", "--dir", str(site), "--quiet", "--room"]) == 0
    assert seen == [True]
