"""Split it! images: the board (row, zones, bets, reveal, columns) and the final scoreboard.

Drawn from the public view: the deck's order and pending bets are not in it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.splitit import JOKER, SplitItResult, SplitItView, score_columns, zone_word, zones_of
from render import text
from render.canvas import (
    ACCENT,
    FLAT,
    INK,
    LINE,
    MARGIN,
    MUTED,
    PANEL,
    WIDTH,
    Canvas,
    flow,
    parts_height,
)
from render.text import Say

TITLE, BODY, SMALL = 38, 32, 32
CARD_W, CARD_H, GAP = 62, 84, 8
# Zone fills (Okabe–Ito pink for the middle); the zone's name is written under it as well.
ZONE_FILL = {"white": (236, 236, 230), "pink": (204, 121, 167), "black": (40, 40, 40)}


def card_label(card: int) -> str:
    """A card as its face shows it: its number, or ★ for a joker."""
    return "★" if card == JOKER else str(card)


def render_board(
    view: SplitItView,
    names: Sequence[str],
    say: Say,
    cuts: tuple[int, ...] | None = None,
    discard: str | None = None,
) -> bytes:
    """The table: the row split into zones, bets, the last reveal, and every player's columns
    with the score they would have now. ``cuts`` previews a split, ``discard`` a discarded zone."""
    if view.my_bet is not None:
        raise ValueError("the board is drawn from the public view only")
    preview = None
    if cuts is not None:
        preview = say("splitit-image-preview-split")
    elif discard is not None:
        preview = say("splitit-image-preview-discard", zone=zone_word(discard))
    zones = zones_of(view.row, view.cuts if cuts is None else cuts)
    discarded = discard or view.discarded_zone
    lines = len({zone.y for zone in _row_layout(say, view, zones, discarded, 0)}) if view.row else 1
    height = 2 * MARGIN + 60 + lines * (CARD_H + 56) + 60 + 44 * len(view.last_reveal) + 36
    height += int(_columns_height(say, view)) + 41
    canvas = Canvas(height, compression=FLAT)
    if view.over:
        title = say("splitit-image-final")
    else:
        title = say("splitit-image-round", round=view.round, deck=view.deck_count)
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += TITLE + 20
    _draw_row(say, canvas, view, zones, discarded)
    _draw_status(say, canvas, view, names, preview=preview)
    _draw_columns(say, canvas, view, names)
    return canvas.finish()


def _draw_row(
    say: Say, canvas: Canvas, view: SplitItView, zones: Any, discarded: str | None
) -> None:
    if not view.row:
        canvas.text(MARGIN, canvas.y, say("splitit-image-row-empty"), BODY, MUTED)
        canvas.y += BODY + 20
        return
    for zone in _row_layout(say, view, zones, discarded, canvas.y):
        name, cards, x, y, width = zone.name, zone.cards, zone.x, zone.y, zone.width
        fill = LINE if name == discarded else ZONE_FILL.get(name, PANEL)
        if name:
            canvas.rounded((x, y, x + width, y + CARD_H + 2 * GAP), 10, fill, LINE)
            # Centred under its zone, but never past the margins (a narrow zone at an edge).
            half = text.width(zone.label, SMALL) / 2
            centre = min(max(x + width / 2, MARGIN + half), WIDTH - MARGIN - half)
            canvas.text(centre, y + CARD_H + 2 * GAP + 4, zone.label, SMALL, INK, align="center")
        for index, card in enumerate(cards):
            left = x + GAP + index * (CARD_W + GAP)
            canvas.rounded((left, y + GAP, left + CARD_W, y + GAP + CARD_H), 8, PANEL, INK, 2)
            face = "★" if card == JOKER else str(card)
            canvas.text(
                left + CARD_W / 2, y + GAP + 20, face, TITLE, INK, bold=True, align="center"
            )
    canvas.y = y + CARD_H + 56


@dataclass(frozen=True)
class _Zone:
    """Where a zone of the row is drawn: its cards' box at ``x``, ``y``, and its label."""

    name: str
    cards: tuple[int, ...]
    x: float
    y: float
    width: float
    label: str


