"""What a lobby's options must be, and how a table is dealt from its row: the checks a lobby
makes as it opens and starts, and the deal itself, in the caller's transaction."""

from __future__ import annotations

from typing import Any

from bot.i18n import DEFAULT, LANGUAGES
from bot.service import errors
from bot.service.live import LiveTable, live_from_row, seat_info
from bot.service.replaylog import game_named
from bot.service.types import TimerPolicy
from bot.storage import lobbies
from bot.storage.models import SEAT_CHOICES, SeatRow, TableRow
from engine import ConfigError
from engine.ai import levels_of
from engine.hints import explains
from engine.protocol import Game, shown
from engine.tutorials import tutorial_of

SERVICE_OPTIONS = ("timer", "language", "hands", "ai_level", "hints", "tutorial")
#: Where players' hands live: replies only the clicker sees, or direct messages.
HANDS = ("ephemeral", "dm")
# What each seated person picked for themselves in the lobby (``SEAT_CHOICES``) is stored by
# user id; the engine gets it as a list by seat (``Game.check_seat_choices``).


def engine_options(options: dict[str, Any], seats: list[SeatRow] | None = None) -> dict[str, Any]:
    """The options the engine reads; lobby picks become a list by seat once seats are known."""
    engine = {k: v for k, v in options.items() if k not in SERVICE_OPTIONS}
    picks = engine.pop(SEAT_CHOICES, None)
    if picks is not None and seats is not None:
        engine[SEAT_CHOICES] = [None if s.ai_policy else picks.get(str(s.user_id)) for s in seats]
    return engine


def validate_options(game: Game[Any, Any, Any, Any, Any], options: dict[str, Any]) -> None:
    TimerPolicy.from_options(options.get("timer"))
    check_language(options.get("language", DEFAULT))
    if "ai_level" in options:
        check_level(game.name, options["ai_level"])
    if not isinstance(options.get("hints", False), bool):
        raise errors.BadOptions("refusal-hints", value=shown(options.get("hints")))
    if options.get("hints") and not explains(game.name):
        raise errors.BadOptions("refusal-no-hints-here", game=game.name)
    if "tutorial" in options and (
        options["tutorial"] is not True or tutorial_of(game.name) is None or not explains(game.name)
    ):
        raise errors.NoTutorial(game.name)
    if options.get("hands", HANDS[0]) not in HANDS:
        raise errors.BadOptions(
            "refusal-hands", value=shown(options.get("hands")), choices=", ".join(HANDS)
        )
    try:
        game.make_config(game.player_range()[0], engine_options(options))
    except ConfigError as error:
        raise errors.BadOptions(error.message) from None


def check_level(game: str, level: Any) -> None:
    """An AI level the game offers, else a refusal listing them."""
    offered = levels_of(game)
    if level not in offered:
        raise errors.BadOptions("refusal-ai-level", value=shown(level), levels=", ".join(offered))


def check_language(language: Any) -> None:
    """A table's or a server's language: one the bot speaks, else a refusal listing them."""
    if not isinstance(language, str) or language not in LANGUAGES:
        raise errors.BadOptions(
            "refusal-language", value=shown(language), languages=", ".join(LANGUAGES)
        )


def startable(row: TableRow, by_user: int) -> tuple[Game[Any, Any, Any, Any, Any], Any]:
    """The game and config a lobby would start with; refuse if it may not start."""
    if row.host_id != by_user:
        raise errors.NotHost("start")
    game = game_named(row.game)
    low, high = game.player_range()
    if not low <= len(row.seats) <= high:
        raise errors.BadPlayerCount(game.title, low, high, len(row.seats))
    try:
        return game, game.make_config(len(row.seats), engine_options(row.options, row.seats))
    except ConfigError as error:
        raise errors.BadOptions(error.message) from None


def deal_table(row: TableRow, by_user: int, now: Any, thread_id: int | None = None) -> LiveTable:
    """Start a lobby's game in its row (with its seats loaded), in the caller's transaction:
    the deal, the seats' positions, the snapshot; with ``thread_id`` the game lives in that
    thread. The table as it runs now."""
    game, config = startable(row, by_user)
    state = game.new_game(config, row.seed)
    lobbies.start(
        row,
        now=now,  # the game's wait for its first move starts now
        config=game.config_to_json(config),
        snapshot=game.state_to_json(state),
        round=game.round_number(state),
        thread_id=thread_id,
    )
    # A table started here needs no replay check: its state was just dealt.
    return live_from_row(row, [seat_info(s) for s in row.seats], state=state, verified=True)
