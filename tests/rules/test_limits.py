"""The log's limits (spec/game-log.md, "Limits"): no real game comes near them; beyond them, a clear refusal.

An event that breaks a limit is refused as ``event N: …``; the envelope
(players, options, the number of events) as one LogError about the header.
"""

import json

import pytest

from companion.games.rainbow7_rain import engine as rain
from companion.games.rainbow_field import engine as field
from companion.games.rainbow_snake import engine as snake
from companion.rules import limits
from companion.rules.errors import EventError, LogError
from companion.games.log import FORMAT, new_game, parse_log, replay

HUGE = 10 ** 4000  # thousands of digits: str() of a sum of two of them passes Python's digit limit


def log_of(game, players, events, options=None):
    """A log object of ``game``."""
    return {"format": FORMAT, "version": 1, "game": game, "players": players, "options": options or {},
            "events": events}


def event_error(data):
    """The EventError replaying ``data`` raises; its message must be printable (no huge number)."""
    with pytest.raises(EventError) as caught:
        replay(data)
    assert len(str(caught.value)) < 300
    return caught.value


def log_error(data):
    """The LogError replaying ``data`` raises; its message must be short."""
    with pytest.raises(LogError) as caught:
        replay(data)
    assert len(str(caught.value)) < 1300
    return str(caught.value)


def rain_log(events, players=("Ana", "Ben", "Chloé")):
    """A rain-token log."""
    return log_of("rainbow7-rain", list(players), events)


SEVEN = {"type": "seven", "player": "Ana", "color": "green"}


# --- events per log -----------------------------------------------------------

def test_a_log_of_exactly_the_limit_replays():
    assert replay(rain_log([SEVEN] * limits.MAX_EVENTS)).events == limits.MAX_EVENTS


def test_more_events_than_the_limit_is_refused_before_any_replay():
    message = log_error(rain_log([{"type": "nonsense"}] * (limits.MAX_EVENTS + 1)))
    assert "10001 events" in message and "limit is 10000" in message


def test_a_game_refuses_an_event_past_the_limit():
    game = replay(rain_log([SEVEN] * limits.MAX_EVENTS))
    with pytest.raises(Exception, match="at most 10000 events"):
        game.advanced(SEVEN)


# --- integers in the game's range --------------------------------------------

@pytest.mark.parametrize("hands, words", [
    ({"Ana": 3, "Ben": 1000, "Chloé": 5}, "Ben's hand total must be a whole number from 0 to 999, not 1000"),
    ({"Ana": 3, "Ben": HUGE, "Chloé": 5}, "too large"),
], ids=["1000", "huge"])
def test_rain_hand_totals_stay_within_0_to_999(hands, words):
    error = event_error(rain_log([SEVEN, {"type": "rainbow", "player": "Ana", "hands": hands}]))
    assert error.number == 2 and words in str(error)


def test_rain_hand_total_of_999_is_allowed():
    game = replay(rain_log([{"type": "rainbow", "player": "Ana", "hands": {"Ana": 3, "Ben": 999, "Chloé": 5}}]))
    assert game.state.last_hands[1] == ("Ben", 999)


@pytest.mark.parametrize("cards, words", [
    ([100], "A card's value must be a whole number from 1 to 99, not 100"),
    ([0], "from 1 to 99, not 0"),
    ([HUGE], "too large"),
    ([-HUGE], "too large"),
    ([5] * (field.MAX_CARDS_PER_PLAY + 1), "61 cards at once; the limit is 60"),
], ids=["100", "0", "huge", "minus-huge", "61-cards"])
def test_field_cards_stay_within_1_to_99_and_60_per_play(cards, words):
    events = [{"type": "field", "cards": [1, 2, 3, 4]}, {"type": "play", "player": "Ana", "cards": cards}]
    error = event_error(log_of("rainbow-field", ["Ana", "Ben", "Chloé", "Dan"], events))
    assert error.number == 2 and words in str(error)


def test_field_set_of_60_cards_of_99_is_allowed():
    events = [{"type": "field", "cards": [1, 2, 3, 4]}, {"type": "play", "player": "Ana", "cards": [99] * 60}]
    assert replay(log_of("rainbow-field", ["Ana", "Ben", "Chloé", "Dan"], events)).events == 2


@pytest.mark.parametrize("cards, words", [(1, "2 to 100"), (101, "2 to 100"), (HUGE, "too large")],
                         ids=["1", "101", "huge"])
def test_snake_cards_option_is_2_to_100(cards, words):
    assert words in log_error(log_of("rainbow-snake", ["Ana", "Ben"], [], {"cards": cards}))


def test_snake_length_beyond_the_middle_is_refused_even_when_huge():
    error = event_error(log_of("rainbow-snake", ["Ana", "Ben"], [{"type": "turn", "player": "Ana", "snake": HUGE}]))
    assert error.number == 1 and "too large" in str(error)


@pytest.mark.parametrize("where", ["at", "note", "nested"])
def test_a_huge_integer_in_extra_keys_is_refused_as_event_n(where):
    event = dict(SEVEN)
    event[where] = HUGE if where != "nested" else {"deep": [[1, 2, {"x": HUGE}]]}
    error = event_error(rain_log([SEVEN, SEVEN, event]))
    assert error.number == 3 and "too large" in str(error) and "4001 digits" in str(error)


def test_ordinary_extra_numbers_are_kept():
    event = dict(SEVEN, at=1_764_000_000_000, note={"score": [-3, 2.5]})
    assert replay(rain_log([event])).events == 1


