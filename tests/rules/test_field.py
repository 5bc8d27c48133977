"""rainbow-field engine: one test per rule and per refusal, whole games worked out by hand, the CLI."""

import json

import pytest

from companion.games.rainbow_field import engine as field
from companion.rules.errors import EventError, LogError, RuleError
from companion.games.log import export_log, new_game, replay
from tests.replay_cli import run_replay

FOUR = ["Ana", "Ben", "Chloé", "Dan"]


def play(player, *cards, empty=None, **extra):
    """A play event; ``empty`` is left out unless given."""
    event = {"type": "play", "player": player, "cards": list(cards), **extra}
    if empty is not None:
        event["empty"] = empty
    return event


def lay(*cards):
    """The field event of round 1."""
    return {"type": "field", "cards": list(cards)}


def game_after(players, events, options=None):
    """The Game after replaying ``events``."""
    return replay(export_log("rainbow-field", players, options or {}, events))


def summary_after(players, events, options=None):
    """What ``companion replay`` would print after ``events``."""
    return game_after(players, events, options).summary()


def refusal(players, events, options=None):
    """The RuleError message of the last event, checking that every earlier one was accepted."""
    with pytest.raises(EventError) as caught:
        game_after(players, events, options)
    assert caught.value.number == len(events)
    return str(caught.value.error)


# --- setup and the field of round 1 ---------------------------------------------------------


@pytest.mark.parametrize("count, plays", [(2, 2), (3, 2), (4, 1), (8, 1)])
def test_players_play_twice_per_round_only_at_two_or_three(count, plays):
    players = [f"P{seat}" for seat in range(count)]
    assert summary_after(players, [])["plays_per_round"] == plays


@pytest.mark.parametrize("count", [1, 9])
def test_player_count_outside_two_to_eight_is_refused(count):
    with pytest.raises(LogError, match="2 to 8 players"):
        new_game("rainbow-field", [f"P{seat}" for seat in range(count)])


def test_before_the_field_the_first_player_is_shown_and_a_field_is_needed():
    state = summary_after(FOUR, [], {"first_player": "Chloé"})
    assert state["needs_field"] is True
    assert state["current"] == "Chloé"
    assert state["field"] == [] and state["round"] == 1


def test_unknown_first_player_is_a_log_error():
    with pytest.raises(LogError, match="The first player must be"):
        new_game("rainbow-field", FOUR, {"first_player": "Zoë"})


def test_the_field_is_shown_sorted_descending():
    state = summary_after(FOUR, [lay(3, 8, 1, 5)])
    assert state["field"] == [8, 5, 3, 1]
    assert state["needs_field"] is False and state["current"] == "Ana"


@pytest.mark.parametrize("players, size", [(["A", "B"], 4), (["A", "B", "C"], 6), (FOUR, 4)])
def test_field_size_must_match_the_player_count(players, size):
    assert summary_after(players, [lay(*range(1, size + 1))])["field"] == list(range(size, 0, -1))
    message = refusal(players, [lay(*range(1, size))])
    assert message == f"With {len(players)} players, the field for round 1 needs {size} cards, not {size - 1}."


def test_a_play_before_the_field_is_refused():
    assert refusal(FOUR, [play("Ana", 4)]) == "The field for round 1 must be entered first."


def test_a_second_field_is_refused():
    assert "laid out only once" in refusal(FOUR, [lay(1, 2, 3, 4), play("Ana", 4), lay(1, 2, 3, 4)])


@pytest.mark.parametrize("cards, message", [
    ([1, 2, 0, 4], "A card's value must be a whole number from 1 to 99, not 0."),
    ([1, 2, 3, 2.0], "A card's value must be a whole number from 1 to 99, not 2.0."),
    ([1, 2, 3, True], "A card's value must be a whole number from 1 to 99, not true."),
    ([1, 2, 3, "4"], "A card's value must be a whole number from 1 to 99, not \"4\"."),
])
def test_field_cards_must_be_whole_numbers_of_at_least_one(cards, message):
    assert refusal(FOUR, [{"type": "field", "cards": cards}]) == message


@pytest.mark.parametrize("cards", [None, [], "1 2 3 4", {"a": 1}])
def test_field_cards_must_be_a_non_empty_list(cards):
    assert refusal(FOUR, [{"type": "field", "cards": cards}]) == "\"cards\" must be a non-empty list of whole numbers."


def test_unknown_event_type_is_refused():
    assert refusal(FOUR, [{"type": "pass", "player": "Ana"}]) == \
        "Unknown event type \"pass\" (this game has: field, play)."


# --- plays: whose turn, combinations, the round's kind -------------------------------------


