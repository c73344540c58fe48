"""Every word the bot says, in English, French, Russian and Japanese.

The catalogs are Project Fluent files, one folder per language (``locales/<code>/*.ftl``), read
with ``fluent.runtime``. A message is named by a key (``card-not-in-hand``) and takes named
arguments; an argument may itself be an engine ``Message`` (a card, a colour), which is worded
in the same language first. A key missing from a language falls back to English and is logged
once; a key missing everywhere is logged and shown as the key: a gap in a catalog never fails a
game.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, cast

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, Pattern, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentNone, FluentType, NumberFormatOptions
from fluent.runtime.utils import native_to_fluent
from fluent.syntax.ast import Junk
from fluent.syntax.ast import Message as Entry

from engine import Message

log = logging.getLogger(__name__)

LOCALES = Path(__file__).with_name("locales")
DEFAULT = "en"
#: The languages the bot speaks, by code, each named in its own words (for menus and errors).
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "ru": "Русский", "ja": "日本語"}

#: The key of text an engine or a data file gives as it is (see ``Words._plain``).
PLAIN = "plain"

#: Keys of list wordings: a message of one of them with ``items`` is the items joined.
LISTS = ("list-and", "list-or")

#: Numbers from here on are shown as digits as they are (Babel's formatting gives up on them).
BIG_NUMBER = 10**15
#: Worded messages kept (labels, headings, reveals recur from round to round).
WORDED_CACHE = 8192

_warned: set[tuple[str, str]] = set()


def slug(text: str) -> str:
    """``Exactly two 1s!`` → ``exactly-two-1s``: English words as part of a catalog key."""
    return "-".join(re.findall(r"[a-z0-9]+", text.lower()))


def plain_key(text: str) -> str:
    """The catalog key of a given text: ``exactly two 1s`` → ``text-exactly-two-1s``."""
    return "text-" + slug(text)


def supported(code: str | None) -> str | None:
    """The language code a locale maps to (``fr``, ``en-GB`` → ``en``), or None."""
    if not code:
        return None
    base = str(code).replace("_", "-").split("-")[0].lower()
    return base if base in LANGUAGES else None


def language_or_default(code: str | None) -> str:
    """``supported(code)``, else English: for a locale Discord sends that the bot doesn't speak."""
    return supported(code) or DEFAULT


#: Catalog folders of games from outside the bot's package (each as ``<folder>/<code>/*.ftl``).
_ADDED_FOLDERS: list[Path] = []


def catalog_files(language: str) -> list[Path]:
    """The catalog files of one language, in a stable order (the bot's, then added games')."""
    return [
        path
        for folder in (LOCALES, *_ADDED_FOLDERS)
        for path in sorted((folder / language).glob("*.ftl"))
    ]


def add_catalogs(folder: Path) -> None:
    """Read a game's catalogs too: ``folder`` holds a ``<code>/*.ftl`` folder per language."""
    if folder not in _ADDED_FOLDERS:
        _ADDED_FOLDERS.append(folder)
        _forget_words()


def added_catalogs() -> list[Path]:
    """The folders ``add_catalogs`` added, to give a worker process the same words."""
    return list(_ADDED_FOLDERS)


def remove_catalogs(folder: Path) -> None:
    """Stop reading a folder ``add_catalogs`` added."""
    if folder in _ADDED_FOLDERS:
        _ADDED_FOLDERS.remove(folder)
        _forget_words()


def _forget_words() -> None:
    """Drop what was read and worded from the catalogs: they have changed."""
    _read.cache_clear()
    _worded.cache_clear()


#: Letters before which French elides "de" to "d'" (a mute h cannot be told from a name).
_FRENCH_VOWELS = frozenset("aeiouyàâäéèêëîïôöùûüÿæœ")


def _french_de(name: Any) -> str:
    """French "de" before a name: ``d'amelie`` before a vowel, ``de bob`` otherwise (the
    catalogs' ``{ DE($name) }``)."""
    text = str(name)
    return f"d'{text}" if text[:1].lower() in _FRENCH_VOWELS else f"de {text}"


