"""Unit tests for the rainbow7-rain engine (spec/game-log.md, seed rainbow7-rain.fr.txt).

Every rule and check of the spec's rainbow7-rain section, event by event, then
whole games worked out by hand from the French rules (see ``rain_games``).
"""

import pytest

from companion.games.rainbow7_rain import engine as rain
from companion.rules.errors import EventError, LogError, RuleError
from companion.games.log import export_log, new_game, replay, replay_steps

THREE = ["Ana", "Ben", "Chloé"]


def start(players=THREE, **options):
    """A rainbow7-rain game before its first event."""
    return new_game("rainbow7-rain", list(players), options)


def play(events, players=THREE, **options):
    """The game after ``events`` (each must be allowed)."""
    game = start(players, **options)
    for event in events:
        game = game.advanced(event)
    return game


def tokens(game):
    """The tokens of every player, by name."""
    return game.summary()["tokens"]


def seven(player, color, target=None, **extra):
    """A ``seven`` event."""
    event = {"type": "seven", "player": player, "color": color, **extra}
    if target is not None:
        event["target"] = target
    return event


def rainbow(player, hands):
    """A ``rainbow`` event."""
    return {"type": "rainbow", "player": player, "hands": hands}


def perfect(player, hands=None):
    """A ``perfect`` event, with or without hands."""
    event = {"type": "perfect", "player": player}
    if hands is not None:
        event["hands"] = hands
    return event


def refused(game, event):
    """The RuleError ``event`` raises; also checks the game did not change."""
    before = game.summary()
    with pytest.raises(RuleError) as caught:
        game.advanced(event)
    assert game.summary() == before
    return caught.value


# --- setup -----------------------------------------------------------------

def test_setup_gives_no_tokens_a_full_reserve_and_round_one():
    summary = start().summary()
    assert summary["tokens"] == {"Ana": 0, "Ben": 0, "Chloé": 0}
    assert summary["reserve"] == 36
    assert summary["round"] == 1
    assert summary["first_player"] == "Ana"
    assert summary["over"] is False and summary["winners"] == []


def test_first_player_option_and_its_null_default():
    assert start(first_player="Chloé").summary()["first_player"] == "Chloé"
    assert start(first_player=None).summary()["first_player"] == "Ana"


@pytest.mark.parametrize("value", ["Zed", "ana", 1, True, ["Ana"]])
def test_first_player_must_be_seated(value):
    with pytest.raises(LogError):
        start(first_player=value)


@pytest.mark.parametrize("count", [2, 5])
def test_two_to_five_players(count):
    names = ["P1", "P2", "P3", "P4", "P5"][:count]
    assert start(names).summary()["players"] == names


@pytest.mark.parametrize("count", [1, 6])
def test_fewer_than_two_or_more_than_five_players_refused(count):
    with pytest.raises(LogError):
        start([f"P{n}" for n in range(count)])


def test_unknown_option_refused():
    with pytest.raises(LogError):
        start(cards=50)


# --- seven -------------------------------------------------------------------

@pytest.mark.parametrize("color", ["red", "yellow"])
def test_red_and_yellow_give_the_target_one_token(color):
    game = play([seven("Ana", color, "Ben")])
    assert tokens(game) == {"Ana": 0, "Ben": 1, "Chloé": 0}
    assert game.summary()["reserve"] == 35


@pytest.mark.parametrize("color", ["red", "yellow"])
def test_red_and_yellow_need_a_target(color):
    error = refused(start(), seven("Ana", color))
    assert "target" in str(error)
    refused(start(), seven("Ana", color, target=None) | {"target": None})


@pytest.mark.parametrize("color", ["red", "yellow"])
def test_red_and_yellow_cannot_target_the_player(color):
    error = refused(start(), seven("Ana", color, "Ana"))
    assert "Ana" in str(error) and "themselves" in str(error)


@pytest.mark.parametrize("target", ["Zed", "ana", "", 3, True, ["Ben"], {"name": "Ben"}])
def test_target_must_be_a_seated_players_exact_name(target):
    refused(start(), seven("Ana", "red", target))


