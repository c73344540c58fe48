"""Splito's cards: the objective deck as validated data, and the Splito number cards.

The printed objective deck is not published, so it is data (see ``data/README.md`` for the file
format), loaded and validated here. An operator may point a table at another deck file.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib import resources
from pathlib import Path
from typing import Any, Literal, TypeGuard, cast

from engine.protocol import DataFileError, Message, message, shown
from engine.splito.conditions import (
    DEFAULT_COLOURS,
    MAX_NESTING,
    OPS,
    AllOf,
    CardCount,
    Condition,
    Count,
    Distinct,
    Includes,
    Majority,
    Op,
    colour_word,
    describe,
)

VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
COPIES = 2
PROMO_ID = "promo-42"
#: A colour's name is a word: a board, a card's id and an error name it.
MOST_COLOUR_CHARS = 24
PROMO_TARGET = 42

Symbol = Literal["star", "moon"]


class DeckError(DataFileError):
    """A deck file is malformed; the message names the card and the problem."""


@dataclass(frozen=True, slots=True)
class Objective:
    """One objective card of the deck."""

    id: str
    points: int
    condition: Condition
    symbol: Symbol | None = None
    text: str = ""
    #: The card's condition in words (the deck's own text, or worded from the condition):
    #: made once, since scoring a table names every objective on it.
    label: Message = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        label = message("plain", text=self.text) if self.text else describe(self.condition)
        object.__setattr__(self, "label", label)


@dataclass(frozen=True, slots=True)
class SplitoCard:
    """A number card: only used to fulfil objectives."""

    id: str
    colour: str
    value: int


@dataclass(frozen=True)
class Deck:
    """A validated objective deck plus the Splito cards' colours."""

    name: str
    provenance: str
    colours: tuple[str, ...]
    promo_points: int
    objectives: tuple[Objective, ...]
    _objectives_by_id: dict[str, Objective] = field(init=False, repr=False, compare=False)
    _splito_by_id: dict[str, SplitoCard] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Lookups happen on every scoring pass; index once rather than hash the deck each time.
        object.__setattr__(self, "_objectives_by_id", {o.id: o for o in self.objectives})
        object.__setattr__(self, "_splito_by_id", {c.id: c for c in _splito_cards(self.colours)})

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its content (the indexes are made again), the shipped deck by name: a
        table's view goes to another process to be drawn, and its deck was most of it."""
        if self is default_deck() or self == default_deck():
            return (default_deck, ())
        return (
            Deck,
            (self.name, self.provenance, self.colours, self.promo_points, self.objectives),
        )

    @cached_property
    def fingerprint(self) -> str:
        """A short hash of the deck's content, to tell decks apart."""
        raw = json.dumps(deck_to_json(self), sort_keys=True).encode()
        return hashlib.sha256(raw).hexdigest()[:12]

    def splito_cards(self) -> tuple[SplitoCard, ...]:
        """All 72 (for six colours) Splito cards, in a fixed order."""
        return _splito_cards(self.colours)

    def objective(self, card_id: str) -> Objective | None:
        """The objective with this id, or None."""
        return self._objectives_by_id.get(card_id)

    def splito(self, card_id: str) -> SplitoCard | None:
        """The Splito card with this id, or None."""
        return self._splito_by_id.get(card_id)

    def card_label(self, card_id: str) -> Message:
        """A card as players name it: ``blue 4``, ``exactly two 4s (2 pts)``, ``promo 42``."""
        if card_id == PROMO_ID:
            return message("splito-card-promo", points=self.promo_points)
        if (card := self.splito(card_id)) is not None:
            return message("splito-card", colour=colour_word(card.colour), value=card.value)
        if (objective := self.objective(card_id)) is not None:
            return message("splito-card-objective", label=objective.label, points=objective.points)
        return message("plain", text=card_id)

    def knows(self, card_id: str) -> bool:
        """True for any card id of this deck (Splito, objective or the promo)."""
        return (
            card_id == PROMO_ID or self.splito(card_id) is not None or bool(self.objective(card_id))
        )


def splito_id(colour: str, value: int, copy: int = 1) -> str:
    """The id of a Splito card, e.g. ``blue-4-1``."""
    return f"{colour}-{value}-{copy}"


@cache
def _splito_cards(colours: tuple[str, ...]) -> tuple[SplitoCard, ...]:
    return tuple(
        SplitoCard(splito_id(c, v, k), c, v)
        for c in colours
        for v in VALUES
        for k in range(1, COPIES + 1)
    )


# -- describing --------------------------------------------------------------------------------

#: How the catalogs name a comparison (``splito-op-eq``…): one selector value per operator.
# -- loading and validation --------------------------------------------------------------------


