"""Serendipity's rulings 4: after moving a Serendip, turning another tile is the player's right,
not a duty ("получает право открыть еще один тайл", rules/serendipity.md, A turn, 3b). Tables
under rulings 1–3 keep the compulsory turn, and their logs replay as before.
"""

from __future__ import annotations

import itertools
import random

import pytest

from engine import IllegalAction, Move, get_game
from engine.ai import choose
from engine.serendipity import CELLS, SERENDIP, EndTurn, MoveSerendip, Tile, Turn, why
from tests.engine.serendipity_helpers import build, up

GAME = get_game("serendipity")
SERENDIP_AT, BLUE_AT, FIXED_AT = (0, 0), (2, 0), (3, 0)


def moved(**options: object):
    """Player 0 turned a Serendip at F6 and moved it to F8 (rotation 5)."""
    state = build(
        {SERENDIP_AT: Tile(SERENDIP), BLUE_AT: Tile("blue"), FIXED_AT: up(SERENDIP)}, **options
    )
    turned = GAME.apply(state, 0, Turn(SERENDIP_AT))
    return GAME.apply(turned, 0, MoveSerendip(BLUE_AT, 5))


def test_a_new_table_plays_rulings_4():
    assert GAME.make_config(2).rules == 4


def test_after_moving_a_serendip_the_player_may_turn_another_or_end_the_turn():
    state = moved()
    assert (state.phase, state.current, state.pending) == ("moved", 0, None)
    legal = GAME.legal_actions(state, 0)
    down = [action.cell for action in legal if isinstance(action, Turn)]
    assert legal[-1] == EndTurn() and len(legal) == len(down) + 1
    assert set(down) == {c for c, t in zip(CELLS, state.tiles, strict=True) if not t.face_up}
    assert GAME.legal_actions(state, 1) == []


def test_ending_the_turn_passes_it_on_and_changes_no_tile():
    state = moved()
    ended = GAME.apply(state, 0, EndTurn())
    assert (ended.phase, ended.current, ended.step) == ("turn", 1, state.step + 1)
    assert ended.tiles == state.tiles and ended.seen == state.seen and ended.flash is None
    assert ended.this_turn == ()
    assert ended.last_turn is not None
    seat, steps = ended.last_turn
    assert seat == 0 and [type(s.action) for s in steps] == [Turn, MoveSerendip, EndTurn]
    assert steps[-1].seen is None


def test_turning_another_tile_goes_on_as_in_any_turn():
    state = moved()
    blue = GAME.apply(state, 0, Turn(SERENDIP_AT))  # the blue tile swapped there: not player 0's
    assert blue.current == 1 and blue.flash == (SERENDIP_AT, "blue")
    with pytest.raises(IllegalAction, match="face up already"):
        GAME.apply(state, 0, Turn(FIXED_AT))


@pytest.mark.parametrize("rules", [1, 2, 3])
def test_tables_under_earlier_rulings_keep_the_compulsory_turn(rules):
    state = moved(rules=rules)
    assert (state.phase, state.current) == ("turn", 0)
    assert EndTurn() not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="Turn a face-down tile"):
        GAME.apply(state, 0, EndTurn())


def test_the_turn_may_be_ended_only_after_a_moved_serendip():
    start = build({SERENDIP_AT: Tile(SERENDIP), BLUE_AT: Tile("red")})
    serendip = GAME.apply(start, 0, Turn(SERENDIP_AT))
    own = GAME.apply(start, 0, Turn(BLUE_AT))
    for state, refusal in (
        (start, "Turn a face-down tile"),
        (serendip, "Keep the Serendip"),
        (own, "Turn another face-down tile, or swap"),
    ):
        with pytest.raises(IllegalAction, match=refusal):
            GAME.apply(state, 0, EndTurn())
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(moved(), 1, EndTurn())


def test_the_refusal_in_the_moved_phase_says_both_choices():
    with pytest.raises(IllegalAction, match="Turn another face-down tile, or end your turn"):
        GAME.apply(moved(), 0, MoveSerendip(BLUE_AT, 0))


def test_ending_the_turn_is_stored_and_read_back():
    assert GAME.action_to_json(EndTurn()) == {"end": True}
    assert GAME.action_from_json({"end": True}) == EndTurn()
    for forged in ({"end": False}, {"end": 1}, {"end": None}, {"end": True, "turn": "F6"}):
        with pytest.raises(IllegalAction, match="An action is a turn"):
            GAME.action_from_json(forged)
    state = moved()
    assert GAME.state_from_json(state.config, GAME.state_to_json(state)) == state
    ended = GAME.apply(state, 0, EndTurn())
    assert GAME.state_from_json(ended.config, GAME.state_to_json(ended)) == ended


def test_a_stored_rulings_3_table_loads_and_plays_under_3():
    config = GAME.config_from_json(GAME.config_to_json(GAME.make_config(2, {"rules": 3})))
    assert config.rules == 3
    state = moved(rules=3)
    assert GAME.state_from_json(config, GAME.state_to_json(state)).phase == "turn"


def _played(rules: int, seed: int, policy: str) -> tuple[object, list[Move], object]:
    """A whole game; ``policy`` "ends" is greedy but ends every turn it may."""
    config = GAME.make_config(2, {"rules": rules})
    rng = random.Random(seed)
    state = GAME.new_game(config, seed)
    moves = []
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        if policy == "ends" and EndTurn() in legal:
            action = EndTurn()
        else:
            action = choose(GAME, state, seat, "greedy" if policy == "ends" else policy, rng)
        moves.append(Move(seat, action))
        state = GAME.apply(state, seat, action)
    return config, moves, state


@pytest.mark.parametrize("rules", [3, 4])
def test_games_that_end_every_turn_they_may_replay_exactly_under_their_rulings(rules):
    config, moves, state = _played(rules, 7, "ends")
    assert GAME.replay(config, 7, moves) == state
    ended = sum(isinstance(move.action, EndTurn) for move in moves)
    assert (ended > 0) == (rules == 4)  # only where the rulings let a turn end there
    for before, after in itertools.pairwise(moves):
        if isinstance(before.action, MoveSerendip):  # the same player turns on or ends
            assert after.seat == before.seat and isinstance(after.action, Turn | EndTurn)


def test_a_rulings_3_log_replays_as_it_was_played():
    """A log of a table started under rulings 3: every move after a moved Serendip is a turned
    tile, and the log replays to the same end."""
    config, moves, state = _played(3, 11, "greedy")
    after_move = [
        moves[i + 1].action for i, m in enumerate(moves[:-1]) if isinstance(m.action, MoveSerendip)
    ]
    assert after_move and all(isinstance(action, Turn) for action in after_move)
    assert GAME.replay(config, 11, moves) == state


@pytest.mark.parametrize("policy", ["greedy", "strong"])
def test_the_ai_seats_turn_on_after_moving_a_serendip(policy):
    state = moved()
    for seed in range(5):
        assert isinstance(choose(GAME, state, 0, policy, random.Random(seed)), Turn)


def test_the_reason_for_ending_the_turn_keeps_the_score_it_has():
    state = moved()
    view = GAME.view(state, 0)
    reason = why(view, EndTurn())
    assert reason.key == "serendipity-why-end"
    assert (
        reason.args["points"]
        == view.scores[0]
        == GAME.view(GAME.apply(state, 0, EndTurn()), 0).scores[0]
    )
