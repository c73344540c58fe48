"""Every text and embed of Split it! in Discord: board, reveals, the controls' words, final
embed, rules.

Builders only; the controls are in ``controls.py`` and ``split.py``. What the table sees is in
the table's language; the secret controls take the reader's words (``say``).
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.discordbot.common import setting_lines, table_words
from bot.discordbot.games import final_name, final_order
from bot.discordbot.reviewwords import as_advice, hint_words
from bot.discordbot.reviewwords import review_words as reviewed_in_words
from bot.discordbot.rulewords import add_readings
from bot.discordbot.splitit.table import SplitItTable
from bot.gamewords.splitit import cards_text, columns_text, now_message, reveal_text, zone_label
from bot.i18n import Words
from bot.seatnames import seat_names
from bot.service.coach import GameReview
from engine import Message, get_game, message
from engine.splitit import (
    SplitItResult,
    SplitItView,
    ZoneOutcome,
    zone_word,
)
from engine.splitit.state import Action, describe
from render.splitit import winners_note

GAME = get_game("splitit")


def status_text(table: SplitItTable, say: Words | None = None) -> str:
    """Where the game stands, for /split status (in a reader's words): the last reveal, whose
    move it is, the timer."""
    say = say or table_words(table)
    view: SplitItView = table.public
    names = seat_names(table)
    lines = [say("splitit-board-title", id=table.id, round=view.round, deck=view.deck_count)]
    if view.last_reveal:
        lines.append(say("splitit-last-reveal", reveal=reveal_text(say, view.last_reveal, names)))
    if not view.over:
        lines.append(say(now_message(say, view, names)))
        lines += setting_lines(table, say)
    return "\n".join(lines)


def board_text(table: SplitItTable, reveals: Sequence[Sequence[ZoneOutcome]] = ()) -> str:
    """The round's live board: this round's reveals so far, whose move it is, how to make it."""
    say = table_words(table)
    view: SplitItView = table.public
    names = seat_names(table)
    lines = [say("splitit-board-title", id=table.id, round=view.round, deck=view.deck_count)]
    if reveals:
        lines.append(say("splitit-reveals-this-round"))
        lines += [f"{n}. {reveal_text(say, r, names)}" for n, r in enumerate(reveals, start=1)]
    if not view.over:
        lines.append(say(now_message(say, view, names)))
        lines += setting_lines(table, say)
    if view.phase == "bet":
        lines.append(say("splitit-how-to-bet"))
    elif not view.over:
        lines.append(say("splitit-press-when-yours", button=button_label(table)))
    return "\n".join(lines)


def round_summary(
    say: Words, round: int, reveals: Sequence[Sequence[ZoneOutcome]], names: Sequence[str]
) -> str:
    """A finished round in one line: each of its reveals."""
    told = " | ".join(reveal_text(say, r, names) for r in reveals) or say("splitit-no-reveal")
    return say("splitit-round-summary", round=round, reveals=told)


def waiting_for(table: SplitItTable, seat: int) -> Message:
    """A reminder's words: what the table waits for from ``seat``."""
    return message(f"splitit-waiting-{table.public.phase}", id=table.id)


def refusal_for(say: Words, view: SplitItView, names: Sequence[str]) -> Message:
    """Why a player who is not to act cannot use the board's button now."""
    if view.phase == "bet":
        return message("splitit-already-took-wait")
    if view.phase == "jokers":
        return message("splitit-no-joker")
    now = now_message(say, view, names, bold=False)
    return message("splitit-wait-your-turn", now=now)


def button_label(table: SplitItTable) -> str:
    """The board's button, named after the step's move."""
    return table_words(table)(f"splitit-button-{table.public.phase}")


def final_embed(table: SplitItTable, result: SplitItResult) -> discord.Embed:
    say = table_words(table)
    names = seat_names(table)
    note = winners_note(say, result, names) + "."
    embed = discord.Embed(title=say("splitit-final-title", id=table.id), description=note)
    view: SplitItView = table.public
    by_seat = {p.seat: p for p in result.players}
    for standing in final_order(table, result):
        player = by_seat[standing.seat]
        scored = [n.number for n in result.numbers if player.seat in n.winners]
        line = say(
            "splitit-final-line",
            score=player.score,
            columns=player.columns,
            scored=", ".join(map(str, scored)) if scored else "-",
        )
        embed.add_field(
            name=final_name(table, standing),
            value=f"{line}\n{columns_text(say, view, player.seat)}"[:900],
            inline=False,
        )
    return embed


def rules_embed(say: Words, table: SplitItTable | None = None) -> discord.Embed:
    embed = discord.Embed(title=say("splitit-rules-title"), description=say("splitit-rules"))
    for part in ("two", "jokers", "scoring"):
        embed.add_field(
            name=say(f"splitit-rules-{part}-title"),
            value=say(f"splitit-rules-{part}"),
            inline=False,
        )
    add_readings(embed, say, "splitit")
    return embed


# -- the secret controls ---------------------------------------------------------------------------


def split_text(say: Words, zones: Sequence[tuple[str, Sequence[int]]]) -> str:
    """The splitter's control: the zones the separators make (none: they are misplaced)."""
    lines = [say("splitit-split-title")]
    if zones:
        lines.append(" · ".join(zone_label(say, name, cards) for name, cards in zones))
        lines.append(say("splitit-split-preview"))
    else:
        lines.append(say("splitit-split-misplaced"))
    return "\n".join(lines)


def separator_label(say: Words, which: str, k: int) -> str:
    return say(f"splitit-separator-{which}", card=k)


def separator_sides(say: Words, row: Sequence[int], k: int) -> str:
    return say("splitit-separator-sides", left=cards_text(row[:k]), right=cards_text(row[k:]))[:100]


def split_done(say: Words, first: int, second: int) -> str:
    return say("splitit-split-done", a=first, b=second)


def discard_text(say: Words, zone: str | None) -> str:
    lines = [say("splitit-discard-title")]
    if zone is None:
        lines.append(say("splitit-discard-choose"))
    else:
        lines.append(say("splitit-discard-preview", zone=zone_word(zone)))
    return "\n".join(lines)


def discard_done(say: Words, zone: str) -> str:
    return say("splitit-discard-done", zone=zone_word(zone))


def bet_text(say: Words, mine: SplitItView, seat: int) -> str:
    lines = [say("splitit-bet-title")]
    if mine.my_bet:
        lines.append(say("splitit-bet-chosen", zone=zone_word(mine.my_bet)))
    else:
        lines.append(say("splitit-bet-choose"))
    lines.append(say("splitit-your-columns", columns=columns_text(say, mine, seat)))
    return "\n".join(lines)


def bet_revealed(say: Words, zone: str) -> str:
    return say("splitit-bet-revealed", zone=zone_word(zone))


def joker_text(say: Words, mine: SplitItView, seat: int) -> str:
    pending = mine.pending_jokers[seat]
    columns = say("splitit-your-columns", columns=columns_text(say, mine, seat))
    return say("splitit-joker-title", jokers=pending) + "\n" + columns


def joker_option(say: Words, number: int, cards: int, jokers: int) -> tuple[str, str]:
    """A column in the joker select: (label, description)."""
    label = say("splitit-joker-column-label", number=number)
    return label, say("splitit-joker-column-cards", cards=cards, jokers=jokers)


def joker_placed(say: Words, number: int) -> str:
    return say("splitit-joker-placed", number=number)


# -- hints and reviews -----------------------------------------------------------------------------


def move_words(action: Action) -> Message:
    """A move as a player would say it: ``bet on pink``, ``split after cards 2 and 5``."""
    return as_advice(describe(action))


def hint_line(say: Words, action: Action, why: Message | None) -> str:
    """``💡 Hint: **bet on pink** — taking it gives you the most 9s (+9 in all).``"""
    return hint_words(say, "splitit-hint", move_words(action), why)


def review_words(say: Words, table: SplitItTable, review: GameReview) -> tuple[str, str, list[str]]:
    """A finished game reviewed for one player (see ``reviewwords``): a line per step where
    they moved, worths as a lead over the strongest rival (+3, −2)."""

    def told(action: Action) -> str:
        return "**" + say(move_words(action)) + "**"

    return reviewed_in_words(
        say,
        review,
        told,
        prefix="splitit",
        title=GAME.title,
        signed=True,
        title_key="splitit-review-title",
    )