def test_only_the_current_player_may_play():
    assert refusal(FOUR, [lay(1, 2, 3, 4), play("Chloé", 4)]) == "Chloé cannot play now: it is Ana's turn."


def test_a_stranger_cannot_play():
    assert refusal(FOUR, [lay(1, 2, 3, 4), play("Zoë", 4)]) == "Zoë is not playing at this table."


@pytest.mark.parametrize("cards, kind", [([7], "solo"), ([5, 5], "set"), ([2, 2, 2, 2], "set"),
                                         ([3, 4], "run"), ([6, 4, 5, 3], "run")])
def test_combinations(cards, kind):
    assert field.combination(tuple(cards)) == kind


def test_a_run_in_any_order_sets_the_round_to_run():
    state = summary_after(FOUR, [lay(1, 2, 3, 4), play("Ana", 5, 3, 4)])
    assert state["combo"] == "run" and state["current"] == "Ben"
    assert state["plays"] == [["Ana", [5, 3, 4]]]


def test_a_solo_leaves_the_round_open():
    assert summary_after(FOUR, [lay(1, 2, 3, 4), play("Ana", 9)])["combo"] is None


def test_cards_with_a_gap_are_not_a_run():
    assert refusal(FOUR, [lay(1, 2, 3, 4), play("Ana", 3, 5)]) == "A run must be consecutive values, like 3 4 5 (not 3 5)."


def test_mixed_repeats_are_neither_set_nor_run():
    assert refusal(FOUR, [lay(1, 2, 3, 4), play("Ana", 3, 3, 4)]) == \
        "3 3 4 is neither a set (one value, like 5 5 5) nor a run (consecutive values, like 3 4 5)."


def test_after_a_set_a_run_is_refused_but_a_solo_and_another_set_are_allowed():
    events = [lay(1, 2, 3, 4), play("Ana", 6, 6), play("Ben", 8)]
    assert refusal(FOUR, events + [play("Chloé", 2, 3)]) == "This round is a round of sets: play a set or a single card."
    assert summary_after(FOUR, events + [play("Chloé", 1, 1, 1)])["combo"] == "set"


def test_after_a_run_a_set_is_refused():
    events = [lay(1, 2, 3, 4), play("Ana", 1, 2), play("Ben", 4, 4)]
    assert refusal(FOUR, events) == "This round is a round of runs: play a run or a single card."


def test_the_round_kind_resets_in_the_next_round():
    events = [lay(1, 2, 3, 4), play("Ana", 6, 6), play("Ben", 8), play("Chloé", 1), play("Dan", 2)]
    state = summary_after(FOUR, events + [play("Ana", 4, 5)])
    assert state["round"] == 2 and state["combo"] == "run"


@pytest.mark.parametrize("empty, message", [("yes", "\"empty\" must be true or false, not \"yes\"."),
                                            (1, "\"empty\" must be true or false, not 1.")])
def test_empty_must_be_a_boolean(empty, message):
    assert refusal(FOUR, [lay(1, 2, 3, 4), play("Ana", 3, empty=empty)]) == message


def test_empty_null_is_the_same_as_absent():
    state = summary_after(FOUR, [lay(1, 2, 3, 4), play("Ana", 3, empty=None), play("Ben", 4, empty=False)])
    assert state["out"] == [] and state["current"] == "Chloé"


def test_extra_keys_in_a_play_are_ignored():
    assert summary_after(FOUR, [lay(1, 2, 3, 4), play("Ana", 3, note="nice", at="12:00")])["current"] == "Ben"


def test_a_refused_play_leaves_the_state_unchanged():
    game = game_after(FOUR, [lay(1, 2, 3, 4), play("Ana", 6, 6)])
    with pytest.raises(RuleError):
        game.advanced(play("Ben", 2, 3))
    assert game.summary()["plays"] == [["Ana", [6, 6]]]


# --- going out ------------------------------------------------------------------------------


def test_emptying_the_only_hand_puts_the_player_out_and_skips_them_within_the_round():
    state = summary_after(FOUR, [lay(1, 2, 3, 4), play("Ana", 3, empty=True)])
    assert state["out"] == ["Ana"] and state["current"] == "Ben"


def test_an_out_player_cannot_play_and_is_skipped_next_round():
    events = [lay(1, 2, 3, 4), play("Ana", 3), play("Ben", 4, empty=True), play("Chloé", 1), play("Dan", 2)]
    assert summary_after(FOUR, events)["current"] == "Chloé"
    assert refusal(FOUR, events + [play("Ben", 6)]) == "Ben is out (no cards left) and does not play any more."
    events += [play("Chloé", 5), play("Dan", 6)]
    assert summary_after(FOUR, events)["current"] == "Ana"
    state = summary_after(FOUR, events + [play("Ana", 7)])
    assert state["round"] == 3 and [name for name, _ in state["last_picks"]] == ["Ana", "Dan", "Chloé"]


