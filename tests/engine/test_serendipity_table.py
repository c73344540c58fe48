"""Serendipity as a table shows and offers it: the board's rows, what the public view says,
every choice the Serendip phase offers, the ranks, and the carpet that counts under each ruling
(rules/serendipity.md)."""

from __future__ import annotations

from math import comb

import pytest

from engine import ConfigError, IllegalAction, get_game
from engine.protocol import DataFileError, EngineError
from engine.serendipity import (
    CELLS,
    SERENDIP,
    UNOWNED,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SwapOwn,
    Tile,
    Turn,
    allowed_per_player,
    best_carpet,
    label,
    player_breakdowns,
    player_scores,
)
from engine.serendipity.board import row_cells
from engine.serendipity.choices import SerendipChoices
from tests.engine.serendipity_helpers import build, up
from tests.engine.test_serendipity_rulings import (
    REDS,
    SMALL_RICH,
    ending_on_a_serendip,
    ending_on_an_own_tile,
    lone_reds,
)

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


@pytest.mark.no_cover  # each line it runs, another test traces too
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
    assert (moved.phase, moved.pending) == ("moved", None)
    assert moved.tile(CELLS[-1]) == Tile(SERENDIP, True, 2)
    assert GAME.state_from_json(moved.config, GAME.state_to_json(moved)) == moved


def test_states_loaded_share_their_tiles_and_keep_each_side_and_rotation():
    """A loaded board reuses one tile object per distinct tile (a table in memory is smaller
    and loads faster), without mixing up sides or rotations."""
    moved = GAME.apply(serendip_phase(), 0, MoveSerendip(CELLS[-1], 2))
    stored = GAME.state_to_json(moved)
    first = GAME.state_from_json(moved.config, stored)
    again = GAME.state_from_json(moved.config, GAME.state_to_json(moved))
    assert first == again == moved
    assert all(a is b for a, b in zip(first.tiles, again.tiles, strict=True))
    assert len({id(tile) for tile in first.tiles}) == len(set(first.tiles))
    stored["tiles"][0] = ["red", 1, 5]  # a side stored as a number still reads as a side
    assert GAME.state_from_json(moved.config, stored).tiles[0].face_up is True


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

# SMALL_RICH: red (seat 0's) at F1–F3 with two Serendips whose red edges touch it (11 points,
# 3 tiles); LONE_REDS: a plain carpet of six red tiles on row I (6 points, the largest).
LONE_REDS = lone_reds(6)


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


# -- turns, and how the game ends ------------------------------------------------------------


def test_play_passes_to_the_left_and_nothing_stays_pending():
    """Three players: a tile of another's colour is turned back, and the next seat plays."""
    state = build({(0, 0): Tile("yellow"), (1, 0): Tile("green")}, players=3)  # seat 1's
    after = GAME.apply(state, 0, Turn((0, 0)))
    assert (after.current, after.phase, after.pending) == (1, "turn", None)
    assert after.flash == ((0, 0), "yellow")  # seen by all, then turned back
    later = GAME.apply(after, 1, Turn((1, 0)))
    assert (later.phase, later.flash) == ("own", None)  # the last turn's flash is gone


def test_an_own_tile_is_left_only_when_it_ends_the_game():
    red = (0, 0)
    own = GAME.apply(build({red: Tile("red")}), 0, Turn(red))
    assert own.phase == "own" and not GAME.view(own, None).ending
    with pytest.raises(IllegalAction):
        GAME.apply(own, 0, LeaveOwn(red))
    swapped = GAME.apply(own, 0, SwapOwn(CELLS[-1]))  # the turn passes, nothing pending
    assert (swapped.current, swapped.phase, swapped.pending) == (1, "turn", None)


def test_refusals_name_the_cell():
    red = (0, 0)
    own = GAME.apply(build({red: Tile("red"), (1, 0): up("blue")}), 0, Turn(red))
    with pytest.raises(IllegalAction) as face_up:
        GAME.apply(own, 0, Turn((1, 0)))
    said = face_up.value.message
    assert (said.key, dict(said.args)) == ("serendipity-face-up-already", {"cell": "F7"})
    last = ending_on_an_own_tile()
    elsewhere = next(c for c in CELLS if not last.tile(c).face_up)
    with pytest.raises(IllegalAction) as not_yours:
        GAME.apply(last, 0, LeaveOwn(elsewhere))
    said = not_yours.value.message
    assert (said.key, dict(said.args)) == ("serendipity-your-tile", {"cell": label(REDS[12])})


