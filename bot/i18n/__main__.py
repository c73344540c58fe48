"""Keep a language's catalog up to date with the English one.

``python -m bot.i18n update <code>`` adds to ``locales/<code>/`` every message English has and
that language lacks, in English, under an "untranslated" heading: the catalog check of the
suite then lists them until they are translated. A new language starts the same way.
"""

from __future__ import annotations

import sys

from fluent.syntax import FluentParser, FluentSerializer, ast

from bot.i18n import DEFAULT, LOCALES, catalog_files

HEADING = "## Untranslated: copied from English by `python -m bot.i18n update`; translate them.\n"


def update(language: str) -> int:
    """Copy the missing messages of ``language`` from English; return how many."""
    folder = LOCALES / language
    folder.mkdir(exist_ok=True)
    have: set[str] = set()
    for path in catalog_files(language):
        have |= _ids(path.read_text(encoding="utf-8"))
    added = 0
    for english in catalog_files(DEFAULT):
        resource = FluentParser().parse(english.read_text(encoding="utf-8"))
        missing: list[ast.EntryType] = [
            entry
            for entry in resource.body
            if isinstance(entry, ast.Message) and entry.id.name not in have
        ]
        if not missing:
            continue
        target = folder / english.name
        text = target.read_text(encoding="utf-8") if target.exists() else ""
        copied = FluentSerializer().serialize(ast.Resource(missing))
        target.write_text(f"{text.rstrip()}\n\n{HEADING}\n{copied}".lstrip(), encoding="utf-8")
        added += len(missing)
    return added


def _ids(text: str) -> set[str]:
    body = FluentParser().parse(text).body
    return {entry.id.name for entry in body if isinstance(entry, ast.Message)}


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] != "update" or not argv[1].isalpha():
        print("usage: python -m bot.i18n update <language code, e.g. de>", file=sys.stderr)
        return 2
    added = update(argv[1].lower())
    print(f"{argv[1]}: {added} messages copied from English to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