def parse_deck(data: Any, source: str = "deck") -> Deck:
    """Validate a deck's JSON data and build it; raise DeckError naming the card at fault."""
    if not isinstance(data, dict):
        raise DeckError(f"{source}: the file must hold a JSON object")
    colours = data.get("colours", list(DEFAULT_COLOURS))
    if (
        not isinstance(colours, list)
        or len(colours) != len(DEFAULT_COLOURS)
        or not all(
            isinstance(c, str) and 0 < len(c) <= MOST_COLOUR_CHARS and "-" not in c for c in colours
        )
        or len(set(colours)) != len(colours)
    ):
        raise DeckError(
            f"{source}: 'colours' must list 6 different names without '-', "
            f"of {MOST_COLOUR_CHARS} characters at most"
        )
    promo_points = data.get("promo_points", 4)
    if not _is_int(promo_points) or not 1 <= promo_points <= 4:
        raise DeckError(f"{source}: 'promo_points' must be a whole number from 1 to 4")
    raw_objectives = data.get("objectives")
    if not isinstance(raw_objectives, list) or not raw_objectives:
        raise DeckError(f"{source}: 'objectives' must be a non-empty list of cards")
    if len(raw_objectives) > MOST_OBJECTIVES:
        raise DeckError(f"{source}: a deck holds at most {MOST_OBJECTIVES:,} objective cards")
    colour_set = frozenset(colours)
    splito_ids = {splito_id(c, v, k) for c in colours for v in VALUES for k in (1, 2)}
    objectives: list[Objective] = []
    seen: set[str] = set()
    for index, raw in enumerate(raw_objectives, start=1):
        card = _parse_objective(raw, index, colour_set)
        where = f"{source}: card {shown(card.id)}"
        if card.id in seen:
            raise DeckError(f"{where}: the id is used twice")
        if card.id in splito_ids or card.id == PROMO_ID:
            raise DeckError(f"{where}: the id collides with a Splito card or the promo")
        seen.add(card.id)
        objectives.append(card)
    for symbol in ("star", "moon"):
        if not any(o.symbol == symbol for o in objectives):
            raise DeckError(f"{source}: the deck needs at least one {symbol} card")
    name = data.get("name", Path(source).stem)
    provenance = data.get("provenance", "")
    if not isinstance(name, str) or not isinstance(provenance, str):
        raise DeckError(f"{source}: 'name' and 'provenance' must be text")
    return Deck(name, provenance, tuple(colours), promo_points, tuple(objectives))


def _parse_objective(raw: Any, index: int, colours: frozenset[str]) -> Objective:
    if not isinstance(raw, dict):
        raise DeckError(f"card #{index}: each card must be a JSON object")
    card_id = raw.get("id")
    if not isinstance(card_id, str) or not card_id or any(ch.isspace() for ch in card_id):
        raise DeckError(f"card #{index}: 'id' must be non-empty text without spaces")
    where = f"card {shown(card_id)}"
    points = raw.get("points")
    if not _is_int(points) or not 1 <= points <= 4:
        raise DeckError(f"{where}: points must be a whole number from 1 to 4, not {shown(points)}")
    symbol = raw.get("symbol")
    if symbol not in (None, "star", "moon"):
        raise DeckError(f"{where}: symbol must be 'star', 'moon' or absent, not {shown(symbol)}")
    text = raw.get("text", "")
    if not isinstance(text, str):
        raise DeckError(f"{where}: 'text' must be text")
    try:
        condition = _parse_condition(raw.get("condition"), colours)
    except ValueError as error:
        raise DeckError(f"{where}: {error}") from None
    if symbol == "star" and not (isinstance(condition, Majority) and condition.colour):
        raise DeckError(f"{where}: a star card must be a colour majority")
    if symbol == "moon" and not (isinstance(condition, Majority) and condition.value):
        raise DeckError(f"{where}: a moon card must be a value majority")
    return Objective(card_id, points, condition, symbol, text)


def _parse_condition(raw: Any, colours: frozenset[str], depth: int = 1) -> Condition:
    if depth > MAX_NESTING:
        raise ValueError(f"conditions nest more than {MAX_NESTING} deep")
    if not isinstance(raw, dict):
        raise ValueError("'condition' must be a JSON object with a 'kind'")
    kind = raw.get("kind")
    match kind:
        case "majority":
            colour, value = _colour_or_value(raw, colours)
            return Majority(colour=colour, value=value)
        case "count":
            colour, value = _colour_or_value(raw, colours)
            return Count(op=_op(raw), n=_n(raw), colour=colour, value=value)
        case "distinct":
            of = raw.get("of")
            if of not in ("colours", "values"):
                raise ValueError(f"distinct needs of='colours' or 'values', not {shown(of)}")
            return Distinct(of=of, op=_op(raw), n=_n(raw))
        case "includes":
            listed = raw.get("colours")
            if not isinstance(listed, list) or not listed:
                raise ValueError("includes needs a non-empty list 'colours'")
            for colour in listed:
                _check_colour(colour, colours)
            return Includes(colours=tuple(listed))
        case "cards":
            return CardCount(op=_op(raw), n=_n(raw))
        case "all":
            parts = raw.get("of")
            if not isinstance(parts, list) or not parts:
                raise ValueError("all needs a non-empty list 'of' of conditions")
            return AllOf(of=tuple(_parse_condition(p, colours, depth + 1) for p in parts))
    raise ValueError(
        f"unknown condition kind {shown(kind)} "
        "(known: majority, count, distinct, includes, cards, all)"
    )


