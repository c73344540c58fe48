"""Splitter: scoring on hand-built sheets of any shape, layouts, rounds, refusals, playouts."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import ConfigError, IllegalAction, Move, get_game
from engine import message as engine_message
from engine.protocol import EngineError
from engine.splitter import PADS, Place, parse_layout, score_sheet, shipped_pads

GAME = get_game("splitter")


def sheet(*rows: str) -> list[list[int | None]]:
    """Cells from strings: a digit is a number, anything else is empty."""
    return [[int(c) if c.isdigit() else None for c in row] for row in rows]


FLAT = ["oooo", "oooo", "oooo"]  # a plain 4×3 layout, no stars, no hearts


# -- scoring -------------------------------------------------------------------------------------


def test_a_lone_1_scores_1_and_adjacent_1s_score_nothing():
    score = score_sheet(FLAT, sheet("1..1", "1...", "...."))
    assert score.total == 1
    (group,) = score.groups
    assert group.number == 1 and group.cells == ((0, 3),) and group.points == 1


def test_diagonal_cells_are_not_adjacent():
    score = score_sheet(FLAT, sheet("1...", ".1..", "..1."))
    assert score.total == 3 and len(score.groups) == 3
    twos = score_sheet(FLAT, sheet("2...", ".2..", "...."))
    assert twos.total == 0  # two lone 2s, not a group of two


def test_groups_of_exactly_n_score_n_too_big_or_too_small_nothing():
    assert score_sheet(FLAT, sheet("22..", "....", "....")).total == 2
    assert score_sheet(FLAT, sheet("222.", "....", "....")).total == 0  # too big
    assert score_sheet(FLAT, sheet("33..", "....", "....")).total == 0  # too small
    assert score_sheet(FLAT, sheet("333.", "....", "....")).total == 3
    assert score_sheet(FLAT, sheet("4444", "....", "....")).total == 4
    assert score_sheet(FLAT, sheet("555.", "55..", "....")).total == 5
    assert score_sheet(FLAT, sheet("6666", "66..", "....")).total == 6
    assert score_sheet(FLAT, sheet("6666", "666.", "....")).total == 0


def test_several_separate_groups_of_one_number_each_score():
    score = score_sheet(FLAT, sheet("22.2", "...2", "22.."))
    assert score.total == 6
    assert [g.cells for g in score.groups] == [((0, 0), (0, 1)), ((0, 3), (1, 3)), ((2, 0), (2, 1))]


def test_a_star_doubles_a_group_or_a_lone_1_once():
    layout = ["*oo*", "oooo", "o*oo"]
    score = score_sheet(layout, sheet("1..1", "11..", "...."))
    assert score.total == 2  # (0,3) lone on a star; (0,0),(1,0),(1,1) are a group of three 1s
    starred = score_sheet(layout, sheet("333.", "....", ".22."))
    assert starred.total == 3 * 2 + 2 * 2
    assert all(g.doubled for g in starred.groups)
    # A custom layout where one group covers two stars: doubled once, not twice.
    two_stars = score_sheet(["**oo"], sheet("22.."))
    assert two_stars.total == 4 and two_stars.groups[0].doubled
    # A group that is not exactly its size gains nothing from a star.
    assert score_sheet(layout, sheet("33..", "....", "....")).total == 0


def test_all_hearts_equal_give_5_grouped_or_not():
    layout = ["Hooo", "oooo", "oooH"]
    apart = score_sheet(layout, sheet("4...", "....", "...4"))
    assert apart.total == 5 and apart.heart_bonus == 5 and apart.groups == ()
    grouped = score_sheet(["HHoo"], sheet("22.."))
    assert grouped.total == 2 + 5
    assert score_sheet(layout, sheet("4...", "....", "...5")).heart_bonus == 0
    assert score_sheet(layout, sheet("4...", "....", "....")).heart_bonus == 0  # one still empty
    assert score_sheet(FLAT, sheet("4444", "....", "....")).heart_bonus == 0  # no hearts


def test_pad_b_hearts_and_a_full_sheet_total_equals_its_breakdown():
    layout = list(PADS["B"].rows)
    rng = random.Random(3)
    cells = [[rng.randint(1, 6) if c != "." else None for c in row] for row in layout]
    for r, x in PADS["B"].hearts:
        cells[r][x] = 6
    score = score_sheet(layout, cells)
    assert score.heart_bonus == 5
    assert score.total == sum(g.points for g in score.groups) + 5


def test_other_shapes_and_bad_sheets():
    cross = [".o.", "ooo", ".o."]
    score = score_sheet(cross, sheet(".5.", "555", ".5."))
    assert score.total == 5
    # Numbers where the layout has no cell are not on the sheet.
    assert score_sheet(["o.o"], [[1, 1, 1]]).total == 2
    with pytest.raises(ValueError, match="3 rows of 4"):
        score_sheet(FLAT, sheet("1111"))
    with pytest.raises(ValueError, match="row 1, column 2: 7 is not a die face"):
        score_sheet(FLAT, [[1, 7, None, None], [None] * 4, [None] * 4])
    with pytest.raises(ConfigError, match="row 2 has 3 columns"):
        score_sheet(["oooo", "ooo"], [[None] * 4, [None] * 3])


# -- layouts -------------------------------------------------------------------------------------


def test_the_shipped_pads():
    for name, stars, hearts in (("A", 2, 0), ("B", 2, 3)):
        pad = PADS[name]
        assert len(pad.cells) == 44 and len(pad.pairs) == 22
        assert len(pad.stars) == stars and len(pad.hearts) == hearts
        for (r1, x1), (r2, x2) in pad.pairs:
            assert r1 == r2 and x1 + x2 == 7


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        ([], "non-empty list"),
        (["oooo", "ooo"], "row 2 has 3 columns"),
        (["ooxo"], "uses 'x'"),
        (["ooo"], "even width"),
        (["oo.o"], "row 1 is not mirror-symmetric"),
        (["oooo"], "4 cells; a playable pad has 44"),
    ],
)
def test_bad_layouts_are_refused_with_a_reason(rows, message):
    with pytest.raises(ConfigError, match=message):
        parse_layout("X", rows)


# -- the game ------------------------------------------------------------------------------------


def test_a_round_is_simultaneous_changeable_and_written_at_once():
    state = GAME.new_game(GAME.make_config(2), 4)
    roll = state.rolls[0]
    first, second = GAME.legal_actions(state, 0)[:2]
    state = GAME.apply(state, 0, first)
    assert GAME.waiting_for(state) == {1}
    assert all(cell is None for row in state.sheets[0] for cell in row)  # not written yet
    assert GAME.view(state, 1).my_pending is None and GAME.view(state, 0).my_pending == first
    assert GAME.view(state, None).placed == {0}
    state = GAME.apply(state, 0, second)  # changed her mind
    state = GAME.apply(state, 1, GAME.legal_actions(state, 1)[0])
    assert state.round == 2 and state.pending == {}
    (r, x1), (_, x2) = second.cells
    assert sorted([state.sheets[0][r][x1], state.sheets[0][r][x2]]) == sorted(roll)
    assert state.last == (second, GAME.legal_actions(GAME.new_game(GAME.make_config(2), 4), 1)[0])


def test_illegal_placements_are_refused():
    state = GAME.new_game(GAME.make_config(1), 9)
    a, b = state.rolls[0]
    wrong = next(n for n in range(1, 7) if n not in (a, b))
    cases = [
        (Place(((0, 2), (0, 4)), (a, b)), "mirror pair"),  # not mirrored
        (Place(((2, 0), (3, 7)), (a, b)), "mirror pair"),  # different rows
        (Place(((0, 0), (0, 7)), (a, b)), "not a cell"),  # pad A's corner
        (Place(((0, 2), (0, 5)), (wrong, wrong)), "rolled"),
        (Place(((9, 2), (9, 5)), (a, b)), "not a cell"),
    ]
    for place, message in cases:
        with pytest.raises(IllegalAction, match=message):
            GAME.apply(state, 0, place)
    state = GAME.apply(state, 0, Place(((0, 2), (0, 5)), (a, b)))
    with pytest.raises(IllegalAction, match="already filled"):
        GAME.apply(state, 0, Place(((0, 2), (0, 5)), state.rolls[1]))
    with pytest.raises(IllegalAction, match="not a player"):
        GAME.apply(state, 3, GAME.legal_actions(state, 0)[0])
    with pytest.raises(IllegalAction, match="mirror pair of empty cells"):
        GAME.action_from_json({"cells": [[0, 1]], "numbers": [1, 2]})


def test_the_future_rolls_are_in_no_view():
    state = GAME.new_game(GAME.make_config(3), 1)
    view = GAME.view(state, 0)
    assert view.roll == state.rolls[0]
    assert not hasattr(view, "rolls")


def test_configs_and_refused_options():
    assert GAME.make_config(12, {"pad": "B"}).pad == "B"
    for players, options, message in [
        (0, None, "for 1 to 12 players"),
        (13, None, "for 1 to 12 players"),
        (2, {"pad": "C"}, "pad is one of A, B"),
        (2, {"colour": 1}, "no option 'colour'"),
    ]:
        with pytest.raises(ConfigError, match=message):
            GAME.make_config(players, options)
    config = GAME.config_from_json(GAME.config_to_json(GAME.make_config(5, {"pad": "B"})))
    assert (config.players, config.pad) == (5, "B")
    with pytest.raises(ConfigError):
        GAME.config_from_json({})
    with pytest.raises(EngineError, match="malformed Splitter state"):
        GAME.state_from_json(config, {"round": 1})


@pytest.mark.no_cover  # every rule line is hit by the rules' own tests: this is their sum
@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(min_value=1, max_value=12),
    pad=st.sampled_from(["A", "B"]),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_random_playouts_fill_every_sheet_and_replay(players, pad, seed):
    config = GAME.make_config(players, {"pad": pad})
    state = GAME.new_game(config, seed)
    rng = random.Random(seed)
    moves = []
    while not GAME.is_over(state):
        seat = rng.choice(sorted(GAME.to_act(state)))
        action = rng.choice(GAME.legal_actions(state, seat))
        state = GAME.apply(state, seat, action)
        moves.append(Move(seat, action))
        for other in range(players):
            assert GAME.view(state, other).my_pending == state.pending.get(other)
        assert GAME.state_from_json(config, GAME.state_to_json(state)) == state
    assert state.round == 23
    result = GAME.result(state)
    for sheet_cells, player in zip(state.sheets, result.players, strict=True):
        assert sum(cell is not None for row in sheet_cells for cell in row) == 44
        score = player.score
        assert score.total == sum(g.points for g in score.groups) + score.heart_bonus
    assert GAME.replay(config, seed, moves) == state
    best = max(p.score.total for p in result.players)
    assert result.winners == tuple(p.seat for p in result.players if p.score.total == best)


@pytest.mark.no_cover  # AI strength, not rules: coverage tracing made it 3 times slower
def test_greedy_beats_random_by_half_again():
    """``make bench`` reports 500 solo games per pad; the target is greedy ≥ 1.5 × random."""
    from engine.ai import play_game

    for pad in ("A", "B"):
        means = {}
        for policy in ("random", "greedy"):
            scores = [
                GAME.result(play_game(GAME, GAME.make_config(1, {"pad": pad}), seed, [policy]))
                .players[0]
                .score.total
                for seed in range(12)
            ]
            means[policy] = sum(scores) / len(scores)
        assert means["greedy"] >= 1.5 * means["random"], (pad, means)


def test_the_shipped_ai_distribution_is_the_current_ai_s():
    """``data/ai_scores.json`` must be regenerated when the greedy AI changes."""
    import json
    from importlib import resources

    from bench.splitter_scores import generate
    from engine.splitter.ai_scores import percentile

    shipped = json.loads(
        resources.files("engine.splitter").joinpath("data/ai_scores.json").read_text()
    )
    fresh = generate(games=4)
    assert {pad: scores[:4] for pad, scores in shipped.items()} == fresh
    assert len(shipped["A"]) == len(shipped["B"]) == 500
    assert percentile("A", 0) == 0 and percentile("A", 200) == 100
    assert 0 < percentile("B", 30) < 100


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        ([], "pad 'P': a layout is a non-empty list of row strings"),
        (["oo", "ooo"], "pad 'P': row 2 has 3 columns, not 2"),
        (["yx", ".."], "pad 'P': row 1 uses 'xy'; only '.', 'o', '*' and 'H' are allowed"),
        (["h.", ".."], "pad 'P': row 1 uses 'h'; only '.', 'o', '*' and 'H' are allowed"),
        (["ooo"], "pad 'P': 3 columns; the centre line needs an even width"),
        (["o..o", "o..."], "pad 'P': row 2 is not mirror-symmetric (column 1 and column 4 differ)"),
        ([".oo.", ".o.."], "pad 'P': row 2 is not mirror-symmetric (column 2 and column 3 differ)"),
        (["oo", "oo"], "pad 'P': 4 cells; a playable pad has 44"),
    ],
)
def test_a_malformed_pad_is_refused_saying_where(rows, message):
    """An operator's pad file: the refusal names the pad, the row and what was found."""
    with pytest.raises(EngineError) as refused:
        parse_layout("P", rows)
    assert message in str(refused.value)


