"""Bot settings: environment over .env, clear errors, the token never printed."""

from __future__ import annotations

import pytest

from bot.discordbot.settings import Settings, SettingsError, read_dotenv
from bot.web import ActivitySettings, WebSettings


def test_settings_come_from_dotenv_and_the_environment_wins(tmp_path):
    dotenv = tmp_path / ".env"
    dotenv.write_text(
        "# comment\nDISCORD_TOKEN='from-file'\nexport DEV_GUILD_ID=123\nLOG_LEVEL=debug\n\n"
    )
    settings = Settings.load({"DATABASE_URL": "sqlite+aiosqlite:///x.db"}, dotenv)
    assert settings.token == "from-file" and settings.dev_guild_id == 123
    assert settings.log_level == "DEBUG" and settings.database_url == "sqlite+aiosqlite:///x.db"
    assert Settings.load({"DISCORD_TOKEN": "from-env"}, dotenv).token == "from-env"
    assert "from-file" not in repr(settings) and "<hidden>" in repr(settings)


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({}, "needs a Discord bot token"),
        ({"DISCORD_TOKEN": "  "}, "needs a Discord bot token"),
        ({"DISCORD_TOKEN": "abc def"}, "characters a Discord token never has"),
        ({"DISCORD_TOKEN": '"abc.def"'}, "characters a Discord token never has"),
        ({"DISCORD_TOKEN": "t", "DEV_GUILD_ID": "general"}, "DEV_GUILD_ID must be a server id"),
        ({"DISCORD_TOKEN": "t", "LOG_LEVEL": "LOUD"}, "LOG_LEVEL must be"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_LOBBY_MINUTES": "0"}, "SPLITBOT_LOBBY_MINUTES must be"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_LOBBY_MINUTES": "soon"}, "SPLITBOT_LOBBY_MINUTES"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_IDLE_HOURS": "-1"}, "SPLITBOT_IDLE_HOURS must be"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_IDLE_HOURS": "8761"}, "at most 8,760"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_IDLE_HOURS": "nan"}, "SPLITBOT_IDLE_HOURS must be"),
        ({"DISCORD_TOKEN": "t", "LOG_FORMAT": "xml"}, "LOG_FORMAT must be one of text, json"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_LOBBIES_PER_MEMBER": "0"}, "from 1 to 100"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_LOBBIES_PER_MEMBER": "101"}, "from 1 to 100"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_LOBBIES_PER_MEMBER": "2.5"}, "from 1 to 100"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_METRICS_PORT": "0"}, "port number from 1 to 65535"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_PRIVACY_URL": "http://op/p"}, "an https:// address"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_TERMS_URL": "https://op/ t"}, "SPLITBOT_TERMS_URL must"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_METRICS_PORT": "65536"}, "from 1 to 65535"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_METRICS_PORT": "http"}, "from 1 to 65535"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_DRAWING_PROCESSES": "33"}, "from 0 to 32"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_DRAWING_PROCESSES": "-1"}, "from 0 to 32"),
        ({"DISCORD_TOKEN": "t", "SPLITBOT_DRAWING_PROCESSES": "two"}, "from 0 to 32"),
    ],
)
def test_bad_settings_are_refused_with_a_reason(tmp_path, values, message):
    with pytest.raises(SettingsError, match=message):
        Settings.load(values, tmp_path / "absent.env")


TOKEN_LIKE = "MTA1NjA3NDQ0Mzk4MDgwMDAxMg.GhXyZ1.abcdefghijklmnopqrstuvwxyz0123456789AB"


@pytest.mark.parametrize(
    "values",
    [
        {"DISCORD_TOKEN": "t", "DEV_GUILD_ID": TOKEN_LIKE},
        {"DISCORD_TOKEN": "t", "DEV_GUILD_ID": "1" * 21},
        {"DISCORD_TOKEN": "t", "DEV_GUILD_ID": "١٢٣"},  # digits, but not ASCII ones
        {"DISCORD_TOKEN": "t", "LOG_LEVEL": TOKEN_LIKE},
        {"DISCORD_TOKEN": "t", "SPLITBOT_IDLE_HOURS": TOKEN_LIKE},
        {"DISCORD_TOKEN": "t", "LOG_FORMAT": TOKEN_LIKE},
        {"DISCORD_TOKEN": TOKEN_LIKE + "\u00e9"},
        {"DISCORD_TOKEN": TOKEN_LIKE[:20] + "\n" + TOKEN_LIKE[20:]},
        {"DISCORD_TOKEN": "t", "SPLITBOT_LOBBIES_PER_MEMBER": TOKEN_LIKE},
        {"DISCORD_TOKEN": "t", "SPLITBOT_METRICS_PORT": TOKEN_LIKE},
        {"DISCORD_TOKEN": "t", "SPLITBOT_DRAWING_PROCESSES": TOKEN_LIKE},
        {"DISCORD_TOKEN": "t", "SPLITBOT_WEB_PORT": TOKEN_LIKE},
        {"DISCORD_TOKEN": "t", "SPLITBOT_WEB_PORT": "80", "SPLITBOT_WEB_URL": TOKEN_LIKE},
        {"DISCORD_TOKEN": "t", "SPLITBOT_WEB_PORT": "80", "SPLITBOT_LINK_SECRET": "short"},
        {"DISCORD_TOKEN": "t", "SPLITBOT_ACTIVITY": TOKEN_LIKE},
    ],
)
def test_a_refused_setting_is_never_echoed(tmp_path, values):
    """A token pasted into the wrong line must not end up on the screen or in a log."""
    with pytest.raises(SettingsError) as refused:
        Settings.load(values, tmp_path / "absent.env")
    shown = str(refused.value)
    assert all(value not in shown for value in values.values() if value != "t")


