"""Seats as every transport names them: a person's display name, an added AI in the table's
words ("AI 2 (strong)"). Shared by the Discord table and the live page, so both say the same."""

from __future__ import annotations

import re

from bot.i18n import words
from bot.service import SeatInfo, TableView
from engine.ai import DEFAULT_LEVEL, level_of

#: How the service names the AI seats it adds ("AI 2"): shown in the table's language.
AI_NAME = re.compile(r"AI (\d{1,2})")


def seat_name(table: TableView, seat: SeatInfo) -> str:
    """A seat's name; the AI seats the lobby added are named in the table's words."""
    added = AI_NAME.fullmatch(seat.name) if seat.is_ai else None
    if not added:
        return seat.name
    level = level_of(seat.ai_policy) or DEFAULT_LEVEL
    return words(table.language)("ai-seat-name", number=int(added[1]), level=level)


def seat_names(table: TableView) -> list[str]:
    """Names by seat position (lobby order before the start)."""
    ordered = sorted(table.seats, key=lambda s: (s.position is None, s.position or 0))
    return [seat_name(table, seat) for seat in ordered]
