"""Final images explain every point: hand-built positions whose images must show each scoring
group, bonus and carpet that the engine's breakdown counts."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from bot.i18n import ENGLISH
from engine import get_game
from engine.serendipity import SERENDIP
from engine.splitter.game import PADS
from render.serendipity import board as serendipity
from render.splitter import sheets as splitter
from tests.engine.serendipity_helpers import build, facing, up


def test_every_splitter_group_and_the_heart_bonus_are_on_the_final_sheets(drawn, monkeypatch):
    tags: list[str] = []  # the words on each group's tag, as drawn
    draw_tag = splitter._group_label

    def recording(canvas, left, top, cell, group):
        before = len(drawn)
        draw_tag(canvas, left, top, cell, group)
        tags.extend(words for words, _ in drawn[before:])

    monkeypatch.setattr(splitter, "_group_label", recording)
    game = get_game("splitter")
    layout = PADS["B"]
    rng = random.Random(4)
    cells = [
        [rng.randint(1, 6) if layout.is_cell(r, x) else None for x in range(layout.width)]
        for r in range(layout.height)
    ]
    for r, x in layout.hearts:
        cells[r][x] = 6  # all hearts equal: the +5 bonus
    for r, x in layout.stars:
        cells[r][x] = 1  # a lone 1 on a star: a doubled group
        for near in ((r - 1, x), (r + 1, x), (r, x - 1), (r, x + 1)):
            if layout.is_cell(*near) and near not in layout.hearts:
                cells[near[0]][near[1]] = 3
    state = game.new_game(game.make_config(2, {"pad": "B"}), 1)
    sheet = tuple(tuple(row) for row in cells)
    state = replace(state, round=state.config.rounds + 1, sheets=(sheet, sheet), pending={})
    result = game.result(state)
    score = result.players[0].score
    assert any(g.doubled for g in score.groups) and score.heart_bonus == 5
    splitter.render_sheets(game.view(state, None), ["Ann", "Bob"], ENGLISH, result)
    labels = Counter(tags)
    expected = Counter(f"{g.number}×2" if g.doubled else str(g.points) for g in score.groups)
    assert labels == expected + expected  # both sheets, every group labelled once
    assert sum(words == "♥ bonus +5" for words, _ in drawn) == 2
    assert sum(words == f"{score.total} pts" for words, _ in drawn) == 2


def test_every_serendipity_carpet_is_explained_on_the_final_board(drawn):
    game = get_game("serendipity")
    # Red: three tiles and a Serendip, with a second Serendip's red edge touching them.
    placed = {
        (0, 0): up("red"),
        (1, 0): up("red"),
        (2, 0): up(SERENDIP),
        (0, 1): up("red"),
        (-1, 1): up(SERENDIP, facing("red", 0)),
        (3, -3): up("orange"),
        (4, -3): up("orange"),
        (0, -4): up("red"),  # a smaller red carpet elsewhere
    }
    state = build(placed, players=3, colours_with_three=1)
    state = replace(state, phase="over")
    result = game.result(state)
    view = game.view(state, None)
    names = ["Ann", "Bob", "Cy"]
    serendipity.render_final(view, result, names, ENGLISH)
    texts = [words for words, _ in drawn]
    for seat, owned in enumerate(result.breakdown):
        for score in owned:
            colour = f"{ENGLISH(f'serendipity-letter-{score.colour}')} {score.colour}"
            if score.carpet is None:
                line = f"{colour}: no carpet, 0"
            else:
                carpet = score.carpet
                line = (
                    f"{colour}: {len(carpet.tiles)} + 2×{len(carpet.serendips)}"
                    f" + 2×{len(carpet.touching)} = {carpet.value}"
                )
            assert any(t.startswith(line) for t in texts), (names[seat], line, texts)
    red = next(s for owned in result.breakdown for s in owned if s.colour == "red")
    assert red.carpets == 2 and red.value > 3
    assert any("(the largest of 2 carpets)" in t for t in texts)
    winners = ", ".join(names[w] for w in result.winners)
    assert any(winners in t and ("wins" in t or "Shared" in t) for t in texts)
