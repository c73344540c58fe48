"""Coverage tracing set aside where a test's point is behaviour, not lines.

With coverage's tracer installed, Python code runs 2 to 12 times slower, the libraries' code
too: on Python 3.11 a loop of ``copy.deepcopy`` took 0.27 s alone and 1.37 s under a tracer
that records none of its lines. A
test marked ``no_cover`` (many AI games, a whole game played for its message count, a test
whose every line other tests reach too) runs untraced, and so does a test's own reference
computation (the same review worked out again to compare with what the bot showed): their lines
are traced by the shorter tests that exist for them.

A test is marked only when every line it runs is traced by another test too, which coverage's
per-test contexts show: ``pytest --cov --cov-context=test``, then each line's contexts in
``coverage.CoverageData.contexts_by_lineno``, checked for the marked tests together (a line is
lost only when every test that traces it is marked).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from bot.lanes import DRAWING, Pool

T = TypeVar("T")


@contextmanager
def untraced() -> Iterator[None]:
    """Run the block with no tracer in this thread, nor in the threads it starts.

    pytest-cov pauses coverage for a ``no_cover`` test, but in an xdist worker a tracer stays
    installed (its pause resumes another collector). The drawing threads outlive a test (they
    are the bot's, shared by every table): they are released before the block, so that its
    boards are drawn in untraced threads, and after it, so that later tests trace theirs again.
    """
    tracer, thread_tracer = sys.gettrace(), threading.gettrace()
    if tracer is None and thread_tracer is None:
        yield
        return
    DRAWING.close()
    sys.settrace(None)
    threading.settrace(None)
    try:
        yield
    finally:
        sys.settrace(tracer)  # coverage's tracer reinstalls itself at its first call
        threading.settrace(thread_tracer)
        DRAWING.close()


def call_untraced(function: Callable[..., T], *args: Any) -> T:
    """``function(*args)`` with no tracer in this thread (restored after)."""
    tracer = sys.gettrace()
    sys.settrace(None)
    try:
        return function(*args)
    finally:
        sys.settrace(tracer)


class UntracedThreads(Pool):
    """Threads standing in for the bot's worker processes where a process cannot start (see
    ``tests/discord/conftest.py``): their work runs untraced, as it does in a process, which
    coverage does not follow. The engine's own tests trace that work (AI searches, hints)."""

    async def run(self, function: Callable[..., T], *args: Any) -> T:
        return await super().run(call_untraced, function, *args)
