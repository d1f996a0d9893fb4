"""`make play-room` (tools/serve.py --room): the laptop's address on the local network, its QR
code for the tablets, and a server that answers on every interface. No test sends anything to
another machine: the address finder's sockets are stand-ins, the server is fetched on 127.0.0.1.
"""

from __future__ import annotations

import socket
import urllib.request

import pytest
import segno
from tools import serve

URL = "http://192.168.1.23:8000/"


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