def test_the_play_that_empties_the_hand_still_picks():
    events = [lay(10, 2, 3, 4), play("Ana", 9, 9, empty=True), play("Ben", 4), play("Chloé", 1), play("Dan", 2)]
    state = summary_after(FOUR, events)
    assert state["last_picks"][0] == ["Ana", 10] and state["scores"]["Ana"] == 10


def test_next_round_starts_left_of_an_out_first_picker():
    events = [lay(1, 2, 3, 4), play("Ana", 9, 9, empty=True), play("Ben", 4), play("Chloé", 1), play("Dan", 2)]
    state = summary_after(FOUR, events)
    assert state["out"] == ["Ana"] and state["current"] == "Ben" and state["round"] == 2


def test_out_names_are_in_seating_order():
    events = [lay(1, 2, 3, 4), play("Ana", 3), play("Ben", 4), play("Chloé", 1, empty=True), play("Dan", 2)]
    events += [play("Ben", 5), play("Dan", 1), play("Ana", 4, empty=True)]
    state = summary_after(FOUR, events)
    assert state["over"] is True and state["out"] == ["Ana", "Chloé"]


# --- picking and the next field -------------------------------------------------------------


def test_pick_order_more_cards_then_higher_sum_then_earlier():
    plays = (("A", (9,)), ("B", (2, 2)), ("C", (1, 2)), ("D", (4, 5)), ("E", (9,)), ("F", (1, 1)))
    assert field.pick_order(plays) == [3, 1, 2, 5, 0, 4]


def test_picks_take_the_highest_field_card_left_and_the_next_field_is_the_cards_played():
    events = [lay(3, 8, 1, 5), play("Ana", 4), play("Ben", 6, 6), play("Chloé", 7), play("Dan", 2, 2, 2)]
    state = summary_after(FOUR, events)
    assert state["last_picks"] == [["Dan", 8], ["Ben", 5], ["Chloé", 3], ["Ana", 1]]
    assert state["field"] == [7, 6, 6, 4, 2, 2, 2]
    assert state["taken"] == {"Ana": [1], "Ben": [5], "Chloé": [3], "Dan": [8]}
    assert state["current"] == "Dan" and state["plays"] == [] and state["combo"] is None


def test_field_cards_left_over_are_discarded():
    events = [lay(3, 8, 1, 5), play("Ana", 4), play("Ben", 6, 6), play("Chloé", 7), play("Dan", 2, 2, 2)]
    events += [play("Dan", 9), play("Ana", 1), play("Ben", 2), play("Chloé", 3)]
    state = summary_after(FOUR, events)
    assert state["last_picks"] == [["Dan", 7], ["Chloé", 6], ["Ben", 6], ["Ana", 4]]
    assert state["discarded"] == [2, 2, 2]
    assert state["field"] == [9, 3, 2, 1]


def test_equal_scores_share_the_win():
    events = [lay(5, 5, 1, 1), play("Ana", 2, empty=True), play("Ben", 2, empty=True), play("Chloé", 1), play("Dan", 1)]
    state = summary_after(FOUR, events)
    assert state["over"] is True and state["winners"] == ["Ana", "Ben"]
    assert state["scores"] == {"Ana": 5, "Ben": 5, "Chloé": 1, "Dan": 1}


def test_one_player_out_does_not_end_a_game_of_three_or_more():
    events = [lay(1, 2, 3, 4), play("Ana", 3, empty=True), play("Ben", 4), play("Chloé", 1), play("Dan", 2)]
    state = summary_after(FOUR, events)
    assert state["over"] is False and state["winners"] == []


def test_every_player_out_at_once_ends_the_round_and_the_game():
    events = [lay(1, 2, 3, 4)] + [play(name, seat + 1, empty=True) for seat, name in enumerate(FOUR)]
    state = summary_after(FOUR, events)
    assert state["over"] is True and state["current"] is None and state["out"] == FOUR
    assert state["winners"] == ["Dan"] and state["scores"]["Dan"] == 4


def test_a_game_that_is_over_refuses_more_events():
    events = [lay(5, 5, 1, 1), play("Ana", 2, empty=True), play("Ben", 2, empty=True), play("Chloé", 1), play("Dan", 1)]
    assert refusal(FOUR, events + [play("Chloé", 3)]) == "The game is already over."


# --- the 2 and 3 player variant -------------------------------------------------------------


