"""A page's payload as the bytes its socket sends. After a move every page of the table is
pushed again, and most of each page is a part its viewers share, or one the move left as it
was (a hand): such a part is serialized once, the first time it is sent, and spliced into
every page that shows it.
"""

from __future__ import annotations

from typing import Any

import orjson


class Shared(dict[str, Any]):
    """A part of a page alike for many payloads (every viewer of a push, or every push that
    leaves a hand as it was), never changed once made."""

    __slots__ = ("_json",)

    def json(self) -> bytes:
        """The part serialized, once."""
        try:
            return self._json
        except AttributeError:
            self._json: bytes = orjson.dumps(self)
            return self._json


class Board(dict[str, Any]):
    """A game's part of one page: a shared part and the page's own keys (never changed once
    made; as a dict it holds both)."""

    __slots__ = ("common", "own")

    def __init__(self, common: Shared, **own: Any) -> None:
        if not own.keys().isdisjoint(common):
            raise ValueError(f"a page's own keys hide shared ones: {sorted(own.keys() & common)}")
        super().__init__(common, **own)
        self.common = common
        self.own = own

    def json(self) -> bytes:
        """The board serialized: the shared part's bytes, then the page's own keys."""
        common = self.common.json()
        if not self.own:
            return common
        own = orjson.dumps(self.own, default=_part, option=orjson.OPT_PASSTHROUGH_SUBCLASS)
        if not self.common:
            return own
        return common[:-1] + b"," + own[1:]


def frame(payload: dict[str, Any]) -> bytes:
    """``payload`` as the socket sends it: the same bytes as ``orjson.dumps(payload)``."""
    return orjson.dumps(payload, default=_part, option=orjson.OPT_PASSTHROUGH_SUBCLASS)


def _part(value: Any) -> Any:
    if isinstance(value, Board | Shared):
        return orjson.Fragment(value.json())
    # Any other subclass (passed through for the boards' sake): as orjson writes it natively.
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, list):
        return list(value)
    if isinstance(value, str):
        return str(value)
    if isinstance(value, int):
        return int(value)
    raise TypeError(f"{type(value).__name__} is not a page's part")
