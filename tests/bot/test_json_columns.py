"""JSON columns: orjson writes and reads them; what it refuses goes through the standard
library, so no value the bot stored before becomes unreadable."""

from __future__ import annotations

import json

import pytest

from bot.storage.db import dump_json, load_json


@pytest.mark.parametrize(
    "value",
    [
        {"names": ["Борис", "大輔", "Chloé"], "round": 3, "ok": True, "none": None},
        {"seed": 2**70},  # past 64 bits: orjson refuses it both ways
        {"2": [1.5, -0.0]},
    ],
)
def test_values_round_trip(value):
    assert load_json(dump_json(value)) == value


def test_text_the_standard_library_wrote_reads_the_same():
    stored = json.dumps({"seed": 2**70, "name": "Фёдор"})  # escaped non-ASCII, a big integer
    assert load_json(stored) == {"seed": 2**70, "name": "Фёдор"}


def test_text_that_is_not_json_is_refused_as_a_value_error():
    with pytest.raises(ValueError):
        load_json("{not json")
