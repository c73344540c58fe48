"""Split it!'s strong AI: legal in every phase, deterministic, fair (it decides from the seat's
view alone), and valuing a position as a race."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import get_game
from engine.ai import choose
from engine.splitit import Bet, Column, Discard, PlaceJoker, Split, SplitItState
from engine.splitit.strong import CARD_BONUS, OWN_SHARE, action_values, bet_values, lead, value

GAME = get_game("splitit")


def reach(players: int, phase: str, seed: int = 0, skip: int = 0) -> SplitItState:
    """A greedy game of ``players`` up to the ``skip``-th time it reaches ``phase``."""
    state = GAME.new_game(GAME.make_config(players), seed)
    rng = random.Random(seed)
    while True:
        if state.phase == phase:
            if skip == 0:
                return state
            skip -= 1
        seat = min(GAME.waiting_for(state))
        state = GAME.apply(state, seat, choose(GAME, state, seat, "greedy", rng))


@pytest.mark.parametrize(
    ("players", "phase", "kind"),
    [(3, "split", Split), (2, "discard", Discard), (4, "bet", Bet), (3, "jokers", PlaceJoker)],
)
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_the_strong_seat_moves_legally_and_the_same_way_again(players, phase, kind):
    for skip in (0, 3):
        state = reach(players, phase, seed=skip, skip=skip)
        seat = min(GAME.waiting_for(state))
        move = choose(GAME, state, seat, "strong", random.Random(5))
        assert isinstance(move, kind)
        assert move in GAME.legal_actions(state, seat)
        assert choose(GAME, state, seat, "strong", random.Random(5)) == move


def test_the_strong_seat_sees_neither_the_deck_nor_the_rivals_secret_bets():
    """Two tables alike to the seat but for the deck's order and a rival's bet this round: the
    same generator gives the same bet at both."""
    state = reach(4, "bet", seed=2, skip=2)
    me, rival, *_ = sorted(GAME.waiting_for(state))
    zones = [b.zone for b in GAME.legal_actions(state, rival)]
    mine = replace(state, bets={rival: zones[0]})
    theirs = replace(state, bets={rival: zones[-1]}, deck=tuple(reversed(state.deck)))
    assert mine.bets != theirs.bets and mine.deck != theirs.deck
    assert GAME.view(mine, me) == GAME.view(theirs, me)
    for seed in range(5):
        assert choose(GAME, mine, me, "strong", random.Random(seed)) == choose(
            GAME, theirs, me, "strong", random.Random(seed)
        )


def test_a_position_is_worth_the_lead_over_the_strongest_rival():
    """Breaking a rival's majority of 9s is worth as much as making one's own 9s: the race
    counts, not the seat's points alone."""
    start = [{3: Column(1)}, {9: Column(1)}, {2: Column(1)}]
    broken = [{3: Column(1), 9: Column(1)}, {9: Column(1)}, {2: Column(1)}]
    assert value(broken, 0) > value(start, 0)
    # Seat 0 ties seat 1 on 9s: seat 1 still scores 9, seat 0 gains 9 too.
    mine_alone = [{3: Column(1), 9: Column(2)}, {9: Column(1)}, {2: Column(1)}]
    assert value(mine_alone, 0) > value(broken, 0)
    # Beside the race: a quarter of the seat's own points, and a little for every card.
    more_cards = [{3: Column(3), 9: Column(2)}, {9: Column(1)}, {2: Column(1)}]
    assert value(more_cards, 0) == pytest.approx(12 - 2 + OWN_SHARE * 12 + CARD_BONUS * 5)


def test_a_zone_no_rival_can_bet_on_is_worth_its_cards():
    """With no rival left in the round the seat takes whatever zone it bets on: each zone's
    value is the position after taking it, exactly."""
    state = reach(3, "bet", seed=1)
    view = GAME.view(state, 0)
    zones = [(1, 1, 1), (7,), (2,)]
    values = bet_values(view, 0, [0], zones)
    expected = []
    for cards in zones:
        columns = [dict(c) for c in view.columns]
        for card in cards:
            old = columns[0].get(card, Column(0))
            columns[0][card] = Column(old.cards + 1, old.jokers)
        expected.append(value(columns, 0))
    assert values == pytest.approx(expected)


