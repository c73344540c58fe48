"""The privacy policy and terms of use shipped with the bot (``PRIVACY.md``, ``TERMS.md`` at the
top of the project, linked here so that an installed bot carries them): what ``/splitbot
privacy`` and ``/splitbot terms`` show where the operator gave no address of their own."""

from __future__ import annotations

from importlib.resources import files
from typing import Literal

Policy = Literal["privacy", "terms"]

#: Each policy's file, as shipped.
FILES: dict[Policy, str] = {"privacy": "PRIVACY.md", "terms": "TERMS.md"}


def policy_text(policy: Policy) -> str:
    """The shipped text of ``policy`` (Markdown)."""
    return files(__package__).joinpath(FILES[policy]).read_text(encoding="utf-8")
