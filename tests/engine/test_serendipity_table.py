"""Serendipity as a table shows and offers it: the board's rows, what the public view says,
every choice the Serendip phase offers, the ranks, and the carpet that counts under each ruling
(rules/serendipity.md)."""

from __future__ import annotations

from math import comb

import pytest

from engine import IllegalAction, get_game
from engine.protocol import EngineError
from engine.serendipity import (
    CELLS,
    SERENDIP,
    KeepSerendip,
    MoveSerendip,
    SwapOwn,
    Tile,
    Turn,
    best_carpet,
    label,
    player_breakdowns,
    player_scores,
)
from engine.serendipity.board import row_cells
from tests.engine.serendipity_helpers import build, facing, up

GAME = get_game("serendipity")


def test_the_board_is_a_hexagon_of_eleven_rows_labelled_a_to_k():
    """Rows of 6 to 11 cells and back (91 cells), each labelled from 1 along the row."""
    rows = [row_cells(r) for r in range(-5, 6)]
    assert [len(row) for row in rows] == [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]
    assert tuple(cell for row in rows for cell in row) == CELLS
    assert [label(row[0]) for row in rows] == [f"{letter}1" for letter in "ABCDEFGHIJK"]
    assert [label(row[-1]) for row in rows[:6]] == ["A6", "B7", "C8", "D9", "E10", "F11"]
    assert all(row == sorted(row) for row in rows)  # left to right


# -- the Serendip phase offers every legal choice, and only those --------------------------------

SERENDIPS_UP = [c for c in CELLS if c[1] == -5][:3]  # A1–A3, fixed: nobody may move them


def serendip_phase():
    """Player 0 has just turned a Serendip at F6 (the centre); three others are up at A1–A3."""
    placed = {c: up(SERENDIP) for c in SERENDIPS_UP} | {(0, 0): Tile(SERENDIP)}
    return GAME.apply(build(placed), 0, Turn((0, 0)))


def test_the_serendip_phase_offers_every_pair_to_swap_and_every_cell_to_move_to():
    state = serendip_phase()
    assert state.phase == "serendip" and state.pending == (0, 0)
    offered = GAME.legal_actions(state, 0)
    keeps = [a for a in offered if isinstance(a, KeepSerendip)]
    moves = [a for a in offered if isinstance(a, MoveSerendip)]
    face_down = len(CELLS) - len(SERENDIPS_UP) - 1  # the new Serendip is up too
    assert len(keeps) == 6 * comb(face_down, 2) and len(set(keeps)) == len(keeps)
    assert len(moves) == 6 * face_down and len(set(moves)) == len(moves)
    assert all(m.target != (0, 0) for m in moves)
    for action in (keeps[0], keeps[-1], moves[0], moves[-1]):
        GAME.apply(state, 0, action)  # each is legal
    assert GAME.legal_actions(state, 1) == []


def test_a_moved_serendip_leaves_nothing_pending():
    state = serendip_phase()
    moved = GAME.apply(state, 0, MoveSerendip(CELLS[-1], 2))
    assert (moved.phase, moved.pending) == ("turn", None)
    assert moved.tile(CELLS[-1]) == Tile(SERENDIP, True, 2)
    assert GAME.state_from_json(moved.config, GAME.state_to_json(moved)) == moved


def test_swapping_an_own_tile_with_a_face_up_one_is_refused_naming_it():
    red = (0, 0)
    placed = {red: Tile("red"), (1, 0): up("blue")}
    own = GAME.apply(build(placed), 0, Turn(red))
    assert own.phase == "own"
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(own, 0, SwapOwn((1, 0)))
    assert refused.value.message.key == "serendipity-swap-face-up"
    assert refused.value.message.args == {"cell": "F7"}


def test_a_malformed_stored_state_says_what_is_wrong():
    config = GAME.make_config(2)
    with pytest.raises(EngineError) as refused:
        GAME.state_from_json(config, {})
    assert str(refused.value.message).startswith("malformed Serendipity state: KeyError('")


# -- the view and the result ---------------------------------------------------------------------

# Red (seat 0's) at F1–F3 with two Serendips whose red edges touch it (11 points, 3 tiles), and
# a plain carpet of six red tiles on row I (6 points, the largest).
SMALL_RICH = {
    (-5, 0): up("red"),
    (-4, 0): up("red"),
    (-3, 0): up("red"),
    (-2, 0): up(SERENDIP, facing("red", 3)),
    (-4, -1): up(SERENDIP, facing("red", 5)),
}
LONE_REDS = {(q, 3): up("red") for q in range(-5, 1)}


@pytest.mark.parametrize(("rules", "counted"), [(1, 11), (2, 6)])
def test_each_ruling_counts_its_carpet_in_every_score(rules, counted):
    """Rulings 2 (the rulebook): the largest carpet; rulings 1: the most valuable one."""
    board = {**SMALL_RICH, **LONE_REDS}
    colours = (("red", "orange"), ("yellow", "green"))
    carpet = best_carpet(board, "red", rules)
    assert carpet is not None and carpet.value == counted
    assert best_carpet(board, "blue", rules) is None
    assert player_scores(board, colours, rules) == [counted, 0]
    assert player_breakdowns(board, colours, rules)[0][0].value == counted
    state = build(board, rules=rules)
    view = GAME.view(state, None)
    assert (view.rules, view.scores) == (rules, (counted, 0))
    result = GAME.result(state)
    assert result.scores == (counted, 0) and result.breakdown[0][0].value == counted


def test_the_public_view_says_whose_turn_at_which_step_and_the_scores():
    state = build({**SMALL_RICH}, players=3, current=2)
    view = GAME.view(state, None)
    assert (view.players, view.seat, view.current, view.step) == (3, None, 2, state.step)
    assert (view.phase, view.over, view.ending) == ("turn", False, False)
    assert view.scores == (11, 0, 0)  # seat 0's red carpet
    turned = GAME.apply(state, 2, Turn(next(c for c in CELLS if c not in SMALL_RICH)))
    assert GAME.view(turned, 0).step == state.step + 1


def test_ranks_count_the_players_ahead():
    """Seat 0 scores 6, seat 1 nothing, seat 2 three: ranks 1, 3, 2."""
    state = build({}, players=3)
    colours = state.config.colours
    placed = {(q, 3): up(colours[0][0]) for q in range(-5, 1)}
    placed |= {(q, -3): up(colours[2][0]) for q in range(-2, 1)}
    result = GAME.result(build(placed, players=3))
    assert result.scores == (6, 0, 3)
    assert (result.ranks, result.winners) == ((1, 3, 2), (0,))


@pytest.mark.parametrize("count", [90, 91, 92])
def test_a_stored_state_holds_one_tile_per_cell(count):
    state = build({})
    data = GAME.state_to_json(state)
    data["tiles"] = (data["tiles"] * 2)[:count]
    if count == len(CELLS):
        assert GAME.state_from_json(state.config, data) == state
    else:
        with pytest.raises(EngineError) as refused:
            GAME.state_from_json(state.config, data)
        assert f"{count} tiles for 91 cells" in str(refused.value.message)
