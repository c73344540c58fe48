"""Serendipity: the board, scoring on hand-built boards, every turn branch, the end, playouts."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.i18n import ENGLISH
from engine import ConfigError, IllegalAction, Move, get_game
from engine import message as engine_message
from engine.ai import choose
from engine.protocol import EngineError
from engine.serendipity import (
    CELLS,
    COLOURS,
    ORDER,
    SERENDIP,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SwapOwn,
    Tile,
    Turn,
    colour_score,
    edge_colour,
    label,
    neighbours,
    parse_label,
    player_scores,
)
from tests.engine.serendipity_helpers import build, facing, up

GAME = get_game("serendipity")


ROW_F = [(q, 0) for q in range(-5, 6)]  # the middle row, 11 cells


# -- board ---------------------------------------------------------------------------------------


def test_the_board_and_its_labels():
    assert len(CELLS) == 91
    assert label((0, 0)) == "F6" and label((0, -5)) == "A1" and label((0, 5)) == "K6"
    assert label((-5, 0)) == "F1" and label((5, 0)) == "F11"
    assert Counter(label(c)[0] for c in CELLS) == {
        "A": 6, "B": 7, "C": 8, "D": 9, "E": 10, "F": 11, "G": 10, "H": 9, "I": 8, "J": 7, "K": 6,
    }  # fmt: skip
    assert (
        parse_label(" f6 ") == (0, 0) and parse_label("L1") is None and parse_label("F12") is None
    )
    assert len(neighbours((0, 0))) == 6 and len(neighbours((0, -5))) == 3
    assert [edge_colour(d, 0) for d in range(6)] == list(ORDER)
    assert edge_colour(0, 1) == "orange"


# -- scoring -------------------------------------------------------------------------------------


def test_rulebook_red_12_tiles_and_3_serendips_none_touching_red_is_18():
    board = {c: up("red") for c in ROW_F}
    board[(-5, 1)] = up("red")  # 12 connected
    board[(0, -5)] = up("red")  # a lone tile far away does not count
    board[(1, 1)] = Tile("red")  # face down: counts for nobody
    for q in (0, 2, 4):  # above the row; the red edge faces up, away from every red tile
        board[(q, -1)] = up(SERENDIP, facing("red", 2))
    assert colour_score(board, "red") == 12 + 6


def test_rulebook_blue_11_tiles_and_4_serendips_two_touching_is_23():
    board = {c: up("blue") for c in ROW_F}
    board[(-4, -1)] = up(SERENDIP, facing("blue", 5))  # blue edge down onto a blue tile
    board[(-2, -1)] = up(SERENDIP, facing("blue", 5))
    board[(0, -1)] = up(SERENDIP, facing("blue", 2))  # blue edge up, onto nothing
    board[(2, -1)] = up(SERENDIP, facing("blue", 2))
    assert colour_score(board, "blue") == 11 + 8 + 4


def test_serendip_chains_connect_carpets_and_rotation_changes_the_bonus():
    left = {(-5, 0): up("green"), (-4, 0): up("green")}
    right = {(0, 0): up("green"), (1, 0): up("green"), (2, 0): up("green")}
    apart = {**left, **right}
    assert colour_score(apart, "green") == 3  # the better of 2 and 3
    away = facing("green", 1)  # green edge north-east, where nothing lies
    chain = {(q, 0): up(SERENDIP, away) for q in (-3, -2, -1)}
    board = {**apart, **chain}
    assert colour_score(board, "green") == 5 + 3 * 2
    # Turn the last Serendip so that its green edge (east) touches the green at (0, 0): +2.
    board[(-1, 0)] = up(SERENDIP, facing("green", 0))
    assert colour_score(board, "green") == 5 + 3 * 2 + 2
    # Face-down Serendips do not connect.
    board[(-2, 0)] = Tile(SERENDIP)
    assert colour_score(board, "green") == 3 + 2 + 2  # right carpet + one Serendip touching


def test_serendips_alone_are_nobody_s_carpet_and_a_player_scores_its_largest():
    board = {(0, 0): up(SERENDIP), (1, 0): up(SERENDIP)}
    assert colour_score(board, "red") == 0
    board |= {(-3, 3): up("red"), (3, -3): up("orange"), (4, -3): up("orange")}
    assert player_scores(board, [("red", "orange"), ("violet",)]) == [2, 0]
    # Rulings 2 summed each colour's largest carpet.
    assert player_scores(board, [("red", "orange"), ("violet",)], rules=2) == [3, 0]


# -- turns ---------------------------------------------------------------------------------------


def test_a_foreign_colour_is_turned_back_seen_once_and_ends_the_turn():
    # Two players, two colours each: seat 0 red+orange, seat 1 yellow+green; blue, violet unowned.
    state = build({(0, 0): Tile("yellow"), (1, 0): Tile("blue")})
    after = GAME.apply(state, 0, Turn((0, 0)))
    assert not after.tile((0, 0)).face_up and after.current == 1 and after.phase == "turn"
    assert GAME.view(after, None).flash == ((0, 0), "yellow")
    nxt = GAME.apply(after, 1, Turn((1, 0)))  # unowned blue: back as well
    assert GAME.view(nxt, None).flash == ((1, 0), "blue")  # the earlier flash is gone
    assert not nxt.tile((1, 0)).face_up and nxt.current == 0


def test_the_unowned_colour_option():
    shown = build({(1, 0): Tile("blue")}, unowned="shown")
    assert GAME.apply(shown, 0, Turn((1, 0))).tile((1, 0)).face_up
    later = build({(1, 0): Tile("blue")}, unowned="shown_after_10")
    assert not GAME.apply(later, 0, Turn((1, 0))).tile((1, 0)).face_up
    ten = {(q, -5): up(SERENDIP) for q in range(0, 6)} | {
        (q, -4): up(SERENDIP) for q in range(1, 5)
    }
    later = build({**ten, (1, 0): Tile("blue")}, unowned="shown_after_10")
    assert GAME.apply(later, 0, Turn((1, 0))).tile((1, 0)).face_up


def test_an_own_colour_stays_up_and_the_turn_goes_on_or_is_swapped_away():
    state = build({(0, 0): Tile("red"), (1, 0): Tile("orange"), (2, 0): Tile("green")})
    own = GAME.apply(state, 0, Turn((0, 0)))
    assert own.phase == "own" and own.pending == (0, 0) and own.current == 0
    more = GAME.apply(own, 0, Turn((1, 0)))  # keep it, turn another: orange is ours too
    assert more.tile((0, 0)).face_up and more.phase == "own" and more.pending == (1, 0)
    swapped = GAME.apply(more, 0, SwapOwn((2, 0)))
    assert swapped.tile((2, 0)) == up("orange") and swapped.tile((1, 0)) == Tile("green")
    assert swapped.current == 1 and swapped.phase == "turn"
    with pytest.raises(IllegalAction, match="face up: swap your tile with a face-down one"):
        GAME.apply(more, 0, SwapOwn((0, 0)))
    with pytest.raises(IllegalAction, match="face up already"):
        GAME.apply(more, 0, Turn((0, 0)))
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(more, 1, Turn((3, 0)))


def test_a_serendip_kept_rotates_and_swaps_two_tiles():
    fixed = up(SERENDIP, 3)
    state = build({(0, 0): Tile(SERENDIP), (1, 0): up("red"), (2, 0): Tile("blue"), (3, 0): fixed})
    turned = GAME.apply(state, 0, Turn((0, 0)))
    assert turned.phase == "serendip" and turned.pending == (0, 0)
    kept = GAME.apply(turned, 0, KeepSerendip(2, (1, 0), (2, 0)))
    assert kept.tile((0, 0)) == up(SERENDIP, 2)
    assert kept.tile((2, 0)) == up("red") and kept.tile((1, 0)) == Tile("blue")  # sides kept
    assert kept.current == 1
    for bad in (KeepSerendip(1, (3, 0), (2, 0)), KeepSerendip(1, (0, 0), (2, 0))):
        with pytest.raises(IllegalAction, match="never moves again"):
            GAME.apply(turned, 0, bad)
    with pytest.raises(IllegalAction, match="two different tiles"):
        GAME.apply(turned, 0, KeepSerendip(1, (2, 0), (2, 0)))
    with pytest.raises(IllegalAction, match="Keep the Serendip"):
        GAME.apply(turned, 0, Turn((4, 0)))


def test_a_serendip_moved_rotates_and_the_player_may_turn_another():
    state = build({(0, 0): Tile(SERENDIP), (2, 0): Tile("blue"), (3, 0): up(SERENDIP)})
    turned = GAME.apply(state, 0, Turn((0, 0)))
    moved = GAME.apply(turned, 0, MoveSerendip((2, 0), 5))
    assert moved.tile((2, 0)) == up(SERENDIP, 5) and moved.tile((0, 0)) == Tile("blue")
    assert moved.current == 0 and moved.phase == "moved"
    with pytest.raises(IllegalAction, match="never moves again"):
        GAME.apply(turned, 0, MoveSerendip((3, 0), 0))
    with pytest.raises(IllegalAction, match="another cell"):
        GAME.apply(turned, 0, MoveSerendip((0, 0), 0))
    with pytest.raises(IllegalAction, match="rotation is 0 to 5"):
        GAME.action_from_json({"move": ["F8", 6]})


def test_the_game_ends_when_all_serendips_and_one_colour_are_up():
    serendips = [c for c in CELLS if c[1] == -5] + [c for c in CELLS if c[1] == -4][:7]
    reds = [c for c in CELLS if c[1] in (2, 3)][:13]
    placed = {c: up(SERENDIP) for c in serendips} | {c: up("red") for c in reds[:12]}
    placed[reds[12]] = Tile("red")
    state = build(placed)
    last = GAME.apply(state, 0, Turn(reds[12]))
    # The 13th red is resolved first (rules/serendipity.md, End): left up here, the game ends.
    assert not GAME.is_over(last) and GAME.view(last, None).ending
    over = GAME.apply(last, 0, LeaveOwn(reds[12]))
    assert GAME.is_over(over) and GAME.to_act(over) == frozenset()
    result = GAME.result(over)
    assert result.scores[0] >= 13 and result.winners == (0,)
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(over, 0, Turn((0, 0)))
    # 12 Serendips up: not over yet, and no tile is pending an ending.
    placed[serendips[0]] = Tile(SERENDIP)
    turned = GAME.apply(build(placed), 0, Turn(reds[12]))
    assert not GAME.is_over(turned) and not GAME.view(turned, None).ending


def test_a_colour_nobody_owns_all_face_up_does_not_end_the_game():
    """The referee's reading (``/serendipity rules``): only the players' colours end it."""
    config = build({}).config
    unowned = next(c for c in COLOURS if c not in config.owner)
    owned = next(iter(config.owner))
    serendips = [c for c in CELLS if c[1] == -5] + [c for c in CELLS if c[1] == -4][:7]
    spares = [c for c in CELLS if c[1] in (2, 3)]
    placed = {c: up(SERENDIP) for c in serendips} | {c: up(unowned) for c in spares[:13]}
    placed[spares[13]] = Tile(owned)
    state = build(placed, current=config.owner[owned])
    turned = GAME.apply(state, state.current, Turn(spares[13]))
    assert not GAME.is_over(turned) and not GAME.view(turned, None).ending


def test_configs_and_refused_options():
    config = GAME.make_config(2, {"colours_per_player": 3, "unowned": "shown"})
    assert config.colours == (("red", "orange", "yellow"), ("green", "blue", "violet"))
    chosen = GAME.make_config(
        3, {"colours": [["blue", "red"], ["green", "violet"], ["yellow", "orange"]]}
    )
    assert chosen.colours[0] == ("blue", "red")
    assert GAME.config_from_json(GAME.config_to_json(chosen)) == chosen
    for players, options, message in [
        (1, None, "for 2 to 6 players"),
        (2, {"colours_per_player": 4}, "each takes 1, 2 or 3"),
        (3, {"colours_per_player": 3}, "each takes 1 or 2"),
        (4, {"colours_per_player": 2}, r"each takes 1 colour\.$"),
        (4, {"colours": [["red"], ["red"], ["blue"], ["green"]]}, "no two players"),
        (4, {"colours": [["red"], ["pink"], ["blue"], ["green"]]}, "'pink' is not one of"),
        (4, {"colours": [["red"]]}, "one list per player"),
        (2, {"unowned": "sometimes"}, "unowned must be one of"),
        (2, {"board": 1}, "no option 'board'"),
    ]:
        with pytest.raises(ConfigError, match=message):
            GAME.make_config(players, options)
    with pytest.raises(EngineError, match="malformed Serendipity state"):
        GAME.state_from_json(config, {"tiles": []})
    with pytest.raises(IllegalAction, match="An action is"):
        GAME.action_from_json({"turn": "Z9"} | {"x": 1})
    with pytest.raises(IllegalAction, match="not a cell"):
        GAME.action_from_json({"turn": "Z9"})


@settings(max_examples=12, deadline=None)
@given(
    players=st.integers(min_value=2, max_value=6), seed=st.integers(min_value=0, max_value=2**32)
)
@pytest.mark.slow
@pytest.mark.no_cover  # every rule line is hit by the rules' own tests: this is their sum
def test_random_playouts_conserve_tiles_and_hide_face_down_colours(players, seed):
    config = GAME.make_config(players)
    state = GAME.new_game(config, seed)
    rng = random.Random(seed)
    moves = []
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        action = rng.choice(GAME.legal_actions(state, seat))
        before = state
        state = GAME.apply(state, seat, action)
        moves.append(Move(seat, action))
        assert Counter(t.kind for t in state.tiles) == {k: 13 for k in (*COLOURS, SERENDIP)}
        # The table's memory: true of every tile in it; a tile turned back joins it, one it
        # held turned face up leaves it; swaps move what it knows, never lose it.
        known = dict(state.seen)
        assert all(not state.tile(c).face_up and state.tile(c).kind == k for c, k in known.items())
        grown = state.flash is not None and state.flash[0] not in dict(before.seen)
        shrunk = isinstance(action, Turn) and action.cell in dict(before.seen)
        assert len(known) == len(before.seen) + grown - (shrunk and state.flash is None)
        if state.flash is not None:
            assert known[state.flash[0]] == state.flash[1]
        view = GAME.view(state, seat)
        assert view.remembered == known and GAME.view(state, None).remembered == {}
        assert set(view.face_up) | view.face_down == set(CELLS)
        assert all(state.tile(c).face_up for c in view.face_up)
        assert not any(hasattr(v, "kind") for v in view.face_down)  # cells only
        if len(moves) % 25 == 0:
            assert GAME.state_from_json(config, GAME.state_to_json(state)) == state
    assert GAME.replay(config, seed, moves) == state
    assert sum(t.kind == SERENDIP and t.face_up for t in state.tiles) == 13


@pytest.mark.slow
@pytest.mark.no_cover  # AI strength, not rules: coverage tracing made it 3 times slower
def test_greedy_beats_random():
    """``make bench`` reports 200 games; the target is greedy winning ≥ 60%."""
    from engine.ai import greedy_win_rate

    assert greedy_win_rate(GAME, players=2, games=10) >= 0.5


def test_describe_and_round_trip_every_action():
    config = GAME.make_config(2)
    for action, words in [
        (Turn((0, 0)), "turns F6"),
        (SwapOwn((0, -5)), "swaps it with A1"),
        (KeepSerendip(3, (0, 0), (1, 0)), "keeps the Serendip (rotation 3) and swaps F6 and F7"),
        (MoveSerendip((0, 5), 2), "moves the Serendip to K6 (rotation 2)"),
    ]:
        assert ENGLISH(GAME.describe_action(config, action)) == words
        assert GAME.action_from_json(GAME.action_to_json(action)) == action
    state = GAME.apply(build({(0, 0): Tile("yellow")}), 0, Turn((0, 0)))  # a flash to store
    assert GAME.state_from_json(config, GAME.state_to_json(state)) == state
    assert GAME.legal_actions(state, 0) == []  # not seat 0's turn any more
    assert GAME.standings(GAME.result(state))[0].score == 0


@pytest.mark.no_cover  # AI behaviour, not rules: coverage tracing made it 3 times slower
def test_greedy_players_together_finish():
    """Without memory, always turning next to the own carpets could try the same foreign tiles
    for ever; a table of greedy players must still reach the end."""

    for seed in range(3):
        state = GAME.new_game(GAME.make_config(2), seed)
        rng = random.Random(seed)
        while not GAME.is_over(state) and state.step < 2_000:
            (seat,) = GAME.to_act(state)
            state = GAME.apply(state, seat, choose(GAME, state, seat, "greedy", rng))
        assert GAME.is_over(state), f"seed {seed}: no end after 2,000 actions"


def test_lobby_picks_become_colours_and_the_rest_is_filled_in():
    # Two players, three each at this table: seat 0 picked violet and red, seat 1 nothing.
    options = {"colours_with_two": 3, "seat_choices": [["violet", "red"], None]}
    assert GAME.make_config(2, options).colours == (
        ("red", "violet", "orange"),
        ("yellow", "green", "blue"),
    )
    assert GAME.make_config(3, {"colours_with_two": 3}).colours[0] == ("red", "orange")
    # Four players take one each: a seat that picked two keeps the first in rainbow order.
    four = GAME.make_config(4, {"seat_choices": [["blue", "green"], [], ["red"], None]})
    assert four.colours == (("green",), ("orange",), ("red",), ("yellow",))
    GAME.check_seat_choices([["red"], None, ["blue", "green", "violet"]])
    for choices, message in [
        ([["red"], ["red"]], "red is taken by seat 1"),
        ([["pink"]], "'pink' is not a colour"),
        ([["red", "orange", "yellow", "green"]], "pick up to 3"),
        (["red"], "pick up to 3"),
    ]:
        with pytest.raises(ConfigError, match=message):
            GAME.check_seat_choices(choices)
    with pytest.raises(ConfigError, match="one entry per player"):
        GAME.make_config(2, {"seat_choices": [["red"]]})
    with pytest.raises(ConfigError, match="With 2 players each takes 1, 2 or 3 colours, not 4"):
        GAME.make_config(2, {"colours_with_two": 4})
    with pytest.raises(ConfigError, match="no choices to make in the lobby"):
        get_game("splito").check_seat_choices([])


def test_each_turn_is_recorded_without_the_colour_turned_back():
    state = build({(0, 0): Tile("red"), (1, 0): Tile(SERENDIP), (2, 0): Tile("yellow")})
    state = GAME.apply(state, 0, Turn((0, 0)))  # own red: stays up
    state = GAME.apply(state, 0, Turn((1, 0)))  # a Serendip
    state = GAME.apply(state, 0, MoveSerendip((3, 0), 2))
    view = GAME.view(state, None)
    assert [s.seen for s in view.this_turn] == ["red", SERENDIP, None]
    assert view.last_turn is None
    state = GAME.apply(state, 0, Turn((2, 0)))  # yellow is seat 1's: back, and the turn ends
    view = GAME.view(state, None)
    assert view.this_turn == () and view.last_turn is not None
    seat, steps = view.last_turn
    assert seat == 0 and [s.action for s in steps][-1] == Turn((2, 0))
    assert steps[-1].seen is None  # what was turned back is in the flash only
    assert GAME.state_from_json(state.config, GAME.state_to_json(state)) == state


def test_a_move_of_the_wrong_kind_is_told_what_may_be_done_now():
    """Each phase's refusal says what the player may do (rules/serendipity.md, a turn)."""
    state = build({(0, 0): Tile("red"), (1, 0): Tile("orange"), (2, 0): Tile("green")})
    with pytest.raises(IllegalAction) as turn:
        GAME.apply(state, 0, LeaveOwn((0, 0)))
    assert str(turn.value) == "Turn a face-down tile."
    own = GAME.apply(state, 0, Turn((0, 0)))
    with pytest.raises(IllegalAction) as keep:
        GAME.apply(own, 0, KeepSerendip(0, (1, 0), (2, 0)))
    assert str(keep.value) == "Turn another face-down tile, or swap your tile with a face-down one."
    serendip = build({(0, 0): Tile(SERENDIP), (1, 0): Tile("orange")})
    serendip = GAME.apply(serendip, 0, Turn((0, 0)))
    with pytest.raises(IllegalAction) as turn_again:
        GAME.apply(serendip, 0, Turn((1, 0)))
    assert str(turn_again.value) == (
        "Keep the Serendip (rotate it, swap two tiles) or move it (then you may turn another)."
    )
    serendip = build({(0, 0): Tile(SERENDIP), (1, 0): Tile("orange")}, rules=3)
    serendip = GAME.apply(serendip, 0, Turn((0, 0)))
    with pytest.raises(IllegalAction) as must:  # rulings 1-3: moving it, you must turn another
        GAME.apply(serendip, 0, Turn((1, 0)))
    assert str(must.value) == (
        "Keep the Serendip (rotate it, swap two tiles) or move it (then turn again)."
    )


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_a_lobby_pick_of_too_many_colours_names_its_seat(seat):
    picks: list = [None, None, None]
    picks[seat] = ["red", "orange", "yellow", "green"]
    with pytest.raises(ConfigError) as refused:
        GAME.check_seat_choices(picks)
    assert str(refused.value) == f"Seat {seat + 1}: pick up to 3 colours."


