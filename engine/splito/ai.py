"""Splito's greedy AI: place the card where it raises the product of its own two zones most."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.splito.hopes import hopes_of
from engine.splito.seating import player_zones
from engine.splito.state import Pick, SplitoView

# Zones are shared: a move that lifts the best rival as much as us gains nothing.
RIVAL_WEIGHT = 0.3
TIE = 1e-9


def seats_zones(players: int) -> list[tuple[int, int]]:
    """Each seat's (left zone, right zone)."""
    return [player_zones(players, seat) for seat in range(players)]


def hoped_products(hoped: Sequence[float], zones: Sequence[tuple[int, int]]) -> list[float]:
    """Each seat's (left + 1) × (right + 1) of its zones' hopes (``zones``: ``seats_zones``):
    the +1 keeps a zone still at 0 worth improving."""
    return [(hoped[a] + 1) * (hoped[b] + 1) for a, b in zones]


def pick_values(view: SplitoView, legal: Sequence[Pick]) -> list[float]:
    """What the greedy AI makes of each pick: the seat's hoped product after it, less a share
    of the best rival's."""
    assert view.seat is not None, "a policy plays a seat"
    zones = seats_zones(view.players)
    left, right = zones[view.seat]
    hopes = hopes_of(view.deck, view.zones, view.commons, view.promo_zone)
    values = []
    for pick in legal:
        products = hoped_products(
            hopes.with_card(left if pick.side == "left" else right, pick.card), zones
        )
        rival = max(p for seat, p in enumerate(products) if seat != view.seat)
        values.append(products[view.seat] - RIVAL_WEIGHT * rival)
    return values


def greedy_policy(view: SplitoView, legal: Sequence[Pick], rng: random.Random) -> Pick:
    """Pick the card and side that make (left + 1) × (right + 1) of the own zones largest,
    less a share of the best rival's product (``pick_values``).

    Unmet objectives count for part of their points, since later cards may complete them
    (``Hopes``). Ties are broken at random.
    """
    values = pick_values(view, legal)
    best = max(values)
    return rng.choice(
        [pick for pick, value in zip(legal, values, strict=True) if value >= best - TIE]
    )