def test_the_shipped_pads_are_a_and_b_of_the_rulebook():
    """rules/splitter.md: two printed sheets, A and B (B has hearts), mirror-symmetric."""
    pads = shipped_pads()
    assert sorted(pads) == ["A", "B"] and pads == PADS
    for name, pad in pads.items():
        assert pad.name == name and pad.mirror(0) == pad.width - 1
        assert all(pad.mirror(pad.mirror(x)) == x for x in range(pad.width))
    assert PADS["B"].hearts and not PADS["A"].hearts


def test_splitter_seats_one_to_twelve():
    """rules/splitter.md: 1 to 12 players (solo included)."""
    assert GAME.player_range() == (1, 12)
    assert GAME.make_config(1).players == 1 and GAME.make_config(12).players == 12
    for players in (0, 13):
        with pytest.raises(ConfigError):
            GAME.make_config(players)


def test_a_number_that_is_not_a_die_face_is_refused_when_scoring():
    with pytest.raises(ValueError, match="row 1, column 1: True is not a die face 1–6"):
        score_sheet(["oo"], [[True, 1]])
    assert score_sheet(["oo"], [[1, 2]]) is not None
    with pytest.raises(EngineError, match="pad 'sheet': row 2 has 3 columns, not 2"):
        score_sheet(["oo", "ooo"], [[1, 2], [1, 2, 3]])


