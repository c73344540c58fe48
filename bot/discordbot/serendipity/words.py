"""Every text and embed of Serendipity in Discord: the live board's text, turn summaries, the
turn panel's words, lobby words, status, rules and the final embed.

Builders only; the turn panel's controls are in ``controls.py``. No text here ever names the
colour of a tile turned back: that is seen on the live board until the next action, and
remembering it is the players' part. A hint, asked for at a table started with hints (never
rated), may: a coach says what the player saw.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.discordbot.common import setting_lines, table_words, tutorial_lines
from bot.discordbot.emojis import EMOJIS
from bot.discordbot.games import final_name, final_order
from bot.discordbot.reviewwords import as_advice, hint_words
from bot.discordbot.reviewwords import review_words as reviewed_in_words
from bot.discordbot.rulewords import add_readings
from bot.discordbot.serendipity.table import SerendipityTable
from bot.gamewords.serendipity import must_turn, step_words, turn_summary, what_now
from bot.i18n import Words
from bot.seatnames import seat_names
from bot.service import Event, RoundResolved, SeatInfo
from bot.service.coach import GameReview
from engine import Message, get_game, message
from engine.serendipity import (
    SERENDIP,
    UNOWNED,
    ColourScore,
    SerendipityResult,
    SerendipityView,
    TurnStep,
    label,
    one_carpet_of_several,
)
from engine.serendipity.actions import Action, describe
from engine.serendipity.config import DEFAULT_PER_PLAYER, RULES, colour_word
from render.text import winners_sentence

GAME = get_game("serendipity")
#: The lobby option ``unowned``: its values, each worded by ``serendipity-unowned-<value>``.
assert set(UNOWNED) == {"hidden", "shown", "shown_after_10"}


def option_words(table: SerendipityTable) -> list[str]:
    say = table_words(table)
    with_two = table.options.get("colours_with_two", DEFAULT_PER_PLAYER)
    with_three = table.options.get("colours_with_three", DEFAULT_PER_PLAYER)
    unowned = table.options.get("unowned", "hidden")
    return [
        say("serendipity-option-colours", two=with_two, three=with_three),
        say(f"serendipity-unowned-{unowned}"),
    ]


def picked_colours(table: SerendipityTable, seat: SeatInfo) -> str:
    pick = table.options.get("seat_choices", {}).get(str(seat.user_id))
    if not pick or seat.is_ai:
        return ""
    say = table_words(table)
    colours = ", ".join(EMOJIS.tile_words(c, say(colour_word(c))) for c in pick)
    return say("serendipity-picked", colours=colours)


def header(say: Words, table: SerendipityTable, view: SerendipityView) -> str:
    up = sum(t.kind == SERENDIP for t in view.face_up.values())
    return say("serendipity-board-title", id=table.id, step=view.step, up=up)


def board_text(table: SerendipityTable, recent: Sequence[str] = ()) -> str:
    """The live board's text: whose turn, what they may do, this turn so far, and ``recent``:
    the last turns played, oldest first."""
    say = table_words(table)
    view: SerendipityView = table.public
    names = seat_names(table)
    if view.over:
        return header(say, table, view) + "\n" + say("game-over")
    lines = [header(say, table, view)]
    if recent:
        lines += [say("serendipity-last-moves"), *(f"› {turn}" for turn in recent)]
    lines.append(what_now(say, view, names))
    lines += tutorial_lines(table, say)
    if view.this_turn:
        summary = turn_summary(say, view, names, view.current, view.this_turn)
        lines.append(say("serendipity-this-turn", summary=summary))
    player = table.seat_at(view.current)
    if not player.is_ai:  # whose turn it is, highlighted for them (a mention that never pings)
        lines.append(say("serendipity-press-your-turn", user=f"<@{player.user_id}>"))
    return "\n".join(lines)


def status_text(table: SerendipityTable, say: Words | None = None) -> str:
    """Where the game stands: whose turn, the colours and scores, the timer (``say``: in a
    reader's words, for /serendipity status; else the table's)."""
    say = say or table_words(table)
    view: SerendipityView = table.public
    names = seat_names(table)
    lines = [header(say, table, view)]
    if not view.over:
        lines.append(what_now(say, view, names))
    for seat, name in enumerate(names):
        colours = ", ".join(EMOJIS.tile_words(c, say(colour_word(c))) for c in view.colours[seat])
        lines.append(
            say("serendipity-status-line", name=name, colours=colours, points=view.scores[seat])
        )
    lines += setting_lines(table, say)
    return "\n".join(lines)


def final_embed(table: SerendipityTable, result: SerendipityResult) -> discord.Embed:
    say = table_words(table)
    names = seat_names(table)
    view: SerendipityView = table.public
    winners = winners_sentence(say, [names[w] for w in result.winners])
    embed = discord.Embed(title=say("serendipity-final-title", id=table.id))
    embed.description = winners + "."
    for standing in final_order(table, result):
        breakdown = result.breakdown[standing.seat]
        choosing = one_carpet_of_several(view.rules, breakdown)
        carpets = "\n".join(carpet_words(say, s, view.rules, choosing) for s in breakdown)
        points = say("serendipity-final-points", points=standing.score)
        embed.add_field(
            name=final_name(table, standing), value=f"{points}\n{carpets}"[:1024], inline=False
        )
    return embed


def carpet_words(say: Words, score: ColourScore, rules: int, choosing: bool = False) -> str:
    """Which carpet of a colour counted and why: ``red: 12 tiles + 3 Serendips ×2 + 1 red edge
    ×2 = 20 (the largest of 2 carpets)``; ``choosing`` (a player's one carpet is chosen among
    its colours') marks whether this one is it."""
    carpet, colour = score.carpet, say(colour_word(score.colour))
    if carpet is None:
        return say("serendipity-no-carpet", colour=colour)
    parts = [say("serendipity-count-tiles", n=len(carpet.tiles))]
    if carpet.serendips:
        parts.append(say("serendipity-count-serendips", n=len(carpet.serendips)))
    if carpet.touching:
        parts.append(say("serendipity-count-edges", n=len(carpet.touching), colour=colour))
    words = say("serendipity-carpet", colour=colour, parts=" + ".join(parts), value=score.value)
    if score.carpets > 1:
        which = "largest" if rules >= 2 else "valuable"
        words += " " + say(f"serendipity-carpet-{which}", carpets=score.carpets)
    if choosing:
        words = say(
            "serendipity-carpet-counts" if score.counts else "serendipity-carpet-not-counting",
            carpet=words,
        )
    return words


def rules_embed(say: Words, table: SerendipityTable | None = None) -> discord.Embed:
    """The rules summary of /serendipity rules: the rulings of the table open here, else the
    newest (a table keeps the rulings it started with)."""
    rulings = table.config.rules if table is not None else RULES
    embed = discord.Embed(
        title=say("serendipity-rules-title"),
        description=say(f"serendipity-rules{must_turn(rulings)}"),
    )
    end = "serendipity-rules-end-at-once" if rulings == 1 else "serendipity-rules-end"
    scoring = (
        "serendipity-rules-scoring" if rulings >= 3 else f"serendipity-rules-scoring-{rulings}"
    )
    for title, key in (
        ("serendipity-rules-end-title", end),
        ("serendipity-rules-scoring-title", scoring),
        ("serendipity-rules-here-title", "serendipity-rules-here"),
    ):
        embed.add_field(name=say(title), value=say(key), inline=False)
    add_readings(embed, say, "serendipity")
    which = "serendipity-rules-rulings-table" if table is not None else "serendipity-rules-rulings"
    embed.set_footer(text=say(which, rulings=rulings, newest=RULES))
    return embed


# -- the turn panel ------------------------------------------------------------------------------


def panel_label(say: Words, what: str, pending: str = "") -> str:
    """A panel button's or select's words: ``serendipity-panel-<what>``."""
    return say(f"serendipity-panel-{what}", cell=pending)


def panel_text(
    say: Words, view: SerendipityView, mode: str, rotation: int, first: str, note: str = ""
) -> str:
    """The turn panel's words for its mode (``first``: the label of a swap's first tile)."""
    pending = label(view.pending) if view.pending is not None else ""
    then = say(
        "serendipity-then-over" if view.ending else f"serendipity-then-turn{must_turn(view.rules)}"
    )
    words = say(f"serendipity-mode-{mode}", cell=pending, rotation=rotation, first=first, then=then)
    if mode == "turn" and view.phase == "own":
        key = "serendipity-mode-own-ending" if view.ending else "serendipity-mode-own"
        words = say(key, cell=pending)
    if mode == "turn" and view.phase == "moved":
        words = say("serendipity-mode-moved")
    if view.ending:
        words = say("serendipity-ends-game") + " " + words
    lines = [say("serendipity-panel-title", step=view.step)]
    if note:
        lines.append(note)
    lines.append(words)
    return "\n".join(lines)


def row_option(say: Words, row: str, tiles: int) -> tuple[str, str]:
    """A row in the row select: (label, description)."""
    return say("serendipity-row-option", row=row), say("serendipity-row-tiles", tiles=tiles)


def cell_state(view: SerendipityView, cell: tuple[int, int]) -> Message:
    """How a cell lies, for the cell select: face down, or which tile is up."""
    tile = view.face_up.get(cell)
    if tile is None:
        return message("serendipity-cell-down")
    if tile.kind == SERENDIP:
        return message("serendipity-cell-serendip")
    return message("serendipity-cell-up", colour=colour_word(tile.kind))


def cannot_choose(view: SerendipityView, cell: tuple[int, int]) -> Message:
    return message("serendipity-cannot-choose", cell=label(cell), state=cell_state(view, cell))


def you_did(say: Words, step: TurnStep, owned: Sequence[str]) -> str:
    """The player's own action, told back to them (never naming a colour turned back)."""
    return say("serendipity-you-did", what=step_words(say, step, owned))


# -- hints and reviews -----------------------------------------------------------------------------


def move_words(action: Action) -> Message:
    """A move as a player would say it: ``turn D4``, ``keep the Serendip (rotation 2), swap
    C3 and E5``."""
    return as_advice(describe(action))


def hint_line(say: Words, action: Action, why: Message | None) -> str:
    """``💡 Hint: **turn D4** — you saw one of your red tiles turned back at D4.``"""
    return hint_words(say, "serendipity-hint", move_words(action), why)


#: How many of the moves the AI would have made otherwise a review lists.
DIFFERENCES_SHOWN = 20


def review_words(
    say: Words, table: SerendipityTable, review: GameReview
) -> tuple[str, str, list[str]]:
    """A finished game reviewed for one player (see ``reviewwords``): a game holds a hundred
    decisions, so a line only for the 20 the AI would have made otherwise that cost most, by
    step."""

    def told(action: Action) -> str:
        return "**" + say(move_words(action)) + "**"

    return reviewed_in_words(
        say,
        review,
        told,
        prefix="serendipity",
        title=GAME.title,
        title_key="serendipity-review-title",
        differences_only=DIFFERENCES_SHOWN,
    )


def what_happened(say: Words, events: list[Event], seat: int) -> str:
    """The player's own action as the table saw it (never naming a colour turned back)."""
    opening: SerendipityView = next(e for e in events if isinstance(e, RoundResolved)).opening
    if opening.this_turn:
        step = opening.this_turn[-1]
    else:
        assert opening.last_turn is not None  # the turn just ended
        step = opening.last_turn[1][-1]
    return you_did(say, step, opening.colours[seat])


def last_done(say: Words, view: SerendipityView, seat: int) -> str:
    """What ``seat`` did last, told back to them, if theirs was the latest turn."""
    if view.current == seat and view.this_turn:
        return you_did(say, view.this_turn[-1], view.colours[seat])
    if view.last_turn is not None and view.last_turn[0] == seat and view.last_turn[1]:
        return you_did(say, view.last_turn[1][-1], view.colours[seat])
    return ""
