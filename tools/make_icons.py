"""Draw the app icons as PNG with nothing but zlib (run once; the PNGs are committed).

Design: a dark blue square (#1d3557) with a light 7x7 grid (#f1faee), the centre cell
(D4, where the game starts) filled red (#e63946). The maskable icon keeps the grid inside
the central safe circle (radius 40%) so launchers may crop it to any shape.

    python3 tools/make_icons.py          # (re)write static/icons/*.png
    python3 tools/make_icons.py --check  # exit 1 if a committed icon differs (pixels only)
"""

from __future__ import annotations

import argparse
import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "static" / "icons"
DARK, LIGHT, ACCENT = (0x1D, 0x35, 0x57), (0xF1, 0xFA, 0xEE), (0xE6, 0x39, 0x46)
# file name -> (size in px, grid width as a fraction of the size)
SPECS = {
    "icon-192.png": (192, 0.78),
    "icon-512.png": (512, 0.78),
    "icon-maskable-512.png": (512, 0.54),
}


def pixels(size: int, grid_frac: float) -> bytes:
    """Raw PNG scanlines (filter byte 0 + RGB) of the icon."""
    cells = 7
    cell = round(size * grid_frac / cells)
    line = max(2, round(cell * 0.09))
    grid = cell * cells + line
    start = (size - grid) // 2
    centre = start + 3 * cell

    def band(v: int) -> str:
        """'line', 'centre' (inside the middle cell) or 'cell' along one axis; '' outside."""
        if not start <= v < start + grid:
            return ""
        if (v - start) % cell < line:
            return "line"
        return "centre" if centre + line <= v < centre + cell else "cell"

    bands = [band(v) for v in range(size)]
    rows = bytearray()
    for y in range(size):
        rows.append(0)
        by = bands[y]
        for x in range(size):
            bx = bands[x]
            if not bx or not by:
                colour = DARK
            elif bx == "line" or by == "line":
                colour = LIGHT
            elif bx == by == "centre":
                colour = ACCENT
            else:
                colour = DARK
            rows.extend(colour)
    return bytes(rows)


def png(size: int, raw: bytes) -> bytes:
    """An 8-bit RGB PNG."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def read_pixels(path: Path) -> tuple[bytes, bytes]:
    """(IHDR data, decompressed IDAT data) of a PNG: compares pixels, not zlib's bytes."""
    data = path.read_bytes()
    pos, header, idat = 8, b"", b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    return header, zlib.decompress(idat)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    stale = []
    for name, (size, frac) in SPECS.items():
        raw, path = pixels(size, frac), ICONS / name
        if args.check:
            want = (struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0), raw)
            if not path.exists() or read_pixels(path) != want:
                stale.append(name)
            continue
        ICONS.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png(size, raw))
        print(f"icons: wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    if stale:
        print(f"icons: stale or missing {', '.join(stale)}; run python3 tools/make_icons.py",
              file=sys.stderr)
        return 1
    if args.check:
        print(f"icons: {len(SPECS)} up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
