"""What render tests share: a record of every text an image draws."""

from __future__ import annotations

from typing import Any

import pytest

from render import text


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every text the images draw, with its size in pixels."""
    seen: list[tuple[str, int]] = []
    draw = text.draw

    def recording(board: Any, xy: Any, words: str, size: int, *args: Any, **kwargs: Any) -> float:
        seen.append((words, size))
        return draw(board, xy, words, size, *args, **kwargs)

    monkeypatch.setattr(text, "draw", recording)
    return seen
