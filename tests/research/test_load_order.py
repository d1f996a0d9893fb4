"""The benchmarks' load order (``bench/load_order.py``): over a whole cycle of runs each page
comes first equally often and right after each other page equally often, so that no page's
figure carries the cost of one neighbour (the tapped first visit always came after the
slow-link bare page when the runs only rotated)."""

from collections import Counter

import pytest
from bench.load_order import balanced

pytestmark = pytest.mark.research


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_every_page_follows_every_other_equally_often(count):
    pages = [f"page{number}" for number in range(count)]
    cycle = count if count % 2 == 0 else 2 * count
    orders = [balanced(pages, run) for run in range(cycle)]
    assert all(sorted(order) == sorted(pages) for order in orders)
    firsts = Counter(order[0] for order in orders)
    assert set(firsts.values()) == {cycle // count}
    after = Counter((order[index], order[index + 1]) for order in orders
                    for index in range(count - 1))
    assert len(after) == count * (count - 1)
    assert len(set(after.values())) == 1


def test_the_next_cycle_repeats_the_first():
    pages = ["game", "bare", "untapped", "link"]
    assert [balanced(pages, run) for run in range(4, 8)] == [
        balanced(pages, run) for run in range(4)]
