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
    parts_height,
    swatch,
)
from render.text import Say

TITLE, BODY, SMALL = 34, 26, 22
CHIP_H = BODY * 1.45
SMALL_CHIP_H = SMALL * 1.45
GAP = 10
STAR, MOON = "★", "☾"


def zone_name(
    say: Say,
    view_players: int,
    zone: int,
    names: Sequence[str],
    room: float = WIDTH,
    size: int = BODY,
) -> str:
    """A zone's title in at most ``room`` (drawn bold at ``size``): ``Ann's right · Bob's
    left`` for a shared zone, ``Ann · left`` for a personal one (2 players). Long names are
    shortened, each to its fair share, so that neither is cut off."""
    if view_players == 2:
        side = "left" if zone % 2 == 0 else "right"
        words = say(f"splito-image-zone-{side}", name="")
        name = text.fit(names[zone // 2], size, room - text.width(words, size, True), True)
        return say(f"splito-image-zone-{side}", name=name)
    left_seat, right_seat = zone_seats(view_players, zone)
    words = say("splito-image-zone-between", left="", right="")
    left, right = _share(
        names[left_seat], names[right_seat], size, room - text.width(words, size, True)
    )
    return say("splito-image-zone-between", left=left, right=right)


def _share(first: str, second: str, size: int, room: float) -> tuple[str, str]:
    """Two names shortened to fit ``room`` together: a short one whole, the other the rest."""
    wide = [text.width(name, size, True) for name in (first, second)]
    if sum(wide) <= room:
        return first, second
    if wide[0] <= room / 2:
        return first, text.fit(second, size, room - wide[0], True)
    if wide[1] <= room / 2:
        return text.fit(first, size, room - wide[1], True), second
    return text.fit(first, size, room / 2, True), text.fit(second, size, room / 2, True)


def zone_short(view_players: int, zone: int, names: Sequence[str], room: float) -> str:
    """``Ann ⇄ Bob``: which zone, in few words (the commons say where they are)."""
    if view_players == 2:
        return text.fit(names[zone // 2], SMALL, room, True) + (" ◀" if zone % 2 == 0 else " ▶")
    short = [text.fit(n, SMALL, room / 2 - 20, True) for n in names]
    left_seat, right_seat = zone_seats(view_players, zone)
    return f"{short[left_seat]} ⇄ {short[right_seat]}"


def letter(say: Say, colour: str, shade: Swatch) -> str:
    """A colour's letter on its chips: the cue that is not colour, in the reader's words."""
    return say(f"splito-letter-{colour}") if colour in DEFAULT_COLOURS else shade.letter


def legend(say: Say, deck: Deck, marked: bool) -> list[str]:
    """The key to the chips: each colour's letter, and the mark of this round's cards."""
    parts = [say("splito-image-new-mark")] if marked else []
    for index, colour in enumerate(deck.colours):
        word = say(colour_word(colour)) if colour in DEFAULT_COLOURS else colour
        parts.append(f"{letter(say, colour, swatch(colour, index))} {word}")
    return parts


# -- the table ---------------------------------------------------------------------------------

NEW = "+"  # marks the cards played this round


@dataclass(frozen=True)
class _Chip:
    label: str
    shade: Swatch | None  # None: the promo 42
    new: bool = False


@dataclass(frozen=True)
class _ZoneBlock:
    zone: int
    left: float
    right: float
    chips: list[_Chip]
    chip_places: list[tuple[float, int]]
    objectives: list[tuple[str, bool, bool]]  # (label, met now, played this round)
    objective_places: list[tuple[float, int]]
    score: ZoneScore

    @property
    def height(self) -> float:
        chip_lines = 1 + max((line for _, line in self.chip_places), default=-1)
        objective_lines = 1 + max((line for _, line in self.objective_places), default=-1)
        return 58 + chip_lines * (CHIP_H + GAP) + objective_lines * (SMALL_CHIP_H + GAP) + 12


def zone_columns(players: int) -> int:
    """Zones side by side from five players on, so that a large table stays phone-shaped."""
    return 2 if players >= 5 else 1


#: The tallest an image may be, as a multiple of its width: a phone shows it whole.
MOST_TALL = 1.6


def render_table(view: SplitoView, names: Sequence[str], say: Say) -> list[bytes]:
    """The table after a reveal: zones (this round's cards marked), commons, promo, live
    scores; over several images when one would be too tall for a phone. Public view only."""
    if view.hand is not None or view.my_pick is not None:
        raise ValueError("the table image is drawn from the public view only")
    deck = view.deck
    live = score_table(
        deck, view.zones, view.commons, view.promo_zone, two_player=view.two_player, final=False
    )
    columns = zone_columns(view.players)
    block_w = (WIDTH - MARGIN - (columns - 1) * GAP) / columns
    new_cards: dict[int, set[str]] = defaultdict(set)
    for play in view.last_plays if not view.over else ():
        new_cards[play.zone].add(play.card)
    marked = bool(new_cards)
    blocks = []
    for zone, cards in enumerate(view.zones):
        left = MARGIN / 2 + (zone % columns) * (block_w + GAP)
        block = _zone_block(say, deck, zone, cards, live, new_cards[zone], left, left + block_w)
        blocks.append(block)
    rows = [blocks[i : i + columns] for i in range(0, len(blocks), columns)]
    heights = [max(b.height for b in row) + GAP for row in rows]
    commons = 2 * (SMALL_CHIP_H + GAP) + (SMALL + 12 if view.promo != "off" else 0) + 6
    key = legend(say, deck, marked)
    header = 2 * MARGIN + TITLE + 18 + commons + parts_height(key, SMALL)
    players = 8 + BODY + 14 + 40 * ((len(live.players) + 1) // 2) + SMALL + 8
    pages = _paginate(heights, header, players, MOST_TALL * WIDTH)
    if view.over:
        title = say("splito-image-final-table")
    else:
        title = say("splito-image-round", round=min(view.round, view.rounds), rounds=view.rounds)
    images = []
    for number, page in enumerate(pages):
        first, last = number == 0, number == len(pages) - 1
        height = header + sum(heights[r] for r in page) + (players if last else 0)
        canvas = Canvas(int(height))
        heading = title if len(pages) == 1 else f"{title} ({number + 1}/{len(pages)})"
        canvas.text(MARGIN, canvas.y, heading, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
        canvas.y += TITLE + 18
        if first:
            _draw_commons(say, canvas, view, live, names)
        canvas.parts(key, SMALL)
        for r in page:
            top = canvas.y
            for block in rows[r]:
                canvas.y = top
                _draw_zone(say, canvas, block, view, names)
            canvas.y = top + heights[r]
        if last:
            _draw_players(say, canvas, view, live, names)
        images.append(canvas.finish())
    return images


def _paginate(
    heights: Sequence[float], header: float, footer: float, most: float
) -> list[list[int]]:
    """Rows of ``heights`` shared out over pages of at most ``most`` (each with the header,
    the last with the footer too), as evenly as that allows."""
    total = sum(heights)
    for count in range(1, len(heights) + 1):
        pages: list[list[int]] = [[]]
        share = total / count
        used = 0.0
        for index, height in enumerate(heights):
            if pages[-1] and used + height > share + 1 and len(pages) < count:
                pages.append([])
                used = 0.0
            pages[-1].append(index)
            used += height
        fits = all(
            header + sum(heights[r] for r in page) + (footer if page is pages[-1] else 0) <= most
            for page in pages
        )
        if fits:
            return pages
    return [[index] for index in range(len(heights))]


def _zone_block(
    say: Say,
    deck: Deck,
    zone: int,
    cards: Sequence[str],
    live: SplitoResult,
    new: set[str],
    left: float,
    right: float,
) -> _ZoneBlock:
    by_colour: dict[str, list[int]] = defaultdict(list)
    fresh: list[_Chip] = []
    for card_id in cards:
        card = deck.splito(card_id)
        if card is None:
            continue
        if card_id in new:  # a card of this round gets a chip of its own, marked
            shade = swatch(card.colour, deck.colours.index(card.colour))
            label = f"{NEW}{letter(say, card.colour, shade)} {card.value}"
            fresh.append(_Chip(label, shade, new=True))
        else:
            by_colour[card.colour].append(card.value)
    chips: list[_Chip] = []
    for index, colour in enumerate(deck.colours):
        if by_colour[colour]:
            shade = swatch(colour, index)
            values = " ".join(str(v) for v in sorted(by_colour[colour]))
            chips.append(_Chip(f"{letter(say, colour, shade)} {values}", shade))
    chips += fresh
    score = live.zones[zone]
    if live.promo_zone == zone:
        chips.append(_Chip("42", None))
    inner_left, inner_right = left + MARGIN / 2, right - MARGIN / 2
    objectives = []
    for objective in score.objectives:
        mark = NEW if objective.card_id in new else ""
        label = f"{mark}{'✓' if objective.met else '✗'} {say(objective.label)} · {objective.points}"
        label = text.fit(label, SMALL, inner_right - inner_left - 0.9 * SMALL, objective.met)
        objectives.append((label, objective.met, bool(mark)))
    # The zone's points sit at the right of the first line of chips: the title has the width.
    points = text.width(say("image-points", points=score.total), BODY, True) + GAP
    chip_places = flow([_chip_width(c.label) for c in chips], inner_left, inner_right - points, GAP)
    objective_places = flow(
        [_chip_width(label, SMALL) for label, _, _ in objectives], inner_left, inner_right, GAP
    )
    return _ZoneBlock(zone, left, right, chips, chip_places, objectives, objective_places, score)


def _chip_width(label: str, size: int = BODY) -> float:
    return text.width(label, size, True) + 0.9 * size


def _draw_commons(
    say: Say, canvas: Canvas, view: SplitoView, live: SplitoResult, names: Sequence[str]
) -> None:
    """Each common objective on a line of its own: whose zone holds it is never cut off."""
    room = WIDTH - 2 * MARGIN - SMALL
    for common, symbol in zip(live.commons, (STAR, MOON), strict=True):
        head = f"{symbol} {say(common.label)} · {common.points}:"
        if common.zone is None:
            where = say("splito-nobody" if view.over else "splito-nobody-yet")
        else:
            where = zone_short(view.players, common.zone, names, room / 2)
        label = text.fit(head, SMALL, room - text.width(where, SMALL, True), True) + " " + where
        canvas.chip(MARGIN, canvas.y, label, SMALL, PANEL, INK, outline=ACCENT)
        canvas.y += SMALL_CHIP_H + GAP
    if view.promo != "off":
        promo = say(f"splito-image-promo-{view.promo}")
        canvas.text(MARGIN, canvas.y, promo, SMALL, MUTED, max_width=WIDTH - 2 * MARGIN)
        canvas.y += SMALL + 12
    canvas.y += 6


def _draw_zone(
    say: Say, canvas: Canvas, block: _ZoneBlock, view: SplitoView, names: Sequence[str]
) -> None:
    top = canvas.y
    marked = any(c.new for c in block.chips) or any(new for _, _, new in block.objectives)
    canvas.panel(
        top,
        top + block.height,
        block.left,
        block.right,
        outline=ACCENT if marked else LINE,
        width=3 if marked else 1,
    )
    size = BODY if block.right - block.left > WIDTH / 2 else SMALL
    inner = block.right - block.left - MARGIN
    title = zone_name(say, view.players, block.zone, names, inner, size)
    canvas.text(block.left + MARGIN / 2, top + 14 + (BODY - size), title, size, bold=True)
    y = top + 58
    score_text = say("image-points", points=block.score.total)
    canvas.text(block.right - MARGIN / 2, y + 4, score_text, BODY, ACCENT, bold=True, align="right")
    lines = 1 + max((line for _, line in block.chip_places), default=-1)
    for chip, (x, line) in zip(block.chips, block.chip_places, strict=True):
        shade = chip.shade
        fill, ink = (shade.fill, shade.ink) if shade is not None else (WARN, (255, 255, 255))
        outline = INK if chip.new else LINE
        canvas.chip(x, y + line * (CHIP_H + GAP), chip.label, BODY, fill, ink, outline=outline)
    y += lines * (CHIP_H + GAP)
    for (label, met, new), (x, line) in zip(block.objectives, block.objective_places, strict=True):
        canvas.chip(
            x,
            y + line * (SMALL_CHIP_H + GAP),
            label,
            SMALL,
            PANEL,
            INK if met or new else MUTED,
            outline=ACCENT if met else INK if new else LINE,
            bold=met,
        )
    canvas.y = top + block.height + GAP


def _draw_players(
    say: Say, canvas: Canvas, view: SplitoView, live: SplitoResult, names: Sequence[str]
) -> None:
    canvas.y += 8
    heading = say("splito-image-scores-final" if view.over else "splito-image-scores-now")
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
    """Final scores: rank, left × right = score, cards (the tie-break, labelled), and what
    each zone scored, objective by objective (in two columns from five players on)."""
    ranked = sorted(result.players, key=lambda p: (p.rank, p.seat))
    zone_lines = [_zone_summary(say, view, zone, names) for zone in result.zones]
    columns = zone_columns(view.players)
    split = _balanced_split([len(lines) for lines in zone_lines]) if columns == 2 else None
    halves = [zone_lines[:split], zone_lines[split:]] if split is not None else [zone_lines]
    zones_height = max(sum(34 * len(lines) + 8 for lines in half) for half in halves)
    height = 2 * MARGIN + TITLE + 20 + 40 + 48 * len(ranked) + SMALL + 26 + zones_height
    canvas = Canvas(int(height))
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
        for lines in half:
            room = column_w - GAP
            canvas.text(x, canvas.y, lines[0], SMALL, INK, bold=True, max_width=room)
            canvas.y += 34
            for line in lines[1:]:
                canvas.text(x + 24, canvas.y, line, SMALL, MUTED, max_width=room - 24)
                canvas.y += 34
            canvas.y += 8
    canvas.y = top + zones_height
    return canvas.finish()


def _balanced_split(sizes: Sequence[int]) -> int:
    """Where to cut a list of blocks of ``sizes`` into two columns of most equal height."""
    total = sum(sizes)
    return min(range(len(sizes) + 1), key=lambda k: abs(total - 2 * sum(sizes[:k])))


def _zone_summary(say: Say, view: SplitoView, zone: ZoneScore, names: Sequence[str]) -> list[str]:
    points = say("image-points", points=zone.total)
    room = (WIDTH - 2 * MARGIN) / zone_columns(view.players) - GAP
    room -= text.width(f": {points}", SMALL, True)
    where = zone_name(say, view.players, zone.zone, names, room, SMALL)
    lines = [f"{where}: {points}"]
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
    return lines


def tiebreak_note(say: Say, result: SplitoResult, names: Sequence[str]) -> str:
    """Who won, and how a tie on score was settled."""
    winners = [names[w] for w in result.winners]
    if len(winners) > 1:
        return say("splito-image-shared-win", names=", ".join(winners))
    if result.tiebreak_used:
        return say("splito-image-tiebreak", name=winners[0])
    return say("image-wins", name=winners[0])
