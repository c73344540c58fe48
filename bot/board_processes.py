"""Board images drawn in processes of their own, so that a burst of round ends uses every core.

Drawing a board is Python that holds the interpreter lock most of the time. Drawn in the bot's
threads, thirty tables ending a round at once were drawn one at a time, and the event loop,
which needs the same lock for every player's action, waited behind them. So a drawing thread
hands a board to an idle drawing process — a pipe each way, no thread of the bot in between —
and waits for it without the lock.

A board is never lost to a drawing process: one that died, or that gives no answer within
``ANSWER_SECONDS``, is ended and the board is drawn in the thread instead; a new process takes
its place for the next board. Processes are forked from the fork server the replay lane uses
(a fresh interpreter that imported the bot once), never from the bot itself.
"""

from __future__ import annotations

import logging
import multiprocessing.process
import os
import pickle
import threading
from collections.abc import Callable
from functools import partial
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, TypeVar

import engine
import render
from bot import i18n
from bot.lanes import default_workers, forkserver_context, start_worker

T = TypeVar("T")
U = TypeVar("U")
log = logging.getLogger(__name__)

#: How long a board may take in a drawing process before it is drawn here instead (the
#: largest board takes some tens of milliseconds).
ANSWER_SECONDS = 30.0


class DrawerFailed(Exception):
    """The drawing process died or gave no answer in time: the board is drawn here."""


