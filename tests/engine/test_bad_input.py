"""Bad input never crashes the engine: options of every game, Splito deck files and Splitter pad
files, whatever their shape, are accepted or refused with a ConfigError that names the field and
quotes little of the input back.

``HYPOTHESIS_PROFILE=fuzz`` runs many more examples (see tests/conftest.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import ConfigError, game_names, get_game
from engine.protocol import QUOTE_LIMIT, shown
from engine.splito.deck import deck_to_json, default_deck, load_deck, parse_deck
from engine.splitter.layout import Layout, parse_layout, shipped_pads

#: The longest refusal a person or an operator should have to read.
LONGEST_MESSAGE = 300

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=30)
    # Long enough to show an echo; drawn as a short text repeated, which costs what drawing
    # 2,000 characters one by one would cost a hundredth of.
    | st.text(min_size=1, max_size=20).map(lambda short: (short * 2500)[:2000])
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)

# Each game's option names, and a few it does not know.
OPTION_NAMES = {
    "splito": ["promo42"],
    "splitit": [],
    "splitter": ["pad"],
    "serendipity": [
        "colours_with_two",
        "colours_per_player",
        "colours",
        "seat_choices",
        "unowned",
    ],
}


def refused_clearly(error: ConfigError) -> None:
    message = str(error)
    assert message and len(message) <= LONGEST_MESSAGE, message


@pytest.mark.parametrize("name", game_names())
@given(data=st.data())
@settings(suppress_health_check=[HealthCheck.too_slow])
def test_options_of_any_shape_are_accepted_or_refused_with_a_config_error(name, data):
    game = get_game(name)
    low, high = game.player_range()
    players = data.draw(st.integers(low - 1, high + 1) | JSON_VALUES, label="players")
    keys = st.sampled_from([*OPTION_NAMES[name], "colour", "x"])
    options = data.draw(st.dictionaries(keys, JSON_VALUES, max_size=3), label="options")
    try:
        config = game.make_config(players, options)
    except ConfigError as error:
        refused_clearly(error)
        return
    # What is accepted is a real config: it survives its JSON form and deals a game.
    again = game.config_from_json(json.loads(json.dumps(game.config_to_json(config))))
    assert game.config_to_json(again) == game.config_to_json(config)
    game.new_game(config, 1)


@pytest.mark.parametrize("name", game_names())
@given(choices=JSON_VALUES)
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_lobby_picks_of_any_shape_are_accepted_or_refused_with_a_config_error(name, choices):
    game = get_game(name)
    try:
        game.check_seat_choices(choices if isinstance(choices, list) else [choices])
    except ConfigError as error:
        refused_clearly(error)


def paths(data: Any) -> list[tuple[Any, ...]]:
    """Every place in a JSON document, as a path of keys and indexes."""
    found: list[tuple[Any, ...]] = [()]
    if isinstance(data, dict):
        items = list(data.items())
    elif isinstance(data, list):
        items = list(enumerate(data))
    else:
        items = []
    for key, value in items:
        found += [(key, *rest) for rest in paths(value)]
    return found


def replaced(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    head, *rest = path
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[head] = replaced(data[head], tuple(rest), value)
    return copy


SHIPPED_DECK = deck_to_json(default_deck())
DECK_PLACES = paths(SHIPPED_DECK)


@given(place=st.sampled_from(DECK_PLACES), value=JSON_VALUES)
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_a_deck_damaged_anywhere_is_refused_or_still_a_deck_a_table_plays(place, value):
    """Most damage is refused with a clear error; a value the spec allows there (another
    number of points, say) gives a deck that survives its JSON form and deals a game."""
    try:
        deck = parse_deck(replaced(SHIPPED_DECK, place, value), "deck.json")
    except ConfigError as error:  # DeckError is a ConfigError
        refused_clearly(error)
        return
    assert parse_deck(deck_to_json(deck), "deck.json") == deck
    assert deck.splito_cards() and deck.objectives


@given(data=JSON_VALUES)
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_a_deck_of_any_shape_is_refused_with_a_deck_error(data):
    with pytest.raises(ConfigError) as refused:
        parse_deck(data, "deck.json")
    refused_clearly(refused.value)


@pytest.mark.parametrize("depth", [50, 5000])
def test_conditions_nested_too_deep_are_refused(depth):
    condition: dict[str, Any] = {"kind": "cards", "op": ">=", "n": 1}
    for _ in range(depth):
        condition = {"kind": "all", "of": [condition]}
    deck = replaced(SHIPPED_DECK, ("objectives", 0, "condition"), condition)
    with pytest.raises(ConfigError, match="nest"):
        parse_deck(deck, "deck.json")


def test_a_deck_file_nested_too_deep_for_json_is_refused(tmp_path: Path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(ConfigError, match=r"deep\.json"):
        load_deck(path)


PAD_ROWS = list(shipped_pads()["B"].rows)


@given(rows=JSON_VALUES, name=st.text(max_size=3000))
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_a_pad_of_any_shape_is_refused_with_a_config_error_or_is_a_pad(rows, name):
    try:
        layout = parse_layout(name, rows)
    except ConfigError as error:
        refused_clearly(error)
        return
    playable_pad(layout)


@given(
    row=st.integers(0, len(PAD_ROWS) - 1),
    text=st.text(alphabet=".o*H#x\u2603", max_size=2000),
)
def test_a_pad_with_a_damaged_row_is_refused_with_a_config_error_or_is_a_pad(row, text):
    rows = [*PAD_ROWS]
    rows[row] = text
    try:
        layout = parse_layout("B", rows)
    except ConfigError as error:
        refused_clearly(error)
        return
    playable_pad(layout)  # the row was damaged into another row a pad may have


def playable_pad(layout: Layout) -> None:
    """What ``parse_layout`` accepts is a pad a game plays: equal rows, mirrored, 44 cells."""
    assert layout.rows and len({len(row) for row in layout.rows}) == 1
    assert len(layout.cells) == 44 and layout.width % 2 == 0
    assert parse_layout(layout.name, list(layout.rows)) == layout


@pytest.mark.parametrize(("length", "cut"), [(39, False), (40, False), (41, True)])
def test_a_refusal_quotes_at_most_40_characters_of_a_value(length, cut):
    value = "x" * (length - 2)  # repr adds the quotes
    quoted = shown(value)
    assert len(repr(value)) == length and len(quoted) == min(length, QUOTE_LIMIT)
    assert quoted.endswith("…") == cut


def test_a_value_nested_deeper_than_repr_goes_is_named_not_quoted():
    nested: list = []
    for _ in range(100_000):
        nested = [nested]
    assert shown(nested) == "<a deeply nested list>"
