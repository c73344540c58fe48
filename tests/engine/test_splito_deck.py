"""The objective deck file: the shipped deck, its format, and every refusal of a bad file."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from bot.i18n import ENGLISH
from engine.protocol import ConfigError
from engine.splito import GAME, DeckError, default_deck, load_deck, parse_deck
from engine.splito.deck import Majority, deck_to_json, describe


def test_shipped_deck_matches_the_specification():
    deck = default_deck()
    assert len(deck.objectives) == 37
    assert len(deck.splito_cards()) == 72
    stars = [o for o in deck.objectives if o.symbol == "star"]
    moons = [o for o in deck.objectives if o.symbol == "moon"]
    assert len(stars) == 6 and all(
        isinstance(o.condition, Majority) and o.condition.colour for o in stars
    )
    assert len(moons) == 6 and all(
        isinstance(o.condition, Majority) and o.condition.value for o in moons
    )
    assert all(1 <= o.points <= 4 for o in deck.objectives)
    assert deck.promo_points == 4
    assert "community reconstruction" in deck.provenance


def test_deck_json_round_trip_and_fingerprint(tmp_path: Path):
    deck = default_deck()
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(deck_to_json(deck)))
    again = load_deck(path)
    assert again == deck
    assert again.fingerprint == deck.fingerprint


@pytest.mark.parametrize(
    ("condition", "words"),
    [
        ({"kind": "majority", "colour": "pink"}, "most pink"),
        ({"kind": "majority", "value": 3}, "most 3s"),
        ({"kind": "count", "value": 4, "op": "==", "n": 2}, "exactly 2 4s"),
        ({"kind": "count", "value": 2, "op": "==", "n": 0}, "no 2s"),
        ({"kind": "count", "colour": "orange", "op": "==", "n": 0}, "no orange cards"),
        ({"kind": "count", "colour": "orange", "op": ">=", "n": 1}, "at least 1 orange card"),
        ({"kind": "distinct", "of": "colours", "op": "==", "n": 3}, "exactly 3 different colours"),
        ({"kind": "includes", "colours": ["yellow", "blue"]}, "one each of yellow and blue"),
        ({"kind": "cards", "op": ">=", "n": 15}, "at least 15 cards"),
        (
            {
                "kind": "all",
                "of": [{"kind": "cards", "op": "<=", "n": 3}, {"kind": "majority", "value": 1}],
            },
            "at most 3 cards and most 1s",
        ),
    ],
)
def test_conditions_read_as_words(condition, words):
    deck = _deck_with(condition)
    assert ENGLISH(describe(deck.objectives[-1].condition)) == words
    assert ENGLISH(deck.objectives[-1].label) == words


def _deck_with(condition) -> object:
    data = deck_to_json(default_deck())
    data["objectives"].append({"id": "X", "points": 1, "condition": condition})
    return parse_deck(data)


def _broken(mutate) -> dict:
    data = copy.deepcopy(deck_to_json(default_deck()))
    mutate(data)
    return data


def _set_card(index: int, **changes):
    def mutate(data):
        data["objectives"][index].update(changes)

    return mutate


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (
            _set_card(12, condition={"kind": "pairs", "value": 2}),
            r"card 'O13': unknown condition kind 'pairs'",
        ),
        (
            _set_card(0, condition={"kind": "majority", "colour": "purple"}),
            r"card 'O01': unknown colour 'purple'",
        ),
        (_set_card(13, points=5), r"card 'O14': points must be a whole number from 1 to 4"),
        (_set_card(13, points=0), r"card 'O14': points"),
        (_set_card(13, points=True), r"card 'O14': points"),
        (_set_card(14, symbol="sun"), r"card 'O15': symbol must be"),
        (_set_card(14, symbol="star"), r"card 'O15': a star card must be a colour majority"),
        (_set_card(0, symbol="moon"), r"card 'O01': a moon card must be a value majority"),
        (_set_card(3, id="O01"), r"card 'O01': the id is used twice"),
        (_set_card(3, id="blue-4-1"), r"collides with a Splito card"),
        (_set_card(3, id="two words"), r"card #4: 'id' must be non-empty text"),
        (
            _set_card(15, condition={"kind": "count", "value": 7, "op": "==", "n": 2}),
            r"card 'O16': value must be",
        ),
        (
            _set_card(15, condition={"kind": "count", "value": 2, "op": "!=", "n": 2}),
            r"card 'O16': op must be",
        ),
        (
            _set_card(15, condition={"kind": "count", "value": 2, "op": "==", "n": -1}),
            r"card 'O16': n must be",
        ),
        (
            _set_card(
                15, condition={"kind": "count", "colour": "blue", "value": 2, "op": "==", "n": 1}
            ),
            "exactly one of",
        ),
        (
            _set_card(15, condition={"kind": "distinct", "of": "shapes", "op": "==", "n": 1}),
            "of='colours'",
        ),
        (_set_card(15, condition={"kind": "includes", "colours": []}), "non-empty list 'colours'"),
        (_set_card(15, condition={"kind": "all", "of": []}), "non-empty list 'of'"),
        (_set_card(15, condition="most blue"), "'condition' must be a JSON object"),
        (_set_card(15, text=3), "'text' must be text"),
        (
            lambda d: d["objectives"].__setitem__(2, "O03"),
            "card #3: each card must be a JSON object",
        ),
        (
            lambda d: d.update(
                objectives=[o for o in d["objectives"] if o.get("symbol") != "star"]
            ),
            "at least one star",
        ),
        (
            lambda d: d.update(
                objectives=[o for o in d["objectives"] if o.get("symbol") != "moon"]
            ),
            "at least one moon",
        ),
        (lambda d: d.update(objectives=[]), "'objectives' must be a non-empty list"),
        (lambda d: d.update(colours=["red"]), "'colours' must list 6 different names"),
        (
            lambda d: d.update(colours=["a", "a", "b", "c", "d", "e"]),
            "'colours' must list 6 different",
        ),
        (lambda d: d.update(promo_points=9), "'promo_points' must be"),
        (lambda d: d.update(name=7), "'name' and 'provenance' must be text"),
    ],
)
def test_a_broken_deck_is_refused_naming_the_card(mutate, message):
    with pytest.raises(DeckError, match=message):
        parse_deck(_broken(mutate), "mine.json")


def test_a_deck_that_is_not_an_object_is_refused():
    with pytest.raises(DeckError, match="must hold a JSON object"):
        parse_deck([1, 2, 3], "mine.json")


def test_unreadable_and_invalid_json_files_are_refused(tmp_path: Path):
    with pytest.raises(DeckError, match="cannot read the deck file"):
        load_deck(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text('{"objectives": [')
    with pytest.raises(DeckError, match="not valid JSON"):
        load_deck(bad)


def test_a_table_can_use_another_deck_file(tmp_path: Path):
    data = deck_to_json(default_deck())
    data["name"] = "My printed deck"
    data["objectives"][13]["points"] = 4
    path = tmp_path / "printed.json"
    path.write_text(json.dumps(data))
    config = GAME.make_config(4, {"deck_file": str(path)})
    assert config.deck.name == "My printed deck"
    assert config.deck.objective("O14").points == 4
    # The stored config keeps the whole deck: editing the file later does not change the game.
    stored = GAME.config_to_json(config)
    path.write_text("broken")
    assert GAME.config_from_json(stored).deck == config.deck


def test_a_broken_deck_file_in_the_config_is_refused(tmp_path: Path):
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(_broken(_set_card(0, points=7))))
    with pytest.raises(ConfigError, match="card 'O01': points"):
        GAME.make_config(4, {"deck_file": str(path)})


def test_a_deck_too_small_for_the_table_is_refused(tmp_path: Path):
    data = deck_to_json(default_deck())
    data["objectives"] = data["objectives"][:12]  # stars and moons only: 72 + 10 cards to deal
    path = tmp_path / "small.json"
    path.write_text(json.dumps(data))
    assert GAME.make_config(6, {"deck_file": str(path)}).players == 6  # 78 needed
    with pytest.raises(ConfigError, match="has 82 cards to deal; 7 players need 91"):
        GAME.make_config(7, {"deck_file": str(path)})


def test_a_stored_config_whose_deck_was_altered_is_refused():
    stored = GAME.config_to_json(GAME.make_config(3))
    stored["deck"]["objectives"][0]["points"] = 1
    stored["deck_fingerprint"] = "0" * 12
    with pytest.raises(ConfigError, match="does not match its fingerprint"):
        GAME.config_from_json(stored)
