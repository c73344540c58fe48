"""The engine's registries, used as a game from elsewhere uses them: a game added with its
policies and removed again; hints, reviews and tutorials registered and found; the levels an AI
seat plays at."""

from __future__ import annotations

import random

import pytest

import engine
from engine import ai, hints, protocol, tutorials
from engine.hints import hint, register_explainer, register_reviewer, reviewer_of
from engine.serendipity import RULES as SERENDIPITY
from engine.tutorials import register_tutorial, tutorial_of
from tests.fifth_game import rules


@pytest.fixture
def pebbles():
    """The fifth game's rules added for one test, then removed."""
    engine.add_game(rules.RULES)
    yield rules.GAME
    engine.remove_game(rules.GAME.name)


def test_a_game_added_from_elsewhere_plays_its_policies_and_is_listed(pebbles):
    assert engine.get_game("pebbles") is pebbles
    assert ai.policies_of("pebbles") == rules.POLICIES
    assert engine.added_games() == [rules.RULES]  # the engine's own games are not "added"
    assert ai.has_policy("pebbles", "greedy") and ai.has_policy("pebbles", "strong")
    assert ai.levels_of("pebbles") == ["easy", "normal", "strong"]


def test_a_game_removed_is_gone_with_its_policies(pebbles):
    engine.remove_game("pebbles")
    assert "pebbles" not in engine.game_names()
    assert ai.policies_of("pebbles") == {}
    assert engine.added_games() == []
    engine.add_game(rules.RULES)  # for the fixture to remove


def test_forgetting_a_game_never_added_changes_nothing():
    before = engine.game_names()
    protocol.unregister("no-such-game")
    assert engine.game_names() == before


@pytest.mark.parametrize("level", sorted(ai.LEVELS))
def test_an_ai_seat_s_level_is_named_by_its_policy(level):
    assert ai.level_of(ai.LEVELS[level]) == level
    assert ai.has_policy("serendipity", ai.LEVELS[level])


def test_a_policy_no_level_names_has_no_level():
    assert ai.level_of("random") is None and ai.level_of(None) is None
    assert not ai.has_policy("serendipity", "no-such-policy")


def test_reviewers_explainers_and_tutorials_are_found_once_registered(monkeypatch):
    monkeypatch.setattr(hints, "_REVIEWERS", {})
    monkeypatch.setattr(hints, "_EXPLAINERS", {})
    monkeypatch.setattr(tutorials, "_TUTORIALS", {})
    assert reviewer_of("pebbles") is None and tutorial_of("pebbles") is None
    assert not hints.explains("pebbles")

    def reviewer(states, seat, rng):
        return []

    tutorial = tutorials.Tutorial(players=2, seed=1, lessons={})
    register_reviewer("pebbles", reviewer)
    register_explainer("pebbles", SERENDIPITY.explain)
    register_tutorial("pebbles", tutorial)
    assert reviewer_of("pebbles") is reviewer and tutorial_of("pebbles") is tutorial


def test_a_game_is_added_with_all_it_teaches_and_removed_with_it(monkeypatch):
    """One description registers the rules, policies, hints' reasons, reviews and tutorial;
    removing the game forgets them all."""
    monkeypatch.setattr(hints, "_REVIEWERS", {})
    monkeypatch.setattr(hints, "_EXPLAINERS", {})
    monkeypatch.setattr(tutorials, "_TUTORIALS", {})
    tutorial = tutorials.Tutorial(players=2, seed=1, lessons={})
    strong = rules.POLICIES["greedy"]
    described = engine.GameRules(
        rules.GAME,
        policies={"strong": strong},
        explain=SERENDIPITY.explain,
        review=SERENDIPITY.review,
        tutorial=tutorial,
    )
    engine.add_game(described)
    try:
        assert described.name == "pebbles" and engine.added_games() == [described]
        assert hints.explains("pebbles") and reviewer_of("pebbles") is SERENDIPITY.review
        assert tutorial_of("pebbles") is tutorial
    finally:
        engine.remove_game("pebbles")
    assert not hints.explains("pebbles") and reviewer_of("pebbles") is None
    assert tutorial_of("pebbles") is None and ai.policies_of("pebbles") == {}
    assert engine.added_games() == []


def test_a_hint_is_the_strong_move_and_why_from_the_seat_s_own_view():
    game = engine.get_game("serendipity")
    state = game.new_game(game.make_config(2), 4)
    (seat,) = game.to_act(state)
    found = hint(game, state, seat, random.Random(7))
    assert found.action == ai.choose(game, state, seat, "strong", random.Random(7))
    assert found.why == SERENDIPITY.explain(game.view(state, seat), found.action)
    assert found.action in game.legal_actions(state, seat)


def test_a_hint_of_a_game_that_gives_no_reasons_is_the_move_alone():
    greedy = rules.POLICIES["greedy"]
    engine.add_game(engine.GameRules(rules.GAME, policies={"strong": greedy}))
    try:
        state = rules.GAME.new_game(rules.GAME.make_config(2), 1)
        (seat,) = rules.GAME.to_act(state)
        found = hint(rules.GAME, state, seat, random.Random(2))
        assert found.why is None and found.action in rules.GAME.legal_actions(state, seat)
    finally:
        engine.remove_game(rules.GAME.name)


@pytest.mark.parametrize("name", [*engine.game_names(), "pebbles"])
def test_a_game_s_dynamics_are_how_it_plays(name, pebbles):
    """The trait every layer takes its pace from is true of the game: in a game of turns one
    seat acts at a time; in a game of simultaneous rounds several seats pick at once."""
    game = engine.get_game(name)
    low, high = game.player_range()
    players = max(low, min(3, high))
    moves = random.Random(name)
    state = game.new_game(game.make_config(players), 7)
    together = [len(game.to_act(state))]
    while not game.is_over(state) and len(together) < 400:
        seat = min(game.waiting_for(state))
        state = game.apply(state, seat, moves.choice(list(game.legal_actions(state, seat))))
        together.append(len(game.to_act(state)))
    if game.dynamics is engine.Dynamics.TURNS:
        assert max(together) == 1
    else:
        assert max(together) == players > 1