def test_a_joker_goes_to_the_highest_of_the_columns_it_changes_nothing_in():
    """Seat 0 leads its 4s and 7s by far: a joker on either changes no score, and it goes on
    the 7s; where it breaks a shared lead, it goes there, low number or not."""
    state = reach(3, "jokers")
    seat = min(GAME.waiting_for(state))
    rivals = [r for r in range(3) if r != seat]

    def with_columns(mine: dict, theirs: dict) -> SplitItState:
        columns = [dict(theirs) if s in rivals else dict(mine) for s in range(3)]
        jokers = tuple(1 if s == seat else 0 for s in range(3))
        return replace(state, columns=tuple(columns), pending_jokers=jokers)

    tied = with_columns({4: Column(5), 7: Column(5)}, {2: Column(1)})
    assert set(GAME.legal_actions(tied, seat)) == {PlaceJoker(4), PlaceJoker(7)}
    shared = with_columns({4: Column(5), 7: Column(5), 3: Column(1)}, {3: Column(1)})
    for seed in range(4):
        assert choose(GAME, tied, seat, "strong", random.Random(seed)) == PlaceJoker(7)
        assert choose(GAME, shared, seat, "strong", random.Random(seed)) == PlaceJoker(3)
    alone = with_columns({4: Column(5)}, {2: Column(1)})  # one column: the one move there is
    assert GAME.legal_actions(alone, seat) == [PlaceJoker(4)]
    assert choose(GAME, alone, seat, "strong", random.Random(0)) == PlaceJoker(4)


@pytest.mark.parametrize("skip", [0, 1])
def test_a_two_player_split_is_worth_the_bets_after_the_rival_s_likely_discard(skip):
    """With two players the other seat discards a zone: a split is worth, on average over the
    discards the greedy AI would make as that seat, the best bet left after it, as the strong
    AI values that bet at the real table that follows."""
    state = reach(2, "split", seed=3, skip=skip)
    (me,) = GAME.to_act(state)
    view = GAME.view(state, me)
    splits = GAME.legal_actions(state, me)[:6]
    for split, worth in zip(splits, action_values(view, splits), strict=True):
        discarding = GAME.apply(state, me, split)
        (rival,) = GAME.to_act(discarding)
        assert rival != me
        legal = GAME.legal_actions(discarding, rival)
        likely = {choose(GAME, discarding, rival, "greedy", random.Random(s)) for s in range(8)}
        after = []
        for discard in sorted(likely, key=legal.index):
            betting = GAME.apply(discarding, rival, discard)
            bets = GAME.legal_actions(betting, me)
            after.append(max(action_values(GAME.view(betting, me), bets)))
        assert worth == pytest.approx(sum(after) / len(after))


@pytest.mark.parametrize("judge", [value, lead])
def test_a_split_is_worth_the_best_bet_at_the_table_it_leaves(judge):
    """With three players nothing is discarded: a split is worth the best bet it leaves the
    seat, as the same judge values that bet at the real table that follows (a review judges by
    the lead, the AI by its value)."""
    state = reach(3, "split", seed=2)
    (me,) = GAME.to_act(state)
    splits = GAME.legal_actions(state, me)[:5]
    worths = action_values(GAME.view(state, me), splits, judge)
    for split, worth in zip(splits, worths, strict=True):
        betting = GAME.apply(state, me, split)
        bets = GAME.legal_actions(betting, me)
        assert worth == pytest.approx(max(action_values(GAME.view(betting, me), bets, judge)))
    assert worths != action_values(GAME.view(state, me), splits, lead if judge is value else value)
