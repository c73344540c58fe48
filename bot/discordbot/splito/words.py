"""Every text and embed of Splito in Discord: lobby options, board, hand, final, rules.

Builders only: they take service tables and engine views and return strings and embeds, in the
table's language (what everyone sees) or the reader's (``say``: a hand, the rules); the
controls are in ``controls.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import discord

from bot.discordbot.common import setting_lines, table_words
from bot.discordbot.emojis import EMOJIS
from bot.discordbot.games import final_name, final_order
from bot.discordbot.reviewwords import review_words as reviewed_in_words
from bot.discordbot.rulewords import add_readings
from bot.discordbot.splito.table import SplitoTable
from bot.gamewords.splito import played_where, side_label
from bot.i18n import Words
from bot.seatnames import seat_names
from bot.service.coach import GameReview
from engine import Message, get_game, message
from engine.splito import Pick, Play, SplitoResult, SplitoView
from engine.splito.conditions import colour_word
from engine.splito.memory import passed_on
from render.splito import card_order

GAME = get_game("splito")
COLOUR_EMOJI = {
    "yellow": "🟨",
    "orange": "🟧",
    "pink": "🌸",
    "green": "🟩",
    "blue": "🟦",
    "black": "⬛",
}


def option_words(table: SplitoTable) -> list[str]:
    say = table_words(table)
    promo = say("option-on" if table.options.get("promo42") else "option-off")
    deck = table.options.get("deck_file") or say("splito-deck-community")
    return [say("splito-option-promo", state=promo), say("splito-option-deck", deck=deck)]


#: An objective's button shows this beside its words, as a number card's shows its picture.
OBJECTIVE_EMOJI = "🎯"


def card_emoji(view: SplitoView, card_id: str) -> discord.Emoji | None:
    """The application emoji of a number card, once uploaded (``bot.discordbot.emojis``)."""
    card = view.deck.splito(card_id)
    return EMOJIS.splito_card(card.colour, card.value) if card is not None else None


def button_emoji(view: SplitoView, card_id: str) -> discord.Emoji | str | None:
    """A hand button's emoji: the number card's picture (once uploaded), an objective's 🎯."""
    if view.deck.objective(card_id) is not None:
        return OBJECTIVE_EMOJI
    return card_emoji(view, card_id)


def card_button_label(say: Words, view: SplitoView, card_id: str) -> str:
    """``4 🟦 blue`` (``4 blue`` beside the card's own emoji, ``card_emoji``) or ``exactly two
    4s (2)`` beside 🎯 (``button_emoji``); at most 80 characters."""
    card = view.deck.splito(card_id)
    if card is not None:
        colour = say(colour_word(card.colour))
        mark = "" if card_emoji(view, card_id) else COLOUR_EMOJI.get(card.colour, "")
        return f"{card.value} {mark} {colour}".replace("  ", " ")
    objective = view.deck.objective(card_id)
    if objective is not None:
        label = say(objective.label)
        return say("splito-objective-button", label=label, points=objective.points)[:80]
    return card_id[:80]


def board_text(
    table: SplitoTable, headline: str = "", how_to: bool = True, say: Words | None = None
) -> str:
    """The round message: last round's reveal, who has picked (never what), the timer, and
    (``how_to``) how to pick; in the table's words unless ``say`` gives a reader's."""
    say = say or table_words(table)
    view: SplitoView = table.public
    names = seat_names(table)
    round_now = min(view.round, view.rounds)
    lines = [say("splito-board-title", id=table.id, round=round_now, rounds=view.rounds)]
    if headline:
        lines.append(headline)
    if view.last_plays:
        lines.append(revealed(say, view, names))
    if not view.over:
        picked = [names[s] for s in sorted(view.picked)]
        waiting = [names[s] for s in range(view.players) if s not in view.picked]
        ticks = " · ".join(f"✓ {n}" for n in picked) if picked else say("board-nobody-yet")
        status = say("splito-picked", names=ticks)
        if waiting:
            status += say("board-waiting-for", names=", ".join(waiting))
        lines.append(status)
        lines += setting_lines(table, say)
        if how_to:
            lines.append(say("splito-how-to-pick"))
            # Addressed to the whole table, so said on its board (once, not in every hand).
            lines.append("-# " + say("splito-no-hand-talk"))
    return "\n".join(lines)


def revealed(say: Words, view: SplitoView, names: list[str]) -> str:
    """The board's line of last round's reveal: who played which card where."""
    reveal = _Reveal(view, view.players, tuple(names), view.deck.fingerprint, view.last_plays)
    return _revealed(say, reveal)


@dataclass(frozen=True)
class _Reveal:
    """A round's reveal as a cache key: the view is carried, not compared (its deck would be
    hashed in full); its deck's fingerprint and plays are."""

    view: SplitoView = field(compare=False)
    players: int
    names: tuple[str, ...]
    deck: str
    plays: tuple[Play, ...]


# The reveal is shown again with every pick of the next round (each ✓ edits the board's text):
# worded once a round, not once a pick.
@lru_cache(maxsize=1024)
def _revealed(say: Words, reveal: _Reveal) -> str:
    view, names = reveal.view, list(reveal.names)
    plays = " · ".join(
        f"{names[p.seat]} → {say(view.deck.card_label(p.card))} "
        f"({say(played_where(view, names, p.seat, p.zone))})"
        for p in reveal.plays
    )
    return say("splito-revealed", plays=plays)