#: Functions the catalogs may call, in any language (Fluent takes a plain str as a value;
#: its type hints ask for its own value types only).
CATALOG_FUNCTIONS = cast("dict[str, Callable[[Any], FluentType]]", {"DE": _french_de})


class _Bundle(FluentBundle):
    """Fluent's bundle, keeping the arguments that are already Fluent values as they are
    (``Digits``): Fluent's own makes a new number of every integer, written by Babel."""

    def format_pattern(
        self, pattern: Pattern, args: dict[str, Any] | None = None
    ) -> tuple[str | FluentNone, list[Exception]]:
        given = {
            name: value if isinstance(value, FluentType) else native_to_fluent(value)
            for name, value in (args or {}).items()
        }
        errors: list[Exception] = []
        env = ResolverEnvironment(
            context=self, current=CurrentEnvironment(args=given), errors=errors
        )
        try:
            result = pattern(env)
        except ValueError as error:  # as Fluent's own does
            errors.append(error)
            result = "{???}"
        return result, errors


def _bundle(language: str) -> FluentBundle:
    return _read(language)[0]


@cache
def _read(language: str) -> tuple[FluentBundle, tuple[str, ...]]:
    """A language's catalogs as a bundle, and the keys of its messages."""
    bundle = _Bundle([language], use_isolating=False, functions=CATALOG_FUNCTIONS)
    keys: list[str] = []
    for path in catalog_files(language):
        resource = FluentResource(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, Junk):
                log.error("%s: unreadable catalog entry: %s", path, (entry.content or "")[:80])
            elif isinstance(entry, Entry):
                keys.append(entry.id.name)
        bundle.add_resource(resource)
    return bundle, tuple(keys)


def warm() -> None:
    """Read every language's catalogs now (at start-up), not at a player's first click, and
    prepare each message for wording: Fluent prepares a message the first time it is worded,
    which made the first boards after a start-up cost twice the next ones."""
    for language in LANGUAGES:
        bundle, keys = _read(language)
        for key in keys:
            bundle.get_message(key)


def _warn_once(language: str, key: str, what: str) -> None:
    if (language, key) not in _warned:
        _warned.add((language, key))
        log.warning("catalog %s: %s %r", language, what, key)


class Digits(FluentInt):
    """An integer argument: a number to the catalogs' plural rules, written as its digits with
    no grouping ("1234", never "1,234": ids and scores).

    Babel writes such an integer as Python does in every language the bot speaks (a test holds
    it to that), so it is written here without Babel, whose formatting of each number was a
    third of the time a board's message took to word. A catalog that formats the number its
    own way (``NUMBER($n, minimumIntegerDigits: 2)``) makes a new, plain Fluent number from
    this one's options, written by Babel: a ``Digits`` never carries options of its own."""

    default_number_format_options = NumberFormatOptions(useGrouping=False)

    def format(self, locale: Locale) -> str:
        return int.__repr__(self)


