"""The room server's load test (``bench/room_load.py``) reads its answers right: a whole file
is right only with every byte (gzipped or not), a return visit's "304" only without a body,
and a server that breaks a file is caught; its goals read the light server's visits."""

import gzip
import hashlib
import io
import sys
import zipfile
from pathlib import Path

import pytest
from tools import serve

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import room_load  # noqa: E402

pytestmark = pytest.mark.research

BODY = b"<p>the same words again and again</p>\n" * 200
FILE = room_load.SiteFile("index.html", len(BODY), hashlib.sha256(BODY).hexdigest(), False)


def answer(body: bytes, **headers: str) -> dict[str, str]:
    return {"content-length": str(len(body)), **headers}


def test_a_whole_file_is_right_gzipped_or_not():
    packed = gzip.compress(BODY)
    assert room_load.check_answer(FILE, 200, answer(BODY), BODY, False) is None
    assert room_load.check_answer(FILE, 200, answer(packed, **{"content-encoding": "gzip"}),
                                  packed, False) is None


def _zip(entries: dict[str, bytes], method: int) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", method) as archive:
        for name, data in entries.items():
            archive.writestr(zipfile.ZipInfo(name, (2026, 1, 1, 0, 0, 0)), data)
    return out.getvalue()


def test_an_archive_is_right_as_its_stored_twin_and_wrong_with_an_entry_changed():
    entries = {"a.pyc": BODY, "b/c.pyc": BODY[::-1]}
    deflated = _zip(entries, zipfile.ZIP_DEFLATED)
    archive = room_load.SiteFile("py/game.zip", len(deflated),
                                 hashlib.sha256(deflated).hexdigest(), False,
                                 room_load.entries_digest(deflated))
    twin = gzip.compress(serve.wire_pack.stored_twin(deflated))
    gz = {"content-encoding": "gzip"}
    assert room_load.check_answer(archive, 200, answer(twin, **gz), twin, False) is None
    changed = gzip.compress(_zip({**entries, "a.pyc": BODY + b"!"}, zipfile.ZIP_STORED))
    assert "wrong bytes" in room_load.check_answer(archive, 200, answer(changed, **gz),
                                                   changed, False)
    assert room_load.entries_digest(BODY) is None


@pytest.mark.parametrize("status, headers, body, returning, says", [
    (200, {"content-length": str(len(BODY))}, BODY[:-1], False, "announced"),
    (200, {"content-length": str(len(BODY) - 1)}, BODY[:-1], False, "wrong bytes"),
    (200, {"content-length": "10", "content-encoding": "gzip"}, b"0123456789", False,
     "not gzip"),
    (200, {"content-length": str(len(BODY)), "content-encoding": "br"}, BODY, False,
     "unknown encoding"),
    (304, {}, b"", False, "status 304"),  # a first visit has nothing to keep
    (304, {}, b"x", True, "304 with a body"),
    (404, {"content-length": "0"}, b"", True, "status 404"),
])
def test_what_is_not_the_file_is_an_error(status, headers, body, returning, says):
    problem = room_load.check_answer(FILE, status, headers, body, returning)
    assert problem and says in problem and problem.startswith("index.html")


def test_a_return_visit_asks_with_what_the_first_answer_gave():
    assert room_load.conditional_headers({"etag": '"a1"', "last-modified": "x"}) == {
        "If-None-Match": '"a1"'}
    assert room_load.conditional_headers({"last-modified": "Tue, 01 Dec 2026 22:00:00 GMT"}) \
        == {"If-Modified-Since": "Tue, 01 Dec 2026 22:00:00 GMT"}
    assert room_load.conditional_headers({}) == {}


def visits(first_mb: float, return_mb: float, errors: int = 0) -> dict:
    return {"first": {"mb_per_tablet": first_mb, "errors": errors},
            "return": {"mb_per_tablet": return_mb, "errors": 0}}


def test_the_goals_read_the_light_servers_visits():
    assert all(room_load.goals_met(visits(4.9, 0.01)).values())
    assert room_load.goals_met(visits(5.3, 0.01)) == {
        "errors": True, "first_visit_mb_per_tablet": False, "return_visit_mb_per_tablet": True}
    assert room_load.goals_met(visits(4.9, 0.2))["return_visit_mb_per_tablet"] is False
    assert room_load.goals_met(visits(4.9, 0.01, errors=1))["errors"] is False


@pytest.fixture
def site(tmp_path):
    (tmp_path / "index.html").write_bytes(BODY)
    chunks = tmp_path / "static" / "vendor" / "pyscript"
    chunks.mkdir(parents=True)
    (chunks / "core-C9KDLldu.js").write_text("export const x = 1;\n" * 100, encoding="utf-8")
    (tmp_path / "data.bin").write_bytes(bytes(range(256)) * 40)
    return tmp_path


def test_a_class_visits_twice_and_every_byte_is_counted(site):
    result = room_load.run(site, tablets=3, connections=2, light=True)
    first, again = result["first"], result["return"]
    assert (first["errors"], again["errors"]) == (0, 0)
    assert first["requests"] == 3 * 3
    assert again["requests"] == 3 * 2  # the hashed chunk kept: not asked again
    # gzipped bodies and headers: more than nothing, less than the files themselves
    size = sum(f.stat().st_size for f in site.rglob("*") if f.is_file())
    assert 3 * 1000 < first["bytes"] < 3 * size
    assert 0 < again["bytes"] < 3 * 2 * 600  # headers only: "304 Not Modified"


class Garbling(serve.SiteHandler):
    """A server that breaks one byte of every file it sends."""

    def copyfile(self, source, outputfile) -> None:
        body = bytearray(source.read())
        body[len(body) // 2] ^= 0xFF
        outputfile.write(bytes(body))


def test_a_server_that_breaks_a_file_is_caught(site):
    srv = serve.start(site, handler_class=Garbling)
    try:
        files = room_load.site_files(site)
        result = room_load.visit([room_load.Tablet(0), room_load.Tablet(1)], files,
                                 srv.server_address[1], 2, returning=False)
    finally:
        srv.stop()
    assert result["errors"] == 2 * len(files)
    assert all("wrong bytes" in p for p in result["problems"])
