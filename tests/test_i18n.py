"""The catalogs: every language has every key with the same arguments and the plural forms its
grammar needs, no key goes unused, every character can be drawn, and a gap never fails."""

from __future__ import annotations

import ast as pyast
import logging
import re
from pathlib import Path
from typing import Any

import pytest
from babel import Locale
from discord import app_commands
from fluent.runtime import FluentResource
from fluent.runtime.prepare import Compiler
from fluent.runtime.types import FluentNumber, fluent_number
from fluent.syntax import FluentParser, FluentSerializer, ast, visitor

from bot import i18n
from bot.discordbot.admincommands import AdminCog
from bot.discordbot.commands import game_group
from bot.discordbot.contextmenus import context_menus
from bot.discordbot.registry import GAMES
from bot.discordbot.servercommands import CommonCog
from bot.discordbot.translator import command_key, command_strings, translated
from bot.i18n import DEFAULT, LANGUAGES, catalog_files, language_or_default, words
from engine import Message, get_game
from render import text

#: The commands every game shares: the members' and the managers'.
SHARED_COMMANDS = [
    *CommonCog.__cog_app_commands__,
    *AdminCog.__cog_app_commands__,
    *context_menus(),
]
ROOT = Path(__file__).resolve().parents[1]
SOURCES = [
    path for part in ("bot", "engine", "render") for path in ROOT.joinpath(part).rglob("*.py")
]
#: Kinds of keys worded by bot.i18n itself: shipped deck texts and list joins.
BUILT_IN = ("text-", "list-")


class _Arguments(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.selects: list[ast.SelectExpression] = []
        self.texts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.texts.append(node.value)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.selects.append(node)
        self.generic_visit(node)


def catalog(language: str) -> dict[str, ast.Message]:
    messages: dict[str, ast.Message] = {}
    for path in catalog_files(language):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{path}: unreadable entry {junk[0].content!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in messages, f"{path}: {entry.id.name} twice"
                messages[entry.id.name] = entry
    return messages


def arguments(message: ast.Message) -> _Arguments:
    found = _Arguments()
    found.visit(message)
    return found


def command_keys() -> set[str]:
    commands = [game_group(ui) for ui in GAMES] + SHARED_COMMANDS
    return {
        command_key(english, where)
        for english, where in command_strings(commands)
        if translated(english, where)
    }


ENGLISH = catalog(DEFAULT)


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {DEFAULT}))
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_every_language_has_every_key_with_the_same_arguments(language):
    other = catalog(language)
    assert set(other) == set(ENGLISH) | command_keys()
    for key, message in ENGLISH.items():
        assert arguments(other[key]).names == arguments(message).names, key


@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_plural_selections_name_every_form_the_language_has(language):
    rule = Locale.parse(language).plural_form
    forms = {rule(n) for n in range(200)}  # the forms whole numbers of a game reach
    for key, message in catalog(language).items():
        for select in arguments(message).selects:
            names = {v.key.name for v in select.variants if isinstance(v.key, ast.Identifier)}
            if names & {"one", "few", "many"}:  # a plural selection, not a choice of words
                assert forms <= names | {"other"}, (key, names)


def test_no_key_goes_unused():
    code = "\n".join(path.read_text(encoding="utf-8") for path in SOURCES)
    referenced = set(re.findall(r"\{ *([a-z][a-z0-9-]*) *\}", _all_catalog_text()))
    # Keys built at run time from a prefix and a name: f"splito-colour-{colour}".
    prefixes = tuple(re.findall(r'f"([a-z][a-z0-9-]*-)\{', code)) + BUILT_IN
    unused = [
        key
        for key in ENGLISH
        if f'"{key}"' not in code and key not in referenced and not key.startswith(prefixes)
    ]
    assert unused == []
    assert not any(key.startswith("cmd-") for key in ENGLISH)  # English is the code's own


#: Each game's sources: its Discord package, its engine package, its images.
GAME_NAMES = [ui.game for ui in GAMES]


def _game_sources(game: str) -> list[Path]:
    return [
        path
        for path in SOURCES
        if game in path.relative_to(ROOT).parts or path.stem.split("_")[0] == game
    ]


