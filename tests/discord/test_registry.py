"""Every game the bot plays, checked the same way through the one registry: its engine and
images exist, its commands are complete, its controls' custom_ids round-trip, its games
replay."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import discord
import pytest
from hypothesis import given
from hypothesis import strategies as st

import render
from bot.discordbot.commands import game_group
from bot.discordbot.controls import ControlId, FieldSpec
from bot.discordbot.games import GameUI
from bot.discordbot.lobby import FOR_THREADS, REQUIRED, LobbyButton
from bot.discordbot.registry import GAMES
from engine import Move, game_names, get_game

CONTROLS = [LobbyButton, *(control for ui in GAMES for control in ui.controls)]


def test_the_registry_engines_and_images_name_the_same_games():
    assert game_names() == render.games_with_images() == sorted(ui.game for ui in GAMES)
    assert len({ui.command for ui in GAMES}) == len(GAMES)


@pytest.mark.parametrize("ui", GAMES, ids=lambda ui: ui.game)
def test_every_game_has_the_five_commands(ui: GameUI):
    group = game_group(ui)
    names = {command.name for command in group.commands}
    assert {"start", "rules", "status", "leave", "cancel"} <= names
    assert group.name == ui.command


@pytest.mark.parametrize("ui", GAMES, ids=lambda ui: ui.game)
def test_ai_seats_stop_one_short_of_a_full_table(ui: GameUI):
    start = next(c for c in game_group(ui).commands if c.name == "start")
    assert isinstance(start, discord.app_commands.Command)
    (ai_seats,) = [p for p in start.parameters if p.name == "ai_seats"]
    _, high = get_game(ui.game).player_range()
    assert (ai_seats.min_value, ai_seats.max_value) == (0, high - 1)


def field_values(spec: FieldSpec) -> st.SearchStrategy[Any]:
    """Every value a field may carry, up to its bounds."""
    if spec.words:
        values: st.SearchStrategy[Any] = st.sampled_from(spec.words)
    elif spec.kind is bool:
        values = st.booleans()
    else:
        values = st.integers(0, spec.largest)
    return values | st.none() if spec.optional else values


def choices(fields: type[ControlId], only: dict[str, tuple[str, ...]]) -> st.SearchStrategy[Any]:
    strategies = {}
    for spec in fields.specs():
        strategy = field_values(spec)
        if spec.name in only:
            strategy = st.sampled_from(only[spec.name])
        strategies[spec.name] = strategy
    return st.fixed_dictionaries(strategies).map(lambda values: fields(**values))


@pytest.mark.parametrize("control", CONTROLS, ids=lambda c: c.__name__)
@given(data=st.data())
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_every_controls_custom_id_round_trips_through_its_template(control, data):
    choice = data.draw(choices(control.fields, dict(control.only)))
    custom_id = control.custom_id_of(choice)
    assert len(custom_id) <= 100  # Discord's limit
    template = control.__discord_ui_compiled_template__
    match = template.fullmatch(custom_id)
    assert match is not None, custom_id
    assert control.fields.parse(match) == choice
    assert control(choice).item.custom_id == custom_id


def test_control_fields_read_their_types():
    specs = {s.name: s for s in LobbyButton.fields.specs()}
    assert specs["table"].pattern == "[0-9]{1,18}"
    assert specs["action"].words == ("join", "leave", "ai", "unai", "start", "cancel")


@pytest.mark.parametrize("ui", GAMES, ids=lambda ui: ui.game)
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_a_random_game_round_trips_through_json_and_replays(ui: GameUI):
    game = get_game(ui.game)
    rng = random.Random(ui.game)
    low, high = game.player_range()
    config = game.config_from_json(game.config_to_json(game.make_config(rng.randint(low, high))))
    seed = rng.randrange(2**31)
    state = game.new_game(config, seed)
    moves = []
    for _ in range(5000):
        if game.is_over(state):
            break
        seat = rng.choice(sorted(game.to_act(state)))
        action = rng.choice(game.legal_actions(state, seat))
        action = game.action_from_json(game.action_to_json(action))
        moves.append(Move(seat, action))
        state = game.apply(state, seat, action)
        assert game.state_from_json(config, game.state_to_json(state)) == state
    assert game.is_over(state), "a random game ends"
    assert game.replay(config, seed, moves) == state


def test_the_readme_s_invite_asks_exactly_for_the_permissions_the_bot_checks():
    """The invite link's number is the permissions the bot checks where a game or a tutorial
    starts, no more (a permission nobody needs is a permission an operator must trust)."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    (asked,) = re.findall(r"permissions=(\d+)", readme)
    checked = [*REQUIRED, *FOR_THREADS, "create_private_threads"]
    assert discord.Permissions(int(asked)) == discord.Permissions(**dict.fromkeys(checked, True))
    assert f"`{asked}` is exactly these permissions" in readme
