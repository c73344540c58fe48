"""Serendipity's greedy AI: grow the own carpets that count. It sees only face-up tiles (no
memory)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.serendipity.actions import (
    Action,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SwapOwn,
    Turn,
)
from engine.serendipity.board import CELLS, SERENDIP, Coord, Tile, neighbours
from engine.serendipity.scoring import player_breakdowns, player_scores
from engine.serendipity.state import SerendipityView

NEAR_TURNS = 0.5  # the share of turns made next to our own carpets


def seen_board(view: SerendipityView) -> dict[Coord, Tile]:
    # Face-down tiles as placeholders: their kind is unknown and counts for nobody anyway.
    board = {c: Tile("?") for c in CELLS}
    board.update(view.face_up)
    return board


def my_score(view: SerendipityView, board: dict[Coord, Tile]) -> int:
    assert view.seat is not None
    return player_scores(board, [view.colours[view.seat]], view.rules)[0]


def near_mine(view: SerendipityView, board: dict[Coord, Tile]) -> list[Coord]:
    """Face-down cells next to the own carpets that count (where a tile of ours would count
    most): each colour's best, or under rulings 3 the one carpet the player scores."""
    assert view.seat is not None
    cells: list[Coord] = []
    (owned,) = player_breakdowns(board, [view.colours[view.seat]], view.rules)
    for score in owned:
        carpet = score.carpet
        if carpet is None or not score.counts:
            continue
        for cell in (*carpet.tiles, *carpet.serendips):
            cells += [n for n in neighbours(cell) if n in view.face_down and n not in cells]
    return cells


def swapped(board: dict[Coord, Tile], a: Coord, b: Coord) -> dict[Coord, Tile]:
    trial = dict(board)
    trial[a], trial[b] = board[b], board[a]
    return trial


def with_serendip(at: Coord, rotation: int, board: dict[Coord, Tile]) -> dict[Coord, Tile]:
    """``board`` with a face-up Serendip at ``at``, turned by ``rotation``."""
    trial = dict(board)
    trial[at] = Tile(SERENDIP, True, rotation)
    return trial


def greedy_policy(view: SerendipityView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Turn next to the own carpets; keep own tiles that touch them, else swap them there; place
    and rotate Serendips where they score most for us."""
    assert view.seat is not None, "a policy plays a seat"
    board = seen_board(view)
    near = near_mine(view, board)
    # Next to our carpets, but not always: with no memory of what was turned back, always
    # trying the same few cells could go on for ever when they hold others' colours.
    nearby = near and rng.random() < NEAR_TURNS
    # None once the last face-down tile is up: the game then ends with the tile pending.
    turn_at = None
    if view.face_down:
        turn_at = rng.choice(near) if nearby else rng.choice(sorted(view.face_down))
    if view.phase in ("turn", "moved"):  # after moving a Serendip, it always turns on
        assert turn_at is not None  # a turn turns a face-down tile
        return Turn(turn_at)
    pending = view.pending
    assert pending is not None
    if view.phase == "own" and view.ending:
        # The game ends with this tile: leave it, or swap it where it scores more.
        options: list[tuple[int, Action]] = [(my_score(view, board), LeaveOwn(pending))]
        options += [(my_score(view, swapped(board, pending, c)), SwapOwn(c)) for c in near]
        return max(options, key=lambda option: option[0])[1]
    if view.phase == "own":
        if any(board[n].kind == board[pending].kind for n in neighbours(pending)) or not near:
            assert turn_at is not None  # not the game's last tile: some are face down
            return Turn(turn_at)
        targets = [c for c in near if c != pending]
        best = max(targets, key=lambda c: (my_score(view, swapped(board, pending, c)), -c[0]))
        return SwapOwn(best)
    return _serendip(view, board, legal, rng)


def _serendip(
    view: SerendipityView, board: dict[Coord, Tile], legal: Sequence[Action], rng: random.Random
) -> Action:
    pending = view.pending
    assert pending is not None and view.seat is not None
    mine = set(view.colours[view.seat])

    # Keep it here with its best rotation, then the best swap of one of our loose tiles into
    # a cell next to our carpets.
    rotation = max(range(6), key=lambda k: my_score(view, with_serendip(pending, k, board)))
    kept = with_serendip(pending, rotation, board)
    loose = [c for c, t in view.face_up.items() if t.kind in mine]
    targets = [c for c in near_mine(view, kept) if c != pending]
    options: list[tuple[int, Action]] = [
        (my_score(view, kept), KeepSerendip(rotation, *two_other(view, rng)))
    ]
    for a in loose:
        for b in targets:
            if a != b:
                options.append((my_score(view, swapped(kept, a, b)), KeepSerendip(rotation, a, b)))
    # Or move it next to our carpets, rotated, and turn again (worth a little more: a turn).
    for target in targets:
        moved = swapped(board, pending, target)
        for k in range(6):
            score = my_score(view, with_serendip(target, k, moved))
            options.append((score + 1, MoveSerendip(target, k)))
    best = max(score for score, _ in options)
    return rng.choice([action for score, action in options if score == best])


def two_other(view: SerendipityView, rng: random.Random) -> tuple[Coord, Coord]:
    """Two tiles to swap when no swap helps: face-down ones, which changes nothing anyone saw."""
    down = sorted(view.face_down)
    if len(down) >= 2:
        a, b = rng.sample(down, 2)
        return a, b
    movable = sorted(c for c, t in view.face_up.items() if t.kind != SERENDIP) + down
    a, b = rng.sample(movable, 2)
    return a, b