def test_serendipity_seats_two_to_six_and_its_stored_configs_say_what_is_missing():
    """rules/serendipity.md: 2 to 6 players."""
    assert GAME.player_range() == (2, 6)
    with pytest.raises(ConfigError) as missing:
        GAME.config_from_json({})
    assert str(missing.value).endswith("stored config is missing players, colours or unowned")
    for options, found in [
        ({"colours": [["red", "orange"], ["blue"]]}, "colours: each player takes 2"),
        (
            {"colours_per_player": 1, "colours": [["red"], ["pink"]]},
            f"colours: 'pink' is not one of {', '.join(COLOURS)}",
        ),
        (
            {"colours_per_player": 1, "colours": [["red"], ["red"]]},
            "colours: no two players may own the same colour",
        ),
    ]:
        with pytest.raises(ConfigError) as refused:
            GAME.make_config(2, options)
        assert str(refused.value).endswith(found)


def test_leaving_the_last_tile_is_told_and_another_game_s_action_is_shown_as_it_is():
    config = GAME.make_config(2)
    assert GAME.describe_action(config, LeaveOwn((0, 0))) == engine_message(
        "serendipity-did-leave", cell=label((0, 0))
    )
    assert GAME.describe_action(config, "nonsense") == engine_message("plain", text="nonsense")


