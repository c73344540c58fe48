"""Serendipity's three rulings brought back to the rulebook (rulings 2), and tables started under
the first rulings playing on under them.

1. Colours per player: two players take 1, 2 or 3; three players 1 or 2 ("можно выбрать не
   один цвет, а 2-3 цвета" — a choice, not a requirement). rules/serendipity.md, Setup.
2. A colour scores its largest carpet ("самый большой цветочный ковер"); between carpets of
   equal size, the more valuable. rules/serendipity.md, Scoring.
3. The tile that meets the end condition is resolved before the game ends. rules/serendipity.md,
   End.

Rulings 3 add: a player with several colours scores one carpet, its largest among all its
colours ("только за те тайлы, которые образуют самый большой цветочный ковер одного цвета").
"""

from __future__ import annotations

import random

import pytest

from engine import ConfigError, IllegalAction, Move, get_game
from engine.ai import choose
from engine.serendipity import (
    CELLS,
    SERENDIP,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SerendipityState,
    SwapOwn,
    Tile,
    Turn,
    colour_breakdown,
    colour_score,
    player_breakdowns,
    player_scores,
)
from tests.engine.serendipity_helpers import build, facing, up

GAME = get_game("serendipity")


# -- 1. colours per player -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "option", "count", "allowed"),
    [
        (2, "colours_with_two", 0, False),
        (2, "colours_with_two", 1, True),
        (2, "colours_with_two", 3, True),
        (2, "colours_with_two", 4, False),
        (3, "colours_with_three", 0, False),
        (3, "colours_with_three", 1, True),
        (3, "colours_with_three", 2, True),
        (3, "colours_with_three", 3, False),
    ],
)
def test_small_tables_may_take_one_to_three_colours(players, option, count, allowed):
    if not allowed:
        with pytest.raises(ConfigError, match=f"With {players} players each takes .* not {count}"):
            GAME.make_config(players, {option: count})
        return
    config = GAME.make_config(players, {option: count})
    assert [len(owned) for owned in config.colours] == [count] * players
    owned = {c for colours in config.colours for c in colours}
    assert len(owned) == players * count  # the rest are unowned


@pytest.mark.parametrize("players", [2, 3])
def test_the_default_is_two_colours_each_and_larger_tables_take_one(players):
    assert [len(c) for c in GAME.make_config(players).colours] == [2] * players
    assert [len(c) for c in GAME.make_config(4, {"colours_with_two": 3}).colours] == [1] * 4


def test_the_first_rulings_keep_their_colour_counts():
    with pytest.raises(ConfigError, match="With 2 players each takes 2 or 3 colours"):
        GAME.make_config(2, {"colours_with_two": 1, "rules": 1})
    with pytest.raises(ConfigError, match="each takes 2 colours"):
        GAME.make_config(3, {"colours_per_player": 1, "rules": 1})
    with pytest.raises(ConfigError, match="rules must be one of 1, 2, 3, 4"):
        GAME.make_config(2, {"rules": 5})


def test_a_config_stored_before_rulings_had_a_version_plays_the_first():
    stored = {
        "players": 2,
        "colours": [["red", "orange"], ["yellow", "green"]],
        "unowned": "hidden",
    }
    assert GAME.config_from_json(stored).rules == 1
    new = GAME.make_config(2)
    assert new.rules == 4 and GAME.config_from_json(GAME.config_to_json(new)) == new


def test_with_one_colour_each_the_unowned_option_applies_to_the_other_colours():
    state = build({(0, 0): Tile("green")}, colours_with_two=1, unowned="shown")
    assert state.config.colours == (("red",), ("orange",))
    after = GAME.apply(state, 0, Turn((0, 0)))  # green is nobody's: it stays up, the turn ends
    assert after.tile((0, 0)).face_up and after.current == 1