@pytest.mark.parametrize("color", ["orange", "green", "light-blue", "dark-blue"])
def test_colours_without_a_token_effect_change_nothing(color):
    game = play([seven("Ana", "red", "Ben"), seven("Ben", color)])
    assert tokens(game) == {"Ana": 0, "Ben": 1, "Chloé": 0}
    assert game.events == 2 and game.summary()["round"] == 1


@pytest.mark.parametrize("color", ["orange", "green", "light-blue", "dark-blue", "violet"])
def test_colours_without_a_target_refuse_one(color):
    error = refused(start(), seven("Ana", color, "Ben"))
    assert "no target" in str(error)


@pytest.mark.parametrize("color", ["orange", "green", "light-blue", "dark-blue", "violet"])
def test_a_null_target_is_the_same_as_none(color):
    game = start().advanced({"type": "seven", "player": "Ana", "color": color, "target": None})
    assert game.events == 1


def test_violet_gives_back_one_token():
    game = play([seven("Ana", "red", "Ben"), seven("Chloé", "yellow", "Ben"), seven("Ben", "violet")])
    assert tokens(game)["Ben"] == 1
    assert game.summary()["reserve"] == 35


def test_violet_at_zero_does_nothing():
    game = play([seven("Ana", "violet")])
    assert tokens(game) == {"Ana": 0, "Ben": 0, "Chloé": 0}
    assert game.summary()["reserve"] == 36
    assert game.events == 1


@pytest.mark.parametrize("color", ["blue", "Red", "purple", "", 7, None, True])
def test_unknown_or_missing_colour_refused(color):
    event = {"type": "seven", "player": "Ana"}
    if color is not None:
        event["color"] = color
    assert "color" in str(refused(start(), event))


@pytest.mark.parametrize("player", [None, "Zed", "ANA", 1, False])
def test_seven_needs_a_seated_player(player):
    event = {"type": "seven", "color": "green"}
    if player is not None:
        event["player"] = player
    refused(start(), event)


def test_extra_keys_in_an_event_are_ignored():
    game = play([seven("Ana", "red", "Ben", at="2024-05-01T20:00:00Z", by="phone-2", note="nice")])
    assert tokens(game)["Ben"] == 1


def test_unknown_event_type_refused():
    error = refused(start(), {"type": "turn", "player": "Ana"})
    assert "turn" in str(error)


def test_a_seventh_token_mid_round_does_not_end_the_game():
    events = [seven("Ana", "red", "Ben")] * 9
    game = play(events)
    assert tokens(game)["Ben"] == 9
    assert game.over is False and game.summary()["winners"] == []
    assert game.summary()["round"] == 1
    # the round goes on: Ben may even give a token back before it ends
    game = game.advanced(seven("Ben", "violet"))
    assert tokens(game)["Ben"] == 8 and not game.over


def test_the_game_ends_when_that_round_ends():
    game = play([seven("Ana", "red", "Ben")] * 7 + [perfect("Chloé")])
    assert game.over
    assert tokens(game) == {"Ana": 1, "Ben": 8, "Chloé": 0}
    assert game.summary()["winners"] == ["Chloé"]


def test_seven_tokens_given_back_before_the_round_ends_do_not_end_the_game():
    game = play([seven("Ana", "red", "Ben")] * 7 + [seven("Ben", "violet"), seven("Ben", "violet"),
                                                   perfect("Ben")])
    assert tokens(game) == {"Ana": 1, "Ben": 5, "Chloé": 1}
    assert not game.over and game.summary()["round"] == 2


def test_the_reserve_may_go_negative():
    players = ["A", "B", "C", "D", "E"]
    events = [seven("A", "red", target) for target in ["B", "C", "D", "E"] for _ in range(10)]
    game = play(events, players)
    assert game.summary()["reserve"] == 36 - 40
    game = game.advanced(perfect("A"))
    assert game.summary()["reserve"] == 36 - 44
    assert game.over and game.summary()["winners"] == ["A"]


# --- rainbow -----------------------------------------------------------------

def test_rainbow_won_gives_the_others_two_and_the_left_player_starts():
    game = play([rainbow("Ben", {"Ana": 9, "Ben": 3, "Chloé": 4})])
    assert tokens(game) == {"Ana": 2, "Ben": 0, "Chloé": 2}
    assert game.summary()["round"] == 2
    assert game.summary()["first_player"] == "Chloé"


