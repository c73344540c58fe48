"""Serendipity's moves and turns as the table saw them, for every transport."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Words
from engine.serendipity import (
    SERENDIP,
    EndTurn,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SerendipityView,
    SwapOwn,
    Turn,
)
from engine.serendipity.actions import TurnStep
from engine.serendipity.board import label
from engine.serendipity.config import colour_word


def step_words(say: Words, step: TurnStep, owned: Sequence[str]) -> str:
    """One action as the table saw it: ``turned D4: red`` or ``turned D4 (turned back)``."""
    match step.action:
        case Turn(cell=cell):
            if step.seen is None:
                return say("serendipity-saw-back", cell=label(cell))
            if step.seen == SERENDIP:
                return say("serendipity-saw-serendip", cell=label(cell))
            colour = say(colour_word(step.seen))
            if step.seen in owned:
                return say("serendipity-saw-own", cell=label(cell), colour=colour)
            return say("serendipity-saw-nobodys", cell=label(cell), colour=colour)
        case SwapOwn(target=target):
            return say("serendipity-saw-swap", cell=label(target))
        case KeepSerendip(rotation=k, a=a, b=b):
            return say("serendipity-saw-keep", rotation=k, a=label(a), b=label(b))
        case MoveSerendip(target=target, rotation=k):
            return say("serendipity-saw-move", cell=label(target), rotation=k)
        case LeaveOwn(cell=cell):
            return say("serendipity-saw-leave", cell=label(cell))
        case EndTurn():
            return say("serendipity-saw-end")
    return str(step.action)  # pragma: no cover


def turn_summary(
    say: Words, view: SerendipityView, names: Sequence[str], seat: int, steps: Sequence[TurnStep]
) -> str:
    """``**Ann**: turned D4: red → turned E5 (turned back)``."""
    owned = view.colours[seat]
    return f"**{names[seat]}**: " + " → ".join(step_words(say, s, owned) for s in steps)


def what_now(say: Words, view: SerendipityView, names: Sequence[str]) -> str:
    """What the player whose turn it is may do now, for everyone to read."""
    name = names[view.current]
    pending = label(view.pending) if view.pending is not None else ""
    if view.ending and view.phase in ("own", "serendip"):
        return say(f"serendipity-now-ending-{view.phase}", name=name, cell=pending)
    if view.phase == "serendip":
        key = f"serendipity-now-serendip-public{must_turn(view.rules)}"
        return say(key, name=name, cell=pending)
    if view.phase in ("own", "moved"):
        return say(f"serendipity-now-{view.phase}-public", name=name, cell=pending)
    return say("serendipity-now-turn-public", name=name)


def must_turn(rules: int) -> str:
    """The suffix of the words said after a moved Serendip: ``-must`` at a table under rulings
    1–3, where the player must turn another tile; none under 4, where they may end the turn."""
    return "" if rules >= 4 else "-must"
