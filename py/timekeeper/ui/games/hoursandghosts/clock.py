"""The pictures of the game drawn as SVG (built with ``createElementNS``, never parsed from
text): a clock face with its hands at the hour (the hour cards show the time on a dial, as
the printed cards do, because reading the time is the point of the game), and the ghost.

A 12-hour dial: 14:00 has its hour hand on the 2, its minute hand on the 12. Evening hours
(18:00 and later) get a darker dial with a small moon, so 08:00 and 20:00 look different.
"""

import math

from ...kit.dom import svg

GHOST_PATH = ("M6 46 V20 A18 18 0 0 1 42 20 V46 l-6 -6 -6 6 -6 -6 -6 6 -6 -6 z")


def _point(angle_degrees: float, radius: float) -> tuple[float, float]:
    radians = math.radians(angle_degrees - 90)
    return 50 + radius * math.cos(radians), 50 + radius * math.sin(radians)


def clock_face(hour: int, size: int = 48, ticks: bool = True):
    """A dial showing ``hour`` o'clock (hour hand on hour % 12, minute hand on 12)."""
    evening = hour >= 18
    parts = [svg("circle", cx=50, cy=50, r=46, cls="dial")]
    if ticks:
        for mark in range(12):
            inner = 36 if mark % 3 else 32
            x1, y1 = _point(mark * 30, inner)
            x2, y2 = _point(mark * 30, 41)
            parts.append(svg("line", x1=f"{x1:.1f}", y1=f"{y1:.1f}", x2=f"{x2:.1f}",
                             y2=f"{y2:.1f}", cls="tick major" if mark % 3 == 0 else "tick"))
    if evening and size >= 48:
        parts.append(svg("path", d="M70 24 a9 9 0 1 0 8 12 a7 7 0 1 1 -8 -12 z", cls="moon"))
    hx, hy = _point((hour % 12) * 30, 22)
    mx, my = _point(0, 33)
    parts.append(svg("line", x1=50, y1=50, x2=f"{mx:.1f}", y2=f"{my:.1f}", cls="minute-hand"))
    parts.append(svg("line", x1=50, y1=50, x2=f"{hx:.1f}", y2=f"{hy:.1f}", cls="hour-hand"))
    parts.append(svg("circle", cx=50, cy=50, r=4, cls="pin"))
    return svg("svg", *parts, viewBox="0 0 100 100", width=size, height=size,
               cls="hg-clock evening" if evening else "hg-clock", aria_hidden="true",
               focusable="false")


def ghost_picture(size: int = 40):
    """The ghost: a white sheet with two eyes."""
    return svg("svg",
               svg("path", d=GHOST_PATH, cls="sheet"),
               svg("circle", cx=18, cy=22, r=3.4, cls="eye"),
               svg("circle", cx=30, cy=22, r=3.4, cls="eye"),
               viewBox="0 0 48 50", width=size, height=size, cls="ghost-picture",
               aria_hidden="true", focusable="false")


def speaker_picture(size: int = 22):
    """A loudspeaker, for reading the hour aloud."""
    return svg("svg",
               svg("path", d="M3 9 h4 l5 -4 v14 l-5 -4 h-4 z", cls="speaker"),
               svg("path", d="M15 8 q3 4 0 8 M18 5 q6 7 0 14", cls="waves"),
               viewBox="0 0 24 24", width=size, height=size, aria_hidden="true",
               focusable="false", cls="speaker-icon")
