"""Splito end scoring on hand-built tables: the rulebook example and every condition kind."""

from __future__ import annotations

import pytest

from engine.splito import score_table
from engine.splito.conditions import Count
from engine.splito.deck import Deck, Objective, deck_to_json, default_deck, parse_deck
from engine.splito.scoring import compare
from tests.engine.splito_helpers import DECK, CardMaker

MOST_YELLOW, MOST_SIXES, MOST_ONES = "O01", "O12", "O07"
EXACTLY_TWO = {v: f"O{12 + v:02d}" for v in range(1, 7)}
NO_VALUE = {v: f"O{18 + v:02d}" for v in range(1, 7)}
NO_YELLOW = "O25"
INCLUDES_YPB, INCLUDES_OGB = "O31", "O32"
THREE_COLOURS, FOUR_COLOURS, EVERY_VALUE = "O33", "O34", "O35"
AT_LEAST_15, ONE_THREE_ONE_FOUR = "O36", "O37"


def met(result, zone: int, card_id: str) -> bool:
    """Whether the objective ``card_id`` lying in ``zone`` holds."""
    (objective,) = [o for o in result.zones[zone].objectives if o.card_id == card_id]
    return objective.met


def test_rulebook_example_products():
    """Zones AB 8, BC 4, CA 6 give A 48, B 32, C 24 (the rulebook's score sheet)."""
    c = CardMaker()
    zone_ab = [
        *c.many(("orange", 2), ("orange", 2), ("green", 3), ("black", 5)),
        EXACTLY_TWO[2],
        THREE_COLOURS,
        INCLUDES_OGB,
        NO_VALUE[1],
        NO_VALUE[6],
        NO_YELLOW,
    ]
    zone_bc = [*c.many(*[("pink", v) for v in range(1, 7)]), EVERY_VALUE]
    zone_ca = [*c.many(("blue", 6), ("blue", 6), ("blue", 3), ("blue", 4)), ONE_THREE_ONE_FOUR]

    result = score_table(DECK, [zone_ab, zone_bc, zone_ca], [MOST_YELLOW, MOST_SIXES])

    assert [z.total for z in result.zones] == [8, 4, 6]
    assert [p.score for p in result.players] == [48, 32, 24]
    assert [(p.left, p.right) for p in result.players] == [(8, 6), (4, 8), (6, 4)]
    assert [c.zone for c in result.commons] == [None, 2]  # no yellow anywhere; CA has two 6s
    assert result.winners == (0,)
    assert not result.tiebreak_used


def test_majority_zero_vs_zero_is_no_majority():
    c = CardMaker()
    result = score_table(
        DECK, [[MOST_YELLOW, c.s("blue", 1)], [c.s("blue", 2)], []], [MOST_YELLOW, MOST_SIXES]
    )
    assert not met(result, 0, MOST_YELLOW)
    assert result.zones[0].total == 0


def test_majority_tie_fails_and_strict_majority_holds():
    c = CardMaker()
    tied = score_table(
        DECK,
        [[MOST_ONES, c.s("yellow", 1)], [c.s("pink", 1)], []],
        ["O02", "O08"],
    )
    assert not met(tied, 0, MOST_ONES)
    ahead = score_table(
        DECK,
        [[MOST_ONES, c.s("yellow", 1), c.s("black", 1)], [c.s("pink", 1)], []],
        ["O02", "O08"],
    )
    assert met(ahead, 0, MOST_ONES)
    assert ahead.zones[0].total == 3


def test_common_objective_tie_goes_to_nobody():
    c = CardMaker()
    result = score_table(
        DECK,
        [[c.s("yellow", 6)], [c.s("yellow", 6)], [c.s("yellow", 1)]],
        [MOST_YELLOW, MOST_SIXES],
    )
    assert [common.zone for common in result.commons] == [None, None]
    assert all(z.total == 0 for z in result.zones)


def test_common_objective_strict_majority_wins_for_the_zone():
    c = CardMaker()
    result = score_table(
        DECK,
        [[c.s("yellow", 6), c.s("yellow", 2)], [c.s("yellow", 6)], []],
        [MOST_YELLOW, MOST_SIXES],
    )
    assert [common.zone for common in result.commons] == [0, None]
    assert result.zones[0].commons_won == (MOST_YELLOW,)
    assert result.zones[0].total == 3


