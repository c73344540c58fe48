"""The conditions an objective card of Splito states: majorities, counts, distinct colours or
values, cards included, and all of several."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

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
