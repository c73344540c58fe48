"""The collector held while frames go out: back on after every way out, nested or not, and
never switched on by a hold when it was off before."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from bot.web.collector import holding_collector


@pytest.fixture(autouse=True)
def collector_restored() -> Iterator[None]:
    was = gc.isenabled()
    yield
    (gc.enable if was else gc.disable)()


def test_a_hold_stops_the_collector_and_gives_it_back() -> None:
    gc.enable()
    with holding_collector():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_the_collector_is_back_after_an_error_inside() -> None:
    gc.enable()
    with pytest.raises(ValueError), holding_collector():
        raise ValueError("a page's wording failed")
    assert gc.isenabled()


def test_nested_holds_give_it_back_only_when_the_last_one_ends() -> None:
    gc.enable()
    outer, inner = holding_collector(), holding_collector()
    outer.__enter__()
    inner.__enter__()
    outer.__exit__(None, None, None)  # holds of two tables, ended out of order
    assert not gc.isenabled()
    inner.__exit__(None, None, None)
    assert gc.isenabled()


def test_a_hold_never_switches_on_a_collector_that_was_off() -> None:
    gc.disable()
    with holding_collector():
        assert not gc.isenabled()
    assert not gc.isenabled()