# Three players untraced: each line they run, two players trace too.
@pytest.mark.parametrize(
    ("players", "option"),
    [(2, "colours_with_two"), pytest.param(3, "colours_with_three", marks=pytest.mark.no_cover)],
)
def test_a_one_colour_table_is_played_to_the_end(players, option):
    config = GAME.make_config(players, {option: 1})
    rng = random.Random(players)
    state = GAME.new_game(config, 11)
    moves = []
    while not GAME.is_over(state) and state.step < 3_000:
        (seat,) = GAME.to_act(state)
        action = choose(GAME, state, seat, "greedy", rng)
        moves.append(Move(seat, action))
        state = GAME.apply(state, seat, action)
    assert GAME.is_over(state), "no end after 3,000 actions"
    assert not isinstance(moves[-1].action, Turn)  # the last tile turned was resolved
    result = GAME.result(state)
    assert result.scores == tuple(sum(c.scored for c in owned) for owned in result.breakdown)
    # One colour each: rulings 3 score it as 2 did, the colour's largest carpet.
    assert all(owned[0].counts for owned in result.breakdown)
    assert GAME.replay(config, 11, moves) == state


# -- 2. the largest carpet ---------------------------------------------------------------------

# A small carpet made valuable: red at F1–F3, a Serendip at F4 whose red edge (west) touches F3,
# and one at E2 whose red edge (south-east) touches F2: 3 + 2×2 + 2×2 = 11.
SMALL_RICH = {
    (-5, 0): up("red"),
    (-4, 0): up("red"),
    (-3, 0): up("red"),
    (-2, 0): up(SERENDIP, facing("red", 3)),
    (-4, -1): up(SERENDIP, facing("red", 5)),
}
ROW_I = [(q, 3) for q in range(-5, 3)]  # far from row F


def lone_reds(count: int) -> dict:
    return {cell: up("red") for cell in ROW_I[:count]}


def test_a_larger_carpet_beats_a_more_valuable_smaller_one():
    board = {**SMALL_RICH, **lone_reds(6)}
    assert colour_score(board, "red") == 6  # six lone tiles: the largest carpet
    assert colour_score(board, "red", rules=1) == 11  # the first rulings: the most valuable


@pytest.mark.parametrize(("size", "counted"), [(2, 11), (3, 11), (4, 4)])
def test_the_largest_carpet_at_its_boundary(size, counted):
    """Against the rich carpet of 3 tiles: 2 lone tiles lose, 3 tie on size (the more valuable
    counts), 4 win."""
    board = {**SMALL_RICH, **lone_reds(size)}
    assert colour_score(board, "red") == counted


def test_the_breakdown_says_which_carpet_counted_among_how_many():
    board = {**SMALL_RICH, **lone_reds(6), (0, -5): up("red")}
    score = colour_breakdown(board, "red")
    assert score.carpets == 3 and score.value == 6
    assert score.carpet is not None and score.carpet.tiles == tuple(sorted(ROW_I[:6]))
    assert score.carpet.serendips == () and score.carpet.touching == ()
    rich = colour_breakdown({**SMALL_RICH, **lone_reds(3)}, "red")
    assert rich.carpet is not None and len(rich.carpet.touching) == 2 and rich.value == 11


def test_the_result_carries_every_players_breakdown():
    board = {**SMALL_RICH, **lone_reds(6)}
    state = build(board)
    result = GAME.result(state)
    (red, orange), theirs = result.breakdown
    assert (red.colour, red.value, orange.value) == ("red", 6, 0)
    assert [c.colour for c in theirs] == ["yellow", "green"]
    assert result.scores == (6, 0)


# -- 3. the tile that ends the game is resolved ------------------------------------------------

SERENDIPS = [c for c in CELLS if c[1] in (-5, -4)]  # rows A and B: 13 cells
REDS = [(q, 2) for q in range(-5, 4)] + [(q, 3) for q in range(-5, -1)]  # 13, one carpet
LAST = (-5, 1)  # touches the red at (-5, 2) through its south-east edge (5)


def ending_on_a_serendip(**options) -> SerendipityState:
    placed = {c: up(SERENDIP) for c in SERENDIPS[:12]} | {c: up("red") for c in REDS}
    placed[SERENDIPS[12]] = Tile("blue")
    placed[LAST] = Tile(SERENDIP)
    return GAME.apply(build(placed, **options), 0, Turn(LAST))


def ending_on_an_own_tile(**options) -> SerendipityState:
    placed = {c: up(SERENDIP) for c in SERENDIPS} | {c: up("red") for c in REDS[:12]}
    placed[REDS[12]] = Tile("red")
    return GAME.apply(build(placed, **options), 0, Turn(REDS[12]))