def _colour_or_value(raw: dict[str, Any], colours: frozenset[str]) -> tuple[str | None, int | None]:
    has_colour, has_value = "colour" in raw, "value" in raw
    if has_colour == has_value:
        raise ValueError(f"{raw.get('kind')} needs exactly one of 'colour' or 'value'")
    if has_colour:
        return _check_colour(raw["colour"], colours), None
    value = raw["value"]
    if not _is_int(value) or value not in VALUES:
        raise ValueError(f"value must be a whole number from 1 to 6, not {shown(value)}")
    return None, value


def _check_colour(colour: Any, colours: frozenset[str]) -> str:
    if not isinstance(colour, str) or colour not in colours:
        known = ", ".join(sorted(colours))
        raise ValueError(f"unknown colour {shown(colour)} (the deck's colours: {known})")
    return str(colour)


def _op(raw: dict[str, Any]) -> Op:
    op = raw.get("op")
    if op not in OPS:
        raise ValueError(f"op must be one of ==, >=, <=, not {shown(op)}")
    return cast(Op, op)


def _n(raw: dict[str, Any]) -> int:
    n = raw.get("n")
    if not _is_int(n) or n < 0:
        raise ValueError(f"n must be a whole number of 0 or more, not {shown(n)}")
    return int(n)


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


#: A deck file is a few kilobytes (the shipped one, 37 cards, about 9 KB): anything over this
#: is refused before it is read whole, and a deck holds at most ``MOST_OBJECTIVES`` cards.
MOST_DECK_BYTES = 1_000_000
MOST_OBJECTIVES = 1_000


def load_deck(path: str | Path) -> Deck:
    """Read and validate a deck file; raise DeckError for an unreadable, oversized or invalid
    one (at most ``MOST_DECK_BYTES`` are read, whatever the file)."""
    path = Path(path)
    try:
        with path.open("rb") as file:
            raw = file.read(MOST_DECK_BYTES + 1)
    except OSError as error:
        raise DeckError(f"{path}: cannot read the deck file ({error.strerror})") from None
    if len(raw) > MOST_DECK_BYTES:
        raise DeckError(f"{path}: the deck file is over {MOST_DECK_BYTES:,} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DeckError(f"{path}: the deck file is not UTF-8 text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DeckError(f"{path}: not valid JSON (line {error.lineno}: {error.msg})") from None
    except RecursionError:
        raise DeckError(f"{path}: the JSON nests too deep to read") from None
    return parse_deck(data, str(path))


@cache
def default_deck() -> Deck:
    """The shipped deck: the community reconstruction of the 37 printed objectives."""
    raw = resources.files("engine.splito").joinpath("data/objectives.json").read_text("utf-8")
    return parse_deck(json.loads(raw), "objectives.json")


# -- writing -----------------------------------------------------------------------------------


def condition_to_json(condition: Condition) -> dict[str, Any]:
    """The deck-file form of a condition."""
    match condition:
        case Majority(colour=colour, value=value):
            return {"kind": "majority", **_cv(colour, value)}
        case Count(op=op, n=n, colour=colour, value=value):
            return {"kind": "count", **_cv(colour, value), "op": op, "n": n}
        case Distinct(of=of, op=op, n=n):
            return {"kind": "distinct", "of": of, "op": op, "n": n}
        case Includes(colours=colours):
            return {"kind": "includes", "colours": list(colours)}
        case CardCount(op=op, n=n):
            return {"kind": "cards", "op": op, "n": n}
        case AllOf(of=parts):
            return {"kind": "all", "of": [condition_to_json(p) for p in parts]}
    raise AssertionError(f"unknown condition {shown(condition)}")  # pragma: no cover


def _cv(colour: str | None, value: int | None) -> dict[str, Any]:
    return {"colour": colour} if colour is not None else {"value": value}


def deck_to_json(deck: Deck) -> dict[str, Any]:
    """The deck-file form of a deck; ``parse_deck(deck_to_json(d)) == d``."""
    cards: list[dict[str, Any]] = []
    for o in deck.objectives:
        card: dict[str, Any] = {"id": o.id, "points": o.points}
        if o.symbol:
            card["symbol"] = o.symbol
        if o.text:
            card["text"] = o.text
        card["condition"] = condition_to_json(o.condition)
        cards.append(card)
    return {
        "name": deck.name,
        "provenance": deck.provenance,
        "colours": list(deck.colours),
        "promo_points": deck.promo_points,
        "objectives": cards,
    }
