"""A Splito player's own hand: numbered like the buttons that pick from it, sorted as a
player sorts cards. Sent to its owner only."""

from __future__ import annotations

from engine.splito import SplitoView
from engine.splito.conditions import colour_word
from engine.splito.deck import Deck
from render.canvas import ACCENT, FLAT, INK, LINE, MARGIN, MUTED, PANEL, WIDTH, Canvas, swatch
from render.splito.board import BODY, GAP, MOON, SMALL, STAR, TITLE, letter
from render.text import Say


def hand_order(view: SplitoView) -> list[int]:
    """Positions in the hand, sorted as a player sorts cards (``card_order``)."""
    hand = view.hand or ()
    return sorted(range(len(hand)), key=lambda position: card_order(view.deck, hand[position]))


def card_order(deck: Deck, card_id: str) -> tuple[int, int, int, str]:
    """How a player sorts cards: number cards by colour (in the deck's order) and value, then
    objectives by points."""
    card = deck.splito(card_id)
    if card is not None:
        return (0, deck.colours.index(card.colour), card.value, card_id)
    objective = deck.objective(card_id)
    return (1, 0, objective.points if objective else 0, card_id)


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
    canvas = Canvas(100 + rows * (tile_h + GAP) + MARGIN, compression=FLAT)
    title = say("splito-image-hand", round=view.round, rounds=view.rounds)
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += TITLE + 24
    for index, position in enumerate(hand_order(view)):
        card_id = (view.hand or ())[position]
        x = MARGIN + (index % columns) * (tile_w + GAP)
        y = canvas.y + (index // columns) * (tile_h + GAP)
        picked = view.my_pick is not None and view.my_pick.card == card_id
        canvas.rounded(
            (x, y, x + tile_w, y + tile_h),
            12,
            PANEL,
            ACCENT if picked else LINE,
            4 if picked else 2,
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