def test_rainbow_left_of_the_last_seat_wraps_to_the_first():
    game = play([rainbow("Chloé", {"Ana": 9, "Ben": 8, "Chloé": 0})])
    assert game.summary()["first_player"] == "Ana"


def test_rainbow_tie_with_the_caller_goes_to_the_caller():
    game = play([rainbow("Ana", {"Ana": 5, "Ben": 5, "Chloé": 5})])
    assert tokens(game) == {"Ana": 0, "Ben": 2, "Chloé": 2}
    assert game.summary()["first_player"] == "Ben"


def test_storm_when_another_hand_is_strictly_lower():
    game = play([rainbow("Ana", {"Ana": 6, "Ben": 5, "Chloé": 12})])
    assert tokens(game) == {"Ana": 3, "Ben": 0, "Chloé": 0}
    assert game.summary()["round"] == 2
    assert game.summary()["first_player"] == "Ana"


def test_rainbow_with_seven_is_allowed_and_eight_is_refused():
    assert play([rainbow("Ana", {"Ana": 7, "Ben": 8, "Chloé": 9})]).summary()["round"] == 2
    error = refused(start(), rainbow("Ana", {"Ana": 8, "Ben": 9, "Chloé": 9}))
    assert "Ana" in str(error) and "8" in str(error)


@pytest.mark.parametrize("hands", [
    {"Ana": 3, "Ben": 4},                             # Chloé missing
    {"Ana": 3, "Ben": 4, "Chloé": 5, "Zed": 1},       # a stranger
    {"Ana": 3, "Ben": 4, "chloé": 5},                 # not the exact name
    {"Ana": 3, "Ben": -1, "Chloé": 5},                # negative
    {"Ana": 3, "Ben": 1.5, "Chloé": 5},               # not whole
    {"Ana": 3, "Ben": True, "Chloé": 5},              # a bool is not a number
    {"Ana": 3, "Ben": 2.0, "Chloé": 5},               # a float, even a whole one
    {"Ana": 3, "Ben": "2", "Chloé": 5},               # a string
    {"Ana": 3, "Ben": None, "Chloé": 5},              # null
    ["Ana", 3],                                       # not a mapping
    None,                                             # missing
])
def test_rainbow_hands_must_give_every_players_whole_total(hands):
    event = {"type": "rainbow", "player": "Ana"}
    if hands is not None:
        event["hands"] = hands
    refused(start(), event)


def test_rainbow_needs_a_seated_caller():
    refused(start(), rainbow("Zed", {"Ana": 3, "Ben": 4, "Chloé": 5}))
    refused(start(), {"type": "rainbow", "hands": {"Ana": 3, "Ben": 4, "Chloé": 5}})


def test_a_rainbow_card_counts_zero_so_zero_is_a_valid_total():
    game = play([rainbow("Ana", {"Ana": 0, "Ben": 0, "Chloé": 0})])
    assert tokens(game) == {"Ana": 0, "Ben": 2, "Chloé": 2}


# --- perfect -----------------------------------------------------------------

def test_perfect_gives_every_other_player_one_token():
    game = play([perfect("Ben")])
    assert tokens(game) == {"Ana": 1, "Ben": 0, "Chloé": 1}
    assert game.summary()["round"] == 2 and game.summary()["first_player"] == "Chloé"


def test_perfect_with_hands():
    game = play([perfect("Ben", {"Ana": 10, "Ben": 0, "Chloé": 3})])
    assert tokens(game) == {"Ana": 1, "Ben": 0, "Chloé": 1}


def test_perfect_with_null_hands_is_the_same_as_without():
    game = start().advanced({"type": "perfect", "player": "Ben", "hands": None})
    assert tokens(game) == {"Ana": 1, "Ben": 0, "Chloé": 1}


def test_perfect_players_own_total_must_be_zero():
    error = refused(start(), perfect("Ben", {"Ana": 10, "Ben": 2, "Chloé": 3}))
    assert "Ben" in str(error) and "0" in str(error)


@pytest.mark.parametrize("hands", [
    {"Ana": 10, "Ben": 0},
    {"Ana": 10, "Ben": 0, "Chloé": 3, "Dan": 1},
    {"Ana": -1, "Ben": 0, "Chloé": 3},
    {"Ana": "10", "Ben": 0, "Chloé": 3},
    {"Ana": 10.0, "Ben": 0, "Chloé": 3},
    {"Ana": False, "Ben": 0, "Chloé": 3},
    [10, 0, 3],
    7,
])
def test_perfect_hands_when_given_must_list_every_player(hands):
    refused(start(), perfect("Ben", hands))


