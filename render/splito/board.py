"""Splito's table image, and what every Splito image shares: sizes, zone names, colour letters.

The hand is in ``hand``, the final scoreboard in ``scores``. Every function takes
engine views and player names and returns PNG bytes. The table is drawn from the public view
only: a view carrying a hand is refused.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace

from engine.splito import SplitoResult, SplitoView, score_table
from engine.splito.conditions import DEFAULT_COLOURS, colour_word
from engine.splito.deck import Deck
from engine.splito.scoring import ZoneScore
from engine.splito.seating import zone_seats
from render import text
from render.canvas import (
    ACCENT,
    CHIP_PAD,
    INK,
    LINE,
    MARGIN,
    MUTED,
    PANEL,
    WARN,
    WIDTH,
    WORDED,
    Canvas,
    Swatch,
    chip_height,
    chip_width,
    flow,
    flow_boxes,
    parts_height,
    swatch,
    wrapped,
)
from render.text import Say

TITLE, BODY, SMALL = 38, 32, 32
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
    """A zone's title in at most ``room`` (drawn bold at ``size``): ``Ann's left · Bob's
    right`` for a shared zone, ``Ann · left`` for a personal one (2 players). Long names are
    shortened, each to its fair share, so that neither is cut off."""
    if view_players == 2:
        side = "left" if zone % 2 == 0 else "right"
        words = say(f"splito-image-zone-{side}", name="")
        name = text.fit(names[zone // 2], size, room - text.width(words, size, True), True)
        return say(f"splito-image-zone-{side}", name=name)
    # Zone z is the left zone of its first seat and the right zone of its second.
    left_owner, right_owner = zone_seats(view_players, zone)
    words = say("splito-image-zone-between", left_owner="", right_owner="")
    first, second = _share(
        names[left_owner], names[right_owner], size, room - text.width(words, size, True)
    )
    return say("splito-image-zone-between", left_owner=first, right_owner=second)


def zone_title(
    say: Say,
    view_players: int,
    zone: int,
    names: Sequence[str],
    room: float,
    size: int,
    last_room: float | None = None,
) -> tuple[str, ...]:
    """A zone's title as drawn: on one line when its owners' names fit whole, else its two
    sides on two lines (``Ann's left ·`` over ``Bob's right``), so that a narrow zone of a
    large table still names both players, and which side of each it is. ``last_room``: the
    room of the title's last line, when something follows it there (its points)."""
    last = room if last_room is None else last_room
    whole = zone_name(say, view_players, zone, names, WIDTH * 4, size)
    if view_players == 2 or text.width(whole, size, True) <= last:
        return (zone_name(say, view_players, zone, names, last, size),)
    first, _, second = whole.partition(" · ")
    return (text.fit(f"{first} ·", size, room, True), text.fit(second, size, last, True))


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
    left_owner, right_owner = zone_seats(view_players, zone)
    return f"{short[left_owner]} ⇄ {short[right_owner]}"


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
    objectives: list[tuple[tuple[str, ...], bool, bool]]  # (lines, met now, played this round)
    objective_places: list[tuple[float, float]]  # (x, y below the chips)
    objectives_height: float
    score: ZoneScore
    title: tuple[str, ...] = ()
    title_size: int = BODY

    @property
    def title_extra(self) -> float:
        """The room a title's second line takes."""
        return (len(self.title) - 1) * (self.title_size + 8) if self.title else 0

    @property
    def height(self) -> float:
        # The first line holds the points, chips or not.
        chip_lines = 1 + max((line for _, line in self.chip_places), default=0)
        lines = chip_lines * (CHIP_H + GAP) + self.objectives_height
        return 58 + self.title_extra + lines + 12


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
        size = BODY if block_w > WIDTH / 2 else SMALL
        lines = zone_title(say, view.players, zone, names, block_w - MARGIN, size)
        blocks.append(replace(block, title=lines, title_size=size))
    rows = [blocks[i : i + columns] for i in range(0, len(blocks), columns)]
    heights = [max(b.height for b in row) + GAP for row in rows]
    promo = [say(f"splito-image-promo-{view.promo}")] if view.promo != "off" else []
    commons = 2 * (SMALL_CHIP_H + GAP) + (parts_height(promo, SMALL) if promo else 0) + 6
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
        canvas = Canvas(height, compression=WORDED)
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
    objectives, sizes = [], []
    room = inner_right - inner_left - 2 * SMALL * CHIP_PAD
    for objective in score.objectives:
        mark = NEW if objective.card_id in new else ""
        # Points first: a label too long for its zone goes on to more lines, never its points.
        label = f"{mark}{'✓' if objective.met else '✗'} {objective.points} · {say(objective.label)}"
        lines = wrapped(label, SMALL, room, objective.met)
        objectives.append((lines, objective.met, bool(mark)))
        sizes.append((chip_width(lines, SMALL), chip_height(SMALL, len(lines))))
    # The zone's points sit at the right of the first line of chips: the title has the width.
    points = text.width(say("image-points", points=score.total), BODY, True) + GAP
    chip_places = flow(
        [chip_width(c.label, BODY) for c in chips], inner_left, inner_right - points, GAP
    )
    places, height = flow_boxes(sizes, inner_left, inner_right, GAP)
    return _ZoneBlock(zone, left, right, chips, chip_places, objectives, places, height, score)


def _draw_commons(
    say: Say, canvas: Canvas, view: SplitoView, live: SplitoResult, names: Sequence[str]
) -> None:
    """Each common objective on a line of its own: whose zone holds it is never cut off."""
    room = WIDTH - 2 * MARGIN - SMALL
    for common, symbol in zip(live.commons, (STAR, MOON), strict=True):
        head = f"{symbol} {say(common.label)} · {common.points}:"
        if common.zone is None:
            where = say("splito-nobody" if view.over else "board-nobody-yet")
        else:
            where = zone_short(view.players, common.zone, names, room / 2)
        label = text.fit(head, SMALL, room - text.width(where, SMALL, True), True) + " " + where
        canvas.chip(MARGIN, canvas.y, label, SMALL, PANEL, INK, outline=ACCENT)
        canvas.y += SMALL_CHIP_H + GAP
    if view.promo != "off":  # a rule, every word of it: on as many lines as it takes
        canvas.parts([say(f"splito-image-promo-{view.promo}")], SMALL, MUTED)
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
    size = block.title_size
    for line, words in enumerate(block.title):
        y = top + 14 + (BODY - size) + line * (size + 8)
        canvas.text(block.left + MARGIN / 2, y, words, size, bold=True)
    y = top + 58 + block.title_extra
    score_text = say("image-points", points=block.score.total)
    canvas.text(block.right - MARGIN / 2, y + 4, score_text, BODY, ACCENT, bold=True, align="right")
    lines = 1 + max((line for _, line in block.chip_places), default=0)
    for chip, (x, line) in zip(block.chips, block.chip_places, strict=True):
        shade = chip.shade
        fill, ink = (shade.fill, shade.ink) if shade is not None else (WARN, (255, 255, 255))
        outline = INK if chip.new else LINE
        canvas.chip(x, y + line * (CHIP_H + GAP), chip.label, BODY, fill, ink, outline=outline)
    y += lines * (CHIP_H + GAP)
    for (label, met, new), (x, below) in zip(block.objectives, block.objective_places, strict=True):
        canvas.chip(
            x,
            y + below,
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