def test_a_table_stored_before_the_memory_was_kept_plays_on_without_it():
    """A config stored without ``remembers`` keeps no memory, so its log replays to its
    snapshot; new tables keep it."""
    new = GAME.make_config(3)
    stored = GAME.config_to_json(new)
    del stored["remembers"]
    old = GAME.config_from_json(stored)
    assert new.remembers and not old.remembers
    for config in (old, new):
        state = GAME.new_game(config, 4)
        rng = random.Random(4)
        while state.flash is None or len(state.seen) < 2 * config.remembers:
            (seat,) = GAME.to_act(state)
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        assert bool(state.seen) == config.remembers
        assert GAME.state_from_json(config, GAME.state_to_json(state)) == state


@pytest.mark.parametrize("last", ["own", SERENDIP])
def test_the_greedy_ai_decides_on_the_last_face_down_tile(last):
    """Every other tile is up: the seat resolves the last one turned (its own colour, or a
    Serendip) with no tile left to turn, and the game ends."""
    kinds = build({})
    kind = kinds.config.colours[0][0] if last == "own" else SERENDIP
    cell = next(c for c in CELLS if kinds.tile(c).kind == kind)
    state = build({c: up(kinds.tile(c).kind) for c in CELLS if c != cell} | {cell: Tile(kind)})
    turned = GAME.apply(state, 0, Turn(cell))
    view = GAME.view(turned, 0)
    assert view.face_down == frozenset() and view.ending and turned.phase == last
    action = choose(GAME, turned, 0, "greedy", random.Random(1))
    assert GAME.is_over(GAME.apply(turned, 0, action))