def test_placements_are_told_standings_carry_totals_and_stored_games_load():
    config = GAME.make_config(2)
    place = Place(((0, 1), (0, 2)), (3, 5))
    assert GAME.describe_action(config, place) == engine_message(
        "splitter-did-write", a=3, b=5, row=1, x1=2, x2=3
    )
    with pytest.raises(IllegalAction):
        GAME.action_from_json({"cells": [[0, 1], [0, 2]], "numbers": [True, 5]})
    assert GAME.config_from_json({"players": 3}) == GAME.make_config(3, {"pad": "A"})
    with pytest.raises(EngineError) as missing:
        GAME.config_from_json({})
    assert str(missing.value) == "stored config is missing 'players'"
    state = GAME.new_game(config, seed=4)
    while not GAME.is_over(state):
        for seat in sorted(GAME.to_act(state)):
            state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    state = replace(state, last=(state.last[0], None))  # a seat that wrote nothing
    again = GAME.state_from_json(config, GAME.state_to_json(state))
    assert again == state and again.config == config and again.last == state.last
    with pytest.raises(EngineError) as malformed:
        GAME.state_from_json(config, {})
    assert str(malformed.value.message) == "malformed Splitter state: KeyError('round')"
    result = GAME.result(state)
    assert [(s.seat, s.score, s.rank) for s in GAME.standings(result)] == [
        (p.seat, p.score.total, p.rank) for p in result.players
    ]


