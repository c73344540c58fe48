"""Splitter's placements as players read them, for every transport."""

from __future__ import annotations

from engine import Message, message
from engine.splitter import Place


def placement_words(place: Place) -> Message:
    """``5 in row 3, column 2 · 1 in column 7``."""
    (row, left), (_, right) = place.cells
    a, b = place.numbers
    return message("splitter-placement", a=a, b=b, row=row + 1, left=left + 1, right=right + 1)
