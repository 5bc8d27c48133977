"""The game log envelope (spec/game-log.md, "Envelope"): parsing, checking and replaying.

These go through ``companion.games.log`` directly; tests/test_cli_replay.py
puts the same kinds of logs through the ``companion replay`` command.
"""

import json

import pytest

from companion.rules.errors import EventError, LogError, RuleError
from companion.games.log import FORMAT, check_players, export_log, open_log, parse_log, replay, replay_steps


def envelope(**changes):
    """A valid rainbow7-rain log with ``changes`` applied (a value of ``...`` removes the key)."""
    log = {
        "format": FORMAT,
        "version": 1,
        "game": "rainbow7-rain",
        "players": ["Ana", "Ben", "Chloé"],
        "options": {"first_player": "Ben"},
        "events": [{"type": "seven", "player": "Ana", "color": "red", "target": "Ben"}],
    }
    log.update(changes)
    return {key: value for key, value in log.items() if value is not ...}


def log_error(data):
    """The LogError replaying ``data`` raises; its template filled in must give its message."""
    with pytest.raises(LogError) as caught:
        replay(data)
    error = caught.value
    assert error.template.format(**error.params) == str(error)
    return str(error)


def event_error(data):
    """The EventError replaying ``data`` raises."""
    with pytest.raises(EventError) as caught:
        replay(data)
    assert isinstance(caught.value.error, RuleError)
    return caught.value


def test_a_valid_log_replays():
    game = replay(envelope())
    summary = game.summary()
    assert summary["game"] == "rainbow7-rain"
    assert summary["players"] == ["Ana", "Ben", "Chloé"]
    assert summary["events"] == 1 and summary["over"] is False and summary["winners"] == []
    assert summary["first_player"] == "Ben"


def test_export_log_round_trips_through_json():
    log = export_log("rainbow7-rain", ("Ana", "Ben"), {"first_player": "Ben"}, [{"type": "perfect", "player": "Ana"}])
    assert replay(parse_log(json.dumps(log))).summary() == replay(log).summary()
    assert log["format"] == FORMAT and log["version"] == 1


# --- JSON ---------------------------------------------------------------------

@pytest.mark.parametrize("text", ["", "{", "{'format': 1}", "[1, 2,]", '{"a": 1} {"b": 2}', "NaN",
                                  '{"version": NaN}', '{"version": Infinity}', '[-Infinity]', "[" * 100_000])
def test_text_that_is_not_json_is_refused(text):
    with pytest.raises(LogError) as caught:
        parse_log(text)
    assert "not valid JSON" in str(caught.value)


def test_nan_inside_an_event_is_refused_at_parse_time():
    text = json.dumps(envelope()).replace('"Ben"}]', '"Ben", "note": NaN}]')
    with pytest.raises(LogError):
        parse_log(text)


@pytest.mark.parametrize("data", [[], [envelope()], "a log", 1, 1.5, True, None])
def test_a_log_must_be_an_object(data):
    assert "JSON object" in log_error(data)


# --- format and version -------------------------------------------------------

@pytest.mark.parametrize("value", ["rainbow-companion/game-log/2", "game-log", "", None, ..., 1, ["x"]])
def test_format_must_be_the_spec_format(value):
    assert "format" in log_error(envelope(format=value))


@pytest.mark.parametrize("value", [2, 0, -1, "1", True, 1.0, None, ..., [1]])
def test_version_must_be_the_integer_one(value):
    assert "version" in log_error(envelope(version=value))


def test_unknown_envelope_key_is_refused():
    assert "table" in log_error(envelope(table="kitchen"))


# --- game ---------------------------------------------------------------------

@pytest.mark.parametrize("value", ["rainbow-chess", "Rainbow7-Rain", "", 7, None, ..., ["rainbow7-rain"]])
def test_unknown_or_missing_game_is_refused(value):
    message = log_error(envelope(game=value))
    assert "game" in message


def test_unknown_game_message_lists_the_known_games():
    message = log_error(envelope(game="rainbow-chess"))
    assert "rainbow-chess" in message and "rainbow7-rain" in message and "rainbow-snake" in message


# --- players ------------------------------------------------------------------

@pytest.mark.parametrize("players", ["Ana, Ben", {"Ana": 1, "Ben": 2}, None, ..., 2])
def test_players_must_be_a_list(players):
    assert "list" in log_error(envelope(players=players, options=None))


@pytest.mark.parametrize("players", [[], ["Ana"], ["A", "B", "C", "D", "E", "F"]])
def test_player_count_must_suit_the_game(players):
    message = log_error(envelope(players=players, options=None, events=[]))
    assert "2 to 5" in message and str(len(players)) in message


@pytest.mark.parametrize("players", [["Ana", 7], ["Ana", None], ["Ana", ["Ben"]], ["Ana", True]])
def test_names_must_be_text(players):
    assert "text" in log_error(envelope(players=players, options=None, events=[]))


