"""Splito on the live page: the zones with their cards, objectives and points, the commons,
and (at a seat) the player's own hand and the two sides to play a card to.

Worded here, from the same catalogs and the same zone words as the Discord table; the page
only draws. A seat's payload holds its own hand and pending pick, never another's: it is made
from ``view_for(seat)``, and a spectator's from the public view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bot.gamewords.splito import played_where, side_label, zone_words
from bot.i18n import Words
from bot.seatnames import seat_names
from bot.service import TableView
from bot.web.frames import Board, Shared
from bot.web.pages import Page, WebGame, kept, shared
from engine.protocol import Message
from engine.splito import SplitoView, score_table
from engine.splito.deck import PROMO_ID, Deck
from engine.splito.seating import player_zones
from engine.splito.state import SIDES
from render.canvas import Swatch, swatch
from render.splito.board import MOON, STAR, letter
from render.splito.hand import card_order


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


class DeckWords:
    """One deck's cards worded in one language, each once: after every round's end every page
    of every table words the same cards, objectives and points again."""

    def __init__(self, say: Words, deck: Deck) -> None:
        self.say = say
        self.deck = deck
        self._cards: dict[str, dict[str, Any]] = {}
        self._labels: dict[str, str] = {}
        self._objectives: dict[str, tuple[str, str]] = {}
        self._held: dict[str, dict[str, Any]] = {}
        self._played: dict[tuple[str, bool], dict[str, Any]] = {}
        self._order: dict[str, tuple[int, int, int, str]] = {}

    def card(self, card_id: str) -> dict[str, Any]:
        """A card as the page draws it (shared: copy it to add to it)."""
        worded = self._cards.get(card_id)
        if worded is None:
            worded = self._cards[card_id] = _worded_card(self.say, self.deck, card_id)
        return worded

    def played(self, card_id: str, new: bool) -> dict[str, Any]:
        """A card as a zone shows it: the card, and whether it was played this round (shared:
        never changed)."""
        worded = self._played.get((card_id, new))
        if worded is None:
            worded = self._played[(card_id, new)] = {**self.card(card_id), "new": new}
        return worded

    def held(self, card_id: str) -> dict[str, Any]:
        """A card as a hand shows it: the card and its id (shared: never changed)."""
        worded = self._held.get(card_id)
        if worded is None:
            worded = self._held[card_id] = {**self.card(card_id), "id": card_id}
        return worded

    def hand(self, hand: Sequence[str]) -> list[dict[str, Any]]:
        """A hand's cards as they are shown, sorted as a player sorts them (``card_order``)."""
        order = self._order
        for card_id in hand:
            if card_id not in order:
                order[card_id] = card_order(self.deck, card_id)
        return [self.held(card_id) for card_id in sorted(hand, key=order.__getitem__)]

    def label(self, card_id: str) -> str:
        """The card's name (``blue 4``)."""
        named = self._labels.get(card_id)
        if named is None:
            named = self._labels[card_id] = self.say(self.deck.card_label(card_id))
        return named

    def objective(self, card_id: str, label: Message, points: int) -> tuple[str, str]:
        """An objective's text and points (both the deck's, for its card)."""
        worded = self._objectives.get(card_id)
        if worded is None:
            worded = self._objectives[card_id] = (self.say(label), points_text(self.say, points))
        return worded


#: Decks worded, by language and fingerprint (a table's deck is one of very few).
_DECK_WORDS: dict[tuple[str, str], DeckWords] = {}
#: More decks than that are custom ones: the oldest are let go.
MOST_DECKS = 64


def deck_words(say: Words, deck: Deck) -> DeckWords:
    """``deck``'s words in ``say``'s language."""
    key = (say.language, deck.fingerprint)
    worded = _DECK_WORDS.get(key)
    if worded is None:
        if len(_DECK_WORDS) >= MOST_DECKS:
            del _DECK_WORDS[next(iter(_DECK_WORDS))]
        worded = _DECK_WORDS[key] = DeckWords(say, deck)
    return worded


@lru_cache(maxsize=1024)
def points_text(say: Words, points: int) -> str:
    return say("image-points", points=points)


def _worded_card(say: Words, deck: Deck, card_id: str) -> dict[str, Any]:
    """A card as the page draws it: a number card's value on its colour, with the colour's
    letter (the cue that is not colour) and its full name for a screen reader."""
    card = deck.splito(card_id)
    named = say(deck.card_label(card_id))
    if card is None:
        return {"kind": "promo" if card_id == PROMO_ID else "objective", "name": named}
    shade: Swatch = swatch(card.colour, deck.colours.index(card.colour))
    mark = letter(say, card.colour, shade)
    return {
        "kind": "number",
        "value": card.value,
        "letter": mark,
        "fill": _hex(shade.fill),
        "ink": _hex(shade.ink),
        "name": named,
    }


@dataclass(frozen=True)
class SeatingWords:
    """A table's zones named, and where each seat may play to (``left, with Bob``) by seat
    and zone, in one language: alike for every round of the table."""

    zones: list[str]
    played: dict[tuple[int, int], str]
    #: Each seat's Left and Right controls, by seat and side (``left, with Bob``).
    sides: dict[tuple[int, str], str]