def _row_layout(
    say: Say, view: SplitItView, zones: Any, discarded: str | None, top: float
) -> list[_Zone]:
    """The row's zones left to right, a new line when one would pass the margin; each zone
    takes the room of its cards or of its label, whichever is wider (a one-card zone's
    "blanche" or "розовая" would run into its neighbour's)."""
    placed, x, y = [], float(MARGIN), top
    for name, cards in zones or (("", view.row),):
        width = len(cards) * (CARD_W + GAP) + GAP
        label = ""
        if name:
            label = say(zone_word(name))
            if name == discarded:
                label = say("splitit-image-discarded", zone=label)
        room = max(width, text.width(label, SMALL) + GAP) if label else width
        if x + room > WIDTH - MARGIN and x > MARGIN:
            x, y = MARGIN, y + CARD_H + 56
        placed.append(_Zone(name, tuple(cards), x + (room - width) / 2, y, width, label))
        x += room + 2 * GAP
    return placed


def _draw_status(
    say: Say, canvas: Canvas, view: SplitItView, names: Sequence[str], *, preview: str | None
) -> None:
    if preview:
        canvas.text(
            MARGIN, canvas.y, preview, BODY, ACCENT, bold=True, max_width=WIDTH - 2 * MARGIN
        )
        canvas.y += BODY + 16
    elif view.phase == "bet":
        betted = ", ".join(f"✓ {names[s]}" for s in sorted(view.betted))
        waiting = ", ".join(names[s] for s in sorted(view.in_round - view.betted))
        key = "splitit-now-bet-waiting" if waiting else "splitit-now-bet"
        status = say(key, betted=betted or say("board-nobody-yet"), waiting=waiting)
        canvas.text(MARGIN, canvas.y, status, BODY, max_width=WIDTH - 2 * MARGIN)
        canvas.y += BODY + 16
    elif view.phase == "jokers":
        who = ", ".join(f"{names[s]} ({n}★)" for s, n in enumerate(view.pending_jokers) if n)
        status = say("splitit-now-jokers", placing=who)
        canvas.text(MARGIN, canvas.y, status, BODY, max_width=WIDTH - 2 * MARGIN)
        canvas.y += BODY + 16
    elif view.phase in ("split", "discard"):
        who = names[view.splitter] if view.phase == "split" else names[(view.splitter + 1) % 2]
        doing = say(f"splitit-now-{view.phase}", name=who)
        canvas.text(MARGIN, canvas.y, doing, BODY, max_width=WIDTH - 2 * MARGIN)
        canvas.y += BODY + 16
    if view.last_reveal:
        heading = say("splitit-image-last-reveal")
        canvas.text(MARGIN, canvas.y, heading, SMALL, INK, bold=True, max_width=WIDTH - 2 * MARGIN)
        canvas.y += 36
    for outcome in view.last_reveal:
        cards = " ".join(card_label(c) for c in outcome.cards)
        bettors = ", ".join(names[b] for b in outcome.bettors)
        zone = say(zone_word(outcome.zone))
        said = say(f"splitit-reveal-{outcome.outcome}", zone=zone, cards=cards, bettors=bettors)
        canvas.text(MARGIN, canvas.y, said, SMALL, MUTED, max_width=WIDTH - 2 * MARGIN)
        canvas.y += 44


CHIP_LINE = SMALL * 1.45 + GAP


def _column_chips(
    say: Say, view: SplitItView, seat: int, live: SplitItResult
) -> list[tuple[str, bool]]:
    """A player's columns as chips: (label, whether they lead that number); waiting jokers."""
    chips = []
    for number in sorted(view.columns[seat]):
        column = view.columns[seat][number]
        label = f"{number}×{column.cards}" + (f"+{column.jokers}★" if column.jokers else "")
        chips.append((label, seat in live.numbers[number - 1].winners))
    if view.waiting_jokers[seat]:
        chips.append((say("splitit-image-jokers-waiting", jokers=view.waiting_jokers[seat]), False))
    return chips


def _chip_places(chips: Sequence[tuple[str, bool]]) -> list[tuple[float, int]]:
    widths = [text.width(label, SMALL, leads) + 0.9 * SMALL for label, leads in chips]
    return flow(widths, MARGIN * 1.5, WIDTH - MARGIN * 1.5, GAP)