def test_a_placement_off_the_sheet_or_on_a_filled_cell_names_the_cell():
    """Rows and columns are counted from 1, as on the printed sheet."""
    state = GAME.new_game(GAME.make_config(2), seed=4)
    a, b = state.rolls[0]
    with pytest.raises(IllegalAction) as off:
        GAME.apply(state, 0, Place(((1, 0), (1, 7)), (a, b)))  # row 2 starts at column 2
    assert str(off.value) == "Row 2, column 1 is not a cell of this sheet."
    for seat in (0, 1):
        state = GAME.apply(state, seat, Place(((0, 2), (0, 5)), (a, b)))
    c, d = state.rolls[1]
    with pytest.raises(IllegalAction) as filled:
        GAME.apply(state, 0, Place(((0, 2), (0, 5)), (c, d)))
    assert str(filled.value) == "Row 1, column 3 is already filled."


def test_legal_placements_are_each_once_and_only_on_empty_pairs():
    """A double offers each pair once; no pair offered has a filled cell."""
    state = GAME.new_game(GAME.make_config(1), seed=4)
    rng = random.Random(4)
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state, 0)
        assert len(legal) == len(set(legal))
        sheet = state.sheets[0]
        assert all(sheet[r][x] is None for place in legal for r, x in place.cells)
        state = GAME.apply(state, 0, rng.choice(legal))


