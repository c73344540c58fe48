"""Every text and embed of Split it! in Discord: board, reveals, the controls' words, final
embed, rules.

Builders only; the controls are in ``controls.py`` and ``split.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.discordbot.common import table_words
from bot.discordbot.games import final_name, final_order, seat_names
from bot.service import RoundResolved, TableInfo
from engine import get_game
from engine.splitit import JOKER, SplitItResult, SplitItView, ZoneOutcome
from render.splitit import winners_note

GAME = get_game("splitit")
JOKER_PLACEHOLDER = "Column for the joker"
ZONE_EMOJI = {"white": "⬜", "pink": "🌸", "black": "⬛"}
# The board button, by phase: what the person it waits for presses.
ACTION_LABEL = {"split": "Split", "discard": "Discard", "bet": "Bet", "jokers": "Place joker"}


def cards_text(cards: Sequence[int]) -> str:
    """``3 5 ★`` (★ is a joker)."""
    return " ".join("★" if c == JOKER else str(c) for c in cards) or "—"


def zone_label(zone: str, cards: Sequence[int]) -> str:
    """A zone as its button reads: ``⬜ white: 3 5 ★``."""
    return f"{ZONE_EMOJI[zone]} {zone}: {cards_text(cards)}"


def columns_text(view: SplitItView, seat: int) -> str:
    """A player's columns: ``5×2+1★ · 8×3``; waiting jokers too."""
    parts = [
        f"{n}×{c.cards}" + (f"+{c.jokers}★" if c.jokers else "")
        for n, c in sorted(view.columns[seat].items())
    ]
    if view.waiting_jokers[seat]:
        parts.append(f"{view.waiting_jokers[seat]}★ waiting for a first column")
    return " · ".join(parts) or "no cards yet"


def reveal_text(outcomes: Sequence[ZoneOutcome], names: Sequence[str]) -> str:
    """One reveal: who bet where and what happened to each zone."""
    said = []
    for outcome in outcomes:
        cards = cards_text(outcome.cards)
        if outcome.outcome == "taken":
            said.append(f"{outcome.zone} → **{names[outcome.bettors[0]]}** takes {cards}")
        elif outcome.outcome == "stays":
            bettors = ", ".join(names[b] for b in outcome.bettors)
            said.append(f"{outcome.zone} → {bettors} bet: {cards} stay")
        else:
            said.append(f"{outcome.zone} → nobody bet: {cards} discarded")
    return " · ".join(said)


def now_text(view: SplitItView, names: Sequence[str]) -> str:
    """Whose move it is, without anything secret."""
    if view.phase == "split":
        return f"**{names[view.splitter]}** places the two separators."
    if view.phase == "discard":
        return f"**{names[(view.splitter + 1) % 2]}** discards one of the three zones."
    if view.phase == "bet":
        betted = [f"✓ {names[s]}" for s in sorted(view.betted)]
        waiting = [names[s] for s in sorted(view.in_round - view.betted)]
        text = "Bets: " + (" · ".join(betted) if betted else "nobody yet")
        return text + (" — waiting for " + ", ".join(waiting) if waiting else "")
    placing = [f"{names[s]} ({n})" for s, n in enumerate(view.pending_jokers) if n]
    return "Jokers to place: " + ", ".join(placing) + "."


def status_text(table: TableInfo) -> str:
    """Where the game stands, for the board and /split status."""
    view: SplitItView = table.public
    names = seat_names(table)
    lines = [f"**Split it! · game #{table.id} · round {view.round} · {view.deck_count} in deck**"]
    if view.last_reveal:
        lines.append("Last reveal: " + reveal_text(view.last_reveal, names))
    if not view.over:
        lines.append(now_text(view, names))
        if table.timer.policy != "off":
            lines.append(f"Timer: {table_words(table)(table.timer.describe())}.")
    return "\n".join(lines)


def board_text(table: TableInfo) -> str:
    view: SplitItView = table.public
    text = status_text(table)
    if view.phase == "bet":
        text += "\nPress **Bet** to bet in secret; you may change your bet until everyone has bet."
    elif not view.over:
        text += f"\nPress **{ACTION_LABEL[view.phase]}** when it is your move."
    return text


def round_notes(table: TableInfo, rounds: Sequence[RoundResolved]) -> list[str]:
    """Reveals that happened in a batch before the newest one (AI seats can play several in
    a row); the newest board shows the last reveal itself."""
    reveals = [r for r in rounds if r.closing is not None and r.closing.phase == "bet"]
    names = seat_names(table)
    return [f"Reveal: {reveal_text(r.opening.last_reveal, names)}" for r in reveals[:-1]]


def waiting_for(table: TableInfo, seat: int) -> str:
    """A reminder's words: what the table waits for from ``seat``."""
    doing = {
        "split": "to place the separators",
        "discard": "to discard a zone",
        "bet": "for your bet",
        "jokers": "to place your joker",
    }[table.public.phase]
    return f"Split it! game #{table.id} is waiting {doing}"


