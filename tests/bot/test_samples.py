"""``make samples``: each game's boards at a phone's width."""

from __future__ import annotations

from PIL import Image

from bot.samples import PHONE_WIDTH, main


def test_samples_are_written_at_phone_width(tmp_path, capsys):
    assert main(["--out", str(tmp_path), "--language", "fr", "--game", "splitit"]) == 0
    written = sorted(p.name for p in tmp_path.iterdir())
    assert written == ["splitit-fr-board.png", "splitit-fr-final.png", "splitit-fr-scores.png"]
    for path in tmp_path.iterdir():
        image = Image.open(path)
        assert image.width == PHONE_WIDTH and image.height <= 1.6 * PHONE_WIDTH
    assert f"wrote 3 images at {PHONE_WIDTH} px wide" in capsys.readouterr().out