def test_exactly_two_fails_on_three_and_on_one():
    c = CardMaker()
    three_fours = [EXACTLY_TWO[4], *c.many(("blue", 4), ("blue", 4), ("pink", 4))]
    two_fives = [EXACTLY_TWO[5], *c.many(("blue", 5), ("pink", 5))]
    one_six = [EXACTLY_TWO[6], c.s("blue", 6)]
    result = score_table(DECK, [three_fours, two_fives, one_six], [MOST_YELLOW, MOST_ONES])
    assert not met(result, 0, EXACTLY_TWO[4])
    assert met(result, 1, EXACTLY_TWO[5])
    assert not met(result, 2, EXACTLY_TWO[6])


def test_count_zero_of_a_value_and_of_a_colour():
    c = CardMaker()
    result = score_table(
        DECK,
        [[NO_VALUE[2], NO_YELLOW, c.s("pink", 3)], [NO_VALUE[3], c.s("yellow", 3)], []],
        ["O02", "O08"],
    )
    assert met(result, 0, NO_VALUE[2]) and met(result, 0, NO_YELLOW)
    assert not met(result, 1, NO_VALUE[3])


def test_distinct_colours_and_values():
    c = CardMaker()
    three = [
        THREE_COLOURS,
        FOUR_COLOURS,
        *c.many(("pink", 1), ("pink", 2), ("blue", 1), ("green", 1)),
    ]
    every = [EVERY_VALUE, *c.many(*[("black", v) for v in range(1, 6)])]
    result = score_table(DECK, [three, every, []], [MOST_YELLOW, MOST_SIXES])
    assert met(result, 0, THREE_COLOURS)
    assert not met(result, 0, FOUR_COLOURS)
    assert not met(result, 1, EVERY_VALUE)  # five values only


def test_includes_needs_every_listed_colour():
    c = CardMaker()
    result = score_table(
        DECK,
        [
            [INCLUDES_YPB, *c.many(("yellow", 1), ("pink", 1), ("blue", 1))],
            [INCLUDES_OGB, *c.many(("orange", 1), ("green", 1))],
            [],
        ],
        ["O02", "O08"],
    )
    assert met(result, 0, INCLUDES_YPB)
    assert not met(result, 1, INCLUDES_OGB)


def test_cards_condition_counts_won_commons_and_the_promo():
    c = CardMaker()
    # 10 yellow cards and 3 objectives make 13 cards; the yellow common makes 14, the promo 15.
    yellows = c.many(*[("yellow", v) for v in range(1, 6)], *[("yellow", v) for v in range(1, 6)])
    zone = [AT_LEAST_15, NO_VALUE[6], NO_YELLOW, *yellows]
    without_promo = score_table(DECK, [zone, [], []], [MOST_YELLOW, MOST_SIXES])
    assert without_promo.zones[0].commons_won == (MOST_YELLOW,)
    assert without_promo.zones[0].cards == 14
    assert not met(without_promo, 0, AT_LEAST_15)
    with_promo = score_table(DECK, [zone, [], []], [MOST_YELLOW, MOST_SIXES], promo_zone=0)
    assert with_promo.zones[0].cards == 15
    assert met(with_promo, 0, AT_LEAST_15)
    # O36 + "no 6s" + the yellow common + the promo; "no yellow" fails.
    assert with_promo.zones[0].total == 3 + 1 + 3 + DECK.promo_points


def test_all_condition_needs_every_part():
    c = CardMaker()
    good = [ONE_THREE_ONE_FOUR, *c.many(("blue", 3), ("blue", 4))]
    two_threes = [ONE_THREE_ONE_FOUR, *c.many(("pink", 3), ("pink", 3), ("pink", 4))]
    result = score_table(DECK, [good, two_threes, []], [MOST_YELLOW, MOST_SIXES])
    assert met(result, 0, ONE_THREE_ONE_FOUR)
    assert not met(result, 1, ONE_THREE_ONE_FOUR)


def test_count_operators_at_least_and_at_most():
    at_least_two = Objective("X1", 2, Count(op=">=", n=2, value=1))
    at_most_one = Objective("X2", 1, Count(op="<=", n=1, colour="pink"))
    base = default_deck()
    deck = Deck(base.name, "", base.colours, 4, (*base.objectives, at_least_two, at_most_one))
    c = CardMaker()
    result = score_table(
        deck,
        [["X1", "X2", *c.many(("pink", 1), ("pink", 1), ("blue", 1))], ["X2", "X1"], []],
        [MOST_YELLOW, MOST_SIXES],
    )
    assert met(result, 0, "X1") and not met(result, 0, "X2")
    assert met(result, 1, "X2") and not met(result, 1, "X1")


