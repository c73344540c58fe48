"""Splito images: the public table, a player's hand, the final scoreboard.

Every function takes engine views and player names and returns PNG bytes. The table is drawn
from the public view only: a view carrying a hand is refused.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from engine.splito import SplitoResult, SplitoView, score_table
from engine.splito.deck import DEFAULT_COLOURS, Deck, colour_word
from engine.splito.scoring import ZoneScore
from engine.splito.seating import zone_seats
from render import text
from render.canvas import (
    ACCENT,
    INK,
    LINE,
    MARGIN,
    MUTED,
    PANEL,
    WARN,
    WIDTH,
    Canvas,
    Swatch,
    flow,
    swatch,
)
from render.text import Say

TITLE, BODY, SMALL = 34, 26, 22
CHIP_H = BODY * 1.45
GAP = 10
STAR, MOON = "★", "☾"


def zone_name(say: Say, view_players: int, zone: int, names: Sequence[str]) -> str:
    """``Ann ⇄ Bob`` for a shared zone, ``Ann · left`` for a personal one (2 players)."""
    if view_players == 2:
        side = "left" if zone % 2 == 0 else "right"
        return say(f"splito-image-zone-{side}", name=names[zone // 2])
    left_seat, right_seat = zone_seats(view_players, zone)
    return f"{names[left_seat]} ⇄ {names[right_seat]}"


def letter(say: Say, colour: str, shade: Swatch) -> str:
    """A colour's letter on its chips: the cue that is not colour, in the reader's words."""
    return say(f"splito-letter-{colour}") if colour in DEFAULT_COLOURS else shade.letter


# -- the table ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _ZoneBlock:
    zone: int
    chips: list[tuple[str, Swatch | None]]  # (label, swatch; None: the promo 42)
    chip_places: list[tuple[float, int]]
    objectives: list[tuple[str, bool]]  # (label, met now)
    objective_places: list[tuple[float, int]]
    score: ZoneScore

    @property
    def height(self) -> float:
        chip_lines = 1 + max((line for _, line in self.chip_places), default=-1)
        objective_lines = 1 + max((line for _, line in self.objective_places), default=-1)
        return 58 + (chip_lines + objective_lines) * (CHIP_H + GAP) + 12


def render_table(view: SplitoView, names: Sequence[str], say: Say) -> bytes:
    """The table after a reveal: zones, commons, promo, live scores. Public view only."""
    if view.hand is not None or view.my_pick is not None:
        raise ValueError("the table image is drawn from the public view only")
    deck = view.deck
    live = score_table(
        deck, view.zones, view.commons, view.promo_zone, two_player=view.two_player, final=False
    )
    blocks = [_zone_block(say, deck, zone, cards, live) for zone, cards in enumerate(view.zones)]
    header = 2 * MARGIN + TITLE + 18 + CHIP_H + GAP + SMALL + 18
    players = 8 + BODY + 14 + 40 * ((len(live.players) + 1) // 2) + SMALL + 8
    height = header + sum(b.height + GAP for b in blocks) + players
    canvas = Canvas(int(height))
    if view.over:
        title = say("splito-image-final-table")
    else:
        title = say("splito-image-round", round=min(view.round, view.rounds), rounds=view.rounds)
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += TITLE + 18
    _draw_commons(say, canvas, view, live, names)
    for block in blocks:
        _draw_zone(say, canvas, block, view, names)
    _draw_players(say, canvas, view, live, names)
    return canvas.finish()


def _zone_block(
    say: Say, deck: Deck, zone: int, cards: Sequence[str], live: SplitoResult
) -> _ZoneBlock:
    by_colour: dict[str, list[int]] = defaultdict(list)
    for card_id in cards:
        if (card := deck.splito(card_id)) is not None:
            by_colour[card.colour].append(card.value)
    chips: list[tuple[str, Swatch | None]] = []
    for index, colour in enumerate(deck.colours):
        if by_colour[colour]:
            shade = swatch(colour, index)
            values = " ".join(str(v) for v in sorted(by_colour[colour]))
            chips.append((f"{letter(say, colour, shade)} {values}", shade))
    score = live.zones[zone]
    if live.promo_zone == zone:
        chips.append(("42", None))
    objectives = [
        (f"{'✓' if o.met else '✗'} {say(o.label)} · {o.points}", o.met) for o in score.objectives
    ]
    right = WIDTH - MARGIN * 1.5
    chip_places = flow([_chip_width(label) for label, _ in chips], MARGIN * 1.5, right, GAP)
    objective_places = flow(
        [_chip_width(label, SMALL) for label, _ in objectives], MARGIN * 1.5, right, GAP
    )
    return _ZoneBlock(zone, chips, chip_places, objectives, objective_places, score)


def _chip_width(label: str, size: int = BODY) -> float:
    return text.width(label, size, True) + 0.9 * size


def _draw_commons(
    say: Say, canvas: Canvas, view: SplitoView, live: SplitoResult, names: Sequence[str]
) -> None:
    x: float = MARGIN
    for common, symbol in zip(live.commons, (STAR, MOON), strict=True):
        if common.zone is None:
            where = say("splito-nobody-yet")
        else:
            where = zone_name(say, view.players, common.zone, names)
        label = f"{symbol} {say(common.label)} · {common.points}: {where}"
        fitted = text.fit(label, SMALL, WIDTH / 2 - 2 * MARGIN, True)
        x += canvas.chip(x, canvas.y, fitted, SMALL, PANEL, INK, outline=ACCENT) + GAP
    canvas.y += CHIP_H + GAP
    if view.promo != "off":
        promo = say(f"splito-image-promo-{view.promo}")
        canvas.text(MARGIN, canvas.y, promo, SMALL, MUTED, max_width=WIDTH - 2 * MARGIN)
        canvas.y += SMALL + 12
    canvas.y += 6


def _draw_zone(
    say: Say, canvas: Canvas, block: _ZoneBlock, view: SplitoView, names: Sequence[str]
) -> None:
    top = canvas.y
    canvas.panel(top, top + block.height)
    score_text = say("image-points", points=block.score.total)
    score_width = text.width(score_text, BODY, True)
    canvas.text(
        MARGIN * 1.5,
        top + 14,
        zone_name(say, view.players, block.zone, names),
        BODY,
        bold=True,
        max_width=WIDTH - 4 * MARGIN - score_width,
    )
    canvas.text(WIDTH - MARGIN * 1.5, top + 14, score_text, BODY, ACCENT, bold=True, align="right")
    y = top + 58
    lines = 1 + max((line for _, line in block.chip_places), default=-1)
    for (label, shade), (x, line) in zip(block.chips, block.chip_places, strict=True):
        fill, ink = (shade.fill, shade.ink) if shade is not None else (WARN, (255, 255, 255))
        canvas.chip(x, y + line * (CHIP_H + GAP), label, BODY, fill, ink, outline=LINE)
    y += lines * (CHIP_H + GAP)
    for (label, met), (x, line) in zip(block.objectives, block.objective_places, strict=True):
        outline = ACCENT if met else LINE
        canvas.chip(
            x,
            y + line * (CHIP_H + GAP),
            label,
            SMALL,
            PANEL,
            INK if met else MUTED,
            outline=outline,
            bold=met,
        )
    canvas.y = top + block.height + GAP


def _draw_players(
    say: Say, canvas: Canvas, view: SplitoView, live: SplitoResult, names: Sequence[str]
) -> None:
    canvas.y += 8
    heading = say("splito-image-scores-now")
    canvas.text(MARGIN, canvas.y, heading, BODY, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += BODY + 14
    column = (WIDTH - 2 * MARGIN) / 2
    for index, player in enumerate(live.players):
        x = MARGIN + (index % 2) * column
        y = canvas.y + (index // 2) * 40
        label = f"{player.left} × {player.right} = {player.score}"
        canvas.text(x, y, names[player.seat], BODY, max_width=column - 230)
        canvas.text(x + column - 20, y, label, BODY, bold=True, align="right")
    canvas.y += 40 * ((len(live.players) + 1) // 2)
    if view.two_player:
        dummies = say("splito-image-dummies", a=view.hand_sizes[1], b=view.hand_sizes[3])
        canvas.text(MARGIN, canvas.y, dummies, SMALL, MUTED)
        canvas.y += SMALL + 8


# -- a hand ------------------------------------------------------------------------------------


def hand_order(view: SplitoView) -> list[int]:
    """Positions in the hand, sorted as a player sorts cards: number cards by colour (in the
    deck's order) and value, then objectives by points."""
    deck = view.deck

    def key(position: int) -> tuple[int, int, int, str]:
        card_id = (view.hand or ())[position]
        card = deck.splito(card_id)
        if card is not None:
            return (0, deck.colours.index(card.colour), card.value, card_id)
        objective = deck.objective(card_id)
        return (1, 0, objective.points if objective else 0, card_id)

    return sorted(range(len(view.hand or ())), key=key)


def hand_labels(view: SplitoView, say: Say) -> list[str]:
    """The hand's cards as players name them, in hand order, numbered like the buttons."""
    if view.hand is None:
        raise ValueError("a hand image needs the owner's view")
    return [
        f"{n}. {say(view.deck.card_label(view.hand[position]))}"
        for n, position in enumerate(hand_order(view), start=1)
    ]


def render_hand(view: SplitoView, say: Say) -> bytes:
    """The viewer's own hand, numbered like the buttons (sent only to its owner)."""
    labels = hand_labels(view, say)
    deck = view.deck
    columns, tile_h = 2, 70
    tile_w = (WIDTH - 2 * MARGIN - GAP) / columns
    rows = (len(labels) + columns - 1) // columns
    canvas = Canvas(int(100 + rows * (tile_h + GAP) + MARGIN))
    title = say("splito-image-hand", round=view.round, rounds=view.rounds)
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += TITLE + 24
    for index, position in enumerate(hand_order(view)):
        card_id = (view.hand or ())[position]
        x = MARGIN + (index % columns) * (tile_w + GAP)
        y = canvas.y + (index // columns) * (tile_h + GAP)
        picked = view.my_pick is not None and view.my_pick.card == card_id
        canvas.draw.rounded_rectangle(
            (x, y, x + tile_w, y + tile_h),
            radius=12,
            fill=PANEL,
            outline=ACCENT if picked else LINE,
            width=4 if picked else 2,
        )
        canvas.text(x + 14, y + 18, str(index + 1), BODY, MUTED, bold=True)
        card = deck.splito(card_id)
        if card is not None:
            shade = swatch(card.colour, deck.colours.index(card.colour))
            chip = f"{letter(say, card.colour, shade)} {card.value}"
            canvas.chip(x + 70, y + 12, chip, BODY, shade.fill, shade.ink)
            colour = say(colour_word(card.colour))
            canvas.text(x + 170, y + 20, colour, BODY, INK, max_width=tile_w - 184)
        else:
            objective = deck.objective(card_id)
            if objective is None:
                label = card_id
            else:
                symbol = {"star": STAR + " ", "moon": MOON + " "}.get(objective.symbol or "", "")
                label = f"{symbol}{say(objective.label)} · {objective.points}"
            canvas.text(x + 70, y + 22, label, SMALL, INK, bold=True, max_width=tile_w - 84)
    canvas.y += rows * (tile_h + GAP)
    return canvas.finish()


# -- the final scoreboard ----------------------------------------------------------------------


def render_scoreboard(
    view: SplitoView, result: SplitoResult, names: Sequence[str], say: Say
) -> bytes:
    """Final scores: rank, left × right = score, the tie-break, and what each zone scored."""
    ranked = sorted(result.players, key=lambda p: (p.rank, p.seat))
    zone_lines = [_zone_summary(say, view, zone, names) for zone in result.zones]
    height = 170 + 48 * len(ranked) + sum(34 * (1 + len(lines)) for lines in zone_lines) + 80
    canvas = Canvas(int(height))
    title = say("splito-image-final-scores")
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += TITLE + 20
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
            max_width=WIDTH / 2 - 60,
        )
        sums = f"{player.left} × {player.right} = {player.score}"
        canvas.text(WIDTH - MARGIN - 170, canvas.y, sums, BODY, colour, bold=True, align="right")
        cards = say("image-cards", cards=player.cards)
        canvas.text(WIDTH - MARGIN, canvas.y, cards, SMALL, MUTED, align="right")
        canvas.y += 48
    note = tiebreak_note(say, result, names)
    canvas.text(MARGIN, canvas.y, note, SMALL, MUTED, max_width=WIDTH - 2 * MARGIN)
    canvas.y += SMALL + 26
    for lines in zone_lines:
        canvas.text(MARGIN, canvas.y, lines[0], SMALL, INK, bold=True, max_width=WIDTH - 2 * MARGIN)
        canvas.y += 34
        for line in lines[1:]:
            canvas.text(MARGIN + 24, canvas.y, line, SMALL, MUTED, max_width=WIDTH - 3 * MARGIN)
            canvas.y += 34
    return canvas.finish()


def _zone_summary(say: Say, view: SplitoView, zone: ZoneScore, names: Sequence[str]) -> list[str]:
    where = zone_name(say, view.players, zone.zone, names)
    lines = [f"{where}: {say('image-points', points=zone.total)}"]
    for objective in zone.objectives:
        mark = "✓" if objective.met else "✗"
        lines.append(f"{mark} {say(objective.label)} · {objective.scored}/{objective.points}")
    for card_id in zone.commons_won:
        common = view.deck.objective(card_id)
        if common is None:
            lines.append(card_id)
        else:
            label = say(common.label)
            lines.append(say("splito-image-common", label=label, points=common.points))
    if zone.promo_points:
        lines.append(f"✓ promo 42 · {zone.promo_points}")
    return lines


def tiebreak_note(say: Say, result: SplitoResult, names: Sequence[str]) -> str:
    """Who won, and how a tie on score was settled."""
    winners = [names[w] for w in result.winners]
    if len(winners) > 1:
        return say("splito-image-shared-win", names=", ".join(winners))
    if result.tiebreak_used:
        return say("splito-image-tiebreak", name=winners[0])
    return say("image-wins", name=winners[0])
