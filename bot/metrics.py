"""What an operator's Prometheus scrapes: how fast clicks are answered, what is accepted and
refused, what fails, how the timers and the workers keep up, per shard.

Every figure is counted whether or not it is served (counting costs next to nothing);
``serve`` opens the endpoint, which ``splitbot run`` does only when ``SPLITBOT_METRICS_PORT``
is set. The README's "Metrics" section says how to read each one.
"""

from __future__ import annotations

import re
import socket
import threading
import time
from collections import OrderedDict
from types import SimpleNamespace
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

import aiohttp
from prometheus_client import Counter, Gauge, Histogram, make_wsgi_app
from prometheus_client.exposition import ThreadingWSGIServer

#: Discord's acknowledgement deadline is 3 s: the buckets are finest below it.
ACK_BUCKETS = (0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0)

INTERACTION_ACK = Histogram(
    "splitbot_interaction_ack_seconds",
    "From an interaction's arrival to Discord accepting its first answer",
    ["shard", "kind"],
    buckets=ACK_BUCKETS,
)
UNANSWERED = Counter(
    "splitbot_interactions_unanswered_total",
    "Interactions forgotten unanswered (more were waiting than the bot keeps track of)",
)
ACTIONS = Counter(
    "splitbot_actions_total",
    "Players' actions, by game and outcome: accepted, or the refusal's catalog key",
    ["game", "outcome"],
)
REFUSALS = Counter(
    "splitbot_refusals_total",
    "Refusals answered to members (commands and clicks), by catalog key",
    ["reason"],
)
ERRORS = Counter(
    "splitbot_errors_total",
    "Failures, by where they happened and kind: database (out of reach) or unexpected",
    ["where", "kind"],
)
RATE_LIMITED = Counter(
    "splitbot_discord_rate_limited_total",
    "Discord's 429 answers (discord.py waits and retries them), by kind of request",
    ["route"],
)
DEADLINE_LAG = Histogram(
    "splitbot_deadline_lag_seconds",
    "How late a turn timer's deadline was applied after it fell due",
    buckets=(0.5, 1, 2.5, 5, 10, 15, 30, 60, 120, 300),
)
TABLES = Gauge("splitbot_tables", "Tables of this process's servers, by status", ["status"])
WORK_SECONDS = Histogram(
    "splitbot_work_seconds",
    "Time a blocking job ran in a worker pool: draw (images), engine (AI, replay checks), "
    "think (strong AI decisions, in processes) or replay (whole games' replays)",
    ["pool"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
)
WORK_WAITING = Gauge(
    "splitbot_work_queued",
    "Jobs in a worker pool, waiting for a thread or running (more than its threads: a queue)",
    ["pool"],
)
SHARD_CONNECTED = Gauge(
    "splitbot_shard_connected", "1 while the shard is connected to Discord's gateway", ["shard"]
)
SHARD_LATENCY = Gauge(
    "splitbot_shard_latency_seconds", "The shard's last gateway heartbeat round trip", ["shard"]
)

#: The most interactions waiting for their first answer that are kept track of.
MOST_WAITING = 10_000
#: The answer to an interaction: ``/interactions/<id>/<token>/callback``.
CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback$")
#: Numbers and tokens in a path, left out of the ``route`` label (they would grow it forever).
PATH_PARTS = re.compile(r"/(\d+|[A-Za-z0-9_\-.]{40,})(?=/|$)")


#: Requests the metrics endpoint serves at once; a connection beyond them is closed at once.
MOST_SCRAPES = 4
#: Seconds a client may take to send its request and read the answer.
SCRAPE_TIMEOUT = 5.0


class _BoundedServer(ThreadingWSGIServer):
    """prometheus_client's threaded server, with a thread for at most ``most`` connections at
    once: a flood of half-sent requests holds no more threads (and file descriptors of the
    bot's) than that, each for at most the handler's timeout."""

    daemon_threads = True
    most = MOST_SCRAPES
    # Connections waiting to be accepted (and, past ``most``, closed): socketserver's 5 made
    # a burst of clients wait for their connection's retries, a second or more each.
    request_queue_size = 128

    def server_activate(self) -> None:
        self._slots = threading.BoundedSemaphore(self.most)
        super().server_activate()

    def process_request(self, request: Any, client_address: Any) -> None:
        if not self._slots.acquire(blocking=False):
            self.shutdown_request(request)  # busy: the scraper tries again at its next tick
            return
        try:
            super().process_request(request, client_address)
        except Exception:
            self._slots.release()
            raise

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that timed out or went away is no failure of the bot's: no traceback on
        the bot's standard error (socketserver's default prints one)."""

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._slots.release()


class _TimedHandler(WSGIRequestHandler):
    """Silent, and gives up on a client that does not send or read in time."""

    timeout = SCRAPE_TIMEOUT

    def log_message(self, format: str, *args: Any) -> None:
        """No line per scrape in the bot's log."""


def serve(
    port: int, address: str, *, most: int = MOST_SCRAPES, timeout: float = SCRAPE_TIMEOUT
) -> WSGIServer:
    """Serve ``/metrics`` on ``address:port`` from a thread of its own, ``most`` requests at a
    time, each within ``timeout`` seconds; the server (``shutdown()`` ends it)."""
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    server_class: type[_BoundedServer] = type(
        "MetricsServer", (_BoundedServer,), {"most": most, "address_family": family}
    )
    handler: type[_TimedHandler] = type("MetricsHandler", (_TimedHandler,), {"timeout": timeout})
    server: WSGIServer = make_server(
        address, port, make_wsgi_app(), server_class, handler_class=handler
    )
    threading.Thread(target=server.serve_forever, name="metrics", daemon=True).start()
    return server


def route_of(method: str, path: str) -> str:
    """A request's kind: its method and path, with ids and tokens left out."""
    path = path.split("/api/v10", 1)[-1]
    return f"{method} {PATH_PARTS.sub('/:id', path)}"


class InteractionClock:
    """Times each interaction from its arrival to Discord's acceptance of its first answer,
    seen on the HTTP requests discord.py makes (its ``http_trace``); counts the 429s there."""

    def __init__(self, clock: Any = time.monotonic) -> None:
        self.clock = clock
        self._waiting: OrderedDict[int, tuple[float, str, str]] = OrderedDict()

    def arrived(self, interaction_id: int, kind: str, shard: int | None) -> None:
        """An interaction came in (before any code of ours handled it)."""
        self._waiting[interaction_id] = (self.clock(), kind, str(shard or 0))
        while len(self._waiting) > MOST_WAITING:
            self._waiting.popitem(last=False)
            UNANSWERED.inc()

    def answered(self, interaction_id: int) -> None:
        """Discord accepted the interaction's first answer."""
        waiting = self._waiting.pop(interaction_id, None)
        if waiting is not None:
            since, kind, shard = waiting
            INTERACTION_ACK.labels(shard, kind).observe(self.clock() - since)

    def trace(self) -> aiohttp.TraceConfig:
        """The trace to give discord.py's client (``http_trace=``)."""
        config = aiohttp.TraceConfig()
        config.on_request_end.append(self._request_ended)
        return config

    async def _request_ended(
        self, session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
    ) -> None:
        status = params.response.status
        path = params.url.path
        if status == 429:
            RATE_LIMITED.labels(route_of(params.method, path)).inc()
            return
        answer = CALLBACK.search(path)
        if answer is not None and status < 300:
            self.answered(int(answer[1]))
