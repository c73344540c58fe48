"""A secret control acts only on its player's own message.

A modified client can send any custom_id from any message. Each seated player's real secret
controls (hand, bet, split, placement, turn panel: whatever their private message offers) are
sent from the public board instead: every one is refused in plain words and the board, seen
by everyone, stays exactly as it was.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.discordbot.controls import BoardButton
from bot.discordbot.registry import GAMES
from bot.discordbot.serendipity.colours import ColourSelect
from bot.i18n import words
from tests.discord.conftest import STRING_SELECT, World, ephemeral_text, press, start_game
from tests.discord.texts import components_of, text_of

#: Each game's command and the prefix of its board's button that opens a secret control.
BOARD_BUTTONS = {
    "splito": "splito:play:",
    "split": "splitit:open:",
    "splitter": "splitter:open:",
    "serendipity": "ser:open:",
}
REFUSED = words("en")("refusal-private-control")


def components(message: Any) -> list[dict[str, Any]]:
    """Every button and select of a message, in order (in a V2 card's container too)."""
    return [c for c in components_of(message) if c.get("type") in (2, 3)]


def public_board(place: Any, prefix: str) -> Any:
    for message in reversed(place.history()):
        if any(c.get("custom_id", "").startswith(prefix) for c in components(message)):
            return message
    raise AssertionError(f"no board with a {prefix} button")


def seen_by_all(place: Any, message: Any) -> tuple[Any, ...]:
    """What everyone sees of a message: text, embeds, files and controls."""
    stored = next(m for m in place.history() if m.id == message.id)
    files = tuple(a.filename for a in getattr(stored, "attachments", ()))
    embeds = tuple(str(e.to_dict()) if hasattr(e, "to_dict") else str(e) for e in stored.embeds)
    return text_of(stored), embeds, files, str(components(stored))


@pytest.mark.parametrize("command", list(BOARD_BUTTONS))
@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_secret_controls_sent_from_the_public_board_are_refused(
    world: World, command: str
) -> None:
    place = await start_game(world, ["ann", "bob"], command)
    prefix = BOARD_BUTTONS[command]
    tried = 0
    for name in ("ann", "bob"):
        board = public_board(place, prefix)
        opener = next(c for c in components(board) if c.get("custom_id", "").startswith(prefix))
        shown = await world.members[name].click(board, custom_id=opener["custom_id"])
        private = shown.followups[-1] if shown.followups else shown.response
        if not private.ephemeral or not private.components:
            continue  # nothing to do now (not their move): no secret control to forge
        before = seen_by_all(place, board)
        for control in components(private):
            if control.get("disabled") or "custom_id" not in control:
                continue
            values = ["0"] if control["type"] == STRING_SELECT else None
            result = await press(world, name, board, control["custom_id"], values)
            assert ephemeral_text(result) == REFUSED, control["custom_id"]
            assert seen_by_all(place, board) == before, control["custom_id"]
            tried += 1
    assert tried >= 2, f"{command}: no secret control was tried"


@pytest.mark.parametrize(("kind", "values"), [("go", None), ("row", ["5"]), ("cell", ["0"])])
async def test_a_serendipity_panel_id_in_a_mode_the_turn_is_not_in_is_refused(
    world: World, kind: str, values: list[str] | None
) -> None:
    place = await start_game(world, ["ann", "bob"], "serendipity")
    board = public_board(place, "ser:open:")
    (opener,) = [c["custom_id"] for c in components(board) if c.get("custom_id")]
    table, step = opener.split(":")[2:4]
    for name in ("ann", "bob"):  # whoever moves first
        shown = await world.members[name].click(board, custom_id=opener)
        panel = shown.followups[-1] if shown.followups else shown.response
        if panel.components:
            break
    assert panel.ephemeral and panel.components
    before = seen_by_all(place, board)
    # No Serendip is turned yet: placing one is not a mode this turn is in.
    forged = f"ser:{kind}:{table}:{step}:place:0:99:99"
    result = await press(world, name, panel, forged, values)
    assert ephemeral_text(result) == words("en")("refusal-stale-step")
    assert seen_by_all(place, board) == before
    assert await world.env.bot.service.get(int(table)) is not None


def test_every_game_control_is_private_but_the_public_messages_own() -> None:
    """A control is private unless it sits on a public message (a board's, a lobby's): a new
    secret control is covered by the check above without a word more."""
    on_public_messages = {ColourSelect}  # the lobby's colour select
    for ui in GAMES:
        for control in ui.controls:
            public = issubclass(control, BoardButton) or control in on_public_messages
            assert control.PRIVATE is not public, (ui.game, control.__name__)