def _columns_height(say: Say, view: SplitItView) -> float:
    live = score_columns(view.columns, final=view.over)
    total = 0.0
    for seat in range(len(view.columns)):
        places = _chip_places(_column_chips(say, view, seat, live))
        lines = 1 + max((line for _, line in places), default=0)
        total += 60 + lines * CHIP_LINE
    return total


def _draw_columns(say: Say, canvas: Canvas, view: SplitItView, names: Sequence[str]) -> None:
    """Each player's panel: name, live score, and their columns as chips (wrapping)."""
    live = score_columns(view.columns, final=view.over)
    for seat in range(len(view.columns)):
        chips = _column_chips(say, view, seat, live)
        places = _chip_places(chips)
        lines = 1 + max((line for _, line in places), default=0)
        top = canvas.y
        canvas.panel(top, top + 50 + lines * CHIP_LINE)
        marks = say("splitit-image-splitter") if seat == view.splitter and not view.over else ""
        canvas.text(
            MARGIN * 1.5, top + 10, names[seat] + marks, BODY, bold=True, max_width=WIDTH / 2
        )
        score = say("image-points", points=live.players[seat].score)
        canvas.text(WIDTH - MARGIN * 1.5, top + 10, score, BODY, ACCENT, bold=True, align="right")
        for (label, leads), (x, line) in zip(chips, places, strict=True):
            canvas.chip(
                x,
                top + 50 + line * CHIP_LINE,
                label,
                SMALL,
                PANEL,
                INK if leads else MUTED,
                outline=ACCENT if leads else LINE,
                bold=leads,
            )
        canvas.y = top + 60 + lines * CHIP_LINE


def winners_note(say: Say, result: SplitItResult, names: Sequence[str]) -> str:
    """Who won, and whether the most-columns tie-break decided it."""
    note = text.winners_sentence(say, [names[w] for w in result.winners])
    if result.tiebreak_used and len(result.winners) == 1:
        note += " " + say("splitit-image-tiebreak")
    return note


def render_scoreboard(
    view: SplitItView, result: SplitItResult, names: Sequence[str], say: Say
) -> bytes:
    """Final scores (columns as the labelled tie-break), and per number who scores it and
    how many cards each player has in that column."""
    key = [say("splitit-image-numbers-heading")]
    height = 2 * MARGIN + 60 + 40 + 48 * len(result.players) + 60 + 36 * 10 + 20
    canvas = Canvas(height + parts_height(key, SMALL), compression=FLAT)
    title = say("splitit-image-final-scores")
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += TITLE + 20
    heading = say("splitit-image-columns-heading")
    canvas.text(WIDTH - MARGIN, canvas.y, heading, SMALL, MUTED, align="right")
    canvas.y += 40
    for player in sorted(result.players, key=lambda p: (p.rank, p.seat)):
        name, points = names[player.seat], say("image-points", points=player.score)
        colour = canvas.ranked_row(player.rank, name, points, WIDTH - MARGIN - 180, WIDTH / 2, BODY)
        canvas.text(WIDTH - MARGIN - 40, canvas.y, str(player.columns), BODY, colour, align="right")
        canvas.y += 48
    note = winners_note(say, result, names)
    canvas.text(MARGIN, canvas.y, note, SMALL, ACCENT, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += 48
    canvas.parts(key, SMALL)
    for number in result.numbers:
        if number.winners:
            who = ", ".join(names[s] for s in number.winners)
            scored = say("splitit-image-number-to", number=number.number, names=who)
        else:
            scored = say("splitit-image-number-nobody", number=number.number)
        sizes = " · ".join(
            say("label-value", label=names[s][:12], value=size)
            for s, size in enumerate(number.sizes)
            if size
        )
        canvas.text(
            MARGIN,
            canvas.y,
            scored,
            SMALL,
            INK,
            bold=bool(number.winners),
            max_width=WIDTH / 2 - MARGIN,
        )
        canvas.text(
            WIDTH - MARGIN, canvas.y, sizes, SMALL, MUTED, align="right", max_width=WIDTH / 2
        )
        canvas.y += 36
    return canvas.finish()