class Drawer:
    """One drawing process and the bot's end of its pipe; used by one thread at a time."""

    def __init__(self, games: tuple[Any, ...]) -> None:
        self.games = games
        context = forkserver_context(["render", "bot.i18n"])
        self._connection, theirs = context.Pipe()
        self._process: BaseProcess = context.Process(
            target=serve, args=(theirs, *games), name="splitbot-drawer", daemon=True
        )
        try:
            _in_a_thread_of_its_own(self._process.start)
        finally:
            theirs.close()
        # Out of multiprocessing's list of the children it polls each time it starts another
        # process (the lanes' workers): that poll waits on ``time.monotonic``, which stands
        # still under the tests' simulated clock. A drawing process needs no such care: it
        # ends when the bot's end of its pipe closes, as the bot ends.
        multiprocessing.process._children.discard(self._process)  # type: ignore[attr-defined]

    def send(
        self, function: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> None:
        """Ask the process to draw ``function(*args, **kwargs)`` (``answer`` gets it)."""
        request = pickle.dumps((function, args, kwargs), protocol=pickle.HIGHEST_PROTOCOL)
        try:
            self._connection.send_bytes(request)
        except OSError as error:  # the process is gone
            raise DrawerFailed(f"the process ended ({error or type(error).__name__})") from None

    def answer(self, seconds: float) -> Any:
        """What the process drew (its exception raised here), waited for ``seconds`` at most."""
        try:
            if not self._connection.poll(seconds):
                raise DrawerFailed(f"no answer in {seconds:g} s")
            drawn, answer = pickle.loads(self._connection.recv_bytes())
        except (EOFError, OSError) as error:  # the process is gone
            raise DrawerFailed(f"the process ended ({error or type(error).__name__})") from None
        if not drawn:
            raise answer
        return answer

    def stop(self) -> None:
        """End the process (at once: it holds nothing but the board it was drawing)."""
        self._connection.close()
        _in_a_thread_of_its_own(self._end)

    def _end(self) -> None:
        if self._process.is_alive():
            self._process.kill()
        self._process.join(timeout=5)


def _in_a_thread_of_its_own(work: Callable[[], None]) -> None:
    """Run ``work`` (starting or ending a process) in a new thread, with none of the caller's
    context variables, and wait for it.

    Multiprocessing polls the processes it started with timeouts counted on
    ``time.monotonic``: under a simulated clock that stands still in the caller's context (the
    Discord simulation of the tests), such a poll would never end."""
    failures: list[BaseException] = []

    def run() -> None:
        try:
            work()
        except BaseException as error:  # raised again in the caller's thread
            failures.append(error)

    thread = threading.Thread(target=run, name="splitbot-drawer-start", daemon=True)
    thread.start()
    thread.join()
    if failures:
        raise failures[0]


def serve(connection: Connection, *games: Any) -> None:
    """In a drawing process: the bot's added games, everything warmed, then each board asked
    for, until the bot closes its end of the pipe."""
    start_worker(*games)
    i18n.warm()
    render.warm(i18n.words(i18n.DEFAULT))
    while True:
        try:
            request = connection.recv_bytes()
        except (EOFError, OSError):
            return
        function, args, kwargs = pickle.loads(request)
        try:
            answer: tuple[bool, Any] = (True, function(*args, **kwargs))
        except Exception as error:  # the bot raises it where the board was asked for
            answer = (False, error)
        try:
            data = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # an exception that cannot be pickled: its words still go back
            data = pickle.dumps((False, RuntimeError(repr(answer[1]))))
        try:
            connection.send_bytes(data)
        except OSError:  # the bot ended meanwhile (or gave up on this board): so does this
            return


def _games_now() -> tuple[Any, ...]:
    """The games added from outside the bot's packages, as a drawing process is given them."""
    return (engine.added_games(), render.added_images(), i18n.added_catalogs())


class Drawers:
    """The drawing processes: as many as the threads that draw, each lent to one board at a
    time. With none, boards are drawn in the thread that asks."""

    def __init__(self) -> None:
        self.processes = 0
        self.answer_seconds = ANSWER_SECONDS
        self._idle: list[Drawer] = []
        self._lent = 0
        # A leaf lock: nothing else is taken while it is held.
        self._lock = threading.Condition()

    def start(self, processes: int | None = None) -> None:
        """Draw boards in ``processes`` processes from now on (by default one per drawing
        thread, none on a single core); the first are started at once, to warm while the bot
        starts."""
        count = drawing_processes() if processes is None else processes
        with self._lock:
            self.processes = count
            stopping, self._idle = self._idle[count:], self._idle[:count]
            games = _games_now()
            try:
                while len(self._idle) + self._lent < count:
                    self._idle.append(Drawer(games))
            except Exception as error:
                self._cannot_start(error)
                stopping += self._idle
                self._idle = []
        for drawer in stopping:
            drawer.stop()

    def draw(self, function: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """``function(*args, **kwargs)`` in an idle drawing process (arguments and result are
        pickled: a module-level function and plain data), or here when there is none."""
        return self.draw_later(function, *args, **kwargs)()

    def draw_later(self, function: Callable[..., T], *args: Any, **kwargs: Any) -> Callable[[], T]:
        """Hand ``function(*args, **kwargs)`` to an idle drawing process now; what it returns
        waits for the drawing (call it once, always: it gives the process back). With no
        process, the drawing is done here when it is called for."""
        drawer = self._borrow() if self.processes else None
        if drawer is None:
            return partial(function, *args, **kwargs)
        try:
            drawer.send(function, args, kwargs)
        except DrawerFailed as failure:
            self._failed(drawer, failure)
            return partial(function, *args, **kwargs)

        def drawn() -> T:
            try:
                answer: T = drawer.answer(self.answer_seconds)
            except DrawerFailed as failure:
                self._failed(drawer, failure)
                return function(*args, **kwargs)
            except BaseException:
                self._give_back(drawer)
                raise
            self._give_back(drawer)
            return answer

        return drawn

    def _failed(self, drawer: Drawer, failure: DrawerFailed) -> None:
        log.warning("a drawing process failed (%s): drawn in the bot instead", failure)
        self._give_back(drawer, failed=True)

    def close(self) -> None:
        """End the idle drawing processes and draw here from now on (a board being drawn in one
        is finished, and its process ended as it comes back)."""
        with self._lock:
            self.processes = 0
            stopping, self._idle = self._idle, []
            self._lock.notify_all()
        for drawer in stopping:
            drawer.stop()

    def _borrow(self) -> Drawer | None:
        """An idle drawing process (a new one if one is missing), waiting for one while all
        are drawing; None when there is none to wait for, or none came in time."""
        games = _games_now()
        with self._lock:
            if not self._lock.wait_for(
                lambda: self._lent < self.processes or not self.processes,
                timeout=self.answer_seconds,
            ):
                return None
            if not self.processes:
                return None
            stale = [d for d in self._idle if d.games != games]
            self._idle = [d for d in self._idle if d.games == games]
            drawer = self._idle.pop() if self._idle else None
            self._lent += 1
        for old in stale:  # started before a game was added or removed
            old.stop()
        if drawer is None:
            try:
                drawer = Drawer(games)
            except Exception as error:
                with self._lock:
                    self._lent -= 1
                    self._cannot_start(error)
                return None
        return drawer

    def _cannot_start(self, error: Exception) -> None:
        """No drawing process could start (none allowed here, say): boards are drawn in the
        bot's threads from now on, said once. Called with the lock held."""
        log.warning(
            "drawing processes cannot start (%s): boards are drawn in the bot's threads", error
        )
        self.processes = 0
        self._lock.notify_all()

    def _give_back(self, drawer: Drawer, *, failed: bool = False) -> None:
        with self._lock:
            self._lent -= 1
            keep = not failed and len(self._idle) + self._lent < self.processes
            if keep:
                self._idle.append(drawer)
            self._lock.notify()
        if not keep:
            drawer.stop()


def drawing_processes() -> int:
    """One drawing process per drawing thread where there are cores to share; none on one."""
    return default_workers() if (os.cpu_count() or 1) > 1 else 0


#: The bot's drawing processes (started by the bot as it starts; none until then).
DRAWERS = Drawers()


def drawn_beside(
    work: Callable[[], U], function: Callable[..., T], *args: Any, **kwargs: Any
) -> tuple[T, U]:
    """A board's images, drawn in a drawing process while ``work()`` (its text) runs here:
    the process draws the next board sooner."""
    drawing = DRAWERS.draw_later(function, *args, **kwargs)
    try:
        done = work()
    finally:
        images = drawing()
    return images, done