def refusal_for(view: SplitItView, names: Sequence[str]) -> str:
    """Why a player who is not to act cannot use the board's button now."""
    if view.phase == "bet":
        return "You already took cards this round; wait for the next row."
    if view.phase == "jokers":
        return "You have no joker to place."
    return now_text(view, names).replace("**", "") + " Wait for your turn."


def button_label(table: TableInfo) -> str:
    """The board's button, named after the step's move."""
    return ACTION_LABEL.get(table.public.phase, "Play")


def final_embed(table: TableInfo, result: SplitItResult) -> discord.Embed:
    names = seat_names(table)
    note = winners_note(result, names) + "."
    embed = discord.Embed(title=f"Split it! · game #{table.id} · final scores", description=note)
    view: SplitItView = table.public
    by_seat = {p.seat: p for p in result.players}
    for standing in final_order(table, result):
        player = by_seat[standing.seat]
        scored = [str(n.number) for n in result.numbers if player.seat in n.winners]
        embed.add_field(
            name=final_name(table, standing),
            value=f"**{player.score}** points · {player.columns} columns · scored the "
            + (", ".join(scored) + "s" if scored else "nothing")
            + f"\n{columns_text(view, player.seat)}"[:900],
            inline=False,
        )
    return embed


def rules_embed() -> discord.Embed:
    embed = discord.Embed(title="Split it! · rules in short")
    embed.description = (
        "A row of cards is dealt (7, or 9 with four players). The splitter cuts it into a white, "
        "a pink and a black zone; then everyone still in the round bets in secret on one zone. "
        "A zone nobody bet on is discarded; a zone with one bet goes to that player, who sits "
        "out the rest of the round; a zone with several bets stays and is split again "
        "(two cards: two zones; one card: discarded). The splitter rotates each round."
    )
    embed.add_field(
        name="Two players",
        value="After each three-zone split, the other player discards one zone first.",
        inline=False,
    )
    embed.add_field(
        name="Jokers (★)",
        value="Each joker you take joins one of your columns, your choice. Before your first "
        "column, jokers wait and join it.",
        inline=False,
    )
    embed.add_field(
        name="Scoring",
        value="For each number 1–10, whoever has the most of it (jokers count) scores that "
        "number; ties score for everyone tied. Tie on points: most columns wins.",
        inline=False,
    )
    return embed


# -- the secret controls ---------------------------------------------------------------------------


def split_text(zones: Sequence[tuple[str, Sequence[int]]]) -> str:
    """The splitter's control: the zones the separators make (none: they are misplaced)."""
    lines = ["**Place the two separators** (only you see this)."]
    if zones:
        lines.append(" · ".join(zone_label(name, cards) for name, cards in zones))
        lines.append("The image previews it. Press **Confirm** to place them.")
    else:
        lines.append("The second separator must come after the first: move one of them.")
    return "\n".join(lines)


def separator_label(which: str, k: int) -> str:
    return f"{which.capitalize()} separator after card {k}"


def separator_sides(row: Sequence[int], k: int) -> str:
    return f"cards {cards_text(row[:k])} | {cards_text(row[k:])}"[:100]


def split_done(first: int, second: int) -> str:
    return f"✓ Separators placed after cards {first} and {second}."


def discard_text(zone: str | None) -> str:
    lines = ["**Discard one zone** (only you see this); the splitter's split is on the board."]
    if zone is None:
        lines.append("Choose the zone to discard, then **Confirm**.")
    else:
        lines.append(f"Discard **{zone}**? The image previews it. Press **Confirm**.")
    return "\n".join(lines)


def discard_done(zone: str) -> str:
    return f"✓ You discarded the {zone} zone."


def bet_text(mine: SplitItView, seat: int) -> str:
    lines = ["**Your bet** (only you see it until the reveal)."]
    if mine.my_bet:
        lines.append(f"✓ You bet on **{mine.my_bet}**. You may change it until everyone has bet.")
    else:
        lines.append("Press the zone you want. A zone with only your bet is yours.")
    lines.append(f"Your columns: {columns_text(mine, seat)}")
    return "\n".join(lines)


def bet_revealed(zone: str) -> str:
    return f"✓ You bet on **{zone}**. Everyone has bet: see the reveal on the board."


def joker_text(mine: SplitItView, seat: int) -> str:
    pending = mine.pending_jokers[seat]
    return "\n".join(
        [
            f"**Place your joker{'s' if pending > 1 else ''}** ({pending} to place; only you "
            "see this). A joker counts as one more card of the column it joins.",
            f"Your columns: {columns_text(mine, seat)}",
        ]
    )


def joker_option(number: int, cards: int, jokers: int) -> tuple[str, str]:
    """A column in the joker select: (label, description)."""
    return f"the {number}s", f"{cards} cards" + (f" + {jokers}★" if jokers else "")


def joker_placed(number: int) -> str:
    return f"✓ Joker placed on your {number}s."
