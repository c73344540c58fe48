"""How the bot logs, on standard error: plain lines (colours only on a terminal, never in a
container's log), or with ``LOG_FORMAT=json`` one JSON object per line for a log collector."""

from __future__ import annotations

import json
import logging
import sys

import discord

LOG_FORMATS = ("text", "json")
PLAIN = "%(asctime)s %(levelname)-8s %(name)s %(message)s"


class JsonFormatter(logging.Formatter):
    """One JSON object per record: time, level, logger, message, and traceback if any."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            entry["traceback"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False)


def setup_logging(level: str, style: str = "text") -> None:
    """The root logger's one handler, at ``level``, in ``style`` (``text`` or ``json``)."""
    handler = logging.StreamHandler(sys.stderr)
    chosen = {"handler": handler, "level": getattr(logging, level)}
    if style == "json":
        chosen["formatter"] = JsonFormatter()
    elif not sys.stderr.isatty():  # a terminal keeps discord.py's own colours
        chosen["formatter"] = logging.Formatter(PLAIN)
    discord.utils.setup_logging(**chosen)