def _catalog_keys(game: str) -> set[str]:
    path = ROOT / "bot" / "i18n" / "locales" / DEFAULT / f"{game}.ftl"
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    return {entry.id.name for entry in resource.body if isinstance(entry, ast.Message)}


@pytest.mark.parametrize("game", GAME_NAMES)
def test_no_game_reads_another_game_s_words(game):
    """Words several games say live under neutral keys in common.ftl: rewording one game never
    rewords another."""
    others = set().union(*(_catalog_keys(other) for other in GAME_NAMES if other != game))
    sources = _game_sources(game)
    assert sources, game
    read = {
        (path.relative_to(ROOT).as_posix(), node.value)
        for path in sources
        for node in pyast.walk(pyast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, pyast.Constant) and node.value in others
    }
    assert read == set()


def _own_command_keys() -> dict[str, set[str]]:
    """Each game's command words no other command says."""

    def keys(commands: list[Any]) -> set[str]:
        return {command_key(e, w) for e, w in command_strings(commands) if translated(e, w)}

    shared = keys(SHARED_COMMANDS)
    per_game = {ui.game: keys([game_group(ui)]) for ui in GAMES}
    return {
        game: said - shared - set().union(*(v for g, v in per_game.items() if g != game))
        for game, said in per_game.items()
    }


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {DEFAULT}))
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_a_game_s_own_command_words_live_in_its_own_catalog(language):
    """A game brings its words in its own file: adding one edits no shared catalog."""
    for game, own in _own_command_keys().items():
        path = ROOT / "bot" / "i18n" / "locales" / language / f"{game}.ftl"
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        held = {entry.id.name for entry in resource.body if isinstance(entry, ast.Message)}
        assert own and own <= held, (game, sorted(own - held))


def test_the_shipped_deck_texts_have_keys():
    deck = get_game("splito").make_config(3).deck
    for objective in deck.objectives:
        if objective.text:
            assert words("fr")(objective.label) != objective.text


def _all_catalog_text() -> str:
    return "\n".join(
        p.read_text(encoding="utf-8") for lang in LANGUAGES for p in catalog_files(lang)
    )


def test_every_character_of_every_catalog_has_a_bundled_font():
    # Emoji (U+1F000 on) mark chat messages only, where Discord draws them; images have none.
    drawn = {c for c in _all_catalog_text() if not c.isspace() and ord(c) < 0x1F000}
    missing = sorted(char for char in drawn if text.runs(char)[0].text == text.MISSING)
    assert missing == ["?"] or missing == [], missing


MENU_KEYS = {
    command_key(menu.name, app_commands.TranslationContextLocation.command_name)
    for menu in context_menus()
}


def test_command_localizations_are_valid_for_discord():
    for language in set(LANGUAGES) - {DEFAULT}:
        say = words(language)
        names: dict[str, str] = {}
        for key in command_keys():
            worded = say(key)
            if key in MENU_KEYS:  # a context menu's name: any words, up to 32 characters
                assert 1 <= len(worded) <= 32 and worded.strip() == worded, worded
            elif key.startswith("cmd-name-"):
                assert re.fullmatch(r"[-_\w]{1,32}", worded) and worded == worded.lower(), worded
                assert names.setdefault(worded, key) == key, f"{language}: {worded} twice"
            else:
                assert 1 <= len(worded) <= 100, (language, key, worded)


def test_a_missing_key_falls_back_to_english_and_is_logged_once(caplog):
    french = words("fr")
    with caplog.at_level(logging.WARNING, logger="bot.i18n"):
        assert french("no-such-key-anywhere") == "no-such-key-anywhere"
        first = len([r for r in caplog.records if "no-such-key-anywhere" in r.getMessage()])
        assert french("no-such-key-anywhere") == "no-such-key-anywhere"
        again = len([r for r in caplog.records if "no-such-key-anywhere" in r.getMessage()])
    assert first == again == 2  # French fell back; English has it not either: each said once