def _seating(say: Words, view: SplitoView, names: list[str]) -> SeatingWords:
    key = ("splito-seating", say.language, view.players, view.two_player, tuple(names))

    def make() -> SeatingWords:
        return SeatingWords(
            [say(zone_words(view, names, zone)) for zone in range(len(view.zones))],
            {
                (seat, zone): say(played_where(view, names, seat, zone))
                for seat in range(view.players)
                for zone in player_zones(view.players, seat)  # a play is to one of these
            },
            {
                (seat, side): side_label(say, view, names, seat, side)
                for seat in range(view.players)
                for side in SIDES
            },
        )

    return kept(key, make)


def _zones(say: Words, view: SplitoView, names: list[str]) -> list[Any]:
    live = score_table(
        view.deck,
        view.zones,
        view.commons,
        view.promo_zone,
        two_player=view.two_player,
        final=view.over,
    )
    cards = deck_words(say, view.deck)
    seating = _seating(say, view, names)
    zone_names = seating.zones
    new = {(play.zone, play.card) for play in view.last_plays} if not view.over else set()
    zones = []
    for zone, held in enumerate(view.zones):
        score = live.zones[zone]
        shown = [cards.played(c, (zone, c) in new) for c in held if view.deck.splito(c) is not None]
        if live.promo_zone == zone:
            shown.append(dict(cards.card(PROMO_ID)))
        objectives = []
        for o in score.objectives:
            text, points = cards.objective(o.card_id, o.label, o.points)
            objectives.append(
                {"text": text, "points": points, "met": o.met, "new": (zone, o.card_id) in new}
            )
        zones.append(
            {
                "name": zone_names[zone],
                "points": points_text(say, score.total),
                "cards": shown,
                "objectives": objectives,
            }
        )
    commons = []
    for common, symbol in zip(live.commons, (STAR, MOON), strict=True):
        holder = (
            zone_names[common.zone]
            if common.zone is not None
            else say("splito-nobody" if view.over else "board-nobody-yet")
        )
        text, points = cards.objective(common.card_id, common.label, common.points)
        commons.append({"symbol": symbol, "text": text, "points": points, "holder": holder})
    scores = [
        {"name": names[p.seat], "sum": f"{p.left} × {p.right} = {p.score}", "rank": p.rank}
        for p in live.players
    ]
    plays = " · ".join(
        f"{names[p.seat]} → {cards.label(p.card)} ({seating.played[(p.seat, p.zone)]})"
        for p in view.last_plays
    )
    revealed = say("splito-revealed", plays=plays) if plays else None
    return [zones, commons, scores, revealed]


def _hand(say: Words, view: SplitoView, names: list[str], seat: int) -> dict[str, Any]:
    hand = view.hand or ()
    pick = view.my_pick
    cards = deck_words(say, view.deck)
    sides = _seating(say, view, names).sides
    lines = []
    if pick is not None:
        where = sides[(seat, pick.side)].strip("◀▶ ")
        chosen = cards.label(pick.card)
        lines += [say("splito-hand-picked", card=chosen, side=where), say("splito-hand-may-change")]
    else:
        lines.append(say("splito-hand-choose"))
    return {
        "title": say("splito-hand-title", round=view.round, rounds=view.rounds),
        "cards": cards.hand(hand),
        "picked": None if pick is None else {"card": pick.card, "side": pick.side},
        "sides": [{"side": side, "label": sides[(seat, side)]} for side in SIDES],
        "lines": lines,
    }


def board(page: Page) -> dict[str, Any]:
    """Splito's part of a page: the table in the table's words (alike for every viewer), the
    zones that are the viewer's own and their hand in the viewer's words."""
    view: SplitoView = page.view
    names = seat_names(page.table)
    mine = sorted(player_zones(view.players, page.seat)) if page.seat is not None else []
    hand = None
    if page.seat is not None and not view.over:
        seat, say = page.seat, page.own_words
        # Another seat's move leaves this hand as it was: worded again only when it changes.
        key = (
            "splito-hand",
            view.deck.fingerprint,
            view.hand,
            view.my_pick,
            view.round,
            view.rounds,
            seat,
            tuple(names),
            say.language,
        )
        hand = kept(key, lambda: Shared(_hand(say, view, names, seat)))
    return Board(shared(page, lambda: _table(page, names)), mine=mine, hand=hand)


def _table(page: Page, names: list[str]) -> dict[str, Any]:
    table: TableView = page.table
    view: SplitoView = page.table.public
    say = page.public_words
    # The zones and the reveal change only when a round is revealed: a pick changes who
    # has picked.
    key = (
        "splito-zones",
        view.deck.fingerprint,
        view.zones,
        view.commons,
        view.promo,
        view.promo_zone,
        view.last_plays,
        view.over,
        tuple(names),
        say.language,
    )
    zones, commons, scores, revealed = kept(key, lambda: _zones(say, view, names))
    picked = [{"name": names[s], "done": s in view.picked} for s in range(view.players)]
    return {
        "heading": say(
            "splito-board-title",
            id=table.id,
            round=min(view.round, view.rounds),
            rounds=view.rounds,
        ),
        "revealed": revealed,
        "picked": picked,
        "zones": zones,
        "commons": commons,
        "scores": scores,
        "scores_word": say("splito-image-scores-final" if view.over else "splito-image-scores-now"),
        "promo": say(f"splito-image-promo-{view.promo}") if view.promo != "off" else None,
    }


def picked(page: Page) -> bool:
    """Whether the page's seat has picked this round (it may still change its pick)."""
    view: SplitoView = page.view
    return page.seat is not None and page.seat in view.picked


PAGE = WebGame(game="splito", board=board, done=picked)