def test_a_malformed_dotenv_line_is_named(tmp_path):
    dotenv = tmp_path / ".env"
    dotenv.write_text("DISCORD_TOKEN=x\nthis is not a setting\n")
    with pytest.raises(SettingsError, match=r"\.env:2: expected KEY=value"):
        read_dotenv(dotenv)


def test_shards_are_all_by_default_or_chosen(tmp_path):
    absent = tmp_path / "absent.env"
    plain = Settings.load({"DISCORD_TOKEN": "t"}, absent)
    assert plain.shard_count is None and plain.shard_ids is None
    chosen = Settings.load({"DISCORD_TOKEN": "t", "SHARD_COUNT": "4", "SHARD_IDS": "2, 3"}, absent)
    assert chosen.shard_count == 4 and chosen.shard_ids == (2, 3)


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number"),
        ({"SHARD_COUNT": "many"}, "SHARD_COUNT must be a whole number"),
        ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "shard numbers from 0 to 1"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0;1"}, "shard numbers from 0 to 1"),
    ],
)
def test_shard_settings_that_do_not_agree_are_refused(tmp_path, values, message):
    with pytest.raises(SettingsError, match=message):
        Settings.load({"DISCORD_TOKEN": "t", **values}, tmp_path / "absent.env")


def test_expiry_times_default_to_half_an_hour_and_a_day_or_are_chosen(tmp_path):
    absent = tmp_path / "absent.env"
    default = Settings.load({"DISCORD_TOKEN": "t"}, absent).expiry
    assert (default.lobby_minutes, default.idle_hours) == (30, 24)
    chosen = Settings.load(
        {"DISCORD_TOKEN": "t", "SPLITBOT_LOBBY_MINUTES": "10", "SPLITBOT_IDLE_HOURS": "72"}, absent
    ).expiry
    assert (chosen.lobby_minutes, chosen.idle_hours) == (10, 72)


@pytest.mark.parametrize(("raw", "lobbies"), [("", 3), ("1", 1), ("100", 100)])
def test_log_format_and_lobbies_per_member(tmp_path, raw, lobbies):
    values = {"DISCORD_TOKEN": "t", "LOG_FORMAT": "JSON", "SPLITBOT_LOBBIES_PER_MEMBER": raw}
    settings = Settings.load(values, tmp_path / "absent.env")
    assert settings.log_format == "json" and settings.lobbies_per_member == lobbies


@pytest.mark.parametrize(
    ("values", "port", "address"),
    [
        ({}, None, "127.0.0.1"),
        ({"SPLITBOT_METRICS_PORT": "1"}, 1, "127.0.0.1"),
        (
            {"SPLITBOT_METRICS_PORT": "65535", "SPLITBOT_METRICS_ADDRESS": "0.0.0.0"},
            65535,
            "0.0.0.0",
        ),
    ],
)
def test_the_metrics_endpoint_is_off_unless_a_port_is_set(tmp_path, values, port, address):
    settings = Settings.load({"DISCORD_TOKEN": "t", **values}, tmp_path / "absent.env")
    assert (settings.metrics_port, settings.metrics_address) == (port, address)


