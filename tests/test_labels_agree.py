"""Every label agrees with the engine, for every game, table size and language.

What a label must say is derived here from the rules (a player's left neighbour is the next
seat clockwise; the framed Splitter pair is the one just written; whose move it is), never
from the code under test; the words checked are the ones the board text, the hand's buttons
and the images actually use (the images' words are read as they are drawn).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import replace
from itertools import pairwise
from typing import Any

import pytest

from bot.discordbot.splitit import words as splitit_words
from bot.discordbot.splito import words as splito_words
from bot.i18n import LANGUAGES, words
from bot.service.types import SeatInfo, TableInfo
from engine import get_game
from engine.splito import Pick
from render import canvas as canvas_module
from render import serendipity as serendipity_render
from render import splitit as splitit_render
from render import splito as splito_render
from render import splitter as splitter_render
from render.splito import scores as splito_scores

# Consonant-first names, so that no language changes them (French elides "de" before a vowel).
NAMES = ["bob", "kim", "lou", "max", "ned", "pam", "rex", "sam", "tod", "vic", "wes", "zed"]

# The oracle's own words: how each language says "<name>'s left (zone)" in a zone's title.
SIDE_OF = {
    "en": {"left": "{}'s left", "right": "{}'s right"},
    "fr": {"left": "gauche de {}", "right": "droite de {}"},
    "ru": {"left": "слева от {}", "right": "справа от {}"},
    "ja": {"left": "{}の左", "right": "{}の右"},
}
# The side word a button or a reveal uses, and the other side's (which must be absent).
SIDE_WORD = {
    "en": {"left": "left", "right": "right"},
    "fr": {"left": "gauche", "right": "droite"},
    "ru": {"left": "лев", "right": "прав"},
    "ja": {"left": "左", "right": "右"},
}


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text drawn on any image from here on, in drawing order."""
    seen: list[str] = []
    original = canvas_module.Canvas.text

    def recording(self: Any, x: float, y: float, words: str, *args: Any, **kwargs: Any) -> float:
        seen.append(words)
        return original(self, x, y, words, *args, **kwargs)

    def recording_parts(self: Any, parts: Any, *args: Any, **kwargs: Any) -> None:
        seen.extend(parts)  # a legend's phrases whole (they are drawn word by word)
        original_parts(self, parts, *args, **kwargs)

    original_parts = canvas_module.Canvas.parts
    monkeypatch.setattr(canvas_module.Canvas, "text", recording)
    monkeypatch.setattr(canvas_module.Canvas, "parts", recording_parts)
    return seen


def side_of(language: str, side: str, name: str) -> re.Pattern[str]:
    """ "<name>'s left" in ``language``, the name as drawn: whole, or shortened with "…"."""
    shortened = "|".join(re.escape(name[:k]) + "…" for k in range(1, len(name)))
    template = re.escape(SIDE_OF[language][side]).replace(r"\{\}", "{}")
    return re.compile(template.format(f"(?:{re.escape(name)}|{shortened})"))


def table_of(game: str, state: Any, language: str, players: int) -> TableInfo:
    """A running table as the Discord layer receives it, seated with ``NAMES``."""
    engine = get_game(game)
    return TableInfo(
        id=7,
        game=game,
        status="running",
        guild_id=1,
        channel_id=2,
        thread_id=None,
        host_id=100,
        options={"language": language},
        seats=tuple(SeatInfo(s, 100 + s, NAMES[s]) for s in range(players)),
        version=1,
        round=engine.round_number(state),
        config=state.config,
        state=state,
        public=engine.view(state, None),
        to_act=engine.to_act(state),
    )


def left_neighbour(players: int, seat: int) -> int:
    """The rules: a player's left neighbour is the next seat clockwise."""
    return (seat + 1) % players


def right_neighbour(players: int, seat: int) -> int:
    return (seat - 1) % players


def splito_sizes() -> Iterator[tuple[int, str]]:
    low, high = get_game("splito").player_range()
    for players in range(low, high + 1):
        for language in LANGUAGES:
            yield players, language


def splito_after_one_round(players: int) -> Any:
    """A Splito game after round 1, where even seats played left and odd seats right."""
    game = get_game("splito")
    state = game.new_game(game.make_config(players), seed=players)
    for seat in range(players):
        card = game.view(state, seat).hand[0]
        state = game.apply(state, seat, Pick(card, "left" if seat % 2 == 0 else "right"))
    return state