def test_an_unsupported_locale_reads_english():
    assert language_or_default("de") == "en" and language_or_default("en-GB") == "en"
    assert language_or_default("ja") == "ja" and language_or_default(None) == "en"
    assert words("pt-BR")("refusal-not-seated") == "You are not playing in this game."
    assert words("fr")("refusal-not-seated") == "Vous ne jouez pas dans cette partie."


#: Words that are the same in every language: the games' names and the rulebooks' own terms
#: kept in Latin letters (Split it!'s "joker" is the French rulebook's word too).
SAME_EVERYWHERE = {"splito", "split", "splitter", "serendipity", "splitbot", "serendip"}
SAME_EVERYWHERE |= {"serendips", "promo", "joker", "jokers", "solo", "options"}
#: Words a language shares with English: French "orange", "violet", "point(s)", "bonus".
SAME_IN = {"fr": {"orange", "violet", "point", "points", "bonus"}}


def _texts(message: ast.Message) -> list[str]:
    return arguments(message).texts


def _serialized(message: ast.Message) -> str:
    return FluentSerializer().serialize_entry(replace_id(message))


def replace_id(message: ast.Message) -> ast.Message:
    copy = message.clone()
    copy.id = ast.Identifier("x")
    copy.comment = None
    return copy


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {DEFAULT}))
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_no_message_is_left_in_english(language):
    other = catalog(language)
    left = []
    for key, message in ENGLISH.items():
        same = _serialized(other[key]) == _serialized(message)
        texts = " ".join(_texts(message))
        words_in = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", texts)}
        if same and words_in - SAME_EVERYWHERE - SAME_IN.get(language, set()):
            left.append(key)
    assert left == []


def test_a_message_worded_again_comes_from_what_was_kept_with_its_own_arguments():
    say = words("fr")
    for _ in range(2):  # the second time from what was kept
        assert say("notice-cancelled", id=3) == "La partie n° 3 a été annulée."
        assert say("notice-cancelled", id=4) == "La partie n° 4 a été annulée."
        assert words("en")("notice-cancelled", id=3) == "Game #3 was cancelled."
        # A list (unhashable) is worded afresh, as the tuple kept is.
        assert say("notice-cancelled", id=["a", "b"]) == "La partie n° a et b a été annulée."
        assert say("notice-cancelled", id=("a", "b")) == "La partie n° a et b a été annulée."


def test_a_message_with_messages_among_its_arguments_is_kept_by_each_of_theirs():
    say = words("fr")
    between = {"left": Message("splito-zone-between", {"left": "Ana", "right": "Bo"})}
    other = {"left": Message("splito-zone-between", {"left": "Ana", "right": "Cy"})}
    for _ in range(2):  # the second time from what was kept
        assert say("splito-zone-between", **between, right="Dee") == "Ana ⇄ Bo ⇄ Dee"
        assert say("splito-zone-between", **other, right="Dee") == "Ana ⇄ Cy ⇄ Dee"
        assert say(Message("splito-zone-between", {**other, "right": "Dee"})) == "Ana ⇄ Cy ⇄ Dee"
        # Equal as values, worded apart: a flag is "yes", a number its digits.
        assert say("notice-cancelled", id=True) != say("notice-cancelled", id=1)
        assert say("notice-cancelled", id=1) == "La partie n° 1 a été annulée."
        items = [Message("splito-zone-between", {"left": "A", "right": "B"}), "C"]
        assert say("notice-cancelled", id=items) == "La partie n° A ⇄ B et C a été annulée."


@pytest.mark.no_cover  # each line it runs, another test traces too
def test_warming_prepares_every_message_so_none_is_prepared_at_a_player_s_click(monkeypatch):
    prepared: list[str] = []
    prepare = Compiler.compile

    def counted(self: Compiler, node: Any) -> Any:
        prepared.append(type(node).__name__)
        return prepare(self, node)

    monkeypatch.setattr(Compiler, "compile", counted)
    monkeypatch.setattr(i18n, "LANGUAGES", {"ja": LANGUAGES["ja"]})  # one is enough, and quick
    i18n._forget_words()  # as read anew: Fluent prepares a message the first time it is worded
    words("ja")("notice-cancelled", id=5)
    assert prepared, "a message read but not warmed is prepared as it is first worded"
    i18n._forget_words()
    i18n.warm()
    prepared.clear()
    words("ja")("notice-cancelled", id=6)
    words("ja")("lobby-title", game="Splito", id=7)
    assert prepared == []


