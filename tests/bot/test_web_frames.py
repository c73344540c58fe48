"""A page's frame is its payload, byte for byte: the shared part serialized once and spliced
in says what the whole payload says, for every game, seat and position."""

from __future__ import annotations

import orjson
import pytest

from bot.web import pages
from bot.web.frames import Board, Shared, frame
from tests.bot.test_web_leaks import any_position, position, shown_to

GAMES = ["splito", "splitter", "splitit", "serendipity"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_a_frame_is_its_payload_byte_for_byte(game: str, seed: int) -> None:
    players = 2 + seed % 4 if game == "splito" else 2 + seed % 2
    state = position(players, seed) if game == "splito" else any_position(game, players, seed)
    for seat in (None, *range(players)):
        for _ in range(2):  # the second time, from the parts kept from the first
            shown = shown_to(state, seat, game)
            assert frame(shown) == orjson.dumps(shown)
        pages._kept.clear()


def test_a_splito_page_splices_the_part_its_table_shares() -> None:
    shown = shown_to(position(3, 1), 0)
    board = shown["board"]
    assert isinstance(board, Board) and isinstance(board.common, Shared)
    assert set(board.own) == {"mine", "hand"} and isinstance(board.own["hand"], Shared)
    assert board.common.json() is board.common.json()  # serialized once
    assert board.common.json()[:-1] + b"," in frame(shown)


def test_a_board_is_its_parts_in_order() -> None:
    common = Shared(zones=[1, 2], title="t")
    assert (
        frame({"board": Board(common, hand=[3])})
        == b'{"board":{"zones":[1,2],"title":"t","hand":[3]}}'
    )
    assert frame({"board": Board(common)}) == orjson.dumps({"board": dict(common)})
    assert frame({"board": Board(Shared(), hand=None)}) == b'{"board":{"hand":null}}'
    hand = Shared(cards=[Shared(id="a")])
    nested = {"board": Board(common, hand=hand), "again": [hand]}
    assert frame(nested) == orjson.dumps(nested)


def test_a_page_s_own_key_may_not_hide_a_shared_one() -> None:
    with pytest.raises(ValueError, match="title"):
        Board(Shared(title="t"), title="mine")


def test_other_subclasses_are_written_as_orjson_writes_them() -> None:
    class Name(str):
        pass

    class Points(int):
        pass

    given = {"name": Name("Ann"), "points": Points(3), "nested": Shared(a=[Name("b")])}
    assert frame(given) == orjson.dumps(given)
    with pytest.raises(TypeError):
        frame({"odd": object()})