def test_the_13th_serendip_is_rotated_and_kept_before_the_game_ends():
    last = ending_on_a_serendip()
    view = GAME.view(last, 0)
    assert not GAME.is_over(last) and view.ending and view.phase == "serendip"
    face_down = sorted(last_cell for last_cell in CELLS if not last.tile(last_cell).face_up)
    kept = GAME.apply(last, 0, KeepSerendip(facing("red", 5), face_down[0], face_down[1]))
    assert GAME.is_over(kept)
    # Its red edge touches the carpet: 13 tiles + 2 for the Serendip + 2 for the edge.
    assert GAME.result(kept).breakdown[0][0].value == 13 + 2 + 2
    unturned = GAME.apply(last, 0, KeepSerendip(0, face_down[0], face_down[1]))
    assert GAME.result(unturned).breakdown[0][0].value == 13 + 2


def test_the_13th_serendip_moved_ends_the_game_instead_of_another_turn():
    last = ending_on_a_serendip()
    moved = GAME.apply(last, 0, MoveSerendip((-4, 1), facing("red", 5)))
    assert GAME.is_over(moved) and GAME.to_act(moved) == frozenset()
    assert moved.tile((-4, 1)) == up(SERENDIP, facing("red", 5))


def test_the_13th_own_tile_is_left_or_swapped_and_nobody_turns_another():
    last = ending_on_an_own_tile()
    assert last.phase == "own" and GAME.view(last, None).ending
    down = [c for c in CELLS if not last.tile(c).face_up]
    assert GAME.legal_actions(last, 0) == [LeaveOwn(REDS[12])] + [SwapOwn(c) for c in down]
    with pytest.raises(IllegalAction, match="The game ends with your tile"):
        GAME.apply(last, 0, Turn(down[0]))
    with pytest.raises(IllegalAction, match="Your tile is"):
        GAME.apply(last, 0, LeaveOwn(down[0]))
    assert GAME.is_over(GAME.apply(last, 0, LeaveOwn(REDS[12])))
    swapped = GAME.apply(last, 0, SwapOwn(down[0]))
    assert GAME.is_over(swapped) and swapped.tile(down[0]) == up("red")
    assert GAME.result(swapped).breakdown[0][0].value == 12  # the 13th red left its carpet


def test_under_the_first_rulings_the_tile_ends_the_game_at_once():
    """Nothing is left to resolve, and the turn that ended it is the last turn on record."""
    for over in (ending_on_a_serendip(rules=1), ending_on_an_own_tile(rules=1)):
        assert GAME.is_over(over) and over.pending is None
        assert over.this_turn == () and over.last_turn is not None
        seat, steps = over.last_turn
        assert seat == 0 and isinstance(steps[-1].action, Turn)


def test_all_serendips_up_without_a_whole_colour_does_not_end_the_game():
    placed = {c: up(SERENDIP) for c in SERENDIPS[:12]} | {c: up("red") for c in REDS[:12]}
    placed[LAST] = Tile(SERENDIP)
    last = GAME.apply(build(placed), 0, Turn(LAST))
    assert not GAME.view(last, 0).ending
    face_down = [c for c in CELLS if not last.tile(c).face_up]
    kept = GAME.apply(last, 0, KeepSerendip(0, face_down[0], face_down[1]))
    assert not GAME.is_over(kept) and GAME.to_act(kept) == frozenset({1})


@pytest.mark.parametrize("ending", [ending_on_a_serendip, ending_on_an_own_tile])
def test_an_ending_state_and_its_actions_round_trip_through_json(ending):
    last = ending()
    again = GAME.state_from_json(last.config, GAME.state_to_json(last))
    assert again == last and GAME.view(again, None).ending
    for action in GAME.legal_actions(last, 0)[:50]:
        assert GAME.action_from_json(GAME.action_to_json(action)) == action
        done = GAME.apply(again, 0, action)
        assert GAME.state_from_json(done.config, GAME.state_to_json(done)) == done


