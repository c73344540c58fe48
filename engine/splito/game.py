"""Splito: the rules of a whole game, as the referee specification (rules/splito.md) states them."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.protocol import (
    JSON,
    ConfigError,
    DataFileError,
    EngineError,
    Game,
    IllegalAction,
    Message,
    Standing,
    message,
    shown,
)
from engine.splito.deck import (
    PROMO_ID,
    PROMO_TARGET,
    Deck,
    deck_to_json,
    default_deck,
    load_deck,
    parse_deck,
)
from engine.splito.held import held_hands
from engine.splito.scoring import SplitoResult, score_table
from engine.splito.seating import hand_position, hand_positions, player_zones, zone_count
from engine.splito.state import (
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SIDES,
    Pick,
    Play,
    SplitoConfig,
    SplitoState,
    SplitoView,
)


class SplitoGame(Game[SplitoConfig, SplitoState, Pick, SplitoView, SplitoResult]):
    """Splito for 3–8 players, and the 2-player variant with two dummy hands."""

    name = "splito"
    title = "Splito"

    # -- configuration -------------------------------------------------------------------------

    def player_range(self) -> tuple[int, int]:
        return MIN_PLAYERS, MAX_PLAYERS

    def make_config(self, players: int, options: Mapping[str, Any] | None = None) -> SplitoConfig:
        options = dict(options or {})
        unknown = set(options) - {"promo42", "deck_file"}
        if unknown:
            raise ConfigError("config-unknown-option", name=shown(sorted(unknown)[0]))
        promo42 = options.get("promo42", False)
        if not isinstance(promo42, bool):
            raise DataFileError(f"promo42 must be true or false, not {shown(promo42)}")
        deck_file = options.get("deck_file")
        if deck_file is not None and not isinstance(deck_file, str):
            raise DataFileError(f"deck_file must be a path, not {shown(deck_file)}")
        deck = load_deck(deck_file) if deck_file else default_deck()
        return self._checked(SplitoConfig(players, promo42, deck, deck_file, remembers=True))

    def _checked(self, config: SplitoConfig) -> SplitoConfig:
        players = config.players
        if not isinstance(players, int) or isinstance(players, bool):
            raise ConfigError(
                "config-players-range", low=MIN_PLAYERS, high=MAX_PLAYERS, value=shown(players)
            )
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ConfigError(
                "config-players-range", low=MIN_PLAYERS, high=MAX_PLAYERS, value=shown(players)
            )
        available = len(config.deck.splito_cards()) + len(config.deck.objectives) - 2
        needed = hand_positions(players) * HAND_SIZE
        if available < needed:
            raise ConfigError(
                "splito-deck-too-small",
                deck=config.deck.name,
                available=available,
                players=players,
                needed=needed,
            )
        return config

    def config_to_json(self, config: SplitoConfig) -> JSON:
        return {
            "players": config.players,
            "promo42": config.promo42,
            "deck_file": config.deck_file,
            "deck_fingerprint": config.deck.fingerprint,
            "deck": deck_to_json(config.deck),
            "remembers": config.remembers,
        }

    def config_from_json(self, data: JSON) -> SplitoConfig:
        try:
            deck = _stored_deck(data["deck"], data.get("deck_fingerprint"))
            config = SplitoConfig(
                data["players"],
                data["promo42"],
                deck,
                data.get("deck_file"),
                remembers=data.get("remembers", False) is True,
            )
        except (KeyError, TypeError) as error:
            raise DataFileError(f"stored config is missing {error}") from None
        return self._checked(config)

    # -- play ----------------------------------------------------------------------------------

    def new_game(self, config: SplitoConfig, seed: int) -> SplitoState:
        rng = random.Random(seed)
        deck = config.deck
        stars = [o.id for o in deck.objectives if o.symbol == "star"]
        moons = [o.id for o in deck.objectives if o.symbol == "moon"]
        commons = (rng.choice(stars), rng.choice(moons))
        pool = [c.id for c in deck.splito_cards()]
        pool += [o.id for o in deck.objectives if o.id not in commons]
        rng.shuffle(pool)
        positions = hand_positions(config.players)
        hands = tuple(tuple(pool[p * HAND_SIZE : (p + 1) * HAND_SIZE]) for p in range(positions))
        return SplitoState(
            config=config,
            round=1,
            hands=hands,
            zones=tuple(() for _ in range(zone_count(config.players))),
            commons=commons,
            out_of_game=tuple(pool[positions * HAND_SIZE :]),
            promo="waiting" if config.promo42 else "off",
            promo_zone=None,
            picks={},
        )

    def to_act(self, state: SplitoState) -> frozenset[int]:
        # Every player may pick, or change a pick, until the round resolves.
        return frozenset() if state.over else frozenset(range(state.config.players))

    def waiting_for(self, state: SplitoState) -> frozenset[int]:
        return self.to_act(state) - frozenset(state.picks)

    def legal_actions(self, state: SplitoState, seat: int) -> list[Pick]:
        if seat not in self.to_act(state):
            return []
        hand = state.hands[hand_position(state.config.players, seat)]
        return [Pick(card, side) for card in hand for side in SIDES]

    def apply(self, state: SplitoState, seat: int, action: Pick) -> SplitoState:
        config = state.config
        if state.over:
            raise IllegalAction("game-over")
        if not isinstance(seat, int) or not 0 <= seat < config.players:
            raise IllegalAction("not-a-seat", seat=shown(seat))
        if not isinstance(action, Pick):  # another game's action, say
            raise IllegalAction("not-an-action", value=shown(action))
        if action.side not in SIDES:
            raise IllegalAction("splito-left-or-right", value=shown(action.side))
        if action.card not in state.hands[hand_position(config.players, seat)]:
            if config.deck.knows(action.card):
                raise IllegalAction("splito-not-in-hand")
            raise IllegalAction("splito-no-such-card", card=shown(action.card))
        picks = {**state.picks, seat: action}
        if len(picks) < config.players:
            return replace(state, picks=picks)
        return _resolve_round(state, picks)

    def is_over(self, state: SplitoState) -> bool:
        return state.over

    def round_number(self, state: SplitoState) -> int:
        return state.round

    # -- information ---------------------------------------------------------------------------

    def view(self, state: SplitoState, seat: int | None) -> SplitoView:
        config = state.config
        own = seat is not None and 0 <= seat < config.players
        return SplitoView(
            deck=config.deck,
            players=config.players,
            seat=seat if own else None,
            round=state.round,
            rounds=config.rounds,
            zones=state.zones,
            commons=state.commons,
            promo=state.promo,
            promo_zone=state.promo_zone,
            hand_sizes=tuple(len(h) for h in state.hands),
            picked=frozenset(state.picks),
            last_plays=state.last_plays,
            over=state.over,
            hand=state.hands[hand_position(config.players, seat)]
            if seat is not None and own
            else None,
            my_pick=state.picks.get(seat) if seat is not None and own else None,
            held=held_hands(state, seat) if seat is not None and own else (),
            reveals=state.reveals if seat is not None and own else (),
        )

    def result(self, state: SplitoState) -> SplitoResult:
        return score_table(
            state.config.deck,
            state.zones,
            state.commons,
            state.promo_zone,
            two_player=state.config.two_player,
            final=state.over,
        )

    def same_action(self, first: Pick, second: Pick) -> bool:
        """Two copies of one number card to one side are one move: they are told and scored
        alike, and a player cannot tell which is which."""
        return first.side == second.side and _kind(first.card) == _kind(second.card)

    def describe_action(self, config: SplitoConfig, action: Pick) -> Message:
        return message(f"splito-did-pick-{action.side}", card=config.deck.card_label(action.card))

    def standings(self, result: SplitoResult) -> list[Standing]:
        return [Standing(p.seat, p.score, p.rank) for p in result.players]

    # -- serialization -------------------------------------------------------------------------

    def state_to_json(self, state: SplitoState) -> JSON:
        return {
            "round": state.round,
            "hands": [list(h) for h in state.hands],
            "zones": [list(z) for z in state.zones],
            "commons": list(state.commons),
            "out_of_game": list(state.out_of_game),
            "promo": state.promo,
            "promo_zone": state.promo_zone,
            "picks": {str(s): [p.card, p.side] for s, p in sorted(state.picks.items())},
            "last_plays": [[p.seat, p.card, p.zone] for p in state.last_plays],
            "reveals": [[[p.seat, p.card, p.zone] for p in plays] for plays in state.reveals],
        }

    def state_from_json(self, config: SplitoConfig, data: JSON) -> SplitoState:
        try:
            return SplitoState(
                config=config,
                round=data["round"],
                hands=tuple(tuple(h) for h in data["hands"]),
                zones=tuple(tuple(z) for z in data["zones"]),
                commons=(data["commons"][0], data["commons"][1]),
                out_of_game=tuple(data["out_of_game"]),
                promo=data["promo"],
                promo_zone=data["promo_zone"],
                picks={int(s): Pick(card, side) for s, (card, side) in data["picks"].items()},
                last_plays=tuple(Play(s, c, z) for s, c, z in data["last_plays"]),
                reveals=tuple(
                    tuple(Play(s, c, z) for s, c, z in plays) for plays in data.get("reveals", ())
                ),
            )
        except (KeyError, TypeError, ValueError, IndexError) as error:
            raise EngineError(f"malformed Splito state: {shown(error)}") from None

    def action_to_json(self, action: Pick) -> JSON:
        if not isinstance(action, Pick):  # another game's action, say
            raise IllegalAction("not-an-action", value=shown(action))
        return {"card": action.card, "side": action.side}

    def action_from_json(self, data: JSON) -> Pick:
        if (
            not isinstance(data, dict)
            or not isinstance(data.get("card"), str)
            or data.get("side") not in SIDES
        ):
            raise IllegalAction("splito-pick-shape")
        return Pick(data["card"], data["side"])


def _resolve_round(state: SplitoState, picks: Mapping[int, Pick]) -> SplitoState:
    """Reveal every pick, settle the promo 42, pass the hands left and open the next round."""
    config = state.config
    players = config.players
    hands = [list(h) for h in state.hands]
    zones = [list(z) for z in state.zones]
    plays = []
    for seat in range(players):
        pick = picks[seat]
        left, right = player_zones(players, seat)
        zone = left if pick.side == "left" else right
        hands[hand_position(players, seat)].remove(pick.card)
        zones[zone].append(pick.card)
        plays.append(Play(seat, pick.card, zone))

    promo, promo_zone = state.promo, state.promo_zone
    if promo == "waiting":
        hits = [
            z for z, cards in enumerate(zones) if _splito_sum(config.deck, cards) == PROMO_TARGET
        ]
        if len(hits) == 1:
            promo, promo_zone = "claimed", hits[0]
        elif len(hits) > 1:
            promo = "removed"

    # Every hand moves one position clockwise (left) at once.
    passed = [hands[(p - 1) % len(hands)] for p in range(len(hands))]
    return replace(
        state,
        round=state.round + 1,
        hands=tuple(tuple(h) for h in passed),
        zones=tuple(tuple(z) for z in zones),
        promo=promo,
        promo_zone=promo_zone,
        picks={},
        last_plays=tuple(plays),
        reveals=(*state.reveals, tuple(plays)) if config.remembers else (),
    )


_STORED_DECKS: dict[str, Deck] = {}


def _stored_deck(data: Any, fingerprint: str | None) -> Deck:
    """The deck a stored config carries. Every stored table carries its deck and most carry the
    same one, so decks are parsed once per fingerprint."""
    if fingerprint and (known := _STORED_DECKS.get(fingerprint)) is not None:
        return known
    deck = parse_deck(data, "stored deck")
    if fingerprint and deck.fingerprint != fingerprint:
        raise DataFileError("stored deck does not match its fingerprint")
    if len(_STORED_DECKS) >= 64:  # a bound, not a policy: operators have a handful of decks
        _STORED_DECKS.clear()
    _STORED_DECKS[deck.fingerprint] = deck
    return deck


def _splito_sum(deck: Deck, cards: list[str]) -> int:
    return sum(card.value for card_id in cards if (card := deck.splito(card_id)) is not None)


def all_card_ids(state: SplitoState) -> list[str]:
    """Every card of the game wherever it is (hands, zones, commons, out of game, promo)."""
    cards = [c for hand in state.hands for c in hand]
    cards += [c for zone in state.zones for c in zone]
    cards += list(state.commons) + list(state.out_of_game)
    if state.promo != "off":
        cards.append(PROMO_ID)
    return cards


def _kind(card: str) -> str:
    """A card without its copy number: ``blue-4`` for ``blue-4-2`` (an objective is itself)."""
    kind, _, copy = card.rpartition("-")
    return kind if kind and copy.isdigit() else card
