"""Who starts the next game with the same players, as each game's rules say."""

from companion.games.log import replay
from companion.games import game as declared
from companion.games.rainbow7_explorers import engine as explorers
from companion.rules.next_game import next_options
from tests.web.night_logs import FIELD, RAIN, SNAKE, log


def starter(game_log):
    """The first player the rules give the game after ``game_log``."""
    game = replay(game_log)
    return game.engine.next_starter(game.players, game_log["options"], game.state)


def test_rain_the_player_left_of_the_last_rounds_winner():
    assert starter(RAIN) == "Ben"  # Ana won the last round; Ben sits to her left


def test_rain_a_failed_rainbow_ends_the_game_then_its_caller_starts():
    storm = log("rainbow7-rain", ["Ana", "Ben"], [
        {"type": "rainbow", "player": "Ben", "hands": {"Ana": 3, "Ben": 5}},
        {"type": "rainbow", "player": "Ben", "hands": {"Ana": 3, "Ben": 5}},
        {"type": "rainbow", "player": "Ben", "hands": {"Ana": 3, "Ben": 5}}])
    assert replay(storm).over and starter(storm) == "Ben"


def test_field_the_player_of_the_last_rounds_first_pick():
    assert starter(FIELD) == "Ben"


def test_snake_the_youngest_again_and_explorers_leave_it_to_the_reveal():
    assert starter(SNAKE) == "Ana"
    assert explorers.next_starter(("Ana", "Ben", "Chloé"), {}, None) is None
    assert next_options(explorers, ("Ana", "Ben", "Chloé"), {}, None, chosen="Ben") == {}


def test_a_chosen_player_wins_over_the_rules_and_other_options_stay():
    game = replay(SNAKE)
    assert next_options(declared("rainbow-snake").engine, game.players, SNAKE["options"], game.state, chosen="Ben") == {
        "cards": 6, "first_player": "Ben"}
    assert next_options(declared("rainbow-snake").engine, game.players, SNAKE["options"], game.state, chosen="Nobody") == {
        "cards": 6, "first_player": "Ana"}