# French: "de" before a name is elided before a vowel, by the catalog's DE().
NAME_ARGUMENTS = ("name", "bettors", "left_owner", "right_owner", "host", "player", "winner")


def test_french_never_writes_de_before_a_name_itself():
    spelled = re.compile(r"\bde \{ \$(" + "|".join(NAME_ARGUMENTS) + r") \}")
    for path in catalog_files("fr"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not spelled.search(line), f"{path.name}:{number}: {line}"


@pytest.mark.parametrize(
    ("key", "args", "said"),
    [
        ("splito-zone-of-left", {"name": "amelie"}, "zone de gauche d'amelie"),
        ("splito-zone-of-right", {"name": "bob"}, "zone de droite de bob"),
        ("splitter-image-sheet-of", {"name": "Élise"}, "Feuille d'Élise"),
        ("refusal-their-turn", {"name": "yann"}, "C'est au tour d'yann : suivez le plateau."),
        ("profile-title", {"name": "<@12>"}, "Profil de <@12>"),
        ("profile-title", {"name": "hugo"}, "Profil de hugo"),  # an h is not elided
    ],
)
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_french_elides_de_before_a_vowel(key, args, said):
    assert words("fr")(key, **args) == said


@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "ann: 3"), ("fr", "ann : 3"), ("ru", "ann: 3"), ("ja", "ann：3")],
)
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_a_label_and_its_value_take_the_language_s_punctuation(language, said):
    assert words(language)("label-value", label="ann", value=3) == said


def test_no_image_or_button_writes_a_colon_after_a_value_itself():
    hard_coded = re.compile(r"""f["'][^"']*\}: \{""")
    shown = [
        path
        for path in SOURCES
        if {"render", "discordbot"} & set(path.parts) and "fonts" not in path.parts
    ]
    assert shown
    for path in shown:
        assert not hard_coded.search(path.read_text(encoding="utf-8")), path


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_an_integer_is_written_as_babel_writes_it_ungrouped(language):
    locale = Locale.parse(language)
    for number in [*range(-1100, 1100, 7), 0, 1, -1, 9999, 10_000, 123_456_789, 10**15 - 1]:
        babel = fluent_number(number, useGrouping=False).format(locale)
        assert i18n.Digits(number).format(locale) == babel == str(number)


def test_a_message_s_integers_are_written_without_babel(monkeypatch):
    """Babel's number formatting was a third of the time a board's message took to word: the
    bundle keeps a ``Digits`` argument as it is, and the digits write themselves."""
    babel_wrote: list[int] = []
    write = FluentNumber.format

    def counted(number: FluentNumber, locale: Locale) -> str:
        babel_wrote.append(int(number))
        return write(number, locale)

    monkeypatch.setattr(FluentNumber, "format", counted)
    i18n._worded.cache_clear()  # worded afresh, not read from what was kept
    assert words("ru")("notice-cancelled", id=12345) == "Игра №12345 отменена."
    assert words("fr")("splito-board-title", id=7, round=2, rounds=13).count("13") == 1
    assert babel_wrote == []


def test_a_catalog_that_formats_a_number_its_own_way_still_gets_babel_s_format():
    bundle = i18n._Bundle(["fr"], use_isolating=False)
    bundle.add_resource(FluentResource("padded = { NUMBER($n, minimumIntegerDigits: 3) }"))
    bundle.add_resource(FluentResource("grouped = { NUMBER($n, useGrouping: 1) }"))
    bundle.add_resource(
        FluentResource("cards = { $n ->\n    [one] { $n } carte\n   *[other] { $n } cartes\n}")
    )

    def said(key: str, n: int) -> str:
        text, errors = bundle.format_pattern(bundle.get_message(key).value, {"n": i18n.Digits(n)})
        assert errors == []
        return str(text)

    assert said("padded", 7) == "007"
    assert said("grouped", 12345) == "12\u202f345"  # French groups with a narrow space
    assert [said("cards", n) for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