def test_tie_break_by_fewest_cards():
    c = CardMaker()
    # Zones 1 and 2 both score 1, so A (z0*z2) and B (z1*z0) tie on score; A holds fewer cards.
    zone0 = [NO_VALUE[1], NO_VALUE[2]]
    zone1 = [NO_VALUE[3], *c.many(("pink", 4), ("pink", 5))]
    zone2 = [NO_VALUE[4]]
    result = score_table(DECK, [zone0, zone1, zone2], [MOST_YELLOW, MOST_SIXES])
    a, b, cc = result.players
    assert a.score == b.score == 2
    assert (a.cards, b.cards) == (3, 5)
    assert result.winners == (0,)
    assert (a.rank, b.rank, cc.rank) == (1, 2, 3)
    assert result.tiebreak_used


def test_shared_win_when_score_and_cards_tie():
    zone0 = [NO_VALUE[1], NO_VALUE[2]]
    zone1 = [NO_VALUE[3]]
    zone2 = [NO_VALUE[4]]
    result = score_table(DECK, [zone0, zone1, zone2], [MOST_YELLOW, MOST_SIXES])
    assert result.winners == (0, 1)
    assert [p.rank for p in result.players] == [1, 1, 3]


def test_two_player_scores_the_product_of_personal_zones():
    c = CardMaker()
    zones = [
        [NO_VALUE[1], NO_VALUE[2]],
        [NO_VALUE[3]],
        [EXACTLY_TWO[5], *c.many(("blue", 5), ("pink", 5))],
        [],
    ]
    result = score_table(DECK, zones, [MOST_YELLOW, MOST_SIXES], two_player=True)
    assert [(p.left_zone, p.right_zone) for p in result.players] == [(0, 1), (2, 3)]
    assert [p.score for p in result.players] == [2, 0]
    assert result.winners == (0,)


def test_scoring_refuses_a_common_that_is_not_a_majority():
    with pytest.raises(ValueError, match="not a majority"):
        score_table(DECK, [[], [], []], [NO_YELLOW, MOST_SIXES])


@pytest.mark.parametrize(
    ("op", "verdicts"),
    [("==", (False, True, False)), (">=", (False, True, True)), ("<=", (True, True, False))],
)
@pytest.mark.parametrize("n", [0, 1, 2, 15])
def test_count_objectives_at_n_minus_one_n_and_n_plus_one(op, verdicts, n):
    """``count op n`` (rules/splito.md, conditions): "exactly n", "at least n" and "at most n"
    all hold at exactly n; only "at least" holds above, only "at most" below."""
    for count, expected in zip((n - 1, n, n + 1), verdicts, strict=True):
        if count >= 0:
            assert compare(count, op, n) is expected, (count, op, n)


def test_one_card_against_none_is_a_majority():
    """rules/splito.md, majority: strictly more than every other zone; 1 vs 0 is (only 0 vs 0
    is not). A zone's own star card and a common objective both count it."""
    c = CardMaker()
    zones = [[MOST_YELLOW, c.s("yellow", 1)], [c.s("blue", 2)], [c.s("green", 3)]]
    result = score_table(DECK, zones, [MOST_YELLOW, MOST_SIXES])
    assert met(result, 0, MOST_YELLOW)
    assert [common.zone for common in result.commons] == [0, None]


def test_a_colour_count_counts_each_card_once():
    """``count colour == 1``: one orange card is exactly one (rules/splito.md, count)."""
    deck = parse_deck(
        {
            **deck_to_json(DECK),
            "objectives": [
                *deck_to_json(DECK)["objectives"],
                {
                    "id": "X1",
                    "points": 1,
                    "condition": {"kind": "count", "colour": "orange", "op": "==", "n": 1},
                },
            ],
        }
    )
    c = CardMaker()
    result = score_table(
        deck, [["X1", c.s("orange", 3)], [c.s("orange", 4), c.s("orange", 5)], []], []
    )
    assert met(result, 0, "X1")


def test_a_score_names_each_objective_and_where_the_promo_lies():
    """The breakdown a final message shows: each objective's own words, the commons' winners,
    the zone of the promo 42; a table scored without saying otherwise is final."""
    c = CardMaker()
    zones = [[MOST_SIXES, c.s("blue", 6)], [c.s("blue", 1)], [c.s("pink", 2)]]
    result = score_table(DECK, zones, [MOST_YELLOW, MOST_ONES], promo_zone=1)
    (objective,) = result.zones[0].objectives
    assert objective.label == DECK.objective(MOST_SIXES).label
    assert [common.label for common in result.commons] == [
        DECK.objective(MOST_YELLOW).label,
        DECK.objective(MOST_ONES).label,
    ]
    assert result.promo_zone == 1 and result.zones[1].promo_points == DECK.promo_points
    assert result.final is True
