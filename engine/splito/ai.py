"""Splito's greedy AI: place the card where it raises the product of its own two zones most."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.splito.scoring import score_table
from engine.splito.seating import player_zones
from engine.splito.state import Pick, SplitoView

# An objective that does not hold yet may still hold later: count part of its points.
UNMET_OBJECTIVE_WEIGHT = 0.5
# Zones are shared: a move that lifts the best rival as much as us gains nothing.
RIVAL_WEIGHT = 0.3


def greedy_policy(view: SplitoView, legal: Sequence[Pick], rng: random.Random) -> Pick:
    """Pick the card and side that make (left + 1) × (right + 1) of the own zones largest,
    less a share of the best rival's product.

    The +1 keeps a zone still at 0 worth improving; unmet objectives count for part of their
    points, since later cards may complete them. Ties are broken at random.
    """
    assert view.seat is not None, "a policy plays a seat"
    left_zone, right_zone = player_zones(view.players, view.seat)
    best: list[Pick] = []
    best_value = float("-inf")
    for pick in legal:
        target = left_zone if pick.side == "left" else right_zone
        zones = [list(z) for z in view.zones]
        zones[target].append(pick.card)
        value = _value(view, zones, left_zone, right_zone)
        if value > best_value + 1e-9:
            best, best_value = [pick], value
        elif abs(value - best_value) <= 1e-9:
            best.append(pick)
    return rng.choice(best)


def _value(view: SplitoView, zones: list[list[str]], left_zone: int, right_zone: int) -> float:
    result = score_table(
        view.deck,
        zones,
        view.commons,
        view.promo_zone,
        two_player=view.two_player,
        final=False,
    )
    hoped = [
        zone.total + sum(o.points for o in zone.objectives if not o.met) * UNMET_OBJECTIVE_WEIGHT
        for zone in result.zones
    ]
    mine = (hoped[left_zone] + 1) * (hoped[right_zone] + 1)
    rivals = [
        (hoped[p.left_zone] + 1) * (hoped[p.right_zone] + 1)
        for p in result.players
        if p.seat != view.seat
    ]
    return mine - RIVAL_WEIGHT * max(rivals)
