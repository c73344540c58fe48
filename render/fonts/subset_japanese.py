"""Regenerate NotoSansJP-splitbot.otf: Noto Sans CJK JP cut down to what names need.

Usage: python render/fonts/subset_japanese.py /path/to/NotoSansCJK-Regular.ttc
(Debian: package fonts-noto-cjk, /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc.)

Kept: kana, CJK punctuation, full-width forms, every kanji of JIS X 0208 (levels 1 and 2,
6,355 characters, enumerated from Python's EUC-JP codec) and every character of the bot's
catalogs (``bot/i18n/locales``) that DejaVu Sans lacks: run it again after a translation
brings a new kanji. The family is renamed, as the SIL Open Font License asks of modified fonts.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

OUT = Path(__file__).with_name("NotoSansJP-splitbot.otf")
CATALOGS = Path(__file__).resolve().parents[2] / "bot" / "i18n" / "locales"
DEJAVU = Path(__file__).with_name("DejaVuSans.ttf")
NAME = "splitbot JP (subset of Noto Sans CJK JP)"
RANGES = [(0x3000, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF)]


def jis_x_0208_kanji() -> set[int]:
    codes = set()
    for row in range(0xB0, 0xF5):  # rows 16-84: the kanji of levels 1 and 2
        for cell in range(0xA1, 0xFF):
            with contextlib.suppress(UnicodeDecodeError):  # unassigned cells
                codes.add(ord(bytes([row, cell]).decode("euc_jp")))
    return codes


def catalog_characters() -> set[int]:
    """Every character the catalogs use that DejaVu Sans does not draw."""
    with TTFont(DEJAVU, lazy=True) as dejavu:
        drawn = set(dejavu.getBestCmap())
    used = {ord(c) for path in CATALOGS.glob("*/*.ftl") for c in path.read_text("utf-8")}
    return {code for code in used if code not in drawn and not chr(code).isspace()}


def main(source: str) -> None:
    collection = TTCollection(source)
    face = next(f for f in collection.fonts if "CJK JP" in f["name"].getDebugName(1))
    unicodes = jis_x_0208_kanji() | {c for lo, hi in RANGES for c in range(lo, hi + 1)}
    unicodes |= {code for code in catalog_characters() if code < 0x1F000}  # emoji: chat only
    options = subset.Options()
    options.hinting = False  # names are drawn large; hinting adds size for nothing here
    options.name_IDs = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(face)
    for record in face["name"].names:
        if record.nameID in (1, 3, 4, 16):
            record.string = NAME
        elif record.nameID == 6:
            record.string = "splitbotJP-Regular"
    face.save(OUT)
    print(f"{OUT}: {OUT.stat().st_size // 1024} KiB, {len(unicodes)} characters requested")


if __name__ == "__main__":
    main(sys.argv[1])