@dataclass(frozen=True)
class Words:
    """The words of one language: ``words("key", name=value)`` or ``words(message)``."""

    language: str
    _english: Words | None = field(default=None, repr=False, compare=False)

    def __call__(self, key: str | Message, /, **args: Any) -> str:
        if isinstance(key, Message):
            args = {**key.args, **args}
            key = key.key
        if key == PLAIN:
            return self._plain(str(args.get("text", "")))
        if key in LISTS and "items" in args:  # message("list-or", items=[1, 2, 3])
            return self.join([self._item(v) for v in args["items"]], key)
        given = _frozen_all(args)
        try:
            hash(given)
        except TypeError:  # an argument that cannot be a key (a dict): worded afresh
            return self._word(key, args)
        return _worded(self, key, given)

    def _word(self, key: str, args: Mapping[str, Any]) -> str:
        """``key`` formatted from the catalog (or English's, or the key itself)."""
        bundle = _bundle(self.language)
        if not bundle.has_message(key):
            if self._english is not None:
                _warn_once(self.language, key, "falls back to English for")
                return self._english(key, **args)
            _warn_once(self.language, key, "has no message")
            return key
        pattern = bundle.get_message(key).value
        if pattern is None:  # a message of attributes only: not one the bot uses
            _warn_once(self.language, key, "has no value for")
            return key
        try:
            text, errors = bundle.format_pattern(pattern, self._arguments(args))
        except Exception:  # a catalog's bug must not fail a game: say so, show the key
            log.exception("catalog %s: %r cannot be worded with %r", self.language, key, args)
            return key
        if errors:
            _warn_once(self.language, key, f"{errors[0]} in")
        return str(text)

    def _plain(self, text: str) -> str:
        """Text given as it is (a deck's own objective wording): translated when a catalog has
        it under ``text-<slug>``, else shown as written (a custom deck's words are its own)."""
        key = plain_key(text)
        if _bundle(self.language).has_message(key) or (
            self._english is not None and self._english.has(key)
        ):
            return self(key)
        return text

    def has(self, key: str) -> bool:
        """True when this language's catalog has ``key`` (without falling back)."""
        return _bundle(self.language).has_message(key)

    def _arguments(self, args: Mapping[str, Any]) -> dict[str, Any]:
        worded: dict[str, Any] = {}
        for name, value in args.items():
            if isinstance(value, Message):
                worded[name] = self(value)
            elif isinstance(value, list | tuple):
                worded[name] = self.join([self._item(v) for v in value])
            elif isinstance(value, bool):
                worded[name] = "yes" if value else "no"
            elif isinstance(value, int) and abs(value) < BIG_NUMBER:
                # Plural rules need numbers; ids and scores need no "1,234" grouping.
                worded[name] = Digits(value)
            elif isinstance(value, int):
                worded[name] = str(value)
            else:
                worded[name] = value
        return worded

    def _item(self, value: Any) -> str:
        return self(value) if isinstance(value, Message) else str(value)

    def join(self, items: list[str], how: str = "list-and") -> str:
        """A list as this language writes it: ``a, b and c`` (``how="list-or"``: ``a, b or c``)."""
        if len(items) <= 1:
            return "".join(items)
        return self(how, head=self("list-sep").join(items[:-1]), last=items[-1])


@dataclass(frozen=True, slots=True)
class _Held:
    """A ``Message`` argument as a cache key (its own arguments frozen too)."""

    key: str
    args: tuple[tuple[str, type, Any], ...]


class _Items(tuple[Any, ...]):
    """A list argument as a cache key: its items, each with its type."""


#: An argument frozen: its name, its type (``True`` and ``1`` are equal, and worded apart)
#: and its value, a ``Message`` or a list frozen in turn.
Frozen = tuple[tuple[str, type, Any], ...]


def _frozen(value: Any) -> Any:
    if isinstance(value, Message):
        return _Held(value.key, _frozen_all(value.args))
    if isinstance(value, list | tuple):
        return _Items((type(item), _frozen(item)) for item in value)
    return value


def _frozen_all(args: Mapping[str, Any]) -> Frozen:
    frozen = []
    for name, value in args.items():
        kind = type(value)
        # Most arguments are texts and numbers, kept as they are (this runs for every word).
        frozen.append((name, kind, value if kind is str or kind is int else _frozen(value)))
    if len(frozen) > 1:
        frozen.sort(key=_name)
    return tuple(frozen)


def _name(argument: tuple[str, type, Any]) -> str:
    return argument[0]


def _thawed(value: Any) -> Any:
    if isinstance(value, _Held):
        return Message(value.key, _thawed_all(value.args))
    if isinstance(value, _Items):
        return [_thawed(item) for _, item in value]
    return value


def _thawed_all(given: Frozen) -> dict[str, Any]:
    return {name: _thawed(value) for name, _, value in given}


@lru_cache(maxsize=WORDED_CACHE)
def _worded(words: Words, key: str, given: Frozen) -> str:
    """A message worded once per language, key and arguments (a card, a zone and the other
    ``Message`` arguments included): boards and pages word the same labels every round, and
    Fluent formats each anew."""
    return words._word(key, _thawed_all(given))


@cache
def words(language: str | None = None) -> Words:
    """The words of ``language`` (a code or a Discord locale); English for an unknown one."""
    code = language_or_default(language)
    if code == DEFAULT:
        return Words(DEFAULT)
    return Words(code, words(DEFAULT))


ENGLISH = words(DEFAULT)
