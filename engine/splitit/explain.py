"""Why a Split it! move is good for the seat that makes it, as a message key with its arguments
(the bot words it): the majority a take wins or breaks, the zone a split makes or a discard
takes away, the column a joker tips.

Read from the seat's own view only (rivals' bets are secret): a hint says nothing the seat
could not work out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.protocol import Message, message
from engine.splitit.ai import bet_mixes, gain, take
from engine.splitit.scoring import Column, score_of
from engine.splitit.state import (
    Action,
    Bet,
    Discard,
    PlaceJoker,
    Split,
    SplitItView,
    zone_word,
    zones_of,
)
from engine.splitit.strong import with_joker

Columns = Sequence[Mapping[int, Column]]


def why(view: SplitItView, action: Action) -> Message:
    """What ``action`` does for the view's seat:

    - a bet: ``splitit-why-block`` (taking the zone takes the most ``number``s from a rival:
      ``points`` more for the seat, ``lost`` fewer for them), ``splitit-why-lead`` /
      ``splitit-why-tie`` (it wins, or ties for, the most ``number``s, ``points`` more),
      ``splitit-why-alone`` (no points yet,
      but the zone the others are least likely to bet on: ``chance`` % alone), or
      ``splitit-why-cards`` (``cards`` cards toward columns for later);
    - a split: ``splitit-why-split``: the ``zone`` it makes for the seat and ``why`` that zone;
    - a discard: ``splitit-why-discard`` (no zone is worth more to the splitter than this
      ``zone``, worth ``points`` to them), ``splitit-why-discard-worth`` (worth ``points`` to
      them, though another is worth more); worth nothing to them, ``splitit-why-discard-keep``
      (no zone is worth less to the seat) or ``splitit-why-discard-nothing``;
    - a joker: ``splitit-why-joker-lead`` / ``-tie`` (its column of ``number``s now leads
      alone / shares the lead, ``points`` more) or ``splitit-why-joker`` (that column grows to
      ``size``).
    """
    assert view.seat is not None, "a move is a seat's"
    me = view.seat
    cards = dict[str, tuple[int, ...]](view.zones)
    match action:
        case Bet(zone=zone):
            return _bet_reason(view, me, zone, cards[zone])
        case Split(first=a, second=b):
            made = zones_of(view.row, (a, b))
            zone, taken = max(made, key=lambda z: gain(view, me, z[1]))
            return message(
                "splitit-why-split", zone=zone_word(zone), why=_take_reason(view, me, taken)
            )
        case Discard(zone=zone):
            worth = {z: _points(view.columns, view.splitter, c) for z, c in cards.items()}
            if worth[zone] <= 0:
                mine = {z: _points(view.columns, me, c) for z, c in cards.items()}
                if mine[zone] == min(mine.values()):
                    return message("splitit-why-discard-keep")
                return message("splitit-why-discard-nothing", zone=zone_word(zone))
            # "Worth most" only where no zone is worth more to the splitter.
            key = (
                "splitit-why-discard"
                if worth[zone] == max(worth.values())
                else "splitit-why-discard-worth"
            )
            return message(key, zone=zone_word(zone), points=worth[zone])
        case PlaceJoker(number=number):
            before = score_of(view.columns, me)
            after = with_joker(view.columns, me, number)
            if score_of(after, me) > before:
                key = (
                    "splitit-why-joker-lead"
                    if _alone(after, me, number)
                    else "splitit-why-joker-tie"
                )
                return message(key, number=number, points=score_of(after, me) - before)
            return message("splitit-why-joker", number=number, size=after[me][number].size)
    raise AssertionError(f"not a Split it! move: {action!r}")  # pragma: no cover


def _bet_reason(view: SplitItView, me: int, zone: str, cards: tuple[int, ...]) -> Message:
    reason = _take_reason(view, me, cards)
    if reason.key != "splitit-why-cards":
        return reason
    names: list[str] = [name for name, _ in view.zones]
    rivals = [s for s in sorted(view.in_round) if s != me]
    if not rivals:
        return reason
    mixes = bet_mixes(view, [me, *rivals], [c for _, c in view.zones])
    alone = [1.0] * len(names)
    for rival in rivals:
        alone = [a * (1 - w) for a, w in zip(alone, mixes[rival], strict=True)]
    if alone[names.index(zone)] >= max(alone) - 1e-9:
        return message("splitit-why-alone", chance=round(100 * alone[names.index(zone)]))
    return reason


def _take_reason(view: SplitItView, me: int, cards: Sequence[int]) -> Message:
    """What taking ``cards`` does: the lead it takes from a rival, the lead it wins, or cards
    for later."""
    columns = list(view.columns)
    taken = list(columns)
    take(taken, me, cards)
    gained = score_of(taken, me) - score_of(columns, me)
    if gained <= 0:
        return message("splitit-why-cards", cards=len(cards))
    for rival in range(len(columns)):
        lost = _lost(columns, taken, rival)
        if rival != me and lost:
            points = score_of(columns, rival) - score_of(taken, rival)
            return message("splitit-why-block", number=lost[0], points=gained, lost=points)
    # The score grew: some number is led now that was not.
    won = [n for n in _led(taken, me) if n not in _led(columns, me)]
    key = "splitit-why-lead" if _alone(taken, me, won[0]) else "splitit-why-tie"
    return message(key, number=won[0], points=gained)


def _alone(columns: Columns, seat: int, number: int) -> bool:
    """Whether ``seat`` holds strictly more ``number``s than every other seat."""
    mine = columns[seat][number].size
    return all(
        other[number].size < mine
        for s, other in enumerate(columns)
        if s != seat and number in other
    )


def _led(columns: Columns, seat: int) -> list[int]:
    """The numbers ``seat`` leads (or shares the lead of), highest first."""
    return [n for n in sorted(columns[seat], reverse=True) if _leads(columns, seat, n)]


def _lost(before: Columns, after: Columns, seat: int) -> list[int]:
    """The numbers ``seat`` led before and no longer leads, highest first."""
    return [n for n in _led(before, seat) if not _leads(after, seat, n)]


def _leads(columns: Columns, seat: int, number: int) -> bool:
    """Whether ``seat`` holds the most (or as many as the most) ``number``s."""
    mine = columns[seat].get(number)
    if mine is None or mine.size == 0:
        return False
    return all(other[number].size <= mine.size for other in columns if number in other)


def _points(columns: Columns, seat: int, cards: Sequence[int]) -> int:
    """How many points taking ``cards`` would bring ``seat``."""
    taken = list(columns)
    take(taken, seat, cards)
    return score_of(taken, seat) - score_of(columns, seat)