@pytest.mark.parametrize("name", ["", " ", "\t", "\u3000"])
def test_names_must_not_be_empty(name):
    assert "empty" in log_error(envelope(players=["Ana", name], options=None, events=[]))


@pytest.mark.parametrize("name", [" Ben", "Ben ", "\tBen", "Ben\n", "\u3000Ben"])
def test_names_must_be_trimmed(name):
    assert "spaces" in log_error(envelope(players=["Ana", name], options=None, events=[]))


def test_names_at_most_forty_characters():
    assert check_players(["Ana", "x" * 40], 2, 5) == ("Ana", "x" * 40)
    assert check_players(["Ana", "語" * 40], 2, 5)[1] == "語" * 40
    assert "40" in log_error(envelope(players=["Ana", "x" * 41], options=None, events=[]))


@pytest.mark.parametrize("players", [["Zoë", "ZOË"], ["ana", "Ben", "ANA"], ["Ana", "Ana"], ["Straße", "STRASSE"]])
def test_names_must_differ_ignoring_case(players):
    assert "Two players" in log_error(envelope(players=players, options=None, events=[]))


def test_names_in_any_script_are_accepted():
    players = ["日本語", "Zoë", "Ιωάννα", "Дмитрий", "أحمد"]
    event = {"type": "seven", "player": "日本語", "color": "yellow", "target": "Zoë"}
    summary = replay(envelope(players=players, options={"first_player": "Ιωάννα"}, events=[event])).summary()
    assert summary["players"] == players
    assert summary["tokens"]["Zoë"] == 1 and summary["first_player"] == "Ιωάννα"


def test_events_name_players_exactly():
    error = event_error(envelope(events=[{"type": "seven", "player": "ana", "color": "green"}]))
    assert error.number == 1 and "ana" in str(error)


# --- options ------------------------------------------------------------------

@pytest.mark.parametrize("options", [["first_player", "Ben"], "Ben", 1, True])
def test_options_must_be_an_object(options):
    assert "options" in log_error(envelope(options=options))


def test_unknown_option_is_refused_and_the_allowed_ones_named():
    message = log_error(envelope(options={"first_player": "Ben", "cards": 50}))
    assert "cards" in message and "first_player" in message


@pytest.mark.parametrize("value", ["Zed", "ben", "", 1, True, ["Ben"]])
def test_bad_first_player_is_refused(value):
    assert "The first player must be" in log_error(envelope(options={"first_player": value}))


@pytest.mark.parametrize("options", [None, ..., {}, {"first_player": None}])
def test_absent_or_null_options_take_the_defaults(options):
    assert replay(envelope(options=options)).summary()["first_player"] == "Ana"


# --- events -------------------------------------------------------------------

@pytest.mark.parametrize("events", [{"type": "seven"}, "seven", 3, True])
def test_events_must_be_a_list(events):
    assert "events" in log_error(envelope(events=events))


@pytest.mark.parametrize("events", [None, ..., []])
def test_absent_null_or_empty_events_give_a_game_not_started(events):
    summary = replay(envelope(events=events)).summary()
    assert summary["events"] == 0 and summary["tokens"] == {"Ana": 0, "Ben": 0, "Chloé": 0}


@pytest.mark.parametrize("bad", [["seven"], "seven", 7, None, True])
def test_an_event_must_be_an_object(bad):
    good = {"type": "seven", "player": "Ana", "color": "green"}
    error = event_error(envelope(events=[good, good, bad, good]))
    assert error.number == 3
    assert str(error).startswith("event 3: ") and "object" in str(error)


@pytest.mark.parametrize("bad", [{}, {"player": "Ana"}, {"type": None}, {"type": 3}, {"type": ["seven"]}])
def test_an_event_needs_a_type(bad):
    error = event_error(envelope(events=[bad]))
    assert error.number == 1 and str(error).startswith("event 1: ") and "type" in str(error)


def test_event_numbers_count_from_one():
    good = {"type": "seven", "player": "Ana", "color": "green"}
    for position in range(5):
        events = [good] * position + [{"type": "seven", "player": "Zed", "color": "green"}] + [good]
        assert event_error(envelope(events=events)).number == position + 1


def test_replay_steps_start_before_the_first_event_and_stop_at_a_refused_one():
    good = {"type": "seven", "player": "Ana", "color": "red", "target": "Ben"}
    steps = replay_steps(envelope(events=[good, good, {"type": "nope"}]))
    assert [next(steps).events for _ in range(3)] == [0, 1, 2]
    with pytest.raises(EventError) as caught:
        next(steps)
    assert caught.value.number == 3


def test_open_log_returns_the_game_and_its_events():
    game, events = open_log(envelope())
    assert game.events == 0 and game.players == ("Ana", "Ben", "Chloé")
    assert events == envelope()["events"]


def test_summary_has_the_keys_every_game_prints():
    assert {"game", "players", "events", "over", "winners"} <= set(replay(envelope()).summary())
