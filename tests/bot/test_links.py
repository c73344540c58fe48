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


async def test_a_member_s_link_opens_their_seat_and_a_stranger_s_the_public_view(service):
    from tests.bot.conftest import players, start_table

    people = players(3)
    table = await start_table(service, people[:2])
    mine = await service.links.hand_out(table.id, people[1].user_id, "ru")
    link, opened = await service.links.open(mine)
    assert (link.seat, link.user_id, link.language) == (1, people[1].user_id, "ru")
    assert opened.id == table.id and opened.version == table.version
    watching = await service.links.hand_out(table.id, people[2].user_id, "en")
    link, _ = await service.links.open(watching)
    assert link.seat is None  # not seated: a spectator's, the public view


async def test_a_link_to_a_seat_its_member_left_opens_nothing(service):
    from tests.bot.conftest import players, start_table

    people = players(2)
    table = await start_table(service, people)
    token = await service.links.hand_out(table.id, people[1].user_id, "en")
    await service.lobbies.leave(table.id, people[1].user_id)  # an AI takes the seat
    with pytest.raises(errors.BadLink):
        await service.links.open(token)


async def test_an_expired_link_is_refused(service, clock):
    from tests.bot.conftest import players, start_table

    people = players(2)
    table = await start_table(service, people)
    token = await service.links.hand_out(table.id, people[0].user_id, "en")
    clock.advance(LIFETIME_SECONDS)
    with pytest.raises(errors.LinkExpired):
        await service.links.open(token)


async def test_every_process_signs_with_the_one_secret_the_first_kept(engine, clock):
    """Two services on one database (two processes) generating the secret at once keep one:
    a link one hands out, the other opens."""
    import asyncio

    from bot.service import TableService

    first, second = TableService(engine, clock=clock), TableService(engine, clock=clock)
    try:
        secrets = await asyncio.gather(first.links.secret(), second.links.secret())
        assert secrets[0] == secrets[1] and len(secrets[0]) == 32
        assert await TableService(engine, clock=clock).links.secret() == secrets[0]
    finally:
        await first.close()
        await second.close()


async def test_a_forgotten_member_s_links_open_nothing_and_the_revocation_passes(service, clock):
    """Forget-me revokes every link handed out to the member until then (a spectator's too);
    a link handed out later works; the revocation is kept no longer than the links it revokes,
    under a keyed hash, never the id."""
    from bot.service.links import REVOKED_FACT
    from bot.storage import tables
    from tests.bot.conftest import players, start_table

    people = players(3)
    table = await start_table(service, people[:2])
    seat_link = await service.links.hand_out(table.id, people[1].user_id, "en")
    watching = await service.links.hand_out(table.id, people[2].user_id, "en")
    await service.privacy.forget(people[2].user_id)
    with pytest.raises(errors.BadLink):
        await service.links.open(watching)
    assert (await service.links.open(seat_link))[0].seat == 1  # another member's still works
    clock.advance(1)
    later = await service.links.hand_out(table.id, people[2].user_id, "en")
    assert (await service.links.open(later))[0].seat is None
    async with service.core.sessions() as session:
        kept = await tables.facts_under(session, REVOKED_FACT)
    assert len(kept) == 1 and str(people[2].user_id) not in next(iter(kept))
    clock.advance(LIFETIME_SECONDS)
    await service.privacy.forget(people[0].user_id)  # a later forget-me prunes the old one
    async with service.core.sessions() as session:
        assert len(await tables.facts_under(session, REVOKED_FACT)) == 1
