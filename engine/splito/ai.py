"""Splito's greedy AI: place the card where it raises the product of its own two zones most."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.splito.hopes import Hopes
from engine.splito.seating import player_zones
from engine.splito.state import Pick, SplitoView

# Zones are shared: a move that lifts the best rival as much as us gains nothing.
RIVAL_WEIGHT = 0.3


def greedy_policy(view: SplitoView, legal: Sequence[Pick], rng: random.Random) -> Pick:
    """Pick the card and side that make (left + 1) × (right + 1) of the own zones largest,
    less a share of the best rival's product.

    The +1 keeps a zone still at 0 worth improving; unmet objectives count for part of their
    points, since later cards may complete them (``Hopes``). Ties are broken at random.
    """
    assert view.seat is not None, "a policy plays a seat"
    left_zone, right_zone = player_zones(view.players, view.seat)
    hopes = Hopes(view.deck, view.zones, view.commons, view.promo_zone)
    rivals = [player_zones(view.players, s) for s in range(view.players) if s != view.seat]
    best: list[Pick] = []
    best_value = float("-inf")
    for pick in legal:
        target = left_zone if pick.side == "left" else right_zone
        hoped = hopes.with_card(target, pick.card)
        mine = (hoped[left_zone] + 1) * (hoped[right_zone] + 1)
        rival = max((hoped[left] + 1) * (hoped[right] + 1) for left, right in rivals)
        value = mine - RIVAL_WEIGHT * rival
        if value > best_value + 1e-9:
            best, best_value = [pick], value
        elif abs(value - best_value) <= 1e-9:
            best.append(pick)
    return rng.choice(best)