@pytest.mark.parametrize("cell", [(9, 9), (6, 0), "F6", None])
def test_a_cell_off_the_board_is_refused(cell):
    with pytest.raises(IllegalAction):
        GAME.apply(build({}), 0, Turn(cell))  # type: ignore[arg-type]


@pytest.mark.parametrize("rotation", [True, -1, 6, "3", 2.0])
def test_a_rotation_is_a_whole_number_from_0_to_5(rotation):
    with pytest.raises(IllegalAction):
        GAME.apply(serendip_phase(), 0, MoveSerendip(CELLS[-1], rotation))  # type: ignore[arg-type]


def test_a_game_ended_by_a_kept_serendip_is_over_in_its_view_and_its_record():
    last = ending_on_a_serendip()
    down = [c for c in CELLS if not last.tile(c).face_up]
    over = GAME.apply(last, 0, KeepSerendip(0, down[0], down[1]))
    view = GAME.view(over, None)
    assert (view.over, view.ending, over.pending) == (True, False, None)
    assert over.this_turn == () and over.last_turn is not None
    seat, steps = over.last_turn
    assert seat == 0 and steps[-1].action == KeepSerendip(0, down[0], down[1])
    assert not GAME.view(last, None).over  # one step before


def test_the_carpet_that_counts_says_its_colour():
    board = {**SMALL_RICH, **LONE_REDS}
    breakdown = player_breakdowns(board, (("red", "orange"), ("yellow", "green")))
    carpet = breakdown[0][0].carpet
    assert carpet is not None and carpet.colour == "red"


# -- the table's options -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "first", "second"), [(2, (2, 3), (1, 2, 3)), (3, (2,), (1, 2))]
)
def test_colours_per_player_under_each_ruling(players, first, second):
    assert allowed_per_player(players, rules=1) == first
    assert allowed_per_player(players, rules=2) == second


@pytest.mark.parametrize("players", [4, 5, 6])
def test_four_players_and_more_take_one_colour_under_either_ruling(players):
    assert allowed_per_player(players, rules=1) == allowed_per_player(players) == (1,)


def test_each_table_size_s_option_is_checked_under_the_table_s_ruling():
    """Under rulings 1 a three-player table takes two colours each: choosing one for that size
    is refused even at a table of two."""
    with pytest.raises(ConfigError) as refused:
        GAME.make_config(2, {"colours_with_three": 1, "rules": 1})
    assert refused.value.message.key == "serendipity-colours-for-size"
    assert refused.value.message.args["size"] == 3


def test_a_colour_count_the_table_size_does_not_allow_names_the_size():
    with pytest.raises(ConfigError) as refused:
        GAME.make_config(3, {"colours_per_player": 3})
    said = refused.value.message
    assert said.key == "serendipity-colours-per-player"
    assert (said.args["players"], said.args["most"]) == (3, 2)


@pytest.mark.parametrize(
    "options", [{"colours_per_player": 2.0}, {"rules": 2.0}, {"colours_with_two": True}]
)
def test_counts_are_whole_numbers(options):
    with pytest.raises((ConfigError, DataFileError)):
        GAME.make_config(2, options)


def test_an_unknown_unowned_setting_is_refused_listing_the_settings():
    with pytest.raises(DataFileError) as refused:
        GAME.make_config(2, {"unowned": "sometimes"})
    assert str(refused.value) == (f"unowned must be one of {', '.join(UNOWNED)}, not 'sometimes'")


@pytest.mark.parametrize("movable", [0, 1, 2, 3, 7])
def test_the_serendip_choices_read_like_the_whole_list_in_its_order(movable):
    """The choices are made when read; each index gives what the full list has there."""
    cells = CELLS[:movable]
    pending = cells[0] if cells else CELLS[-1]
    eager = [
        KeepSerendip(r, a, b) for r in range(6) for i, a in enumerate(cells) for b in cells[i + 1 :]
    ]
    eager += [MoveSerendip(c, r) for c in cells if c != pending for r in range(6)]
    choices = SerendipChoices(cells, pending)
    assert len(choices) == len(eager)
    assert list(choices) == eager and choices == eager and choices != [*eager[:-1], None]
    assert [choices[i] for i in range(len(eager))] == eager
    assert [choices[-i] for i in range(1, len(eager) + 1)] == [
        eager[-i] for i in range(1, len(eager) + 1)
    ]
    assert choices[1::3] == eager[1::3]
    for outside in (len(eager), -len(eager) - 1):
        with pytest.raises(IndexError):
            choices[outside]
