"""The contract every game of the registry keeps, whatever its rules: a table size out of its
range is refused showing it; a finished game takes no action; a seat out of range or another
game's action is refused as illegal (never a crash), even to be encoded; rounds never go back;
a view of a seat out of range shows no more than the public one; everything survives JSON; and
a log replays to the game it came from."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

import pytest

from engine import ConfigError, IllegalAction, game_names, get_game
from engine.protocol import Move

GAMES = game_names()
SEEDS = (1, 2)


@dataclass(frozen=True)
class Playout:
    """A random game to its end: its config and seed, the log, and every state on the way."""

    name: str
    seed: int
    config: Any
    moves: list[Move[Any]]
    states: list[Any]

    @property
    def game(self) -> Any:
        return get_game(self.name)

    @property
    def final(self) -> Any:
        return self.states[-1]


def playout(name: str, seed: int) -> Playout:
    game = get_game(name)
    low, high = game.player_range()
    config = game.make_config(max(low, min(3, high)))
    rng = random.Random(seed)
    state = game.new_game(config, seed)
    moves: list[Move[Any]] = []
    states = [state]
    while not game.is_over(state):
        seat = min(game.waiting_for(state))
        action = rng.choice(game.legal_actions(state, seat))
        state = game.apply(state, seat, action)
        moves.append(Move(seat, action))
        states.append(state)
    return Playout(name, seed, config, moves, states)


@pytest.fixture(scope="module", params=[(n, s) for n in GAMES for s in SEEDS], ids=str)
def played(request: pytest.FixtureRequest) -> Playout:
    return playout(*request.param)


@pytest.fixture(scope="module")
def first_actions() -> dict[str, Any]:
    """Each game's first action of a playout: another game's action, for the others."""
    return {name: playout(name, 1).moves[0].action for name in GAMES}


@pytest.mark.parametrize("name", GAMES)
def test_a_table_size_out_of_range_is_refused_showing_it(name):
    """One below and one above the game's range, and counts that are no whole numbers, are
    refused naming the range the game says it has and the value given."""
    game = get_game(name)
    low, high = game.player_range()
    for players in (low - 1, high + 1, "2", "3", True):
        with pytest.raises(ConfigError) as refused:
            game.make_config(players)
        said = refused.value.message
        assert (said.key, dict(said.args)) == (
            "config-players-range",
            {"low": low, "high": high, "value": repr(players)},
        )


def test_a_finished_game_takes_no_action_and_offers_none(played):
    game = played.game
    assert game.is_over(played.final) and game.waiting_for(played.final) == frozenset()
    for seat in range(played.config.players):
        assert game.legal_actions(played.final, seat) == []
        with pytest.raises(IllegalAction) as refused:
            game.apply(played.final, seat, played.moves[-1].action)
        assert refused.value.message.key == "game-over"


def test_a_seat_out_of_range_is_refused(played):
    """As no seat of the table; or, where one player acts at a time, as not that player."""
    for seat in (-1, played.config.players, played.config.players + 1):
        with pytest.raises(IllegalAction) as refused:
            played.game.apply(played.states[0], seat, played.moves[0].action)
        said = refused.value.message
        assert (said.key, dict(said.args)) in [
            ("not-a-seat", {"seat": str(seat)}),
            ("not-your-turn", {}),
        ]


def test_another_game_s_action_is_refused_as_illegal(played, first_actions):
    first = played.moves[0]
    for other in GAMES:
        if other != played.name:
            with pytest.raises(IllegalAction):
                played.game.apply(played.states[0], first.seat, first_actions[other])


def test_encoding_another_game_s_action_is_refused_naming_it(played, first_actions):
    """Refused as an illegal action that shows what it was given, never an AttributeError."""
    for other in GAMES:
        if other != played.name:
            with pytest.raises(IllegalAction) as refused:
                played.game.action_to_json(first_actions[other])
            assert refused.value.message.key == "not-an-action"
            assert type(first_actions[other]).__name__ in refused.value.message.args["value"]


def test_rounds_never_go_back(played):
    rounds = [played.game.round_number(s) for s in played.states]
    assert rounds == sorted(rounds)


def test_a_view_of_a_seat_out_of_range_shows_no_more_than_the_public_one(played):
    """Refused, or the public view: never a seat's secrets (-1 must not read the last hand)."""
    game = played.game
    for state in (played.states[0], played.states[len(played.states) // 2]):
        public = game.view(state, None)
        for seat in (-1, played.config.players):
            try:
                shown = game.view(state, seat)
            except IllegalAction:
                continue
            assert shown == public, seat


def test_state_action_and_config_survive_json(played):
    game, config = played.game, played.config
    again = game.config_from_json(json.loads(json.dumps(game.config_to_json(config))))
    assert game.config_to_json(again) == game.config_to_json(config)
    for state in played.states[:: max(1, len(played.states) // 10)]:
        data = json.loads(json.dumps(game.state_to_json(state)))
        assert game.state_to_json(game.state_from_json(config, data)) == game.state_to_json(state)
    for move in played.moves[:20]:
        data = json.loads(json.dumps(game.action_to_json(move.action)))
        assert game.action_from_json(data) == move.action


def test_a_log_replays_to_the_game_it_came_from(played):
    game = played.game
    replayed = game.replay(played.config, played.seed, played.moves)
    assert game.state_to_json(replayed) == game.state_to_json(played.final)
