"""A Split it! table as the game's Discord code reads it: its public view and its seats'
views typed as the engine gives them."""

from __future__ import annotations

from typing import TypeAlias

from bot.service.types import GameTable
from engine.splitit import SplitItView

SplitItTable: TypeAlias = GameTable[SplitItView, SplitItView]