def test_perfect_needs_a_seated_player():
    refused(start(), perfect("Zed"))
    refused(start(), {"type": "perfect"})


# --- end of the game ---------------------------------------------------------

def near_the_end():
    """Ana 6, Ben 4, Chloé 4 tokens, round 3, Ana to start (worked out by hand)."""
    return play([
        rainbow("Ana", {"Ana": 7, "Ben": 2, "Chloé": 9}),    # storm: Ana 3, Ana starts round 2
        rainbow("Ana", {"Ana": 7, "Ben": 1, "Chloé": 9}),    # storm: Ana 6, Ana starts round 3
        seven("Ana", "red", "Ben"), seven("Ana", "red", "Ben"), seven("Ana", "red", "Ben"),
        seven("Ana", "yellow", "Ben"),
        seven("Ben", "red", "Chloé"), seven("Ben", "red", "Chloé"), seven("Ben", "red", "Chloé"),
        seven("Ben", "red", "Chloé"),
    ])


def test_near_the_end_fixture_is_what_it_says():
    summary = near_the_end().summary()
    assert summary["tokens"] == {"Ana": 6, "Ben": 4, "Chloé": 4}
    assert summary["round"] == 3 and summary["first_player"] == "Ana" and not summary["over"]


def test_game_over_at_seven_keeps_the_last_rounds_number_and_first_player():
    game = near_the_end().advanced(perfect("Ben"))
    summary = game.summary()
    assert summary["over"] is True
    assert summary["tokens"] == {"Ana": 7, "Ben": 4, "Chloé": 5}
    assert summary["round"] == 3 and summary["first_player"] == "Ana"
    assert summary["winners"] == ["Ben"]


def test_six_at_a_round_end_does_not_end_the_game():
    game = near_the_end().advanced(seven("Ana", "violet")).advanced(perfect("Ben"))
    assert tokens(game) == {"Ana": 6, "Ben": 4, "Chloé": 5}
    assert not game.over and game.summary()["round"] == 4


def test_more_than_seven_also_ends_the_game():
    game = near_the_end().advanced(rainbow("Ana", {"Ana": 5, "Ben": 2, "Chloé": 9}))
    assert tokens(game)["Ana"] == 9 and game.over
    assert game.summary()["winners"] == ["Ben"]     # Ben 4 and Chloé 4 tied; Ben's hand 2 < 9


def test_tie_broken_by_the_lowest_last_round_hand_when_known():
    game = near_the_end().advanced(rainbow("Chloé", {"Ana": 7, "Ben": 6, "Chloé": 3}))
    assert tokens(game) == {"Ana": 8, "Ben": 6, "Chloé": 4}
    assert game.summary()["winners"] == ["Chloé"]


def test_tie_with_equal_hands_is_shared_in_seating_order():
    game = near_the_end().advanced(seven("Ana", "violet")).advanced(seven("Ana", "red", "Ben")).advanced(
        seven("Ana", "red", "Ben")).advanced(rainbow("Ana", {"Ana": 4, "Ben": 4, "Chloé": 4}))
    assert tokens(game) == {"Ana": 5, "Ben": 8, "Chloé": 6}
    assert game.summary()["winners"] == ["Ana"]
    game = near_the_end().advanced(rainbow("Ana", {"Ana": 7, "Ben": 3, "Chloé": 3}))
    assert tokens(game) == {"Ana": 9, "Ben": 4, "Chloé": 4}
    assert game.summary()["winners"] == ["Ben", "Chloé"]


def test_winners_are_listed_in_seating_order_not_by_name():
    game = play([seven("Ana", "red", "Zed")] * 7 + [perfect("Ana")], players=["Zed", "Mia", "Ana"])
    assert tokens(game) == {"Zed": 8, "Mia": 1, "Ana": 0}
    assert game.summary()["winners"] == ["Ana"]
    game = play([seven("Ana", "red", "Mia")] * 7 + [rainbow("Ana", {"Zed": 4, "Mia": 4, "Ana": 4})],
                players=["Zed", "Ana", "Mia"])
    assert tokens(game) == {"Zed": 2, "Ana": 0, "Mia": 9}
    assert game.summary()["winners"] == ["Ana"]


