"""How the bot logs, on standard error: plain lines (colours only on a terminal, never in a
container's log), or with ``LOG_FORMAT=json`` one JSON object per line for a log collector."""

from __future__ import annotations

import logging
import sys
from datetime import UTC, datetime
from typing import Any

import discord
import pythonjsonlogger.json

LOG_FORMATS = ("text", "json")
PLAIN = "%(asctime)s %(levelname)-8s %(name)s %(message)s"


class JsonFormatter(pythonjsonlogger.json.JsonFormatter):
    """One JSON object per record: ``time`` (UTC, with milliseconds), ``level``, ``logger``,
    ``message``, the fields a log call adds (``extra=``: the bot's ``table``, ``custom_id``
    and ``reference``), and ``traceback`` if any (python-json-logger underneath)."""

    def __init__(self) -> None:
        super().__init__(
            "{levelname}{name}{message}",
            style="{",
            rename_fields={"levelname": "level", "name": "logger", "exc_info": "traceback"},
            json_ensure_ascii=False,
        )

    def add_fields(
        self, log_data: dict[str, Any], record: logging.LogRecord, message_dict: dict[str, Any]
    ) -> None:
        moment = datetime.fromtimestamp(record.created, tz=UTC)
        log_data["time"] = moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")
        super().add_fields(log_data, record, message_dict)


def setup_logging(level: str, style: str = "text") -> None:
    """The root logger's one handler, at ``level``, in ``style`` (``text`` or ``json``)."""
    handler = logging.StreamHandler(sys.stderr)
    chosen = {"handler": handler, "level": getattr(logging, level)}
    if style == "json":
        chosen["formatter"] = JsonFormatter()
    elif not sys.stderr.isatty():  # a terminal keeps discord.py's own colours
        chosen["formatter"] = logging.Formatter(PLAIN)
    discord.utils.setup_logging(**chosen)
