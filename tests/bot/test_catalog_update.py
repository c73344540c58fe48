"""``python -m bot.i18n update``: a language gets what it lacks, in English, to translate."""

from __future__ import annotations

from bot import i18n
from bot.i18n.__main__ import HEADING, main


def test_update_copies_what_a_language_lacks_and_nothing_twice(tmp_path, monkeypatch, capsys):
    english = tmp_path / "en"
    english.mkdir()
    (english / "common.ftl").write_text("hello = Hello, { $name }!\nbye = Bye.\n", "utf-8")
    (tmp_path / "xx").mkdir()
    (tmp_path / "xx" / "common.ftl").write_text("hello = Salut, { $name } !\n", "utf-8")
    monkeypatch.setattr(i18n, "LOCALES", tmp_path)
    monkeypatch.setattr("bot.i18n.__main__.LOCALES", tmp_path)
    assert main(["update", "xx"]) == 0
    text = (tmp_path / "xx" / "common.ftl").read_text("utf-8")
    assert text.startswith("hello = Salut, { $name } !\n") and HEADING in text
    assert text.count("bye = Bye.") == 1
    assert main(["update", "xx"]) == 0  # nothing more to copy
    assert (tmp_path / "xx" / "common.ftl").read_text("utf-8") == text
    assert "0 messages" in capsys.readouterr().out.splitlines()[-1]
    assert main(["update", "../etc"]) == 2  # a code, not a path