def test_the_public_view_and_ranks_by_total():
    """Ranks: 1 plus the number of strictly better totals (equal totals share a rank)."""
    config = GAME.make_config(3, {"pad": "B"})
    state = GAME.new_game(config, seed=6)
    public = GAME.view(state, None)
    assert (public.players, public.pad, public.round, public.rounds) == (3, "B", 1, 22)
    assert (public.last, public.over) == (state.last, False)
    while not GAME.is_over(state):
        for seat in sorted(GAME.to_act(state)):
            state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[-seat])
    assert GAME.view(state, None).over is True
    result = GAME.result(state)
    totals = [p.score.total for p in result.players]
    assert len(set(totals)) > 1  # the ranks below are not all 1
    assert [p.rank for p in result.players] == [
        1 + sum(other > mine for other in totals) for mine in totals
    ]


def test_a_placement_of_other_numbers_is_refused_naming_the_roll():
    """Both numbers written are the two dice rolled this round, in either order."""
    state = GAME.new_game(GAME.make_config(1), 9)
    a, b = state.rolls[0]
    wrong = next(n for n in range(1, 7) if n not in (a, b))
    for numbers in ((a, wrong), (wrong, b), (wrong, wrong)):
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(state, 0, Place(((0, 2), (0, 5)), numbers))
        assert refused.value.message.key == "splitter-write-rolled"
        assert refused.value.message.args == {"a": a, "b": b}
    for numbers in ((a, b), (b, a)):
        GAME.apply(state, 0, Place(((0, 2), (0, 5)), numbers))


def test_anything_but_a_placement_is_refused_as_one():
    state = GAME.new_game(GAME.make_config(1), 9)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, ((0, 2), (0, 5)))  # type: ignore[arg-type]
    assert refused.value.message.key == "splitter-place-shape"


def test_an_unknown_pad_is_refused_naming_the_pads():
    with pytest.raises(ConfigError) as refused:
        GAME.make_config(2, {"pad": "Z"})
    said = refused.value.message
    assert (said.key, dict(said.args)) == (
        "splitter-unknown-pad",
        {"pads": ", ".join(sorted(PADS)), "value": "'Z'"},
    )
