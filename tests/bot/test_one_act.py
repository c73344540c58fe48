"""One act, in every game: an accepted action holds its table once, is encoded once for the
log (a snapshot writing the actions its state holds is the state's encoding, not counted),
decoded never when the transport names it typed, and written to the journal once; a JSON
action is decoded once. Every game plays a few moves so."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from bot.service.actions import FromView
from bot.storage import journal
from engine import game_names, get_game
from tests.bot.conftest import players
from tests.counted import CountedLock


@pytest.fixture
def counts(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    counted: Counter[str] = Counter()
    append = journal.append

    def appended(*args: Any, **kwargs: Any) -> Any:
        counted["journal"] += 1
        return append(*args, **kwargs)

    monkeypatch.setattr(journal, "append", appended)
    for name in game_names():
        game = get_game(name)
        snapshot = game.state_to_json
        in_snapshot: list[bool] = []

        def snapshotted(
            state: Any, snapshot: Any = snapshot, flag: list[bool] = in_snapshot
        ) -> Any:
            flag.append(True)  # a snapshot may write the actions it holds: the state's, not a log's
            try:
                return snapshot(state)
            finally:
                flag.pop()

        monkeypatch.setattr(game, "state_to_json", snapshotted)
        for method in ("action_to_json", "action_from_json"):
            original = getattr(game, method)

            def count(
                data: Any, original: Any = original, method: str = method, flag: Any = in_snapshot
            ) -> Any:
                if not flag:
                    counted[method] += 1
                return original(data)

            monkeypatch.setattr(game, method, count)
    return counted


@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("way", ["typed", "from view", "json"])
async def test_each_accepted_action_holds_its_table_once_and_writes_once(
    service, counts, name, way
):
    game = get_game(name)
    people = players(2)
    table = await service.lobbies.create_lobby(name, people[0], channel_id=5, seed=11)
    table = await service.lobbies.join(table.id, people[1])
    table, _ = await service.lobbies.start(table.id, people[0].user_id)
    rng = random.Random(name)
    for _ in range(4):
        if table.status != "running":
            break
        state = (await service.core.get(table.id)).state
        seat = min(game.waiting_for(state))
        action = rng.choice(list(game.legal_actions(state, seat)))
        asked: Any = {
            "typed": action,
            "from view": FromView(lambda view, action=action: action),
            "json": None,
        }[way]
        service.core.live_tables[table.id].lock = CountedLock(counts)
        user = table.seat_at(seat).user_id
        if way == "json":
            data = game.action_to_json(action)
            counts.clear()
            table, _ = await service.play.act_json(table.id, user, data, round=table.round)
        else:
            counts.clear()
            table, _ = await service.play.act(table.id, user, asked, round=table.round)
        decodes = 1 if way == "json" else 0
        assert (
            counts
            == Counter({"lock": 1, "action_to_json": 1, "journal": 1, "action_from_json": decodes})
            - Counter()
        ), (name, way, counts)
