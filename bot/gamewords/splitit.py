"""Split it!'s cards, zones, columns and reveals as players read them, for every transport."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Words
from engine import Message, message
from engine.splitit import JOKER, SplitItView, ZoneOutcome, zone_word

ZONE_EMOJI = {"white": "⬜", "pink": "🌸", "black": "⬛"}


def cards_text(cards: Sequence[int]) -> str:
    """``3 5 ★`` (★ is a joker)."""
    return " ".join("★" if c == JOKER else str(c) for c in cards) or "—"


def zone_label(say: Words, zone: str, cards: Sequence[int]) -> str:
    """A zone as its button reads: ``⬜ white: 3 5 ★``."""
    zone_words = f"{ZONE_EMOJI[zone]} {say(zone_word(zone))}"
    return say("label-value", label=zone_words, value=cards_text(cards))


def columns_text(say: Words, view: SplitItView, seat: int) -> str:
    """A player's columns: ``5×2+1★ · 8×3``; waiting jokers too."""
    parts = [
        f"{n}×{c.cards}" + (f"+{c.jokers}★" if c.jokers else "")
        for n, c in sorted(view.columns[seat].items())
    ]
    if view.waiting_jokers[seat]:
        parts.append(say("splitit-jokers-waiting", jokers=view.waiting_jokers[seat]))
    return " · ".join(parts) or say("splitit-no-cards-yet")


def reveal_text(say: Words, outcomes: Sequence[ZoneOutcome], names: Sequence[str]) -> str:
    """One reveal: who bet where and what happened to each zone."""
    said = []
    for outcome in outcomes:
        cards, zone = cards_text(outcome.cards), say(zone_word(outcome.zone))
        bettors = ", ".join(names[b] for b in outcome.bettors)
        if outcome.outcome == "taken":
            bettors = f"**{bettors}**"  # the zone is theirs
        said.append(
            say(f"splitit-reveal-{outcome.outcome}", zone=zone, cards=cards, bettors=bettors)
        )
    return " · ".join(said)


def now_message(say: Words, view: SplitItView, names: Sequence[str], bold: bool = True) -> Message:
    """Whose move it is, without anything secret (``bold``: the mover's name stands out)."""
    mark = "**" if bold else ""
    if view.phase == "split":
        return message("splitit-now-split", name=f"{mark}{names[view.splitter]}{mark}")
    if view.phase == "discard":
        mover = names[(view.splitter + 1) % 2]
        return message("splitit-now-discard", name=f"{mark}{mover}{mark}")
    if view.phase == "bet":
        betted = [f"✓ {names[s]}" for s in sorted(view.betted)]
        waiting = ", ".join(names[s] for s in sorted(view.in_round - view.betted))
        who = " · ".join(betted) if betted else say("board-nobody-yet")
        key = "splitit-now-bet-waiting" if waiting else "splitit-now-bet"
        return message(key, betted=who, waiting=waiting)
    placing = ", ".join(f"{names[s]} ({n})" for s, n in enumerate(view.pending_jokers) if n)
    return message("splitit-now-jokers", placing=placing)