@pytest.mark.parametrize(("players", "language"), list(splito_sizes()))
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_splito_zone_titles_buttons_and_reveal_name_the_right_sides(
    players: int, language: str, drawn: list[str]
) -> None:
    game = get_game("splito")
    state = splito_after_one_round(players)
    table = table_of("splito", state, language, players)
    say = words(language)
    names = NAMES[:players]
    splito_render.render_table(table.public, names, say)
    # A narrow zone's title may take two lines: each line, and each two in a row.
    titles = list(drawn) + [f"{a} {b}" for a, b in pairwise(drawn)]

    for seat in range(players):
        # The image: seat's left zone is titled "seat's left", and (shared) the neighbour's right.
        left_title = SIDE_OF[language]["left"].format(names[seat])
        right_title = SIDE_OF[language]["right"].format(names[seat])
        if players == 2:
            assert any(names[seat] in t and SIDE_WORD[language]["left"] in t for t in titles)
            assert any(names[seat] in t and SIDE_WORD[language]["right"] in t for t in titles)
        else:
            neighbour = left_neighbour(players, seat)
            shared = SIDE_OF[language]["right"].format(names[neighbour])
            assert any(left_title in t and shared in t for t in titles), (left_title, titles)
            assert not any(right_title in t and shared in t for t in titles), titles

        # The hand's side buttons name the neighbour who shares that zone.
        view = game.view(state, seat)
        for side, neighbour in (
            ("left", left_neighbour(players, seat)),
            ("right", right_neighbour(players, seat)),
        ):
            label = splito_words.side_label(say, view, names, seat, side).lower()
            other = "right" if side == "left" else "left"
            assert SIDE_WORD[language][side] in label, label
            assert SIDE_WORD[language][other] not in label, label
            if players > 2:
                assert names[neighbour] in label, (side, label)

    # The board text's reveal: each seat's side as it picked it, with the right partner.
    text = splito_words.board_text(table)
    for seat in range(players):
        side = "left" if seat % 2 == 0 else "right"
        partner = (left_neighbour if side == "left" else right_neighbour)(players, seat)
        plays = text.split(" · ")
        shown = next(part for part in plays if part.split(" →")[0].endswith(NAMES[seat]))
        assert SIDE_WORD[language][side] in shown.lower(), shown
        if players > 2:
            assert names[partner] in shown.rsplit("(", 1)[1], shown


def test_splito_reveal_is_worded_anew_for_other_names_or_another_language() -> None:
    # The reveal is worded once a round and kept: what it is kept by must include the names
    # and the language, or a seat renamed (an AI taking over) would keep its old name.
    state = splito_after_one_round(4)
    english = table_of("splito", state, "en", 4)
    renamed = replace(
        english, seats=(*english.seats[:1], SeatInfo(1, 0, "zoe"), *english.seats[2:])
    )

    def reveal(table: TableInfo) -> str:
        return next(line for line in splito_words.board_text(table).splitlines() if "→" in line)

    assert reveal(english) == reveal(table_of("splito", state, "en", 4))
    assert "kim →" in reveal(english) and "zoe" not in reveal(english)
    assert "zoe →" in reveal(renamed) and "kim" not in reveal(renamed)
    french = reveal(table_of("splito", state, "fr", 4))
    assert french != reveal(english) and "kim →" in french


@pytest.mark.parametrize(("players", "language"), list(splito_sizes()))
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_splito_hand_names_who_holds_the_cards_it_passed(players: int, language: str) -> None:
    """The rules pass hands to the left: after round 1 a hand names its left neighbour as the
    holder of the cards it passed (with two players those lie with a dummy until round 3,
    then with the other player), with exactly that player's cards."""
    game = get_game("splito")
    state = splito_after_one_round(players)
    say = words(language)
    names = NAMES[:players]
    for seat in range(players):
        line = splito_words.passed_line(say, game.view(state, seat), names)
        if players == 2:
            assert line == ""  # the dummy holds it
            continue
        holder = left_neighbour(players, seat)
        assert f"**{names[holder]}**" in line and f"**{names[seat]}**" not in line, line
        held = game.view(state, holder).hand or ()
        assert line.count("[") == sum(game.view(state, holder).deck.splito(c) is None for c in held)
    if players == 2:
        for seat in range(players):
            card = game.view(state, seat).hand[0]
            state = game.apply(state, seat, Pick(card, "left"))
        for seat in range(players):
            line = splito_words.passed_line(say, game.view(state, seat), names)
            assert f"**{names[1 - seat]}**" in line and f"**{names[seat]}**" not in line, line


