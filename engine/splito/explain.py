"""Why a Splito pick is good for the seat that plays it, as a message key with its arguments
(the bot words it, and says where the card goes): the objective it meets, the common
objective it wins for the zone, or what it does to the seat's score.

Read from the seat's own view only: a hint says nothing the seat could not work out.
"""

from __future__ import annotations

from engine.protocol import Message, message
from engine.splito.scoring import PlayerScore, SplitoResult, score_table
from engine.splito.seating import player_zones
from engine.splito.state import SIDES, Pick, SplitoView


def pick_zone(view: SplitoView, pick: Pick) -> int:
    """The zone a pick plays into."""
    assert view.seat is not None, "a pick is a seat's"
    left, right = player_zones(view.players, view.seat)
    return left if pick.side == "left" else right


def why(view: SplitoView, pick: Pick) -> Message:
    """What ``pick`` does for its seat, most telling first:

    - ``splito-why-meets``: a Splito card that makes an objective of that zone hold
      (``objective``, ``points``);
    - ``splito-why-common``: that zone now leads for a common objective (``objective``,
      ``points``): awarded at the end, to the zone leading then;
    - ``splito-why-objective-met`` / ``splito-why-objective-open``: an objective card laid
      where it holds already / may hold later (``objective``, ``points``);
    - ``splito-why-score``: the seat's score rises from ``before`` to ``after`` (``left`` ×
      ``right`` after it); ``splito-why-score-least``: it falls, and no pick of the hand
      leaves more; ``splito-why-score-later``: it falls more than another pick would make it
      (the AI's choice, for later rounds);
    - ``splito-why-hope``: no score changes now; it keeps the most promising zones.
    """
    assert view.seat is not None, "a pick is a seat's"
    zone = pick_zone(view, pick)
    before = _scored(view, None)
    after = _scored(view, (zone, pick.card))
    placed = view.deck.objective(pick.card)
    if placed is not None:
        held = next(o for o in after.zones[zone].objectives if o.card_id == pick.card)
        key = "splito-why-objective-met" if held.met else "splito-why-objective-open"
        return message(key, objective=placed.label, points=placed.points)
    was_met = {o.card_id for o in before.zones[zone].objectives if o.met}
    for objective in after.zones[zone].objectives:
        if objective.met and objective.card_id not in was_met:
            return message("splito-why-meets", objective=objective.label, points=objective.points)
    for old, new in zip(before.commons, after.commons, strict=True):
        if new.zone == zone and old.zone != zone:
            return message("splito-why-common", objective=new.label, points=new.points)
    mine_before = _player(before, view.seat)
    mine_after = _player(after, view.seat)
    if mine_after.score == mine_before.score:
        return message("splito-why-hope")
    if mine_after.score > mine_before.score:
        key = "splito-why-score"
    elif mine_after.score >= max(_score_after(view, other) for other in _picks(view)):
        key = "splito-why-score-least"  # every pick loses points now: this one loses least
    else:
        key = "splito-why-score-later"
    return message(
        key,
        before=mine_before.score,
        after=mine_after.score,
        left=mine_after.left,
        right=mine_after.right,
    )


def _picks(view: SplitoView) -> list[Pick]:
    """Every pick the seat could make now: each card of its hand, on either side."""
    return [Pick(card, side) for card in dict.fromkeys(view.hand or ()) for side in SIDES]


def _score_after(view: SplitoView, pick: Pick) -> int:
    """The seat's score as it would stand right after ``pick``."""
    assert view.seat is not None
    return _player(_scored(view, (pick_zone(view, pick), pick.card)), view.seat).score


def _scored(view: SplitoView, added: tuple[int, str] | None) -> SplitoResult:
    zones = [list(cards) for cards in view.zones]
    if added is not None:
        zones[added[0]].append(added[1])
    return score_table(
        view.deck, zones, view.commons, view.promo_zone, two_player=view.two_player, final=False
    )


def _player(result: SplitoResult, seat: int) -> PlayerScore:
    return next(p for p in result.players if p.seat == seat)