def status_text(table: SplitoTable, say: Words) -> str:
    """/splito status: the board's text without its how-to line, in the reader's words."""
    return board_text(table, how_to=False, say=say)


def waiting_for(table: SplitoTable, seat: int) -> Message:
    return message("splito-waiting-for-you", round=table.round)


def hand_text(
    say: Words,
    view: SplitoView,
    names: list[str],
    seat: int,
    card: int | None,
    hint: str | None = None,
) -> str:
    """The hand's text: the pick made this round (if any), the card selected, what to do, and
    the hint asked for (if any)."""
    lines = [say("splito-hand-heading", round=view.round, rounds=view.rounds)]
    hand = view.hand or ()
    pick = view.my_pick
    if pick is not None:
        where = side_label(say, view, names, seat, pick.side).strip("◀▶ ")
        chosen = say(view.deck.card_label(pick.card))
        lines.append(say("splito-hand-picked", card=chosen, side=where))
        lines.append(say("splito-hand-may-change"))
    selected = card is not None and card < len(hand) and (pick is None or hand[card] != pick.card)
    if selected and card is not None:
        lines.append(say("splito-hand-selected", card=say(view.deck.card_label(hand[card]))))
    passed = passed_line(say, view, names)
    if passed:
        lines.append(passed)
    if hint:
        lines.append(hint)
    if not selected and pick is None:
        # Said small, the same every round: the cards are what a phone's screen is for.
        lines.append("-# " + say("splito-hand-choose"))
    return "\n".join(lines)


def hint_line(
    say: Words, view: SplitoView, names: list[str], seat: int, pick: Pick, why: Message | None
) -> str:
    """``💡 Hint: **5🟨** (Left: with Bob) — it meets “exactly two 5s” (+2).``"""
    where = side_label(say, view, names, seat, pick.side).strip("◀▶ ")
    reason = say(why) if why is not None else ""
    return say("splito-hint", card=short_card(say, view, pick.card), where=where, why=reason)


def passed_line(say: Words, view: SplitoView, names: list[str]) -> str:
    """What is left of the hand the player passed last to another player, as the player
    remembers it (the neighbour's pick this round is not known yet): empty in the first
    round, or when nothing of it is left."""
    for passed in passed_on(view):
        if passed.holder is None:
            continue  # a dummy's hand (2 players): it reaches the other player next round
        if not passed.cards:
            return ""
        cards = sorted(passed.cards, key=lambda card: card_order(view.deck, card))
        shown = " ".join(short_card(say, view, card) for card in cards)
        return say("splito-hand-passed", name=names[passed.holder], cards=shown)
    return ""


def short_card(say: Words, view: SplitoView, card_id: str) -> str:
    """A card in a list: ``4🟦`` (the card's own emoji once uploaded), or ``[no green cards
    (1)]`` for an objective."""
    card = view.deck.splito(card_id)
    if card is not None:
        emoji = card_emoji(view, card_id)
        return str(emoji) if emoji else f"{card.value}{COLOUR_EMOJI.get(card.colour, '')}"
    objective = view.deck.objective(card_id)
    if objective is not None:
        return f"[{say(objective.label)} ({objective.points})]"
    return f"[{say(view.deck.card_label(card_id))}]"


def review_words(say: Words, table: SplitoTable, review: GameReview) -> tuple[str, str, list[str]]:
    """A finished game reviewed for one player (see ``reviewwords``): picks told as
    ``**5🟨** (Left: with Bob)``."""
    view, names = table.public, seat_names(table)

    def told(pick: Pick) -> str:
        where = side_label(say, view, names, review.seat, pick.side).strip("◀▶ ")
        return say("splito-review-pick", card=short_card(say, view, pick.card), where=where)

    return reviewed_in_words(say, review, told, prefix="splito", title=GAME.title)


def final_embed(table: SplitoTable, result: SplitoResult, tiebreak: str) -> discord.Embed:
    """The breakdown beside the scoreboard image."""
    say = table_words(table)
    embed = discord.Embed(title=say("splito-final-title", id=table.id), description=tiebreak)
    by_seat = {p.seat: p for p in result.players}
    for standing in final_order(table, result):
        player = by_seat[standing.seat]
        embed.add_field(
            name=final_name(table, standing),
            value=say(
                "splito-final-line",
                left=player.left,
                right=player.right,
                score=player.score,
                cards=player.cards,
            ),
            inline=False,
        )
    return embed


def rules_embed(say: Words, table: SplitoTable | None = None) -> discord.Embed:
    """The rules summary of /splito rules."""
    deck = GAME.make_config(3).deck
    embed = discord.Embed(title=say("splito-rules-title"))
    embed.description = say("splito-rules")
    embed.add_field(
        name=say("splito-rules-commons-title"), value=say("splito-rules-commons"), inline=False
    )
    embed.add_field(
        name=say("splito-rules-promo-title"), value=say("splito-rules-promo"), inline=False
    )
    embed.add_field(
        name=say("splito-rules-manners-title"), value=say("splito-no-hand-talk"), inline=False
    )
    add_readings(embed, say, "splito")
    embed.add_field(name=say("splito-rules-deck-title"), value=deck.provenance[:1024], inline=False)
    return embed