def test_two_players_alternate_twice_per_round():
    events = [lay(1, 2, 3, 4), play("Ana", 1), play("Ben", 2), play("Ana", 3)]
    assert summary_after(["Ana", "Ben"], events)["current"] == "Ben"
    assert refusal(["Ana", "Ben"], events + [play("Ana", 4)]) == "Ana cannot play now: it is Ben's turn."


def test_the_spare_hand_keeps_a_player_in_then_the_second_emptying_puts_them_out():
    players = ["Ana", "Ben", "Chloé"]
    state = summary_after(players, [lay(1, 2, 3, 4, 5, 6), play("Ana", 1, empty=True)])
    assert state["out"] == [] and state["spare_hand"]["Ana"] is False and state["spare_hand"]["Ben"] is True
    state = summary_after(players, [lay(1, 2, 3, 4, 5, 6), play("Ana", 1, empty=True), play("Ben", 2),
                                    play("Chloé", 3), play("Ana", 2, empty=True)])
    assert state["out"] == ["Ana"] and state["current"] == "Ben"


def test_with_two_players_the_one_left_plays_the_rest_of_the_round_alone_then_the_game_ends():
    players = ["Ana", "Ben"]
    events = [lay(1, 2, 3, 4), play("Ana", 1, empty=True), play("Ben", 2), play("Ana", 3, empty=True)]
    assert summary_after(players, events)["current"] == "Ben"
    state = summary_after(players, events + [play("Ben", 5)])
    assert state["over"] is True and state["out"] == ["Ana"]
    assert state["last_picks"] == [["Ben", 4], ["Ana", 3], ["Ben", 2], ["Ana", 1]]


def test_each_play_of_the_variant_picks_on_its_own():
    players = ["Ana", "Ben"]
    events = [lay(9, 7, 5, 3), play("Ana", 2, 2), play("Ben", 8), play("Ana", 6), play("Ben", 1, 1, 1)]
    state = summary_after(players, events)
    assert state["last_picks"] == [["Ben", 9], ["Ana", 7], ["Ben", 5], ["Ana", 3]]
    assert state["taken"] == {"Ana": [7, 3], "Ben": [9, 5]}


# --- whole games, worked out by hand from the seed ------------------------------------------

FOUR_PLAYER_GAME = [
    lay(3, 8, 1, 5),
    play("Ana", 4), play("Ben", 6, 6), play("Chloé", 7), play("Dan", 2, 2, 2),
    play("Dan", 5, 3, 4), play("Ana", 1, 2), play("Ben", 10, empty=True), play("Chloé", 6, 5),
    play("Dan", 8), play("Ana", 7, empty=True), play("Chloé", 3, 3),
]

TWO_PLAYER_GAME = [
    lay(2, 9, 4, 4),
    play("Ben", 5, 5), play("Ana", 1), play("Ben", 7, empty=True), play("Ana", 6, 6, 6),
    play("Ana", 2, 3, 4), play("Ben", 8, 9), play("Ana", 5, empty=True), play("Ben", 3, 4, 5, empty=True),
]

THREE_PLAYER_GAME = [
    lay(1, 2, 3, 4, 5, 6),
    play("Ana", 7, empty=True), play("Ben", 2, 2), play("Chloé", 9),
    play("Ana", 8, 8, empty=True), play("Ben", 4), play("Chloé", 3, 3, 3, empty=True),
    play("Chloé", 5, 6), play("Ben", 1, empty=True), play("Chloé", 7, 8, 9, empty=True), play("Ben", 2, 3),
]


def test_four_player_game():
    state = summary_after(FOUR, FOUR_PLAYER_GAME)
    assert state["events"] == 12 and state["over"] is True and state["winners"] == ["Dan"]
    assert state["scores"] == {"Ana": 12, "Ben": 9, "Chloé": 19, "Dan": 21}
    assert state["out"] == ["Ana", "Ben"] and state["current"] is None and state["round"] == 3
    assert state["field"] == [10, 6, 5, 5, 4, 3, 2, 1] and state["combo"] == "set"
    assert state["last_picks"] == [["Chloé", 10], ["Dan", 6], ["Ana", 5]]
    assert state["discarded"] == [5, 4, 3, 2, 1]


def test_four_player_game_middle_round():
    state = summary_after(FOUR, FOUR_PLAYER_GAME[:9])
    assert state["round"] == 3 and state["current"] == "Dan" and state["out"] == ["Ben"]
    assert state["last_picks"] == [["Dan", 7], ["Chloé", 6], ["Ana", 6], ["Ben", 4]]
    assert state["field"] == [10, 6, 5, 5, 4, 3, 2, 1]
    assert state["scores"] == {"Ana": 7, "Ben": 9, "Chloé": 9, "Dan": 15}


