"""The objective deck file: the shipped deck, its format, and every refusal of a bad file."""

from __future__ import annotations

import copy
import json
import pickle
from pathlib import Path

import pytest

from bot.i18n import ENGLISH
from engine.protocol import ConfigError
from engine.splito import GAME, DeckError, default_deck, load_deck, parse_deck, score_table
from engine.splito.conditions import MAX_NESTING, Majority, colour_word, describe
from engine.splito.deck import MOST_DECK_BYTES, MOST_OBJECTIVES, deck_to_json

COLOURS_REFUSED = (
    "mine.json: 'colours' must list 6 different names without '-', of 24 characters at most"
)


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


@pytest.mark.parametrize("extra", [-1, 0, 1])
def test_a_deck_file_is_read_up_to_its_size_limit(tmp_path: Path, extra: int):
    text = json.dumps(deck_to_json(default_deck()))
    path = tmp_path / "padded.json"
    path.write_text(text + " " * (MOST_DECK_BYTES + extra - len(text)))  # JSON allows the spaces
    if extra <= 0:
        assert load_deck(path) == default_deck()
    else:
        with pytest.raises(DeckError, match="is over 1,000,000 bytes"):
            load_deck(path)


def test_an_endless_or_binary_deck_file_is_refused_without_reading_it_all(tmp_path: Path):
    with pytest.raises(DeckError, match="is over"):
        load_deck("/dev/zero")
    binary = tmp_path / "deck.json"
    binary.write_bytes(b"\xff\xfe{}")
    with pytest.raises(DeckError, match="not UTF-8 text"):
        load_deck(binary)


@pytest.mark.parametrize("extra", [-1, 0, 1])
def test_a_deck_holds_at_most_a_thousand_objectives(extra: int):
    data = deck_to_json(default_deck())
    cards = data["objectives"]
    data["objectives"] = [
        {**cards[i % len(cards)], "id": f"copy-{i}"} for i in range(MOST_OBJECTIVES + extra)
    ]
    if extra <= 0:
        assert len(parse_deck(data).objectives) == MOST_OBJECTIVES + extra
    else:
        with pytest.raises(DeckError, match="at most 1,000 objective cards"):
            parse_deck(data)


def test_deck_json_round_trip_and_fingerprint(tmp_path: Path):
    deck = default_deck()
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(deck_to_json(deck)))
    again = load_deck(path)
    assert again == deck
    assert again.fingerprint == deck.fingerprint


def test_a_deck_goes_to_another_process_whole_and_the_shipped_one_by_name():
    """Boards are drawn in other processes from a table's view: a deck of one's own arrives
    whole (its cards found again), the shipped deck as a name (it was most of the view)."""
    shipped = pickle.dumps(default_deck())
    assert pickle.loads(shipped) is default_deck()
    assert len(shipped) < 100
    data = json.loads(json.dumps(deck_to_json(default_deck())))
    data.update(name="House rules", promo_points=3)
    house = parse_deck(data, "house.json")
    again = pickle.loads(pickle.dumps(house))
    assert again == house and again != default_deck()
    first = house.objectives[0]
    assert again.objective(first.id) == first
    assert again.splito("blue-4-1") == house.splito("blue-4-1") is not None
    assert again.promo_points == 3


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


def test_cards_are_named_as_players_name_them():
    """The engine's name of each card (the transports word it): colour and value, an
    objective's condition and points, the promo card's points; an unknown id as it is."""
    deck = default_deck()
    assert ENGLISH(deck.card_label("blue-4-1")) == "blue 4"
    assert ENGLISH(deck.card_label("O13")) == "exactly two 1s (2 pts)"
    assert ENGLISH(deck.card_label("O01")) == "most yellow (3 pts)"
    assert ENGLISH(deck.card_label("promo-42")) == "promo 42 (4 pts)"
    assert ENGLISH(deck.card_label("blue-4-9")) == "blue-4-9"
    assert [deck.knows(c) for c in ("blue-4-2", "blue-4-3", "O01", "O99", "promo-42")] == [
        True,
        False,
        True,
        False,
        True,
    ]


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (
            _set_card(12, condition={"kind": "pairs", "value": 2}),
            "card 'O13': unknown condition kind 'pairs' "
            "(known: majority, count, distinct, includes, cards, all)",
        ),
        (
            _set_card(0, condition={"kind": "majority", "colour": "purple"}),
            "card 'O01': unknown colour 'purple' "
            "(the deck's colours: black, blue, green, orange, pink, yellow)",
        ),
        (_set_card(13, points=5), "card 'O14': points must be a whole number from 1 to 4, not 5"),
        (
            _set_card(14, symbol="sun"),
            "card 'O15': symbol must be 'star', 'moon' or absent, not 'sun'",
        ),
        (
            _set_card(15, condition={"kind": "count", "value": 7, "op": "==", "n": 2}),
            "card 'O16': value must be a whole number from 1 to 6, not 7",
        ),
        (
            _set_card(15, condition={"kind": "count", "value": 2, "op": "!=", "n": 2}),
            "card 'O16': op must be one of ==, >=, <=, not '!='",
        ),
        (
            _set_card(15, condition={"kind": "count", "value": 2, "op": "==", "n": -1}),
            "card 'O16': n must be a whole number of 0 or more, not -1",
        ),
        (
            _set_card(
                15, condition={"kind": "count", "colour": "blue", "value": 2, "op": "==", "n": 1}
            ),
            "card 'O16': count needs exactly one of 'colour' or 'value'",
        ),
        (
            _set_card(15, condition={"kind": "distinct", "of": "shapes", "op": "==", "n": 1}),
            "card 'O16': distinct needs of='colours' or 'values', not 'shapes'",
        ),
        (
            _set_card(15, condition={"kind": "includes", "colours": []}),
            "card 'O16': includes needs a non-empty list 'colours'",
        ),
        (
            _set_card(15, condition={"kind": "all", "of": []}),
            "card 'O16': all needs a non-empty list 'of' of conditions",
        ),
        (
            _set_card(15, condition="most blue"),
            "card 'O16': 'condition' must be a JSON object with a 'kind'",
        ),
        (_set_card(3, id=""), "card #4: 'id' must be non-empty text without spaces"),
        (_set_card(3, id=None), "card #4: 'id' must be non-empty text without spaces"),
        (
            lambda d: d.update(colours=["a-b", "c", "d", "e", "f", "g"]),
            COLOURS_REFUSED,
        ),
        (
            lambda d: d.update(colours=["", "c", "d", "e", "f", "g"]),
            COLOURS_REFUSED,
        ),
        (
            lambda d: d.update(colours=[3, "c", "d", "e", "f", "g"]),
            COLOURS_REFUSED,
        ),
        (
            lambda d: d.update(colours=["x" * 25, "c", "d", "e", "f", "g"]),
            COLOURS_REFUSED,
        ),
    ],
)
def test_a_broken_deck_s_refusal_says_what_was_found(mutate, message):
    """An operator fixing a deck file reads where, what is expected and what was there."""
    with pytest.raises(DeckError) as refused:
        parse_deck(_broken(mutate), "mine.json")
    assert str(refused.value) == message


