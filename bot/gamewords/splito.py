"""Splito's zones and sides as players call them, for every transport."""

from __future__ import annotations

from bot.i18n import Words
from engine import Message, message
from engine.splito import SplitoView
from engine.splito.seating import player_zones, zone_seats


def zone_words(view: SplitoView, names: list[str], zone: int) -> Message:
    """A zone as players call it."""
    if view.two_player:
        side = "left" if zone % 2 == 0 else "right"
        return message(f"splito-zone-of-{side}", name=names[zone // 2])
    left, right = zone_seats(view.players, zone)
    return message("splito-zone-between", left=names[left], right=names[right])


def played_where(view: SplitoView, names: list[str], seat: int, zone: int) -> Message:
    """Where a player put a card, from where they sit: ``left, with Bob``."""
    if view.two_player:
        return zone_words(view, names, zone)
    left_zone, _ = player_zones(view.players, seat)
    side = "left" if zone == left_zone else "right"
    partner = next(s for s in zone_seats(view.players, zone) if s != seat)
    return message(f"splito-played-{side}", name=names[partner])


def side_label(say: Words, view: SplitoView, names: list[str], seat: int, side: str) -> str:
    """The Left / Right control's text, naming the neighbour who shares that zone."""
    if view.two_player:
        return say(f"splito-side-{side}-zone")
    left_zone, right_zone = player_zones(view.players, seat)
    zone = left_zone if side == "left" else right_zone
    partner = next(s for s in zone_seats(view.players, zone) if s != seat)
    return say(f"splito-side-{side}-with", name=names[partner])