def test_two_player_game():
    state = summary_after(["Ana", "Ben"], TWO_PLAYER_GAME, {"first_player": "Ben"})
    assert state["over"] is True and state["winners"] == ["Ana"] and state["out"] == ["Ben"]
    assert state["scores"] == {"Ana": 23, "Ben": 21}
    assert state["last_picks"] == [["Ben", 7], ["Ana", 6], ["Ben", 6], ["Ana", 6]]
    assert state["taken"] == {"Ana": [9, 2, 6, 6], "Ben": [4, 4, 7, 6]}
    assert state["discarded"] == [5, 5, 1]


def test_two_player_game_after_round_one():
    state = summary_after(["Ana", "Ben"], TWO_PLAYER_GAME[:5], {"first_player": "Ben"})
    assert state["round"] == 2 and state["current"] == "Ana"
    assert state["last_picks"] == [["Ana", 9], ["Ben", 4], ["Ben", 4], ["Ana", 2]]
    assert state["field"] == [7, 6, 6, 6, 5, 5, 1]
    assert state["spare_hand"] == {"Ana": True, "Ben": False}


def test_two_player_game_refuses_a_run_in_the_set_round():
    events = TWO_PLAYER_GAME[:2] + [play("Ana", 3, 4)]
    assert refusal(["Ana", "Ben"], events, {"first_player": "Ben"}) == \
        "This round is a round of sets: play a set or a single card."


def test_three_player_game():
    players = ["Ana", "Ben", "Chloé"]
    after_round_one = summary_after(players, THREE_PLAYER_GAME[:7])
    assert after_round_one["last_picks"] == [["Chloé", 6], ["Ana", 5], ["Ben", 4], ["Chloé", 3], ["Ana", 2], ["Ben", 1]]
    assert after_round_one["out"] == ["Ana"] and after_round_one["over"] is False
    assert after_round_one["current"] == "Chloé" and after_round_one["field"] == [9, 8, 8, 7, 4, 3, 3, 3, 2, 2]
    state = summary_after(players, THREE_PLAYER_GAME)
    assert state["over"] is True and state["winners"] == ["Chloé"] and state["out"] == ["Ana", "Chloé"]
    assert state["scores"] == {"Ana": 7, "Ben": 20, "Chloé": 26}
    assert state["last_picks"] == [["Chloé", 9], ["Chloé", 8], ["Ben", 8], ["Ben", 7]]


def test_three_player_game_skips_the_out_player_and_lets_ben_play_twice_in_a_row():
    players = ["Ana", "Ben", "Chloé"]
    assert summary_after(players, THREE_PLAYER_GAME[:8])["current"] == "Ben"
    assert summary_after(players, THREE_PLAYER_GAME[:10])["current"] == "Ben"
    assert refusal(players, THREE_PLAYER_GAME[:8] + [play("Ana", 4)]) == \
        "Ana is out (no cards left) and does not play any more."


# --- the command line -----------------------------------------------------------------------


def run_cli(tmp_path, players, events, options=None):
    """Run ``companion replay`` on a log file; return (exit status, stdout, stderr)."""
    done = run_replay(tmp_path, export_log("rainbow-field", players, options or {}, events))
    return done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8")


def test_cli_prints_the_final_state(tmp_path):
    status, out, err = run_cli(tmp_path, ["Ana", "Ben", "Chloé"], THREE_PLAYER_GAME)
    assert status == 0 and err == ""
    printed = json.loads(out)
    assert printed["game"] == "rainbow-field" and printed["events"] == len(THREE_PLAYER_GAME)
    assert printed["winners"] == ["Chloé"] and printed["scores"]["Ben"] == 20


def test_cli_names_the_refused_event(tmp_path):
    events = FOUR_PLAYER_GAME[:3] + [play("Dan", 7)]
    status, out, err = run_cli(tmp_path, FOUR, events)
    assert status == 1 and out == ""
    assert err.strip() == "event 4: Dan cannot play now: it is Chloé's turn."


def test_cli_refuses_the_wrong_field_size(tmp_path):
    status, out, err = run_cli(tmp_path, ["Ana", "Ben"], [lay(1, 2)])
    assert status == 1 and out == ""
    assert err.strip() == "event 1: With 2 players, the field for round 1 needs 4 cards, not 2."


def test_cli_refuses_a_bad_option(tmp_path):
    status, out, err = run_cli(tmp_path, FOUR, [], {"first_player": "Zoë"})
    assert status == 1 and out == "" and "The first player must be" in err and "event" not in err
