"""Every text and embed of Splito in Discord: lobby options, board, hand, final, rules.

Builders only: they take service tables and engine views and return strings and embeds; the
controls are in ``controls.py``.
"""

from __future__ import annotations

import discord

from bot.discordbot.games import final_name, final_order, seat_names
from bot.service import TableInfo
from engine import get_game
from engine.splito import SplitoResult, SplitoView
from engine.splito.seating import player_zones, zone_seats

GAME = get_game("splito")
COLOUR_EMOJI = {
    "yellow": "🟨",
    "orange": "🟧",
    "pink": "🌸",
    "green": "🟩",
    "blue": "🟦",
    "black": "⬛",
}
NO_HAND_TALK = "The rulebook forbids talking about your hand: keep your cards to yourself."


def option_words(table: TableInfo) -> list[str]:
    promo = "on" if table.options.get("promo42") else "off"
    deck = table.options.get("deck_file") or "community reconstruction"
    return [f"promo 42: {promo}", f"deck: {deck}"]


def zone_words(view: SplitoView, names: list[str], zone: int) -> str:
    """A zone as players call it."""
    if view.two_player:
        return f"{names[zone // 2]}'s {'left' if zone % 2 == 0 else 'right'} zone"
    left, right = zone_seats(view.players, zone)
    return f"{names[left]} ⇄ {names[right]}"


def side_label(view: SplitoView, names: list[str], seat: int, side: str) -> str:
    """The Left / Right button text, naming the neighbour who shares that zone."""
    if view.two_player:
        return f"{side.capitalize()} zone"
    left_zone, right_zone = player_zones(view.players, seat)
    zone = left_zone if side == "left" else right_zone
    partner = next(s for s in zone_seats(view.players, zone) if s != seat)
    return f"{'◀ ' if side == 'left' else ''}{side.capitalize()}: with {names[partner]}" + (
        " ▶" if side == "right" else ""
    )


def card_button_label(view: SplitoView, card_id: str) -> str:
    """``4 🟦 blue`` or ``Objective: exactly two 4s (2)``; at most 80 characters."""
    card = view.deck.splito(card_id)
    if card is not None:
        return f"{card.value} {COLOUR_EMOJI.get(card.colour, '')} {card.colour}".replace("  ", " ")
    objective = view.deck.objective(card_id)
    if objective is not None:
        return f"Objective: {objective.label} ({objective.points})"[:80]
    return card_id[:80]


def board_text(table: TableInfo, headline: str = "") -> str:
    """The round message: last round's reveal, who has picked (never what), the timer."""
    view: SplitoView = table.public
    names = seat_names(table)
    lines = [f"**Splito · game #{table.id} · round {min(view.round, view.rounds)}/{view.rounds}**"]
    if headline:
        lines.append(headline)
    if view.last_plays:
        plays = " · ".join(
            f"{names[p.seat]} → {view.deck.card_label(p.card)} ({zone_words(view, names, p.zone)})"
            for p in view.last_plays
        )
        lines.append(f"Revealed: {plays}")
    if not view.over:
        picked = [names[s] for s in sorted(view.picked)]
        waiting = [names[s] for s in range(view.players) if s not in view.picked]
        status = "Picked: " + (" · ".join(f"✓ {n}" for n in picked) if picked else "nobody yet")
        if waiting:
            status += " — waiting for " + ", ".join(waiting)
        lines.append(status)
        if table.timer.policy != "off":
            lines.append(f"Timer: {table.timer.describe()}.")
        lines.append("Press **Play** to see your hand and pick in secret; you may change your pick")
        lines[-1] += " until everyone has picked."
    return "\n".join(lines)


def status_text(table: TableInfo) -> str:
    """/splito status: the board's text without its how-to line."""
    return board_text(table).split("\nPress **Play**")[0]


def waiting_for(table: TableInfo, seat: int) -> str:
    return f"round {table.round} is waiting for your pick"


def hand_text(
    view: SplitoView,
    names: list[str],
    seat: int,
    card: int | None,
    side: str | None,
    done: bool = False,
) -> str:
    """The hand's text: the card and side selected (or played, ``done``), what to do next."""
    lines = [f"**Your hand · round {view.round}/{view.rounds}** (only you see this)"]
    if card is not None and side is not None:
        chosen = view.deck.card_label((view.hand or ())[card])
        where = side_label(view, names, seat, side).strip("◀▶ ")
        prefix = "✓ Your pick" if done else "Selected"
        lines.append(f"{prefix}: **{chosen}** → {where}.")
        lines.append(
            "You may change it until everyone has picked."
            if done
            else "Press **Confirm** to play it."
        )
    else:
        lines.append("Choose a card, then a side, then **Confirm**.")
    lines.append(NO_HAND_TALK)
    return "\n".join(lines)


def played_text(label: str, round: int) -> str:
    """The hand's last words once the round it was played in is revealed."""
    return f"✓ You played **{label}**. Round {round} is revealed on the board."


def final_embed(table: TableInfo, result: SplitoResult, tiebreak: str) -> discord.Embed:
    """The breakdown beside the scoreboard image."""
    embed = discord.Embed(title=f"Splito · game #{table.id} · final scores", description=tiebreak)
    by_seat = {p.seat: p for p in result.players}
    for standing in final_order(table, result):
        player = by_seat[standing.seat]
        embed.add_field(
            name=final_name(table, standing),
            value=f"{player.left} × {player.right} = **{player.score}** · {player.cards} cards",
            inline=False,
        )
    return embed


def rules_embed() -> discord.Embed:
    """The rules summary of /splito rules."""
    deck = GAME.make_config(3).deck
    embed = discord.Embed(title="Splito · rules in short")
    embed.description = (
        "Each round everyone secretly picks one card of their hand and puts it into the zone on "
        "their left or right; zones are shared with the neighbours. Then hands pass left. "
        "After 13 rounds (26 with two players) every objective in a zone is checked; your score "
        "is your left zone's points × your right zone's points. Ties: fewest cards wins."
    )
    embed.add_field(
        name="Common objectives",
        value="One colour majority (★) and one value majority (☾), 3 points each, go to the zone "
        "with strictly the most such cards; a tie gives them to nobody.",
        inline=False,
    )
    embed.add_field(
        name="Promo 42 (optional)",
        value="The first zone whose number cards sum to exactly 42 takes it; two at once: removed.",
        inline=False,
    )
    embed.add_field(name="Table manners", value=NO_HAND_TALK, inline=False)
    embed.add_field(name="Objective deck", value=deck.provenance[:1024], inline=False)
    return embed
