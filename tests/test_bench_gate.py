"""The benches' verdict: a missed target turns the exit status to 1 and is named; warming up
reads every catalog and font before a first board, once a process."""

from __future__ import annotations

from dataclasses import replace

import pytest

import render
from bench.gate import Verdict
from bot import i18n
from bot.i18n import ENGLISH, LANGUAGES
from engine import get_game
from render import text, warm


def test_a_missed_target_fails_the_bench_and_is_named(capsys):
    verdict = Verdict("example")
    verdict.at_most("render ÷ encode", 2.99, 3)
    verdict.at_most("act ÷ bare", 3.0, 3)  # at the target: met
    assert verdict.finish() == 0
    verdict.at_least("win rate", 0.59, 0.6)
    verdict.at_most("board ÷ alone", 3.01, 3, "while two replays")
    assert verdict.finish() == 1
    said = capsys.readouterr().out
    assert "MISS win rate: 0.59 (target ≥ 0.6)" in said
    assert "MISS board ÷ alone: 3.01 (target ≤ 3); while two replays" in said
    assert said.rstrip().endswith("- board ÷ alone: 3.01, target ≤ 3")
    assert "example: 2 target(s) missed:" in said


@pytest.mark.no_cover  # every game drawn: each line, the drawing tests trace too
def test_warming_up_reads_every_catalog_and_draws_every_game():
    # As a process starts: nothing read yet (other tests in this process may have read them).
    i18n._forget_words()
    text._coverage.cache_clear()
    text._any_coverage.cache_clear()
    i18n.warm()
    assert i18n._read.cache_info().currsize == len(LANGUAGES)
    warm(ENGLISH)
    assert text._any_coverage.cache_info().currsize == 1


def test_a_bot_started_again_in_the_process_draws_only_the_games_added_since(monkeypatch):
    drawn: list[str] = []

    def counted(name: str, images: render.GameImages) -> render.GameImages:
        def table(*args):
            drawn.append(name)
            return images.table(*args)

        return replace(images, table=table, game=name)

    monkeypatch.setattr(render, "_warmed", set())
    shipped = dict(render._IMAGES)
    own = {name: counted(name, images) for name, images in shipped.items()}
    monkeypatch.setattr(render, "_IMAGES", own)
    warm(ENGLISH)
    assert sorted(drawn) == sorted([*own, *own])  # every game at its start and some moves in
    warm(ENGLISH)
    assert len(drawn) == 2 * len(own)  # warm already: nothing drawn again
    shipped_count = len(own)
    own["splito-again"] = counted("splito-again", shipped["splito"])
    monkeypatch.setattr(render, "get_game", lambda name: get_game(name.removesuffix("-again")))
    warm(ENGLISH)
    assert drawn[2 * shipped_count :] == ["splito-again"] * 2  # a game added since is drawn
    render.remove_images("splito-again")
    render.add_images(counted("splito-again", shipped["splito"]))
    warm(ENGLISH)
    assert drawn[2 * shipped_count :] == ["splito-again"] * 4  # removed, added again: drawn


def test_the_strength_bench_plays_each_match_once_and_as_one_process_would(monkeypatch):
    """Matches played on every core give what one process gives; a match two targets share
    (asked again, or twice in one call) is played once."""
    from bench import strength

    monkeypatch.setattr(strength, "_played", {})
    matches = [strength.Match("splitit", 3, seed, seed % 3, "greedy", "random") for seed in (0, 1)]
    first = strength.played([*matches, matches[0]])
    assert first == [
        *(strength.play(m.game, 3, m.seed, m.seat, m.policy, None, m.rivals) for m in matches),
        first[0],
    ]
    assert len(strength._played) == 2
    monkeypatch.setattr(strength, "ProcessPoolExecutor", None)  # nothing left to play
    assert strength.played(matches[::-1]) == first[1::-1]
