"""What Splito looks like in Discord: lobby embed, board text, hand buttons, final embed.

Builders only: they take service tables and engine views and return discord.py objects; the
components' callbacks live in ``components.py``.
"""

from __future__ import annotations

import discord

from bot.discordbot.games import seat_names
from bot.discordbot.lobby import option_words
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


@option_words("splito")
def splito_option_words(table: TableInfo) -> list[str]:
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
    view: SplitoView = GAME.view(table.state, None)
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


def final_embed(table: TableInfo, result: SplitoResult, tiebreak: str) -> discord.Embed:
    """The breakdown beside the scoreboard image."""
    names = seat_names(table)
    embed = discord.Embed(title=f"Splito · game #{table.id} · final scores", description=tiebreak)
    for player in sorted(result.players, key=lambda p: (p.rank, p.seat)):
        embed.add_field(
            name=f"{player.rank}. {names[player.seat]}"[:256],
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
