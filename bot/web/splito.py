"""Splito on the live page: the zones with their cards, objectives and points, the commons,
and (at a seat) the player's own hand and the two sides to play a card to.

Worded here, from the same catalogs and the same zone words as the Discord table; the page
only draws. A seat's payload holds its own hand and pending pick, never another's: it is made
from ``view_for(seat)``, and a spectator's from the public view.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from bot.gamewords.splito import played_where, side_label, zone_words
from bot.i18n import Words
from bot.seatnames import seat_names
from bot.service import TableView
from bot.web.pages import Page, WebGame, kept, shared
from engine.splito import SplitoView, score_table
from engine.splito.deck import PROMO_ID, Deck
from engine.splito.seating import player_zones
from engine.splito.state import SIDES
from render.canvas import Swatch, swatch
from render.splito.board import MOON, STAR, letter
from render.splito.hand import hand_order


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


#: The decks cards were worded from, by fingerprint (a table's deck is one of very few).
_DECKS: dict[str, Deck] = {}


def _card(say: Words, deck: Deck, card_id: str) -> dict[str, Any]:
    """A card as the page draws it (a copy: the page's payload may add to it)."""
    _DECKS.setdefault(deck.fingerprint, deck)
    return dict(_worded_card(say, deck.fingerprint, card_id))


# Every page of every table words the same cards after each move: once per language.
@lru_cache(maxsize=4096)
def _worded_card(say: Words, fingerprint: str, card_id: str) -> dict[str, Any]:
    """A card as the page draws it: a number card's value on its colour, with the colour's
    letter (the cue that is not colour) and its full name for a screen reader."""
    deck = _DECKS[fingerprint]
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


def _zones(say: Words, view: SplitoView, names: list[str]) -> list[Any]:
    live = score_table(
        view.deck,
        view.zones,
        view.commons,
        view.promo_zone,
        two_player=view.two_player,
        final=view.over,
    )
    new = {(play.zone, play.card) for play in view.last_plays} if not view.over else set()
    zones = []
    for zone, cards in enumerate(view.zones):
        score = live.zones[zone]
        zones.append(
            {
                "name": say(zone_words(view, names, zone)),
                "points": say("image-points", points=score.total),
                "cards": [
                    {**_card(say, view.deck, c), "new": (zone, c) in new}
                    for c in cards
                    if view.deck.splito(c) is not None
                ]
                + ([_card(say, view.deck, PROMO_ID)] if live.promo_zone == zone else []),
                "objectives": [
                    {
                        "text": say(o.label),
                        "points": say("image-points", points=o.points),
                        "met": o.met,
                        "new": (zone, o.card_id) in new,
                    }
                    for o in score.objectives
                ],
            }
        )
    commons = []
    for common, symbol in zip(live.commons, (STAR, MOON), strict=True):
        holder = (
            say(zone_words(view, names, common.zone))
            if common.zone is not None
            else say("splito-nobody" if view.over else "board-nobody-yet")
        )
        commons.append(
            {
                "symbol": symbol,
                "text": say(common.label),
                "points": say("image-points", points=common.points),
                "holder": holder,
            }
        )
    scores = [
        {"name": names[p.seat], "sum": f"{p.left} × {p.right} = {p.score}", "rank": p.rank}
        for p in live.players
    ]
    plays = " · ".join(
        f"{names[p.seat]} → {say(view.deck.card_label(p.card))} "
        f"({say(played_where(view, names, p.seat, p.zone))})"
        for p in view.last_plays
    )
    revealed = say("splito-revealed", plays=plays) if plays else None
    return [zones, commons, scores, revealed]


def _hand(say: Words, view: SplitoView, names: list[str], seat: int) -> dict[str, Any]:
    hand = view.hand or ()
    pick = view.my_pick
    lines = []
    if pick is not None:
        where = side_label(say, view, names, seat, pick.side).strip("◀▶ ")
        chosen = say(view.deck.card_label(pick.card))
        lines += [say("splito-hand-picked", card=chosen, side=where), say("splito-hand-may-change")]
    else:
        lines.append(say("splito-hand-choose"))
    return {
        "title": say("splito-hand-title", round=view.round, rounds=view.rounds),
        "cards": [
            {**_card(say, view.deck, hand[position]), "id": hand[position]}
            for position in hand_order(view)
        ],
        "picked": None if pick is None else {"card": pick.card, "side": pick.side},
        "sides": [
            {"side": side, "label": side_label(say, view, names, seat, side)} for side in SIDES
        ],
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
        hand = kept(key, lambda: _hand(say, view, names, seat))
    return {**shared(page, lambda: _table(page, names)), "mine": mine, "hand": hand}


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
