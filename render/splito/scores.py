"""Splito's final scoreboard: ranks, left × right, the cards tie-break, and every zone's
objectives with the points they scored."""

from __future__ import annotations

from collections.abc import Sequence

from engine.splito import SplitoResult, SplitoView
from engine.splito.scoring import ZoneScore
from render import text
from render.canvas import ACCENT, FLAT, INK, MARGIN, MUTED, WIDTH, Canvas
from render.splito.board import BODY, GAP, SMALL, TITLE, zone_columns, zone_title
from render.text import Say


def render_scoreboard(
    view: SplitoView, result: SplitoResult, names: Sequence[str], say: Say
) -> bytes:
    """Final scores: rank, left × right = score, cards (the tie-break, labelled), and what
    each zone scored, objective by objective (in two columns from five players on)."""
    ranked = sorted(result.players, key=lambda p: (p.rank, p.seat))
    # Each zone: how many of its lines its title takes, and its lines.
    zone_lines = [_zone_summary(say, view, zone, names) for zone in result.zones]
    columns = zone_columns(view.players)
    split = _balanced_split([len(lines) for _, lines in zone_lines]) if columns == 2 else None
    halves = [zone_lines[:split], zone_lines[split:]] if split is not None else [zone_lines]
    zones_height = max(sum(34 * len(lines) + 8 for _, lines in half) for half in halves)
    height = 2 * MARGIN + TITLE + 20 + 40 + 48 * len(ranked) + SMALL + 26 + zones_height
    canvas = Canvas(height, compression=FLAT)
    title = say("splito-image-final-scores")
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += TITLE + 20
    sums_right = WIDTH - MARGIN - 230
    heading = say("splito-image-sums-heading")
    canvas.text(sums_right, canvas.y, heading, SMALL, MUTED, align="right")
    cards_heading = say("splito-image-cards-heading")
    canvas.text(WIDTH - MARGIN, canvas.y, cards_heading, SMALL, MUTED, align="right", max_width=210)
    canvas.y += 40
    for player in ranked:
        winner = player.rank == 1
        colour = ACCENT if winner else INK
        canvas.text(MARGIN, canvas.y, f"{player.rank}.", BODY, colour, bold=True)
        canvas.text(
            MARGIN + 50,
            canvas.y,
            names[player.seat],
            BODY,
            colour,
            bold=winner,
            max_width=sums_right - MARGIN - 50 - 180,
        )
        sums = f"{player.left} × {player.right} = {player.score}"
        canvas.text(sums_right, canvas.y, sums, BODY, colour, bold=True, align="right")
        cards = str(player.cards)
        canvas.text(WIDTH - MARGIN - 90, canvas.y, cards, BODY, colour, bold=winner, align="right")
        canvas.y += 48
    note = tiebreak_note(say, result, names)
    canvas.text(MARGIN, canvas.y, note, SMALL, ACCENT, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += SMALL + 26
    top = canvas.y
    column_w = (WIDTH - 2 * MARGIN) / len(halves)
    for index, half in enumerate(halves):
        x = MARGIN + index * column_w
        canvas.y = top
        for title_lines, lines in half:
            room = column_w - GAP
            # The zone's title (its two sides on two lines where its names do not fit on one).
            for line in lines[:title_lines]:
                canvas.text(x, canvas.y, line, SMALL, INK, bold=True, max_width=room)
                canvas.y += 34
            for line in lines[title_lines:]:
                canvas.text(x + 24, canvas.y, line, SMALL, MUTED, max_width=room - 24)
                canvas.y += 34
            canvas.y += 8
    canvas.y = top + zones_height
    return canvas.finish()


def _balanced_split(sizes: Sequence[int]) -> int:
    """Where to cut a list of blocks of ``sizes`` into two columns of most equal height."""
    total = sum(sizes)
    return min(range(len(sizes) + 1), key=lambda k: abs(total - 2 * sum(sizes[:k])))


def _zone_summary(
    say: Say, view: SplitoView, zone: ZoneScore, names: Sequence[str]
) -> tuple[int, list[str]]:
    """A zone's lines on the scoreboard, and how many of them its title takes (1 or 2)."""
    points = say("image-points", points=zone.total)
    room = (WIDTH - 2 * MARGIN) / zone_columns(view.players) - GAP
    room -= text.width(say("label-value", label="", value=points), SMALL, True)
    full = (WIDTH - 2 * MARGIN) / zone_columns(view.players) - GAP
    # On two lines if need be: the first has the whole width, the points end the last.
    *above, where = zone_title(say, view.players, zone.zone, names, full, SMALL, last_room=room)
    lines = [*above, say("label-value", label=where, value=points)]
    for objective in zone.objectives:
        mark = "✓" if objective.met else "✗"
        lines.append(f"{mark} {objective.scored}/{objective.points} · {say(objective.label)}")
    for card_id in zone.commons_won:
        common = view.deck.objective(card_id)
        if common is None:
            lines.append(card_id)
        else:
            label = say(common.label)
            lines.append(say("splito-image-common", label=label, points=common.points))
    if zone.promo_points:
        lines.append(f"✓ promo 42 · {zone.promo_points}")
    return len(above) + 1, lines


def tiebreak_note(say: Say, result: SplitoResult, names: Sequence[str]) -> str:
    """Who won, and how a tie on score was settled."""
    winners = [names[w] for w in result.winners]
    if len(winners) > 1:
        return say("splito-image-shared-win", names=", ".join(winners))
    if result.tiebreak_used:
        return say("splito-image-tiebreak", name=winners[0])
    return say("image-wins", name=winners[0])
