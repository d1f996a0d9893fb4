"""The order of a benchmark's loads in each run: balanced for what came just before.

A load is slower or faster by what the browser and the machine were doing just before it (a
cold browser, the compile threads of the load before, a server still busy). Rotating the
pages from one run to the next keeps each page behind the same neighbour in every run: the
start-up benchmark's tapped first visit always came right after the bare page through the slow
link, and was 0.09-0.26 x the bare page slower than the untapped first visit in three runs,
while the same two alternated on their own were equal (6 pairs, 2026-11-28: 6965 against
6977 ms). Here the runs follow a Williams design: over every len(pages) runs (twice that for
an odd number), each page comes right after each other page equally often, and each is first
equally often.
"""

from __future__ import annotations


def balanced(pages: list, run: int) -> list:
    """The pages in the order of run number `run` (0, 1, ...)."""
    n = len(pages)
    # the first row 0, 1, n-1, 2, n-2, ...; every next row adds one to each
    first, low, high = [0], 1, n - 1
    while len(first) < n:
        first.append(low)
        low += 1
        if len(first) < n:
            first.append(high)
            high -= 1
    row = [(index + run) % n for index in first]
    if n % 2 and (run // n) % 2:  # an odd number of pages: the mirrored rows after the first n
        row.reverse()
    return [pages[index] for index in row]