@pytest.mark.parametrize("players", [2, 3, 8])
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_splito_scoreboard_columns_match_the_zones_titled_left_and_right(
    players: int, language: str, drawn: list[str]
) -> None:
    game = get_game("splito")
    rng = random.Random(players)
    state = game.new_game(game.make_config(players), seed=players)
    while not game.is_over(state):
        for seat in sorted(game.waiting_for(state)):
            state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    names = NAMES[:players]
    say = words(language)
    splito_scores.render_scoreboard(game.view(state, None), game.result(state), names, say)
    # A zone's title whose names do not fit on one line goes on to the next ("… ·").
    zone_titles = [
        f"{t} {drawn[i + 1]}" if t.endswith(" ·") and i + 1 < len(drawn) else t
        for i, t in enumerate(drawn)
        if i == 0 or not drawn[i - 1].endswith(" ·")
    ]
    rows = [i for i, t in enumerate(drawn) if re.fullmatch(r"\d+ × \d+ = \d+", t)]
    for seat in range(players):
        # Each row: the name, then "left × right = score".
        row = next(i for i in rows if drawn[i - 1] == names[seat])
        left, right, _ = (int(n) for n in re.findall(r"\d+", drawn[row]))
        for side, value in (("left", left), ("right", right)):
            if players == 2:
                titles = [
                    t
                    for t in drawn
                    if t.startswith(names[seat]) and SIDE_WORD[language][side] in t.split(":")[0]
                ]
            else:
                phrase = side_of(language, side, names[seat])
                titles = [t for t in zone_titles if phrase.search(t) and "×" not in t]
            (title,) = titles
            assert int(re.findall(r"\d+", title)[-1]) == value, (side, title, drawn[row])


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("players", [1, 4, 5, 12])
def test_splitter_frames_the_pair_of_the_round_it_names(
    players: int, language: str, drawn: list[str]
) -> None:
    game = get_game("splitter")
    state = game.new_game(game.make_config(players), seed=3)
    played = game.round_number(state)
    for seat in range(players):
        state = game.apply(state, seat, game.legal_actions(state, seat)[0])
    view = game.view(state, None)
    assert all(place is not None for place in view.last)  # the pairs just written are framed
    say = words(language)
    splitter_render.render_sheets(view, NAMES[:players], say)
    framed = say("splitter-image-legend-last", round=played)
    headline = say(
        "splitter-image-round",
        pad=view.pad,
        round=played + 1,
        rounds=view.rounds,
        a=view.roll[0],
        b=view.roll[1],
    )
    assert any(framed in t for t in drawn), drawn
    assert str(played) in framed and str(played + 1) not in framed
    assert any(t.startswith(headline[:20]) for t in drawn), drawn


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_splitit_names_whoever_the_engine_waits_for(
    players: int, language: str, drawn: list[str]
) -> None:
    game = get_game("splitit")
    rng = random.Random(players)
    state = game.new_game(game.make_config(players), seed=players)
    say = words(language)
    names = NAMES[:players]
    for _ in range(12):  # through splits, discards and bets
        table = table_of("splitit", state, language, players)
        view = table.public
        text = splitit_words.board_text(table)
        waiting = game.waiting_for(state)
        if view.phase in ("split", "discard"):
            (mover,) = waiting
            assert f"**{names[mover]}**" in text, text
            assert not any(f"**{names[s]}**" in text for s in range(players) if s != mover)
        elif view.phase == "bet":
            line = next(t for t in text.split("\n") if "✓" in t or any(n in t for n in names))
            for seat in range(players):
                if seat in waiting:
                    assert f"✓ {names[seat]}" not in line, line
                    assert names[seat] in line, line
        drawn.clear()
        splitit_render.render_board(view, names, say)
        seat = rng.choice(sorted(waiting))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("players", [2, 3, 6])
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_serendipity_board_names_the_player_to_move(players: int, language: str) -> None:
    from bot.discordbot.serendipity import words as serendipity_words

    game = get_game("serendipity")
    rng = random.Random(players)
    state = game.new_game(game.make_config(players), seed=players)
    for _ in range(25):
        table = table_of("serendipity", state, language, players)
        (mover,) = game.to_act(state)
        text = serendipity_words.board_text(table)
        assert f"<@{100 + mover}>" in text, text
        assert not any(f"<@{100 + s}>" in text for s in range(players) if s != mover)
        assert names_in(text) & set(NAMES[:players]) <= {NAMES[mover]}, text
        state = game.apply(state, mover, rng.choice(game.legal_actions(state, mover)))
    serendipity_render.render_board(game.view(state, None), NAMES[:players], words(language))


def names_in(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text))