def test_an_infinite_float_in_extra_keys_is_refused():
    text = json.dumps(rain_log([SEVEN])).replace('"green"}', '"green", "x": 1e999}')
    with pytest.raises(EventError, match="event 1: A number in the log is too large"):
        replay(parse_log(text))


def test_a_huge_integer_in_the_options_is_a_header_error():
    message = log_error(log_of("rainbow7-rain", ["Ana", "Ben"], [], {"first_player": HUGE}))
    assert "too large" in message


# --- text --------------------------------------------------------------------

@pytest.mark.parametrize("place", ["note", "key", "type", "player"])
def test_a_lone_surrogate_anywhere_in_an_event_is_refused(place):
    event = dict(SEVEN)
    if place == "key":
        event["\udc80"] = 1
    else:
        event[place] = "x\udc80"
    error = event_error(rain_log([SEVEN, event]))
    assert error.number == 2 and "not valid Unicode" in str(error)


def test_a_lone_surrogate_parsed_from_json_is_refused():
    text = json.dumps(rain_log([SEVEN, dict(SEVEN, note="bad")])).replace('"bad"', '"\\udc80"')
    with pytest.raises(EventError, match="event 2: A text in the log is not valid Unicode"):
        replay(parse_log(text))


@pytest.mark.parametrize("players", [["Ana", "B\udc80n"], ["Ana", "Ben"]])
def test_a_lone_surrogate_in_the_header_is_a_header_error(players):
    options = {"first_player": "Ana"} if "\udc80" in players[1] else {"first_player": "\udc80"}
    assert "not valid Unicode" in log_error(log_of("rainbow7-rain", players, [], options))


def test_text_longer_than_1000_characters_is_refused():
    error = event_error(rain_log([dict(SEVEN, note="é" * 1001)]))
    assert "1001 characters long; the limit is 1000" in str(error)
    assert replay(rain_log([dict(SEVEN, note="é" * 1000)])).events == 1


@pytest.mark.parametrize("name", ["Ana\nBen", "An\ra", "A\x00na", "Ana\x7f", "A\u202ena", "Ana\u200b", "An\u2028a",
                                  "\ufeffAna", "A\u0085na"])
def test_names_with_control_characters_are_refused(name):
    with pytest.raises(LogError, match="invisible or control character") as caught:
        new_game("rainbow7-rain", [name, "Ben"])
    assert "\n" not in str(caught.value) and "\x00" not in str(caught.value)


@pytest.mark.parametrize("name", ["Zoë", "日本語", "👩\u200d💻", "می\u200cخواهم", "Anne-Marie O'Neil"])
def test_names_in_any_script_are_kept(name):
    assert new_game("rainbow7-rain", [name, "Ben"]).players[0] == name


def test_a_long_name_is_refused_without_echoing_all_of_it():
    with pytest.raises(LogError, match="longer than 40 characters") as caught:
        new_game("rainbow7-rain", ["A" * 1000, "Ben"])
    assert len(str(caught.value)) < 120


def test_the_engines_limits_are_the_specs():
    assert (rain.MAX_HAND_TOTAL, field.MIN_CARD_VALUE, field.MAX_CARD_VALUE) == (999, 1, 99)
    assert (snake.MIN_CARDS, snake.MAX_CARDS, limits.MAX_EVENTS, limits.MAX_TEXT) == (2, 100, 10_000, 1_000)


@pytest.mark.parametrize("changes, words", [
    ({"\udc80": 1}, "not valid Unicode"),
    ({"k" * 2000: 1}, "2000 characters long"),
    ({"x" * 41: 1}, "Unknown key"),
    ({"version": [1] * 100_000}, "The game log is version"),
], ids=["surrogate key", "long key", "Unknown key", "huge version"])
def test_header_problems_never_echo_bad_or_huge_text(changes, words):
    data = {**rain_log([SEVEN]), **changes}
    message = log_error(data)
    assert words in message and len(message) < 200 and limits.is_valid_unicode(message)


def test_names_are_compared_after_nfc_and_case_folding_and_must_show_something():
    from companion.games.log import new_game
    from companion.rules.errors import LogError
    from companion.rules.limits import has_visible_character, name_key

    assert name_key("Zo\u00eb") == name_key("zoe\u0308") == name_key("ZOË")
    for players in (["Zo\u00eb", "Zoe\u0308"], ["Ana", "ANA"]):
        with pytest.raises(LogError, match="Two players are called"):
            new_game("rainbow-snake", players)
    for shows_nothing in ("\u200d", "\u200c\u200d", "\u0301"):
        assert not has_visible_character(shows_nothing)
        with pytest.raises(LogError, match="shows nothing"):
            new_game("rainbow-snake", [shows_nothing, "Ana"])
    assert new_game("rainbow-snake", ["👩\u200d👩", "日本語", "Zoë"]).players == ("👩\u200d👩", "日本語", "Zoë")


def test_a_number_python_cannot_read_is_refused_as_its_event():
    import json

    from companion.games.log import parse_log, replay
    from companion.rules.errors import EventError

    log = {"format": "rainbow-companion/game-log", "version": 1, "game": "rainbow-snake", "players": ["Ana", "Ben"],
           "events": [{"type": "turn", "player": "Ana"}, {"type": "turn", "player": "Ben", "at": 1}]}
    text = json.dumps(log).replace('"at": 1', '"at": 1' + "0" * 5000)
    with pytest.raises(EventError) as refused:
        replay(parse_log(text))
    assert refused.value.number == 2
    assert str(refused.value).startswith("event 2: The number 100000000000… (5001 digits) is too large")