@pytest.mark.parametrize(
    ("values", "web"),
    [
        ({}, None),
        ({"SPLITBOT_WEB_PORT": "8765"}, WebSettings(8765)),
        (
            {
                "SPLITBOT_WEB_PORT": "443",
                "SPLITBOT_WEB_ADDRESS": "0.0.0.0",
                "SPLITBOT_WEB_URL": "https://play.example.org/splitbot/",
                "SPLITBOT_LINK_SECRET": "k" * 32,
            },
            WebSettings(443, "0.0.0.0", "https://play.example.org/splitbot", b"k" * 32),
        ),
    ],
)
def test_the_live_table_is_served_once_a_port_is_set(tmp_path, values, web):
    settings = Settings.load({"DISCORD_TOKEN": "t", **values}, tmp_path / "absent.env")
    assert settings.web == web
    assert "k" * 32 not in repr(settings)


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"SPLITBOT_WEB_URL": "https://x.org"}, "need SPLITBOT_WEB_PORT"),
        ({"SPLITBOT_WEB_PORT": "0"}, "from 1 to 65535"),
        ({"SPLITBOT_WEB_PORT": "80", "SPLITBOT_WEB_URL": "x.org"}, "address players open"),
        ({"SPLITBOT_WEB_PORT": "80", "SPLITBOT_WEB_URL": "https://x.org/#t"}, "no fragment"),
        ({"SPLITBOT_WEB_PORT": "80", "SPLITBOT_LINK_SECRET": "k" * 31}, "at least 32"),
    ],
)
def test_bad_live_table_settings_are_refused_with_a_reason(tmp_path, values, message):
    with pytest.raises(SettingsError, match=message):
        Settings.load({"DISCORD_TOKEN": "t", **values}, tmp_path / "absent.env")


#: The Activity on, beside the live table.
ACTIVITY = {"SPLITBOT_WEB_PORT": "8765", "SPLITBOT_ACTIVITY": "on"}


@pytest.mark.parametrize(
    ("values", "activity"),
    [
        ({"SPLITBOT_WEB_PORT": "8765"}, None),
        ({"SPLITBOT_WEB_PORT": "8765", "SPLITBOT_ACTIVITY": "off"}, None),
        ({**ACTIVITY, "DISCORD_CLIENT_SECRET": "s3cr-et_"}, ActivitySettings("s3cr-et_")),
        (
            {
                **ACTIVITY,
                "SPLITBOT_ACTIVITY": "ON",
                "DISCORD_CLIENT_SECRET": "s3cr-et_",
                "DISCORD_CLIENT_ID": "123456789012345678",
                "SPLITBOT_DISCORD_API": "http://127.0.0.1:9000/api/",
                "SPLITBOT_ACTIVITY_ORIGIN": "http://127.0.0.1:8765",
            },
            ActivitySettings(
                "s3cr-et_", 123456789012345678, "http://127.0.0.1:9000/api", "http://127.0.0.1:8765"
            ),
        ),
    ],
)
def test_the_activity_is_off_unless_turned_on_with_a_client_secret(tmp_path, values, activity):
    settings = Settings.load({"DISCORD_TOKEN": "t", **values}, tmp_path / "absent.env")
    assert settings.web is not None and settings.web.activity == activity
    assert "s3cr-et_" not in repr(settings)


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"SPLITBOT_ACTIVITY": "on", "DISCORD_CLIENT_SECRET": "s"}, "needs the live table"),
        (ACTIVITY, "needs DISCORD_CLIENT_SECRET"),
        ({**ACTIVITY, "SPLITBOT_ACTIVITY": "yes"}, "must be on or off"),
        ({**ACTIVITY, "DISCORD_CLIENT_SECRET": "s", "DISCORD_CLIENT_ID": "x1"}, "application's id"),
        ({**ACTIVITY, "DISCORD_CLIENT_SECRET": "s", "SPLITBOT_DISCORD_API": "x.org"}, "address"),
    ],
)
def test_bad_activity_settings_are_refused_with_a_reason(tmp_path, values, message):
    with pytest.raises(SettingsError, match=message):
        Settings.load({"DISCORD_TOKEN": "t", **values}, tmp_path / "absent.env")


@pytest.mark.parametrize(
    "given",
    [
        {"DISCORD_CLIENT_SECRET": TOKEN_LIKE + " é"},
        {"DISCORD_CLIENT_SECRET": "zq9", "DISCORD_CLIENT_ID": TOKEN_LIKE},
        {"DISCORD_CLIENT_SECRET": "zq9", "SPLITBOT_DISCORD_API": TOKEN_LIKE},
    ],
)
def test_a_refused_activity_setting_is_never_echoed(tmp_path, given):
    with pytest.raises(SettingsError) as refused:
        Settings.load({"DISCORD_TOKEN": "t", **ACTIVITY, **given}, tmp_path / "absent.env")
    assert all(value not in str(refused.value) for value in given.values())


@pytest.mark.parametrize(("raw", "processes"), [("", None), ("0", 0), ("1", 1), ("32", 32)])
def test_boards_are_drawn_in_processes_one_per_core_unless_a_number_is_set(
    tmp_path, raw, processes
):
    values = {"DISCORD_TOKEN": "t", "SPLITBOT_DRAWING_PROCESSES": raw}
    assert Settings.load(values, tmp_path / "absent.env").drawing_processes == processes
