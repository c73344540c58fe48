"""Every text and embed of Splitter in Discord: round text, placement words, the control's
words, final embed, solo standing, rules.

Builders only; the controls are in ``controls.py``. What the table sees is in the table's
language; a player's control takes the reader's words (``say``).
"""

from __future__ import annotations

import discord

from bot.discordbot.common import setting_lines, table_words
from bot.discordbot.games import final_name, final_order
from bot.discordbot.reviewwords import review_words as reviewed_in_words
from bot.discordbot.rulewords import add_readings
from bot.discordbot.splitter.table import SplitterTable
from bot.gamewords.splitter import placement_words
from bot.i18n import Words
from bot.seatnames import seat_names
from bot.service.coach import GameReview
from engine import Message, get_game
from engine.splitter import Place, SplitterResult, SplitterView
from render.text import winners_sentence

GAME = get_game("splitter")


def option_words(table: SplitterTable) -> list[str]:
    return [table_words(table)("splitter-option-pad", pad=table.options.get("pad", "A"))]


def review_words(
    say: Words, table: SplitterTable, review: GameReview
) -> tuple[str, str, list[str]]:
    """A finished sheet reviewed for its player (see ``reviewwords``): placements told as
    ``**5** in row 3, column 2 · **1** in column 7``, worths to a tenth of a point."""

    def told(place: Place) -> str:
        return say(placement_words(place))

    return reviewed_in_words(say, review, told, prefix="splitter", title=GAME.title, digits=1)


def status_text(table: SplitterTable, say: Words | None = None) -> str:
    """Where the game stands: the roll, who has placed (never where), the timer (``say``: in
    a reader's words, for /splitter status; else the table's)."""
    say = say or table_words(table)
    view: SplitterView = table.public
    names = seat_names(table)
    round_now = view.rounds if view.over else view.round
    title = say(
        "splitter-board-title", id=table.id, pad=view.pad, round=round_now, rounds=view.rounds
    )
    if view.over:
        return title
    lines = [title]
    a, b = view.roll or (0, 0)
    lines.append(say("splitter-rolled", a=a, b=b))
    if view.players > 1:
        placed = [f"✓ {names[s]}" for s in sorted(view.placed)]
        waiting = [names[s] for s in range(view.players) if s not in view.placed]
        ticks = " · ".join(placed) if placed else say("board-nobody-yet")
        status = say("splitter-placed", names=ticks)
        if waiting:
            status += say("board-waiting-for", names=", ".join(waiting))
        lines.append(status)
    lines += setting_lines(table, say)
    return "\n".join(lines)


def board_text(table: SplitterTable) -> str:
    say = table_words(table)
    view: SplitterView = table.public
    text = status_text(table)
    if view.over:
        return text
    how = "splitter-how-to-place-table" if view.players > 1 else "splitter-how-to-place-solo"
    return text + "\n" + say(how)


def control_text(
    say: Words, view: SplitterView, place: Place, done: bool, hint: str | None = None
) -> str:
    """A player's placement control: the roll, the placement chosen, what to do next, and the
    hint asked for (if any)."""
    a, b = view.roll or (0, 0)
    lines = [say("splitter-control-title", round=view.round, rounds=view.rounds)]
    lines.append(say("splitter-rolled", a=a, b=b))
    key = "splitter-control-placed" if done else "splitter-control-selected"
    lines.append(say(key, placement=placement_words(place)))
    lines.append(say("splitter-control-may-change" if done else "splitter-control-choose"))
    if hint:
        lines.append(hint)
    return "\n".join(lines)


def hint_line(say: Words, place: Place, why: Message | None) -> str:
    """``💡 Hint: **5** in row 3, column 2 · **1** in column 7 — it completes a group of 5
    (+5).``"""
    reason = say(why) if why is not None else ""
    return say("splitter-hint", placement=say(placement_words(place)), why=reason)


def row_option(say: Words, row: int, free: int) -> tuple[str, str]:
    """A row in the row select: (label, description)."""
    return say("splitter-row-option", row=row + 1), say("splitter-free-pairs", pairs=free)


def pair_option(say: Words, left: int, right: int) -> str:
    return say("splitter-pair-option", left=left + 1, right=right + 1)


def preview_note(say: Words, place: Place) -> str:
    (_, x1), (_, x2) = place.cells
    a, b = place.numbers
    return say("splitter-preview", a=a, b=b, left=x1 + 1, right=x2 + 1)


def solo_standing(say: Words, pad: str, score: int, earlier: list[int], share: float) -> str:
    """A solo game's score against the player's earlier ones and the AI's games on the pad."""
    if not earlier:
        best = say("splitter-solo-first", pad=pad, score=score)
    elif score > max(earlier):
        best = say("splitter-solo-new-best", pad=pad, score=score, before=max(earlier))
    else:
        best = say("splitter-solo-best", pad=pad, best=max(earlier))
    line = say("splitter-solo-share", score=score, share=f"{share:.0f}")
    stars = " " + say("splitter-solo-stars") if score >= 51 else ""
    return f"{best} {line}{stars}"


def final_embed(table: SplitterTable, result: SplitterResult) -> discord.Embed:
    say = table_words(table)
    names = seat_names(table)
    solo = len(result.players) == 1
    note = "" if solo else winners_sentence(say, [names[w] for w in result.winners]) + "."
    embed = discord.Embed(title=say("splitter-final-title", id=table.id), description=note)
    by_seat = {p.seat: p for p in result.players}
    for standing in final_order(table, result)[:25]:
        score = by_seat[standing.seat].score
        star = say("splitter-final-star")
        groups = [f"{g.number}{star if g.doubled else ''}" for g in score.groups]
        value = say(
            "splitter-final-line",
            total=score.total,
            groups=" + ".join(groups) or "-",  # they add up to the total
            hearts="yes" if score.heart_bonus else "no",
        )
        embed.add_field(name=final_name(table, standing), value=value[:1024], inline=False)
    return embed


def rules_embed(say: Words, table: SplitterTable | None = None) -> discord.Embed:
    embed = discord.Embed(title=say("splitter-rules-title"), description=say("splitter-rules"))
    for part in ("scoring", "hearts", "solo"):
        name, value = say(f"splitter-rules-{part}-title"), say(f"splitter-rules-{part}")
        embed.add_field(name=name, value=value, inline=False)
    add_readings(embed, say, "splitter")
    return embed
