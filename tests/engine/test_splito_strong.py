"""Splito's strong AI: what a seat remembers is what the table holds, its picks are legal and
deterministic, and it decides from the seat's view alone."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from engine.ai import choose
from engine.splito import GAME, all_card_ids
from engine.splito.ai import hoped_products, seats_zones
from engine.splito.deck import deck_to_json, default_deck
from engine.splito.hopes import hopes_of
from engine.splito.memory import known_hands
from engine.splito.seating import hand_position, hand_positions
from engine.splito.strong import (
    CANDIDATES,
    DECISIONS,
    MARGIN,
    SAMPLES,
    allotment,
    determinize,
    outcome,
    standing,
)
from tests.engine.splito_helpers import greedy_rounds


def played(players: int, rounds: int, seed: int = 3):
    return greedy_rounds(players, rounds, seed)


@pytest.mark.parametrize(("players", "rounds"), [(2, 2), (4, 2), (4, 3), (4, 4), (5, 9)])
def test_a_seat_knows_every_hand_it_held_as_it_is_now(players, rounds):
    """After k rounds a seat knows the k + 1 hands it held (all of them once k + 1 reaches
    the table's hands), each exactly as it is now; it knows no other."""
    state = played(players, rounds)
    for seat in range(players):
        known = known_hands(GAME.view(state, seat))
        held = min(rounds + 1, hand_positions(players))
        assert len(known) == held
        assert hand_position(players, seat) in known
        for position, cards in known.items():
            assert sorted(cards) == sorted(state.hands[position])


def test_a_table_that_keeps_no_reveals_leaves_the_seat_its_hand_alone():
    state = played(4, 3)
    forgetting = replace(state, config=replace(state.config, remembers=False), reveals=())
    assert known_hands(GAME.view(forgetting, 1)) == {1: list(state.hands[1])}


@pytest.mark.no_cover  # play-outs by the thousand; two single picks below trace strong.py
@pytest.mark.parametrize(("players", "rounds"), [(2, 0), (4, 2), (8, 10)])
def test_the_strong_seat_picks_legally_and_the_same_way_again(players, rounds):
    state = played(players, rounds)
    for seat in (0, players - 1):
        pick = choose(GAME, state, seat, "strong", random.Random(4))
        assert pick in GAME.legal_actions(state, seat)
        assert choose(GAME, state, seat, "strong", random.Random(4)) == pick


@pytest.mark.no_cover  # play-outs by the thousand: behaviour, not lines
def test_the_strong_seat_sees_neither_unseen_hands_nor_the_rivals_picks():
    """Two tables alike to seat 0 in round 2 — the hand it never held and the cards out of
    the game dealt otherwise, a rival's pick this round another — give the same pick."""
    state = played(4, 1)
    unseen = 2  # seat 0 knows its hand and the one it passed to seat 1; never hand 2
    known = known_hands(GAME.view(state, 0))
    assert unseen not in known
    pool = list(state.hands[unseen]) + list(state.out_of_game)
    random.Random(1).shuffle(pool)
    size = len(state.hands[unseen])
    hands = list(state.hands)
    hands[unseen] = tuple(pool[:size])
    rival = GAME.legal_actions(state, 1)
    mine = replace(state, picks={1: rival[0]})
    theirs = replace(
        state, hands=tuple(hands), out_of_game=tuple(pool[size:]), picks={1: rival[-1]}
    )
    assert mine.hands != theirs.hands and mine.picks != theirs.picks
    assert GAME.view(mine, 0) == GAME.view(theirs, 0)
    for seed in range(3):
        assert choose(GAME, mine, 0, "strong", random.Random(seed)) == choose(
            GAME, theirs, 0, "strong", random.Random(seed)
        )


def promo_game(players: int, rounds: int, seed: int = 3):
    """A seeded greedy game with the promo card, after ``rounds`` rounds."""
    state = GAME.new_game(GAME.make_config(players, {"promo42": True}), seed)
    rng = random.Random(seed)
    while state.round <= rounds:
        for seat in range(players):
            state = GAME.apply(state, seat, choose(GAME, state, seat, "greedy", rng))
    return state


@pytest.mark.parametrize(("players", "rounds"), [(2, 3), (4, 2), (5, 11)])
def test_a_determinized_table_looks_to_the_seat_as_the_real_one(players, rounds):
    """What the seat sees of a determinized table is what it sees of the real one: the promo
    and its zone, the zones, the commons, the last plays, its own hand."""
    for promo in (False, True):
        state = promo_game(players, rounds) if promo else played(players, rounds)
        assert (state.promo != "off") == promo
        assert (state.promo_zone is not None) == (promo and players == 5)  # claimed there
        view = GAME.view(state, 0)
        guessed = GAME.view(determinize(view, random.Random(1)), 0)
        for field in (
            "promo",
            "promo_zone",
            "zones",
            "commons",
            "last_plays",
            "hand",
            "round",
            "hand_sizes",
        ):
            assert getattr(guessed, field) == getattr(view, field), field
        assert guessed.players == view.players


def test_a_determinized_table_plays_the_table_s_own_deck(tmp_path):
    data = deck_to_json(default_deck())
    data["name"] = "My printed deck"
    data["objectives"][13]["points"] = 4
    path = tmp_path / "printed.json"
    path.write_text(json.dumps(data))
    state = GAME.new_game(GAME.make_config(4, {"deck_file": str(path)}), 2)
    guessed = determinize(GAME.view(state, 0), random.Random(1))
    assert guessed.config.deck == state.config.deck != default_deck()


@pytest.mark.parametrize(("players", "rounds"), [(2, 3), (4, 2)])
def test_a_determinized_table_holds_every_card_of_the_game_once(players, rounds):
    """The cards the seat never saw are dealt into the hands it does not know and the rest
    left out of the game: no card lost, none twice, the known hands as they are."""
    state = played(players, rounds)
    for seed in range(3):
        guessed = determinize(GAME.view(state, 0), random.Random(seed))
        assert sorted(all_card_ids(guessed)) == sorted(all_card_ids(state))
        assert [len(hand) for hand in guessed.hands] == [len(hand) for hand in state.hands]
        for position, cards in known_hands(GAME.view(state, 0)).items():
            assert guessed.hands[position] == tuple(cards)


@pytest.mark.parametrize(("players", "rounds"), [(2, 25), (4, 1)])
def test_a_pick_is_judged_by_the_final_scores_or_the_hoped_ones(players, rounds):
    """In the last round the play-outs reach the end and the game's scores judge a pick;
    earlier, the products the zones hope for. Either way the pick is legal and the same
    again (traced: the other strong tests run untraced)."""
    state = played(players, rounds)
    assert (state.round == state.config.rounds) == (players == 2)
    pick = choose(GAME, state, 0, "strong", random.Random(5))
    assert pick in GAME.legal_actions(state, 0)
    assert choose(GAME, state, 0, "strong", random.Random(5)) == pick


def budget_reach(players: int, decisions: int = DECISIONS) -> int:
    """The rounds a play-out may go on after this one with ``SAMPLES`` deals of every
    candidate: what the budget allows, whatever is left of the game."""
    return decisions // max(players, 4) // (CANDIDATES * players * SAMPLES) - 1


@pytest.mark.parametrize("players", [4, 5, 8])
def test_play_outs_go_as_deep_as_the_budget_allows_never_past_the_end(players):
    """Round by round: play-outs stop at the game's end or where the budget does (around the
    round where the end comes within reach: one round more, the very round, one round less),
    and every decision stays within its budget."""
    view = GAME.view(played(players, 0), 0)
    budget = DECISIONS // max(players, 4)
    reach = budget_reach(players)
    assert 0 < reach < view.rounds - 1
    for now in range(1, view.rounds + 1):
        left = view.rounds - now
        samples, rounds = allotment(replace(view, round=now), CANDIDATES, DECISIONS)
        assert rounds == min(reach, left)
        assert samples >= SAMPLES
        assert samples * CANDIDATES * players * (rounds + 1) <= budget
        if left >= reach:  # the end out of reach (or just in it): the fewest deals
            assert samples == SAMPLES


@pytest.mark.parametrize("players", [4, 8])
def test_what_the_end_leaves_of_the_budget_deals_more_determinizations(players):
    """In the last round a pick is played out in as many deals as the budget holds, and
    twice the budget deals twice as many; in the first round twice the budget goes deeper."""
    view = GAME.view(played(players, 0), 0)
    budget = DECISIONS // max(players, 4)
    last = replace(view, round=view.rounds)
    samples, rounds = allotment(last, CANDIDATES, DECISIONS)
    assert (samples, rounds) == (budget // (CANDIDATES * players), 0)
    doubled, _ = allotment(last, CANDIDATES, 2 * DECISIONS)
    assert doubled in (2 * samples, 2 * samples + 1)
    first = replace(view, round=1)
    _, deeper = allotment(first, CANDIDATES, 2 * DECISIONS)
    assert deeper == min(budget_reach(players, 2 * DECISIONS), view.rounds - 1)
    assert deeper > allotment(first, CANDIDATES, DECISIONS)[1]


@pytest.mark.parametrize(
    ("scores", "me", "worth"),
    [
        ([7, 6, 3], 0, 1 + MARGIN),  # ahead by one of the best rival, not of the last
        ([6, 6, 3], 0, 0.0),  # level with the best: not ahead
        ([6, 7, 3], 0, -MARGIN),  # behind by one
        ([3, 7, 6], 2, -MARGIN),
        ([3, 7, 9], 2, 1 + 2 * MARGIN),
    ],
)
def test_a_standing_is_ahead_or_not_and_a_hundredth_a_point_of_lead(scores, me, worth):
    assert standing(scores, me) == pytest.approx(worth)


def test_an_outcome_is_being_ahead_of_every_rival_and_a_little_for_the_lead():
    """At the end, by the game's scores; before it, by the products the zones hope for: 1 for
    the seat ahead of every rival, nothing for the others, plus a hundredth of the lead over
    the best rival (a deficit costs as much)."""
    mid = promo_game(5, 11)  # the promo claimed: it counts where it lies
    assert mid.promo_zone is not None
    hoped = hopes_of(mid.config.deck, mid.zones, mid.commons, mid.promo_zone).now()
    final = played(3, 13)
    assert GAME.is_over(final)
    for state, scores in (
        (mid, hoped_products(hoped, seats_zones(5))),
        (final, [p.score for p in GAME.result(final).players]),
    ):
        for me, mine in enumerate(scores):
            best_rival = max(s for seat, s in enumerate(scores) if seat != me)
            ahead = 1.0 if mine > best_rival else 0.0
            assert outcome(state, me) == pytest.approx(ahead + MARGIN * (mine - best_rival))
    assert len({p.score for p in GAME.result(final).players}) > 1  # ahead and behind
    start = played(4, 0)  # nothing in any zone yet: every seat level, none ahead
    assert [outcome(start, me) for me in range(4)] == [0.0] * 4
