"""What a bot process does once, before it serves: every catalog read, the fonts loaded and
each game's board drawn (so no first click pays for it), and the heap start-up loaded left out
of later garbage collections."""

from __future__ import annotations

import gc

import render
from bot import i18n


def warm_up() -> None:
    """Every language's catalogs read, the fonts loaded and each game's board drawn once."""
    i18n.warm()
    render.warm(i18n.words(i18n.DEFAULT))


def settle_heap() -> None:
    """Leave every object alive now out of later garbage collections.

    Called once start-up has loaded the running tables: a full collection walks every object
    the process holds, and with 10,000 tables loaded it stopped the whole bot for 250 ms
    (``bench.scale``), every few minutes of play. What start-up loaded lives on (or is freed by
    its reference count as a table moves on); collections then walk only what came after.
    The garbage there is now is collected first, so that none of it is kept for good.
    """
    gc.collect()
    gc.freeze()
