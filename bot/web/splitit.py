"""Split it! on the live page: the row with its separators and zones, every player's columns,
and the move of the step at hand for the seat that makes it: the splitter taps between cards
to place the separators, a zone is one tap to discard or to bet on, a joker's column one tap.

A seat's payload holds its own bet until the reveal, never another's; a spectator's none.
"""

from __future__ import annotations

from typing import Any

from bot.gamewords.splitit import cards_text, columns_text, now_message, reveal_text, zone_label
from bot.i18n import Words
from bot.seatnames import seat_names
from bot.web.pages import Page, WebGame
from engine.splitit import JOKER, SplitItView, zone_word
from engine.splitit.state import THREE_ZONES, TWO_ZONES


def _control(say: Words, view: SplitItView, seat: int, acting: bool) -> dict[str, Any] | None:
    """The move ``seat`` makes now, if any: its words and its choices."""
    if not acting:
        return None
    columns = say("splitit-your-columns", columns=columns_text(say, view, seat))
    if view.phase == "split":
        return {
            "kind": "split",
            "title": say("splitit-split-title"),
            "lines": [say("splitit-web-split"), columns],
            "confirm": say("splitit-button-split"),
        }
    zones = [
        {"zone": name, "label": zone_label(say, name, cards), "chosen": name == view.my_bet}
        for name, cards in view.zones
    ]
    if view.phase == "discard":
        return {
            "kind": "discard",
            "title": say("splitit-discard-title"),
            "lines": [say("splitit-web-discard")],
            "options": [{**z, "action": {"discard": z["zone"]}} for z in zones],
        }
    if view.phase == "bet":
        chosen = view.my_bet
        line = (
            say("splitit-bet-chosen", zone=zone_word(chosen))
            if chosen
            else say("splitit-bet-choose")
        )
        return {
            "kind": "bet",
            "title": say("splitit-bet-title"),
            "lines": [line, columns],
            "options": [{**z, "action": {"bet": z["zone"]}} for z in zones],
        }
    if view.phase == "jokers":
        options = [
            {
                "label": f"{say('splitit-joker-column-label', number=number)} · "
                + say("splitit-joker-column-cards", cards=column.cards, jokers=column.jokers),
                "chosen": False,
                "action": {"joker": number},
            }
            for number, column in sorted(view.columns[seat].items())
        ]
        jokers = view.pending_jokers[seat]
        return {
            "kind": "jokers",
            "title": say("splitit-joker-title", jokers=jokers),
            "lines": [say("splitit-web-joker"), columns],
            "options": options,
        }
    return None


def board(page: Page) -> dict[str, Any]:
    """Split it!'s part of a page: the row and columns in the table's words, the seat's move
    in the viewer's."""
    view: SplitItView = page.view
    names = seat_names(page.table)
    say = page.public_words
    result = page.table.result()
    bounds = (0, *view.cuts, len(view.row)) if view.cuts else ()
    zones = []
    open_zones = dict(view.zones)
    zone_names = THREE_ZONES if len(view.cuts) == 2 else TWO_ZONES
    for index in range(len(bounds) - 1):
        zone = zone_names[index]
        cards = view.row[bounds[index] : bounds[index + 1]]
        zones.append(
            {
                "zone": zone,
                "label": zone_label(say, zone, cards),
                "from": bounds[index],
                "to": bounds[index + 1],
                "discarded": zone not in open_zones,
            }
        )
    players = []
    for seat in range(view.players):
        columns = [
            {"number": n, "cards": c.cards, "jokers": c.jokers}
            for n, c in sorted(view.columns[seat].items())
        ]
        players.append(
            {
                "name": names[seat],
                "columns": columns,
                "columns_text": columns_text(say, view, seat),
                "points": say("image-points", points=result.players[seat].score),
                "splitter": seat == view.splitter and not view.over,
                "out": seat not in view.in_round and not view.over,
                "mine": seat == page.seat,
            }
        )
    acting = page.seat is not None and page.seat in page.table.to_act
    return {
        "heading": say(
            "splitit-board-title", id=page.table.id, round=view.round, deck=view.deck_count
        ),
        "reveal": say("splitit-last-reveal", reveal=reveal_text(say, view.last_reveal, names))
        if view.last_reveal
        else None,
        "now": None if view.over else say(now_message(say, view, names)),
        "row": [{"label": "★" if c == JOKER else str(c), "joker": c == JOKER} for c in view.row],
        "row_text": cards_text(view.row),
        "zones": zones,
        "players": players,
        "hand": None if page.seat is None else _control(page.own_words, view, page.seat, acting),
    }


PAGE = WebGame(game="splitit", board=board)
