"""How the room server packs a file for the wire: as small as gzip can make it.

- A zip archive (Python's standard library, the game's modules) is sent as its stored twin,
  gzipped: deflate then sees the whole archive at once instead of starting afresh for each
  small file (the two archives 1.39 -> 1.18 MB on the wire). The tablet unpacks the
  gzip to a stored archive, which Pyodide reads as it reads the deflated one.
- Gzip is made by Zopfli (the `zopfli` package from PyPI, pinned), a slower deflater whose
  output every browser reads as plain gzip: 3-5 % smaller than gzip -9 (Pyodide's WebAssembly
  3.53 -> 3.42 MB). Without it, the standard library's gzip at level 9.
- Zopfli takes some 40 s for the whole site here, so what it packs is kept on disk under the
  hash of what was packed (`Packed`): a server started again on the same build packs nothing.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import os
import tempfile
import zipfile
from pathlib import Path

try:
    import zopfli.gzip as zopfli_gzip
except ImportError:  # the standard library's gzip then
    zopfli_gzip = None

ZOPFLI_ITERATIONS = 1  # 5 gained 0.2 % on the archives; the WebAssembly takes 19 s a pass here
METHOD = f"zopfli{ZOPFLI_ITERATIONS}" if zopfli_gzip else "gzip9"


def stored_twin(archive: bytes) -> bytes:
    """The same zip archive with every entry stored, not deflated (names, order, dates and
    contents kept); ``archive`` itself if it is not a readable zip."""
    try:
        source = zipfile.ZipFile(io.BytesIO(archive))
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as twin:
            for info in source.infolist():
                entry = zipfile.ZipInfo(info.filename, info.date_time)
                entry.external_attr = info.external_attr
                twin.writestr(entry, source.read(info))
        return out.getvalue()
    except (zipfile.BadZipFile, OSError, ValueError):
        return archive


def gzipped(data: bytes) -> bytes:
    """``data`` as a gzip stream, by Zopfli where it is installed."""
    if zopfli_gzip is not None:
        return zopfli_gzip.compress(data, numiterations=ZOPFLI_ITERATIONS)
    return gzip.compress(data, 9, mtime=0)


def pack(body: bytes, name: str) -> bytes:
    """What to send for a file ``name`` of bytes ``body`` to a browser that accepts gzip."""
    return gzipped(stored_twin(body) if name.endswith(".zip") else body)


class Packed:
    """Packs kept on disk in ``folder``, each under the hash of the file and the method."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)

    def pack(self, body: bytes, name: str) -> bytes:
        suffix = ".zip" if name.endswith(".zip") else ""
        kept = self.folder / f"{hashlib.sha256(body).hexdigest()}-{METHOD}{suffix}.gz"
        try:
            return kept.read_bytes()
        except OSError:
            pass
        packed = pack(body, name)
        try:  # written whole or not at all (another server may read it meanwhile)
            self.folder.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=self.folder, suffix=".part")
            with os.fdopen(handle, "wb") as out:
                out.write(packed)
            os.replace(temporary, kept)
        except OSError:  # a folder that cannot be written: packed again next time
            pass
        return packed
