"""A Splito page's words are kept between pushes (a deck's cards, a table's zone names, the
round's zones): what a page shows is what wording it afresh shows, whatever other tables,
names and languages were worded in between."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.i18n import LANGUAGES
from bot.service import TableInfo
from bot.service.links import TableLink
from bot.service.types import SeatInfo
from bot.web import pages, splito
from bot.web.games import PAGES
from tests.bot.test_web_leaks import position
from tests.test_labels_agree import table_of

RENAMED = ("zoe", "ada", "eve", "ian", "joy")


def payloads(table: TableInfo) -> list[dict[str, object]]:
    """Every seat's page of ``table`` and a spectator's, in the table's language."""
    seats: list[int | None] = [*range(len(table.seats)), None]
    return [
        pages.payload(PAGES["splito"], table, TableLink(table.id, 100 + (s or 0), s, lang, 0))
        for s in seats
        for lang in (table.language, "en")
    ]


def forget_words() -> None:
    pages._kept.clear()
    splito._DECK_WORDS.clear()
    splito.points_text.cache_clear()


def tables(rng: random.Random) -> list[TableInfo]:
    """Random positions of every table size, each in a random language, some of them seated
    with other names (an AI that took a seat over is named anew)."""
    made = []
    for seed in range(24):
        players = 2 + seed % 5
        table = table_of("splito", position(players, seed), rng.choice(sorted(LANGUAGES)), players)
        if rng.random() < 0.5:
            seat = rng.randrange(players)
            seats = list(table.seats)
            seats[seat] = SeatInfo(seat, 100 + seat, rng.choice(RENAMED))
            table = replace(table, seats=tuple(seats))
        made.append(table)
    return made


@pytest.mark.parametrize("seed", range(3))
def test_a_page_kept_between_pushes_says_what_it_says_worded_afresh(seed: int) -> None:
    rng = random.Random(seed)
    shown = tables(rng)
    forget_words()
    fresh = []
    for table in shown:
        fresh.append(payloads(table))
        forget_words()
    # Interleaved, every table of them once or twice, with all the words kept throughout.
    order = shown + rng.sample(shown, len(shown))
    rng.shuffle(order)
    for table in order:
        assert payloads(table) == fresh[shown.index(table)]