# Seed 2 traced: each line the other games run, it traces too.
@pytest.mark.parametrize(
    "seed",
    [pytest.param(1, marks=pytest.mark.no_cover), 2, pytest.param(3, marks=pytest.mark.no_cover)],
)
def test_greedy_games_end_on_a_resolved_tile_and_replay_exactly(seed):
    config = GAME.make_config(2)
    rng = random.Random(seed)
    state = GAME.new_game(config, seed)
    moves = []
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        action = choose(GAME, state, seat, "greedy", rng)
        moves.append(Move(seat, action))
        state = GAME.apply(state, seat, action)
    assert isinstance(moves[-1].action, KeepSerendip | MoveSerendip | LeaveOwn | SwapOwn)
    assert GAME.replay(config, seed, moves) == state
    assert GAME.state_to_json(GAME.state_from_json(config, GAME.state_to_json(state))) == (
        GAME.state_to_json(state)
    )


# -- rulings 3: one carpet a player ----------------------------------------------------------------


def lone_oranges(count: int) -> dict:
    return {cell: up("orange") for cell in ROW_I[:count]}


@pytest.mark.parametrize(
    ("oranges", "score", "counting"),
    [
        (2, 11, "red"),  # one tile fewer than red's 3: red counts
        (3, 11, "red"),  # as large: the more valuable counts
        (4, 4, "orange"),  # one more: the larger counts, red's 11 is lost
    ],
)
def test_a_player_scores_only_its_largest_carpet_of_one_colour(oranges, score, counting):
    board = {**SMALL_RICH, **lone_oranges(oranges)}
    owned = [("red", "orange"), ("violet",)]
    assert player_scores(board, owned) == [score, 0]
    assert player_scores(board, owned, rules=3) == [score, 0]  # rulings 4 scores as 3
    (mine, _) = player_breakdowns(board, owned)
    assert [s.colour for s in mine if s.counts] == [counting]
    assert sorted(s.counts for s in mine) == [False, True]  # the other carpet: plainly not
    assert sum(s.scored for s in mine) == score
    assert {s.colour: s.value for s in mine} == {"red": 11, "orange": oranges}
    # Rulings 2 and 1: every colour's carpet, summed.
    assert player_scores(board, owned, rules=2) == [11 + oranges, 0]
    assert player_scores(board, owned, rules=1) == [11 + oranges, 0]


def test_the_referees_example_scores_the_larger_orange_carpet():
    # Red: 5 tiles and 2 Serendips whose red edge touches them (5 + 4 + 4 = 13); orange: 6.
    red = {(q, 0): up("red") for q in range(-5, 0)}
    red[(0, 0)] = up(SERENDIP, facing("red", 3))  # red edge west, onto (-1, 0)
    red[(-5, 1)] = up(SERENDIP, facing("red", 1))  # red edge north-east, onto (-4, 0)
    board = {**red, **lone_oranges(6)}
    assert colour_score(board, "red") == 13 and colour_score(board, "orange") == 6
    assert player_scores(board, [("red", "orange")]) == [6]
    assert player_scores(board, [("red", "orange")], rules=2) == [19]


def test_a_serendip_linking_two_colours_of_one_player_scores_once():
    # Red at (0, 0), a Serendip at (1, 0), orange at (2, 0): both carpets hold the Serendip.
    board = {(0, 0): up("red"), (1, 0): up(SERENDIP, 2), (2, 0): up("orange")}
    assert colour_score(board, "red") == 3 and colour_score(board, "orange") == 3
    assert player_scores(board, [("red", "orange")]) == [3]
    assert player_scores(board, [("red", "orange")], rules=2) == [6]


def test_a_serendip_serves_several_players_carpets():
    board = {(0, 0): up("red"), (1, 0): up(SERENDIP, 2), (2, 0): up("orange")}
    assert player_scores(board, [("red",), ("orange",)]) == [3, 3]


def test_the_strong_seat_leaves_the_13th_own_tile_where_it_completes_its_carpet():
    """The tile that ends the game: left where it lies it joins the other twelve, which no
    swap beats."""
    last = ending_on_an_own_tile()
    for seed in range(2):
        assert choose(GAME, last, 0, "strong", random.Random(seed)) == LeaveOwn(REDS[12])