def test_tie_among_others_after_perfect_without_hands_is_shared():
    # Ana 6, Ben 4, Chloé 4; Ben gives Ana her 7th token mid-round; Ana's Perfect ends it
    game = near_the_end().advanced(seven("Ben", "red", "Ana")).advanced(perfect("Ana"))
    assert tokens(game) == {"Ana": 7, "Ben": 5, "Chloé": 5}
    assert game.over and game.summary()["winners"] == ["Ben", "Chloé"]


def test_tie_after_perfect_with_hands_is_broken():
    game = near_the_end().advanced(seven("Ben", "red", "Ana")).advanced(
        perfect("Ana", {"Ana": 0, "Ben": 6, "Chloé": 2}))
    assert game.over and game.summary()["winners"] == ["Chloé"]


def test_perfect_player_tied_at_fewest_wins_the_tie_with_hands_and_shares_without():
    base = [seven("Ana", "red", "Chloé")] * 7
    with_hands = play(base + [perfect("Ben", {"Ana": 1, "Ben": 0, "Chloé": 20})])
    # Ana 1, Ben 0, Chloé 8: Ben alone
    assert with_hands.summary()["winners"] == ["Ben"]
    game = play([seven("Chloé", "red", "Ben")] + base
                + [perfect("Ben", {"Ana": 0, "Ben": 0, "Chloé": 20})])
    # Ana 1, Ben 1, Chloé 8: tied, both hands 0 -> shared
    assert game.summary()["winners"] == ["Ana", "Ben"]
    # Ana 1, Ben 1, Chloé 8 again: Ben's 0 beats Ana's 3
    game = play([seven("Chloé", "red", "Ben")] + base + [perfect("Ben", {"Ana": 3, "Ben": 0, "Chloé": 20})])
    assert tokens(game) == {"Ana": 1, "Ben": 1, "Chloé": 8}
    assert game.summary()["winners"] == ["Ben"]
    # without hands Ana's total is unknown: shared
    game = play([seven("Chloé", "red", "Ben")] + base + [perfect("Ben")])
    assert game.summary()["winners"] == ["Ana", "Ben"]


@pytest.mark.parametrize("event", [
    seven("Ana", "green"), seven("Ana", "red", "Ben"), perfect("Ana"),
    rainbow("Ben", {"Ana": 1, "Ben": 1, "Chloé": 1}), {"type": "undo"}, {"type": None}, "seven",
])
def test_any_event_after_the_end_is_refused(event):
    game = near_the_end().advanced(perfect("Ben"))
    assert game.over
    error = refused(game, event)
    assert "over" in str(error) or "JSON object" in str(error)


def test_event_after_the_end_in_a_log_names_its_number():
    log = export_log("rainbow7-rain", THREE, {}, [seven("Ana", "red", "Ben")] * 7 + [perfect("Ana"), perfect("Ben")])
    with pytest.raises(EventError) as caught:
        replay(log)
    assert caught.value.number == 9
    assert str(caught.value).startswith("event 9: ") and "over" in str(caught.value)


def test_describe_keeps_the_last_rounds_hands():
    game = play([rainbow("Ben", {"Ana": 9, "Ben": 3, "Chloé": 4})])
    assert rain.describe(game.state)["last_hands"] == {"Ana": 9, "Ben": 3, "Chloé": 4}


def test_replay_steps_pass_through_every_state():
    events = [seven("Ana", "red", "Ben"), perfect("Ana"), seven("Ben", "violet")]
    states = [step.summary()["tokens"]["Ben"] for step in replay_steps(export_log("rainbow7-rain", THREE, {}, events))]
    assert states == [0, 1, 2, 1]


def test_last_hands_are_listed_in_seating_order():
    game = play([rainbow("Zed", {"Mia": 9, "Zed": 3, "Ana": 4})], players=["Zed", "Mia", "Ana"])
    assert list(game.summary()["last_hands"]) == ["Zed", "Mia", "Ana"]
    assert list(play([perfect("Mia")], players=["Zed", "Mia", "Ana"]).summary()["last_hands"]) == ["Mia"]