@pytest.mark.parametrize(("points", "accepted"), [(0, False), (1, True), (4, True), (5, False)])
def test_the_promo_card_is_worth_1_to_4_points(points, accepted):
    """rules/splito.md: the promo card 42 scores from 1 to 4 points (4 in the printed game)."""
    data = _broken(lambda d: d.update(promo_points=points))
    if accepted:
        assert parse_deck(data).promo_points == points
    else:
        with pytest.raises(DeckError, match="'promo_points' must be a whole number from 1 to 4"):
            parse_deck(data, "mine.json")


def test_a_deck_file_may_leave_out_colours_promo_name_and_provenance():
    """Left out, a deck has the printed game's colours and promo points, is named after its
    file and has no provenance."""
    data = deck_to_json(default_deck())
    for key in ("colours", "promo_points", "name", "provenance"):
        data.pop(key)
    deck = parse_deck(data, "/decks/mine.json")
    assert deck.colours == default_deck().colours
    assert (deck.promo_points, deck.name, deck.provenance) == (4, "mine", "")


def _nested(depth: int) -> dict:
    condition: dict = {"kind": "cards", "op": ">=", "n": 1}
    for _ in range(depth - 1):
        condition = {"kind": "all", "of": [condition]}
    return condition


def test_conditions_nest_at_most_max_nesting_deep():
    """A custom deck's ``all`` conditions may nest MAX_NESTING levels, not one more."""
    assert _deck_with(_nested(MAX_NESTING)) is not None
    with pytest.raises(DeckError, match="nest"):
        _deck_with(_nested(MAX_NESTING + 1))
    # Inside an ``all``, colours are checked against the deck's like anywhere else.
    with pytest.raises(DeckError, match="unknown colour 'purple'"):
        _deck_with({"kind": "all", "of": [{"kind": "majority", "colour": "purple"}]})


def test_colours_are_worded_in_the_reader_s_language_unless_the_deck_named_its_own():
    from bot.i18n import words

    assert words("fr")(colour_word("blue")) == "bleu"
    assert words("fr")(colour_word("teal")) == "teal"


def test_more_refusals_say_what_was_found():
    with pytest.raises(DeckError) as not_an_object:
        parse_deck([1, 2, 3])
    assert str(not_an_object.value) == "deck: the file must hold a JSON object"
    with pytest.raises(ConfigError) as promo:
        GAME.make_config(3, {"promo42": "yes"})
    assert str(promo.value).endswith("promo42 must be true or false, not 'yes'")
    with pytest.raises(ConfigError) as path:
        GAME.make_config(3, {"deck_file": 3})
    assert str(path.value).endswith("deck_file must be a path, not 3")
    with pytest.raises(ValueError, match=r"^'O13' is not a majority objective of the deck$"):
        score_table(default_deck(), [[], [], []], ["O13", "O01"])


@pytest.mark.parametrize("card_id", ["blue-4-1", "blue-4-2", "black-6-2"])
def test_an_objective_may_not_take_a_splito_card_s_id(card_id):
    """Both copies of every Splito card keep their ids (rules/splito.md: two of each)."""
    with pytest.raises(DeckError, match="collides with a Splito card"):
        parse_deck(_broken(_set_card(3, id=card_id)))


def test_a_star_card_must_be_a_colour_majority_not_any_colour_condition():
    count_blue = {"kind": "count", "colour": "blue", "op": "==", "n": 2}
    with pytest.raises(DeckError, match="a star card must be a colour majority"):
        parse_deck(_broken(_set_card(14, symbol="star", condition=count_blue)))


def test_a_stored_deck_that_does_not_match_its_fingerprint_says_so():
    stored = GAME.config_to_json(GAME.make_config(3))
    stored["deck"]["objectives"][0]["points"] = 1
    stored["deck_fingerprint"] = "0" * 12
    with pytest.raises(ConfigError) as refused:
        GAME.config_from_json(stored)
    assert str(refused.value) == "stored deck does not match its fingerprint"


def test_a_deck_file_s_refusal_names_the_file(tmp_path: Path):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps([1, 2, 3]))
    with pytest.raises(DeckError) as refused:
        load_deck(path)
    assert str(refused.value) == f"{path}: the file must hold a JSON object"
