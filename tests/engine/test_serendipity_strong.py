"""Serendipity's strong AI: legal in every phase, deterministic, fair (it decides from the
seat's view and memory alone), and using what it remembers."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import get_game
from engine.ai import choose
from engine.serendipity import SERENDIP, KeepSerendip, MoveSerendip, SerendipityState, Tile, Turn
from engine.serendipity.ai import near_mine, seen_board
from engine.serendipity.board import CELLS, COLOURS, INDEX, edge_colour, neighbour
from engine.serendipity.review import move_worth
from engine.serendipity.scoring import player_breakdowns
from engine.serendipity.strong import (
    ENDS_TOO_SOON,
    GOES_ON,
    LOOSE_OWN,
    SERENDIP_WORTH,
    odds_of,
    turn_values,
)
from tests.engine.serendipity_helpers import build, up

GAME = get_game("serendipity")


def reach(phase: str, seed: int, players: int = 3) -> SerendipityState:
    """A greedy game up to the first time after a few turns the current seat is in ``phase``."""
    state = GAME.new_game(GAME.make_config(players), seed)
    rng = random.Random(seed)
    while state.phase != phase or state.step < 30:
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, seat, choose(GAME, state, seat, "greedy", rng))
    return state


@pytest.mark.parametrize("phase", ["turn", "own", "serendip"])
def test_the_strong_seat_moves_legally_and_the_same_way_again(phase):
    for seed in (1, 2):
        state = reach(phase, seed)
        (seat,) = GAME.to_act(state)
        move = choose(GAME, state, seat, "strong", random.Random(3))
        assert move in GAME.legal_actions(state, seat)
        assert choose(GAME, state, seat, "strong", random.Random(3)) == move


def test_the_strong_seat_sees_no_face_down_tile_it_does_not_remember():
    """Two boards alike to the seat but for two face-down tiles nobody saw: the same
    generator gives the same move at both."""
    state = reach("turn", 5)
    (seat,) = GAME.to_act(state)
    seen = dict(state.seen)
    unseen = [i for i, t in enumerate(state.tiles) if not t.face_up and CELLS[i] not in seen]
    a, b = next((a, b) for a in unseen for b in unseen if state.tiles[a] != state.tiles[b])
    tiles = list(state.tiles)
    tiles[a], tiles[b] = tiles[b], tiles[a]
    other = replace(state, tiles=tuple(tiles))
    assert other.tiles != state.tiles
    assert GAME.view(other, seat) == GAME.view(state, seat)
    for seed in range(5):
        assert choose(GAME, state, seat, "strong", random.Random(seed)) == choose(
            GAME, other, seat, "strong", random.Random(seed)
        )


def test_a_remembered_serendip_is_turned_rather_than_an_unknown_tile():
    state = reach("turn", 7)
    (seat,) = GAME.to_act(state)
    hidden = next(
        c for c in sorted(INDEX) if not state.tile(c).face_up and state.tile(c).kind == SERENDIP
    )
    remembering = replace(state, seen=((hidden, SERENDIP),))
    assert choose(GAME, remembering, seat, "strong", random.Random(1)) == Turn(hidden)


def placed(state: SerendipityState, cell, kind: str, face_up: bool) -> SerendipityState:
    """``state`` with a tile of ``kind`` swapped into ``cell`` from a face-down cell elsewhere
    (the tiles stay the game's own), turned as asked."""
    tiles = list(state.tiles)
    source = next(
        i for i, t in enumerate(tiles) if t.kind == kind and not t.face_up and i != INDEX[cell]
    )
    target = INDEX[cell]
    tiles[source], tiles[target] = tiles[target], replace(tiles[source], face_up=face_up)
    return replace(state, tiles=tuple(tiles))


def test_a_serendip_moves_onto_a_rivals_tile_that_parts_two_of_its_carpets():
    """Two own tiles with a rival's face-up tile between them: moving the Serendip just turned
    onto that tile joins them into one carpet (a face-down cell next to one of them joins
    nothing), so the strong seat takes it."""
    state = GAME.new_game(GAME.make_config(3), 4)
    seat = 0
    mine, rival = state.config.colours[seat][0], state.config.colours[1][0]
    left, middle, right, far = (-2, 0), (-1, 0), (0, 0), (3, -3)
    for cell, kind in ((left, mine), (middle, rival), (right, mine), (far, SERENDIP)):
        state = placed(state, cell, kind, face_up=True)
    state = replace(state, current=seat, phase="serendip", pending=far)
    move = choose(GAME, state, seat, "strong", random.Random(2))
    assert isinstance(move, MoveSerendip) and move.target == middle, move
    assert move in GAME.legal_actions(state, seat)


def test_the_strong_seat_does_not_end_the_game_on_a_colour_that_does_not_count():
    """Every Serendip up, the seat's second colour one tile short and that tile remembered:
    turning it would end the game while the carpet that counts (the first colour's, 12 tiles)
    is still one short, so the strong seat turns another tile."""
    state = GAME.new_game(GAME.make_config(3), 6)
    seat = 0
    counted, other = state.config.colours[seat]
    carpet = [(q, 0) for q in range(-3, 3)] + [(q, 1) for q in range(-4, 2)]
    for cell in carpet:
        state = placed(state, cell, counted, face_up=True)
    tiles = [replace(t, face_up=True) if t.kind == SERENDIP else t for t in state.tiles]
    others = [i for i, t in enumerate(tiles) if t.kind == other]
    for i in others[:-1]:
        tiles[i] = replace(tiles[i], face_up=True)
    last = CELLS[others[-1]]
    state = replace(state, tiles=tuple(tiles), current=seat, phase="turn", seen=((last, other),))
    (owned,) = player_breakdowns(
        {c: state.tile(c) for c in CELLS}, [state.config.colours[seat]], state.config.rules
    )
    assert [s.colour for s in owned if s.counts] == [counted]
    for seed in range(3):
        move = choose(GAME, state, seat, "strong", random.Random(seed))
        assert isinstance(move, Turn) and move.cell != last, move


def test_a_serendip_is_turned_with_the_seat_s_colour_toward_a_tile_it_remembers():
    """A Serendip just turned, nothing of the seat's face up yet: of the rotations worth the
    same now, the strong seat takes the one whose edge of its colour faces the face-down tile
    it saw turned back there (2 points once turned), and the review weighs it the same way."""
    state = GAME.new_game(GAME.make_config(3), 4)
    seat = 0
    colour = state.config.colours[seat][0]
    centre, direction = (0, 0), 2
    facing = neighbour(centre, direction)
    state = placed(state, centre, SERENDIP, face_up=True)
    state = placed(state, facing, colour, face_up=False)
    state = replace(state, current=seat, phase="serendip", pending=centre, seen=((facing, colour),))
    toward = next(k for k in range(6) if edge_colour(direction, k) == colour)
    assert toward != 0  # the first rotation, which a tie would take
    for seed in range(3):
        move = choose(GAME, state, seat, "strong", random.Random(seed))
        assert isinstance(move, KeepSerendip) and move.rotation == toward, move
        GAME.apply(state, seat, move)  # legal: an illegal move raises
    view = GAME.view(state, seat)
    worths = {k: move_worth(view, KeepSerendip(k, move.a, move.b)) for k in range(6)}
    assert worths[toward] > max(w for k, w in worths.items() if k != toward)


# -- the values the strong seat weighs, at their boundaries -----------------------------------


def test_a_remembered_own_tile_next_to_the_carpet_is_worth_the_points_it_adds():
    """Its value: what it adds to the score now, and the turn it keeps going."""
    reds = [(q, 0) for q in range(-3, 0)]
    placed = {cell: up("red") for cell in reds}
    state = build(placed, players=2)
    view = GAME.view(state, 0)
    next_to, far = (0, 0), (4, -4)
    view = replace(view, remembered={next_to: "red", far: "red"})
    values = turn_values(view, seen_board(view))
    assert values[next_to] == pytest.approx(1 + GOES_ON)  # the carpet grows by one
    assert values[far] == pytest.approx(LOOSE_OWN + GOES_ON)  # loose: it may join one later


def test_the_last_unknown_tile_is_weighed_by_what_is_left():
    """One face-down tile nobody remembers: it is what every other count leaves."""
    state = GAME.new_game(GAME.make_config(2), 1)
    view = GAME.view(state, 0)
    down = sorted(view.face_down)
    kinds = dict(zip(CELLS, (t.kind for t in state.tiles), strict=True))
    remembered = {cell: kinds[cell] for cell in down[1:]}
    view = replace(view, remembered=remembered)
    assert odds_of(view) == {kind: float(kind == kinds[down[0]]) for kind in (*COLOURS, SERENDIP)}
    assert odds_of(replace(view, remembered={**remembered, down[0]: kinds[down[0]]})) == {}


def test_an_unknown_tile_that_can_only_be_a_serendip_is_worth_one():
    """No tile of the seat's colours is left unknown: only the Serendip's chance counts, one
    point more next to the carpet (where its edges may touch it)."""
    reds = [(q, 0) for q in range(-5, 6)] + [(-5, 1), (-4, 1)]  # one carpet of 13 in row F
    oranges = [c for c in CELLS if c[1] in (-5, -4)]  # rows A and B, apart from it
    state = build({c: up("red") for c in reds} | {c: up("orange") for c in oranges}, players=2)
    view = GAME.view(state, 0)
    assert set(view.colours[0]) == {"red", "orange"}
    odds, board = odds_of(view), seen_board(view)
    values = turn_values(view, board)
    near = near_mine(view, board)
    far = next(c for c in sorted(view.face_down) if c not in near)
    assert values[far] == pytest.approx(odds[SERENDIP] * SERENDIP_WORTH)
    assert values[near[0]] == pytest.approx(odds[SERENDIP] * (SERENDIP_WORTH + 1))


def test_an_unknown_tile_is_worth_what_each_kind_it_may_be_brings():
    """At the deal, nothing face up: each of the seat's colours may come loose (and the turn go
    on), a Serendip is worth its points; a tile remembered as a rival's is worth nothing."""
    state = GAME.new_game(GAME.make_config(2), 3)
    view = GAME.view(state, 0)
    odds = odds_of(view)
    cell = sorted(view.face_down)[0]
    mine = view.colours[0]
    loose = sum(odds[c] for c in mine) * (LOOSE_OWN + GOES_ON)
    assert turn_values(view, seen_board(view))[cell] == pytest.approx(
        loose + odds[SERENDIP] * SERENDIP_WORTH
    )
    rivals = view.colours[1][0]
    remembered = replace(view, remembered={cell: rivals})
    assert turn_values(remembered, seen_board(remembered))[cell] == 0.0


def test_an_own_tile_next_to_a_serendip_is_worth_its_carpet_when_there_is_none_yet():
    """With nothing of its own face up, a tile of the seat's colour next to a face-up Serendip
    makes its first carpet (the tile and the Serendip); next to a rival's tile it is loose."""
    serendip, blue = (0, 0), (3, 0)
    state = build({serendip: up(SERENDIP), blue: up("blue")}, players=2)
    view = GAME.view(state, 0)
    red = view.colours[0][0]
    by_serendip, by_blue = (-1, 0), (4, 0)  # west of the Serendip: its green edge
    view = replace(view, remembered={by_serendip: red, by_blue: red})
    values = turn_values(view, seen_board(view))
    assert values[by_serendip] == pytest.approx(1 + 2 + GOES_ON)  # a tile and a Serendip
    assert values[by_blue] == pytest.approx(LOOSE_OWN + GOES_ON)


def test_an_own_tile_that_grows_a_carpet_that_does_not_count_is_loose():
    """Two colours, one carpet scored: a tile that grows the smaller carpet adds nothing now."""
    reds = {(q, 0): up("red") for q in range(-3, 1)}  # four reds: the carpet that counts
    state = build({**reds, (2, 2): up("orange")}, players=2)
    view = GAME.view(state, 0)
    assert set(view.colours[0]) == {"red", "orange"}
    by_orange = (1, 2)
    view = replace(view, remembered={by_orange: "orange"})
    assert turn_values(view, seen_board(view))[by_orange] == pytest.approx(LOOSE_OWN + GOES_ON)


def test_an_unknown_tile_next_to_a_serendip_may_make_the_first_carpet():
    """With nothing of its own up yet, a tile of the seat's colours next to a face-up Serendip
    would make a carpet at once: worth more to turn than one far from everything."""
    state = build({(0, 0): up(SERENDIP)}, players=2)
    view = GAME.view(state, 0)
    values = turn_values(view, seen_board(view))
    assert values[(1, 0)] > values[(5, -5)] == values[(-5, 5)]


def test_an_unknown_tile_that_may_end_the_game_too_soon_costs():
    """Every Serendip up, twelve of the seat's reds up but loose, its oranges the carpet that
    counts: the last red would end the game while the oranges could grow, so an unknown tile's
    chance of being it counts against turning it."""
    serendips = [c for c in CELLS if c[1] in (-5, -4)]
    reds = [(q, 0) for q in (-5, -3, -1, 1, 3, 5)] + [(q, 2) for q in (-5, -3, -1, 1, 3)]
    reds.append((-5, 4))
    oranges = [(q, -2) for q in range(-3, 2)]
    placed = {c: up(SERENDIP) for c in serendips} | {c: up("red") for c in reds}
    state = build(placed | {c: up("orange") for c in oranges}, players=2)
    view = GAME.view(state, 0)
    assert not view.ending and set(view.colours[0]) == {"red", "orange"}
    odds = odds_of(view)
    far = (0, 5)
    assert turn_values(view, seen_board(view))[far] == pytest.approx(
        odds["red"] * ENDS_TOO_SOON + odds["orange"] * (LOOSE_OWN + GOES_ON)
    )


def test_a_serendip_is_moved_rather_than_kept_where_both_place_it_alike():
    """Found on one side of a row of reds, it is worth as much kept there as moved to the
    other side (the two cells mirror each other, turned three edges): moving it lets the turn go
    on, so it is moved."""
    reds = {(q, 0): up("red") for q in range(-2, 3)}
    found = (0, 1)  # below the row: touches (0, 0) and (1, 0)
    state = GAME.apply(build({**reds, found: Tile(SERENDIP)}, players=2), 0, Turn(found))
    assert state.phase == "serendip"
    for seed in range(4):
        move = choose(GAME, state, 0, "strong", random.Random(seed))
        assert isinstance(move, MoveSerendip), move
