"""Table links as capabilities: a signed link reads back as it was given; a forged, altered,
cut, over-long or expired one is refused, and no input of any shape gets a traceback."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.service import errors
from bot.service.links import LIFETIME_SECONDS, MOST_TOKEN_CHARS, TableLink, read, sign

SECRET = b"s" * 32
NOW = 1_800_000_000


def link(**changes: object) -> TableLink:
    fields: dict[str, object] = {
        "table_id": 12,
        "user_id": 2**62,
        "seat": 1,
        "language": "fr",
        "expires": NOW + LIFETIME_SECONDS,
    }
    return TableLink(**{**fields, **changes})  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", [0, 5, None])
def test_a_signed_link_reads_back_as_it_was_given(seat):
    given_link = link(seat=seat)
    token = sign(SECRET, given_link)
    assert read(SECRET, token, NOW) == given_link
    assert len(token) < MOST_TOKEN_CHARS and token.isascii()
    assert all(c.isalnum() or c in "-_." for c in token)  # safe in a URL as it is


def test_a_link_works_until_it_expires_and_not_a_second_longer():
    token = sign(SECRET, link(expires=NOW + 10))
    assert read(SECRET, token, NOW + 9.999).expires == NOW + 10
    with pytest.raises(errors.LinkExpired):
        read(SECRET, token, NOW + 10)


def test_a_link_signed_with_another_secret_is_refused():
    with pytest.raises(errors.BadLink):
        read(SECRET, sign(b"t" * 32, link()), NOW)


def test_every_changed_character_of_a_token_is_refused():
    token = sign(SECRET, link())
    for place, character in enumerate(token):
        for other in "Aa0_-.":
            if other == character:
                continue
            altered = token[:place] + other + token[place + 1 :]
            with pytest.raises(errors.BadLink):
                read(SECRET, altered, NOW)


def test_another_seat_or_member_cannot_be_written_into_a_link():
    """The payload is signed as a whole: a payload of another seat keeps no valid signature."""
    mine, theirs = sign(SECRET, link(seat=1)), sign(SECRET, link(seat=2))
    spliced = theirs.split(".")[0] + "." + mine.split(".")[1]
    with pytest.raises(errors.BadLink):
        read(SECRET, spliced, NOW)


@given(st.text(max_size=MOST_TOKEN_CHARS + 20))
def test_any_text_is_refused_with_a_refusal_never_a_traceback(text):
    with pytest.raises(errors.BadLink):
        read(SECRET, text, NOW)
