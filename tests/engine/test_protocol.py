"""The engine's shared contract: its messages, its errors and its registry of games."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine import ConfigError, IllegalAction, get_game, message
from engine.protocol import _REGISTRY, DataFileError, Message, register


def test_a_message_shows_its_key_and_arguments():
    assert str(message("game-over")) == "game-over"
    assert (
        str(message("splito-card", colour="blue", value=4)) == "splito-card(colour=blue, value=4)"
    )


def test_an_engine_error_carries_its_message():
    error = IllegalAction("not-an-action", value="'x'")
    assert error.message == Message("not-an-action", {"value": "'x'"})
    assert error.args == ("not-an-action(value='x')",)
    assert DataFileError("pad 'P': too short").message == message(
        "config-data-file", detail="pad 'P': too short"
    )


def test_an_unknown_game_is_refused_listing_the_known_ones():
    with pytest.raises(ConfigError) as refused:
        get_game("chess")
    assert str(refused.value) == (
        "There is no game 'chess' (known: serendipity, splitit, splito, splitter)."
    )


def test_a_game_without_lobby_choices_refuses_them_by_its_name():
    with pytest.raises(ConfigError) as refused:
        get_game("splito").check_seat_choices([None])
    assert str(refused.value) == "Splito has no choices to make in the lobby."


def test_a_registered_game_is_found_by_its_name():
    game = SimpleNamespace(name="test-game")
    register(game)  # type: ignore[arg-type]
    try:
        assert get_game("test-game") is game
    finally:
        del _REGISTRY["test-game"]
