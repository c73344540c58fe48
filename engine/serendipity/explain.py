"""Why a Serendipity move is good for the seat that makes it, as a message key with its
arguments (the bot words it): the tile it remembers, the odds of an unknown tile, the carpet a
swap or a Serendip grows, the turn that goes on.

Read from the seat's own view only (what it saw turned back is its memory): a hint says nothing
the seat could not work out.
"""

from __future__ import annotations

from engine.protocol import Message, message
from engine.serendipity.actions import (
    Action,
    EndTurn,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SwapOwn,
    Turn,
)
from engine.serendipity.ai import my_score, near_mine, seen_board, swapped, with_serendip
from engine.serendipity.board import SERENDIP, Coord, Tile, label
from engine.serendipity.config import colour_word
from engine.serendipity.state import SerendipityView
from engine.serendipity.strong import odds_of

Board = dict[Coord, Tile]


def why(view: SerendipityView, action: Action) -> Message:
    """What ``action`` does for the view's seat:

    - a tile to turn: ``serendipity-why-known`` (the seat saw one of its ``colour`` tiles
      turned back there), or ``serendipity-why-odds`` / ``-odds-near`` (``chance`` % it is the
      seat's or a Serendip; next to its carpet). A Serendip is never turned back: none is
      remembered;
      ``serendipity-why-go-on`` when it leaves an own tile where it lies first (``why``: the
      tile to turn);
    - ``serendipity-why-swap``: the own tile moved next to the carpet (``before`` → ``after``
      points, more), else ``-swap-moves`` (to ``cell``, ``before`` → ``after``);
      ``serendipity-why-leave``: no swap makes it score more (``points``), else
      ``-leave-go-on``;
    - a Serendip kept: ``serendipity-why-keep`` / ``-keep-cost`` (``before`` → ``after``,
      more / fewer); no change: ``serendipity-why-keep-known`` (a remembered own tile of
      ``colour`` brought next to the carpet, to turn later), ``-keep-spare`` (two face-down
      tiles the seat never saw turned) or ``-keep-same`` (``points``);
    - a Serendip moved (the seat may then turn another tile): ``serendipity-why-move`` /
      ``-move-cost`` (``before`` → ``after``, more / fewer) or ``-move-turn`` (``points``);
    - the turn ended after a moved Serendip (rulings 4): ``serendipity-why-end`` (``points``
      kept: the board stays as it is).
    """
    assert view.seat is not None, "a move is a seat's"
    board = seen_board(view)
    now = my_score(view, board)
    match action:
        case Turn(cell=cell):
            reason = _turn_reason(view, board, cell)
            if view.phase == "own":
                return message("serendipity-why-go-on", why=reason)
            return reason
        case SwapOwn(target=target):
            assert view.pending is not None
            after = my_score(view, swapped(board, view.pending, target))
            if after > now:
                return message("serendipity-why-swap", before=now, after=after)
            return message(
                "serendipity-why-swap-moves", cell=label(target), before=now, after=after
            )
        case LeaveOwn():
            assert view.pending is not None
            best = max(
                (my_score(view, swapped(board, view.pending, t)) for t in view.face_down),
                default=now,
            )
            if now >= best:  # no swap would make it score more
                return message("serendipity-why-leave", points=now)
            return message("serendipity-why-leave-go-on")
        case KeepSerendip(rotation=k, a=a, b=b):
            assert view.pending is not None
            kept = with_serendip(view.pending, k, board)
            after = my_score(view, swapped(kept, a, b))
            if after > now:
                return message("serendipity-why-keep", before=now, after=after)
            if after < now:
                return message("serendipity-why-keep-cost", before=now, after=after)
            for cell, to in ((a, b), (b, a)):
                kind = view.remembered.get(cell)
                if kind in view.colours[view.seat] and to in near_mine(view, kept):
                    return message("serendipity-why-keep-known", colour=colour_word(kind))
            unseen = {a, b} <= view.face_down and not {a, b} & set(view.remembered)
            key = "serendipity-why-keep-spare" if unseen else "serendipity-why-keep-same"
            return message(key, points=now)
        case MoveSerendip(target=target, rotation=k):
            assert view.pending is not None
            moved = with_serendip(target, k, swapped(board, view.pending, target))
            after = my_score(view, moved)
            if after > now:
                return message("serendipity-why-move", before=now, after=after)
            if after == now:
                return message("serendipity-why-move-turn", points=now)
            return message("serendipity-why-move-cost", before=now, after=after)
        case EndTurn():  # the board stays as it is
            return message("serendipity-why-end", points=now)
    raise AssertionError(f"not a Serendipity move: {action!r}")  # pragma: no cover


def _turn_reason(view: SerendipityView, board: Board, cell: Coord) -> Message:
    assert view.seat is not None
    known = view.remembered.get(cell)
    if known is not None and known in view.colours[view.seat]:
        return message("serendipity-why-known", colour=colour_word(known), cell=label(cell))
    chances = odds_of(view)
    chance = sum(chances.get(kind, 0.0) for kind in (*view.colours[view.seat], SERENDIP))
    near = cell in near_mine(view, board)
    key = "serendipity-why-odds-near" if near else "serendipity-why-odds"
    return message(key, chance=round(100 * chance))
