"""Tutorials' data: every game's lessons are worded keys at distinct rounds, guided up to the
last one and no further; Split it!'s shorter deal (its ``rows`` option) at its boundaries."""

from __future__ import annotations

import pytest

from engine import ConfigError, game_names, get_game
from engine.serendipity import GAME as SERENDIPITY
from engine.serendipity import KeepSerendip, MoveSerendip
from engine.splitit import GAME as SPLITIT
from engine.splitit import all_cards
from engine.splito import GAME as SPLITO
from engine.splito import Pick
from engine.splitter import GAME as SPLITTER
from engine.splitter import Place
from engine.tutorials import Tutorial, tutorial_of


def test_guided_rounds_run_to_the_last_lesson_and_no_further():
    tutorial = Tutorial(players=2, seed=1, lessons={2: "a", 5: "b"})
    assert [tutorial.guided(r) for r in (1, 4, 5, 6)] == [True, True, True, False]
    assert [tutorial.number(r) for r in (1, 2, 5)] == [0, 1, 2]
    assert tutorial.lesson(2) == "a" and tutorial.lesson(3) is None
    assert not Tutorial(players=2, seed=1, lessons={}).guided(1)  # no lessons: all free


@pytest.mark.parametrize("name", game_names())
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_every_game_has_a_tutorial_the_engine_can_deal(name):
    tutorial = tutorial_of(name)
    assert tutorial is not None and name in game_names()
    game = get_game(name)
    low, high = game.player_range()
    assert low <= tutorial.players <= high
    config = game.make_config(tutorial.players, dict(tutorial.options))
    assert not game.is_over(game.new_game(config, tutorial.seed))
    assert all(key.startswith(f"{name}-lesson-") for key in tutorial.lessons.values())


@pytest.mark.parametrize(("rows", "cards"), [(1, 7), (3, 21), (10, 70)])
def test_a_shorter_split_it_deals_only_its_rows(rows, cards):
    config = SPLITIT.make_config(2, {"rows": rows})
    state = SPLITIT.new_game(config, 4)
    assert len(all_cards(state)) == cards
    assert SPLITIT.config_from_json(SPLITIT.config_to_json(config)) == config


@pytest.mark.parametrize("rows", [0, 11, True, "3"])
def test_a_shorter_split_it_refuses_rows_out_of_range(rows):
    with pytest.raises(ConfigError) as refused:
        SPLITIT.make_config(2, {"rows": rows})
    assert refused.value.message.key == "splitit-config-rows"


def test_a_whole_split_it_game_is_stored_as_before():
    config = SPLITIT.make_config(3)
    assert SPLITIT.config_to_json(config) == {"players": 3}
    assert len(all_cards(SPLITIT.new_game(config, 4))) == 70


@pytest.mark.parametrize("steps", [0, 1, 40])
def test_a_serendipity_game_under_way_is_its_first_steps_played_by_the_greedy_ai(steps):
    config = SERENDIPITY.make_config(2, {"head_start": steps})
    state = SERENDIPITY.new_game(config, 8)
    assert state.step == steps
    fresh = SERENDIPITY.new_game(SERENDIPITY.make_config(2), 8)
    assert (state == fresh) is (steps == 0)
    assert SERENDIPITY.config_from_json(SERENDIPITY.config_to_json(config)) == config
    assert ("head_start" in SERENDIPITY.config_to_json(config)) is (steps > 0)
    assert SERENDIPITY.new_game(config, 8) == state  # the same deal every time


@pytest.mark.parametrize(("steps", "good"), [(-1, False), (300, True), (301, False), (True, False)])
def test_a_serendipity_head_start_is_a_count_up_to_its_most(steps, good):
    if good:
        assert SERENDIPITY.make_config(2, {"head_start": steps}).head_start == steps
        return
    with pytest.raises(ConfigError) as refused:
        SERENDIPITY.make_config(2, {"head_start": steps})
    assert refused.value.message.key == "serendipity-head-start"


def test_a_move_naming_two_cells_is_one_move_in_either_order():
    """The lesson's move is recognised however its cells were chosen: a kept Serendip's swap
    of two tiles, two numbers written into a mirror pair; nothing else is the same move."""
    keep = KeepSerendip(2, (0, 1), (3, 4))
    assert SERENDIPITY.same_action(keep, KeepSerendip(2, (3, 4), (0, 1)))
    assert not SERENDIPITY.same_action(keep, KeepSerendip(1, (3, 4), (0, 1)))  # rotated otherwise
    assert not SERENDIPITY.same_action(keep, KeepSerendip(2, (3, 4), (0, 2)))
    assert not SERENDIPITY.same_action(MoveSerendip((0, 1), 2), keep)
    place = Place(((1, 0), (1, 3)), (4, 6))
    assert SPLITTER.same_action(place, Place(((1, 3), (1, 0)), (6, 4)))
    assert not SPLITTER.same_action(place, Place(((1, 3), (1, 0)), (4, 6)))  # numbers swapped
    assert not SPLITTER.same_action(place, Place(((1, 0), (1, 3)), (6, 4)))
    # Two copies of one Splito card, to one side: one move; another card or side: another.
    assert SPLITO.same_action(Pick("pink-1-1", "left"), Pick("pink-1-2", "left"))
    assert not SPLITO.same_action(Pick("pink-1-1", "left"), Pick("pink-1-2", "right"))
    assert not SPLITO.same_action(Pick("pink-1-1", "left"), Pick("pink-2-1", "left"))
    assert not SPLITO.same_action(Pick("pink-1-1", "left"), Pick("blue-1-1", "left"))
    assert SPLITO.same_action(Pick("O01", "right"), Pick("O01", "right"))
    assert not SPLITO.same_action(Pick("O01", "right"), Pick("O02", "right"))
