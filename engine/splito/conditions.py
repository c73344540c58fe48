"""The conditions an objective card of Splito states — majorities, counts, distinct colours or
values, cards included, and all of several — and how they read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.protocol import Message, message, shown

DEFAULT_COLOURS: tuple[str, ...] = ("yellow", "orange", "pink", "green", "blue", "black")
Op = Literal["==", ">=", "<="]
OPS: tuple[str, ...] = ("==", ">=", "<=")
#: How deep "all" conditions may nest (the printed cards nest one level).
MAX_NESTING = 8


@dataclass(frozen=True, slots=True)
class Majority:
    """Strictly more Splito cards of ``colour`` (or ``value``) than every other zone."""

    colour: str | None = None
    value: int | None = None


@dataclass(frozen=True, slots=True)
class Count:
    """The number of Splito cards of ``colour`` (or ``value``) satisfies ``op n``."""

    op: Op
    n: int
    colour: str | None = None
    value: int | None = None


@dataclass(frozen=True, slots=True)
class Distinct:
    """The number of different colours (or values) among the Splito cards satisfies ``op n``."""

    of: Literal["colours", "values"]
    op: Op
    n: int


@dataclass(frozen=True, slots=True)
class Includes:
    """At least one Splito card of each listed colour."""

    colours: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardCount:
    """The number of cards of every kind in the zone satisfies ``op n``."""

    op: Op
    n: int


@dataclass(frozen=True, slots=True)
class AllOf:
    """Every listed condition holds."""

    of: tuple[Condition, ...]


Condition = Majority | Count | Distinct | Includes | CardCount | AllOf


_OP_NAMES = {"==": "eq", ">=": "ge", "<=": "le"}


def colour_word(colour: str) -> Message:
    """A Splito card colour in words; a custom deck's own colour names are shown as written."""
    if colour in DEFAULT_COLOURS:
        return message(f"splito-colour-{colour}")
    return message("plain", text=colour)


def describe(condition: Condition) -> Message:
    """A condition in words, e.g. ``exactly two 4s``: a ``Message`` for the reader's language."""
    match condition:
        case Majority(colour=colour, value=value):
            if colour:
                return message("splito-cond-most-colour", colour=colour_word(colour))
            return message("splito-cond-most-value", value=value)
        case Count(op=op, n=n, colour=colour, value=value):
            if colour:
                return message(
                    "splito-cond-count-colour", op=_OP_NAMES[op], n=n, colour=colour_word(colour)
                )
            return message("splito-cond-count-value", op=_OP_NAMES[op], n=n, value=value)
        case Distinct(of=of, op=op, n=n):
            return message(f"splito-cond-distinct-{of}", op=_OP_NAMES[op], n=n)
        case Includes(colours=colours):
            return message("splito-cond-includes", colours=[colour_word(c) for c in colours])
        case CardCount(op=op, n=n):
            return message("splito-cond-cards", op=_OP_NAMES[op], n=n)
        case AllOf(of=parts):
            return message("splito-cond-all", parts=[describe(p) for p in parts])
    raise AssertionError(f"unknown condition {shown(condition)}")  # pragma: no cover
