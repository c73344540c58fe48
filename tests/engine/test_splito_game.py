"""Splito game flow: dealing, simultaneous picks, reveal, passing, promo 42, refusals, JSON."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

import engine
from engine.protocol import ConfigError, EngineError, IllegalAction, Move
from engine.splito import GAME, Pick, all_card_ids
from engine.splito.deck import PROMO_ID
from engine.splito.seating import hand_position, player_zones, zone_seats
from tests.engine.splito_helpers import DECK, CardMaker, play_random_game


def all_ids(promo: bool) -> list[str]:
    ids = [c.id for c in DECK.splito_cards()] + [o.id for o in DECK.objectives]
    return sorted(ids + ([PROMO_ID] if promo else []))


def test_registry_knows_splito_and_refuses_unknown_games():
    assert engine.get_game("splito") is GAME
    assert "splito" in engine.game_names()
    with pytest.raises(ConfigError, match="no game 'chess'"):
        engine.get_game("chess")


@pytest.mark.parametrize("players", [1, 9, 0, -3])
def test_player_count_outside_2_to_8_is_refused(players):
    with pytest.raises(ConfigError, match="for 2 to 8 players"):
        GAME.make_config(players)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"promo": True}, "no option 'promo'"),
        ({"promo42": "yes"}, "promo42 must be true or false"),
        ({"deck_file": 3}, "deck_file must be a path"),
    ],
)
def test_bad_options_are_refused_naming_the_field(options, message):
    with pytest.raises(ConfigError, match=message):
        GAME.make_config(4, options)


def test_players_must_be_a_whole_number():
    with pytest.raises(ConfigError, match="for 2 to 8 players, not '4'"):
        GAME.make_config("4")  # type: ignore[arg-type]


def test_setup_deals_13_each_and_draws_one_star_and_one_moon_common():
    config = GAME.make_config(5, {"promo42": True})
    state = GAME.new_game(config, seed=11)
    assert [len(h) for h in state.hands] == [13] * 5
    star, moon = (DECK.objective(c) for c in state.commons)
    assert star.symbol == "star" and moon.symbol == "moon"
    assert len(state.out_of_game) == 72 + 37 - 2 - 65
    assert sorted(all_card_ids(state)) == all_ids(promo=True)
    assert state.promo == "waiting"
    assert GAME.new_game(config, seed=11) == state
    assert GAME.new_game(config, seed=12) != state


def test_seating_zones_follow_the_specification():
    # Zone s lies between seat s and seat s+1: seat s's left zone, seat s+1's right zone.
    assert player_zones(4, 0) == (0, 3)
    assert player_zones(4, 3) == (3, 2)
    assert zone_seats(4, 3) == (3, 0)
    assert player_zones(2, 1) == (2, 3)
    assert zone_seats(2, 3) == (1,)
    assert hand_position(2, 1) == 2


def test_picks_are_simultaneous_and_may_change_until_the_round_resolves():
    state = GAME.new_game(GAME.make_config(3), seed=3)
    hands = state.hands
    first, second = hands[0][0], hands[0][1]
    state = GAME.apply(state, 0, Pick(first, "left"))
    assert GAME.waiting_for(state) == {1, 2}
    assert GAME.to_act(state) == {0, 1, 2}
    state = GAME.apply(state, 0, Pick(second, "right"))  # changes the pick
    assert state.picks[0] == Pick(second, "right")
    state = GAME.apply(state, 1, Pick(hands[1][0], "left"))
    assert state.round == 1 and state.zones == ((), (), ())
    state = GAME.apply(state, 2, Pick(hands[2][5], "right"))
    # Revealed: seat 0 right -> zone 2, seat 1 left -> zone 1, seat 2 right -> zone 1.
    assert state.round == 2
    assert state.zones == ((), (hands[1][0], hands[2][5]), (second,))
    assert [(p.seat, p.card, p.zone) for p in state.last_plays] == [
        (0, second, 2),
        (1, hands[1][0], 1),
        (2, hands[2][5], 1),
    ]
    # Hands passed left: seat 1 now holds what seat 0 kept, seat 0 what seat 2 kept.
    assert state.hands[1] == tuple(c for c in hands[0] if c != second)
    assert state.hands[0] == tuple(c for c in hands[2] if c != hands[2][5])
    assert state.picks == {}


def test_apply_never_changes_the_given_state():
    state = GAME.new_game(GAME.make_config(3), seed=3)
    before = GAME.state_to_json(state)
    for seat in range(3):
        GAME.apply(state, seat, Pick(state.hands[seat][0], "left"))
    assert GAME.state_to_json(state) == before


@pytest.mark.parametrize(
    ("seat", "pick", "message"),
    [
        (0, lambda s: Pick(s.hands[1][0], "left"), "That card is not in your hand."),
        (0, lambda s: Pick("purple-9-1", "left"), "There is no card 'purple-9-1' in this game."),
        (0, lambda s: Pick(s.hands[0][0], "up"), "Choose the left or the right zone"),  # type: ignore[arg-type]
        (3, lambda s: Pick(s.hands[0][0], "left"), "Seat 3 is not a player at this table."),
        (-1, lambda s: Pick(s.hands[0][0], "left"), "Seat -1 is not a player"),
        (0, lambda s: Pick(s.commons[0], "left"), "That card is not in your hand."),
    ],
)
def test_illegal_picks_are_refused_and_change_nothing(seat, pick, message):
    state = GAME.new_game(GAME.make_config(3), seed=5)
    before = GAME.state_to_json(state)
    with pytest.raises(IllegalAction, match=message):
        GAME.apply(state, seat, pick(state))
    assert GAME.state_to_json(state) == before


def test_a_finished_game_refuses_every_pick():
    _, state, _ = play_random_game(3, seed=1, choice_seed=2)
    assert GAME.is_over(state)
    assert GAME.to_act(state) == frozenset()
    assert GAME.legal_actions(state, 0) == []
    with pytest.raises(IllegalAction, match=r"The game is over\."):
        GAME.apply(state, 0, Pick("blue-1-1", "left"))


def test_legal_actions_are_every_card_of_the_hand_on_both_sides():
    state = GAME.new_game(GAME.make_config(4), seed=9)
    actions = GAME.legal_actions(state, 2)
    assert len(actions) == 26
    assert {a.card for a in actions} == set(state.hands[2])
    assert GAME.legal_actions(state, 4) == []


def _promo_position(zone_sums: dict[int, list[tuple[str, int]]], plays: dict[int, tuple[str, int]]):
    """A 3-player state, promo on, zones prefilled; each seat holds the card it will play."""
    config = GAME.make_config(3, {"promo42": True})
    state = GAME.new_game(config, seed=1)
    maker = CardMaker()
    zones = [tuple(maker.many(*zone_sums.get(z, []))) for z in range(3)]
    hand_cards = {seat: maker.s(*plays[seat]) for seat in plays}
    used = {c for z in zones for c in z} | set(hand_cards.values())
    rest = [
        c for c in all_card_ids(state) if c not in used and c not in state.commons and c != PROMO_ID
    ]
    hands = tuple((hand_cards[seat], *rest[seat * 5 : seat * 5 + 5]) for seat in range(3))
    state = replace(state, zones=tuple(zones), hands=hands, out_of_game=tuple(rest[15:]))
    return state, hand_cards


def _play_round(state, hand_cards, sides):
    for seat, side in sides.items():
        state = GAME.apply(state, seat, Pick(hand_cards[seat], side))
    return state


SIXES = [("yellow", 6), ("yellow", 6), ("orange", 6), ("orange", 6), ("pink", 6), ("pink", 6)]


def test_promo_42_goes_to_the_single_zone_summing_to_42():
    # Zone 0 holds 36; seat 0 plays a 6 to its left (zone 0): 42.
    state, cards = _promo_position({0: SIXES}, {0: ("green", 6), 1: ("blue", 1), 2: ("blue", 2)})
    state = _play_round(state, cards, {0: "left", 1: "left", 2: "left"})
    assert (state.promo, state.promo_zone) == ("claimed", 0)
    assert GAME.result(state).zones[0].promo_points == DECK.promo_points


def test_promo_42_is_removed_when_two_zones_reach_42_together():
    others = [
        ("green", 6),
        ("green", 6),
        ("black", 6),
        ("black", 6),
        ("blue", 5),
        ("blue", 5),
        ("black", 5),
    ]
    state, cards = _promo_position(
        {0: SIXES, 1: others}, {0: ("blue", 6), 1: ("green", 3), 2: ("blue", 2)}
    )
    # Zone 0: 36 + 6; zone 1: 39 + 3 (seat 1's left zone) -> both 42 at once.
    state = _play_round(state, cards, {0: "left", 1: "left", 2: "left"})
    assert state.promo == "removed" and state.promo_zone is None
    assert PROMO_ID in all_card_ids(state)  # removed from play, still accounted for


def test_promo_stays_put_once_claimed():
    state, cards = _promo_position({0: SIXES}, {0: ("green", 6), 1: ("blue", 1), 2: ("blue", 2)})
    state = _play_round(state, cards, {0: "left", 1: "left", 2: "left"})
    # Next round nobody reaches 42 again; the promo remains where it is.
    for seat in range(3):
        hand = state.hands[seat]
        state = GAME.apply(state, seat, Pick(hand[0], "right"))
    assert (state.promo, state.promo_zone) == ("claimed", 0)


def test_promo_is_ignored_when_the_table_did_not_choose_it():
    state = GAME.new_game(GAME.make_config(3), seed=1)
    assert state.promo == "off"
    assert PROMO_ID not in all_card_ids(state)


def test_two_player_variant_plays_26_rounds_and_dummies_never_play():
    config = GAME.make_config(2)
    assert config.rounds == 26
    state = GAME.new_game(config, seed=4)
    assert len(state.hands) == 4 and len(state.zones) == 4
    played = 0
    while not GAME.is_over(state):
        assert GAME.waiting_for(state) == {0, 1}
        for seat in (0, 1):
            own = state.hands[hand_position(2, seat)]
            state = GAME.apply(state, seat, Pick(own[0], "right" if state.round % 2 else "left"))
        played += 2
        assert sum(len(z) for z in state.zones) == played
        # Only A and B play: each play lands in the player's own zones.
        assert {p.zone for p in state.last_plays if p.seat == 0} <= {0, 1}
        assert {p.zone for p in state.last_plays if p.seat == 1} <= {2, 3}
    assert state.round == 27
    assert all(len(h) == 0 for h in state.hands)
    assert sum(len(z) for z in state.zones) == 52
    result = GAME.result(state)
    assert [(p.left_zone, p.right_zone) for p in result.players] == [(0, 1), (2, 3)]


def test_views_hide_hands_and_pending_picks():
    state = GAME.new_game(GAME.make_config(4), seed=2)
    state = GAME.apply(state, 1, Pick(state.hands[1][0], "left"))
    public = GAME.view(state, None)
    assert public.hand is None and public.my_pick is None
    assert public.picked == {1}
    mine = GAME.view(state, 1)
    assert mine.hand == state.hands[1] and mine.my_pick == Pick(state.hands[1][0], "left")
    other = GAME.view(state, 2)
    assert other.hand == state.hands[2] and other.my_pick is None
    assert GAME.view(state, 7).hand is None  # not a seat: the public view
    assert public.hand_sizes == (13, 13, 13, 13)


def test_state_and_action_json_round_trip():
    config, state, moves = play_random_game(5, seed=8, choice_seed=8, promo42=True)
    data = json.loads(json.dumps(GAME.state_to_json(state)))
    assert GAME.state_from_json(config, data) == state
    config_again = GAME.config_from_json(json.loads(json.dumps(GAME.config_to_json(config))))
    assert config_again == config
    for move in moves[:5]:
        assert GAME.action_from_json(GAME.action_to_json(move.action)) == move.action
    assert GAME.replay(config, 8, moves) == state


@pytest.mark.parametrize(
    "data", [None, {}, {"card": 3, "side": "left"}, {"card": "x", "side": "up"}]
)
def test_malformed_action_json_is_refused(data):
    with pytest.raises(IllegalAction, match="names a card and a side"):
        GAME.action_from_json(data)  # type: ignore[arg-type]


def test_malformed_state_and_config_json_are_refused():
    config = GAME.make_config(3)
    with pytest.raises(EngineError, match="malformed Splito state"):
        GAME.state_from_json(config, {"round": 1})
    with pytest.raises(ConfigError, match="stored config is missing"):
        GAME.config_from_json({"players": 3})


def test_replay_of_a_log_reproduces_the_game():
    config, state, moves = play_random_game(8, seed=21, choice_seed=3)
    assert GAME.replay(config, 21, moves) == state
    assert GAME.replay(config, 21, [Move(m.seat, m.action) for m in moves[:-1]]) != state


def test_result_mid_game_is_provisional():
    state = GAME.new_game(GAME.make_config(3), seed=2)
    assert not GAME.result(state).final
    _, done, _ = play_random_game(3, seed=2, choice_seed=2)
    assert GAME.result(done).final


@pytest.mark.parametrize(("zone", "seat"), [(0, 0), (1, 0), (2, 1), (3, 1)])
def test_each_two_player_zone_scores_for_its_owner(zone, seat):
    """rules/splito.md, two players: seat s owns zones 2s (left) and 2s + 1 (right)."""
    assert zone_seats(2, zone) == (seat,)
    assert zone in player_zones(2, seat)


def _deck_file(tmp_path, objectives: int) -> str:
    from engine.splito.deck import deck_to_json

    data = deck_to_json(DECK)
    data["objectives"] = data["objectives"][:objectives]  # stars, moons, then a few more
    path = tmp_path / f"deck-{objectives}.json"
    path.write_text(json.dumps(data))
    return str(path)


def test_a_deck_with_exactly_enough_cards_to_deal_is_enough(tmp_path):
    """Six players are dealt 78 cards; 72 Splito cards and 8 objectives, less the two commons,
    are exactly 78. One objective fewer is one card short."""
    assert GAME.make_config(6, {"deck_file": _deck_file(tmp_path, 8)}).players == 6
    with pytest.raises(ConfigError) as short:
        GAME.make_config(6, {"deck_file": _deck_file(tmp_path, 7)})
    assert str(short.value) == f"Deck {DECK.name} has 77 cards to deal; 6 players need 78."


def test_refusals_say_what_was_played():
    state = GAME.new_game(GAME.make_config(3), seed=3)
    card = state.hands[0][0]
    with pytest.raises(IllegalAction) as nonsense:
        GAME.apply(state, 0, "nonsense")
    assert str(nonsense.value) == "That is not an action of this game: 'nonsense'."
    with pytest.raises(IllegalAction) as upward:
        GAME.apply(state, 0, Pick(card, "up"))  # type: ignore[arg-type]
    assert str(upward.value) == "Choose the left or the right zone, not 'up'."
    with pytest.raises(ConfigError) as boolean:
        GAME.make_config(True)  # type: ignore[arg-type]
    assert "not True" in str(boolean.value)


def test_a_pick_is_told_with_its_card_and_zone():
    config = GAME.make_config(3)
    assert GAME.describe_action(config, Pick("blue-4-1", "left")) == engine.message(
        "splito-did-pick-left", card=DECK.card_label("blue-4-1")
    )


def test_views_show_the_table_as_it_stands_and_a_pick_only_to_its_player():
    state = GAME.new_game(GAME.make_config(3), seed=3)
    state = GAME.apply(state, 0, Pick(state.hands[0][0], "left"))
    state = replace(state, promo="claimed", promo_zone=2)
    public = GAME.view(state, None)
    assert (public.round, public.rounds, public.over) == (state.round, 13, False)
    assert (public.promo, public.promo_zone, public.last_plays) == ("claimed", 2, state.last_plays)
    assert public.my_pick is None and GAME.view(state, 7).my_pick is None
    assert GAME.view(state, 1).my_pick is None
    assert GAME.view(state, 0).my_pick == state.picks[0]


def test_standings_carry_the_scores():
    _, final, _ = play_random_game(3, seed=5, choice_seed=6)
    result = GAME.result(final)
    assert [(s.seat, s.score, s.rank) for s in GAME.standings(result)] == [
        (p.seat, p.score, p.rank) for p in result.players
    ]


def test_stored_configs_and_states_load_as_they_were(tmp_path):
    config = GAME.make_config(6, {"deck_file": _deck_file(tmp_path, 8)})
    assert config.deck_file == _deck_file(tmp_path, 8)
    stored = json.loads(json.dumps(GAME.config_to_json(config)))
    assert stored["deck_file"] == config.deck_file and stored["deck_fingerprint"]
    assert GAME.config_from_json(stored) == config
    stored.pop("deck_fingerprint")  # configs stored before fingerprints load too
    assert GAME.config_from_json(stored) == config
    state = replace(GAME.new_game(config, seed=2), promo="claimed", promo_zone=3)
    again = GAME.state_from_json(config, json.loads(json.dumps(GAME.state_to_json(state))))
    assert again == state and again.config == config and again.promo_zone == 3
    broken = json.loads(json.dumps(GAME.config_to_json(config)))
    broken["deck"]["objectives"] = []
    broken.pop("deck_fingerprint")  # else the deck known by that fingerprint is used
    with pytest.raises(EngineError) as refused:
        GAME.config_from_json(broken)
    assert str(refused.value) == "stored deck: 'objectives' must be a non-empty list of cards"


def test_a_malformed_stored_state_says_what_is_missing():
    with pytest.raises(EngineError) as refused:
        GAME.state_from_json(GAME.make_config(3), {})
    assert str(refused.value.message) == "malformed Splito state: KeyError('round')"


@pytest.mark.parametrize("players", [True, 1, 9])
def test_a_stored_config_with_a_wrong_number_of_players_says_so(players):
    stored = GAME.config_to_json(GAME.make_config(3))
    with pytest.raises(ConfigError) as refused:
        GAME.config_from_json({**stored, "players": players})
    assert str(refused.value) == f"This game is for 2 to 8 players, not {players}."


def test_a_table_stored_before_reveals_were_kept_plays_on_without_them():
    """A config stored without ``remembers`` keeps no reveals, so its log replays to its
    snapshot; its seats' views hold just the current hand. New tables keep them."""
    new = GAME.make_config(3)
    stored = GAME.config_to_json(new)
    del stored["remembers"]
    old = GAME.config_from_json(stored)
    assert new.remembers and not old.remembers
    for config, kept in ((old, 0), (new, 2)):
        state = GAME.new_game(config, 5)
        for _ in range(2):
            for seat in range(3):
                state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
        assert len(state.reveals) == kept
        data = GAME.state_to_json(state)
        assert GAME.state_from_json(config, data) == state
        assert len(GAME.view(state, 1).held) == kept + 1
        assert GAME.view(state, 1).held[-1] == GAME.view(state, 1).hand
