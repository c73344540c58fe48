"""Where every ``splitbot`` command reads its settings: the environment, over a ``.env`` file
(read with python-dotenv; ``SPLITBOT_DOTENV`` names another file). The environment wins."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from dotenv.parser import parse_stream

DOTENV_VARIABLE = "SPLITBOT_DOTENV"


class SettingsError(Exception):
    """A setting is missing or malformed; the message says which and how to fix it."""


def dotenv_path() -> Path:
    """The ``.env`` file the commands read (``SPLITBOT_DOTENV``, else ``./.env``)."""
    return Path(os.environ.get(DOTENV_VARIABLE, ".env"))


def read_dotenv(path: Path) -> dict[str, str]:
    """``KEY=value`` lines of a .env file (comments, blank lines and ``export`` allowed; quotes
    removed); a line that is no setting is refused with its number."""
    if not path.is_file():
        return {}
    values = {}
    with path.open(encoding="utf-8") as stream:
        for binding in parse_stream(stream):
            if binding.error:
                raise SettingsError(f"{path}:{binding.original.line}: expected KEY=value")
            if binding.key is not None:
                values[binding.key] = binding.value or ""
    return values


def settings_source(
    env: Mapping[str, str] | None = None, dotenv: Path | None = None
) -> dict[str, str]:
    """Every setting a command may read: the ``.env`` file's, overridden by the environment."""
    values = read_dotenv(dotenv or dotenv_path())
    values.update(os.environ if env is None else env)
    return values
