"""The rainbow7-explorers engine: who starts, turn order, "raining" and the rainbow.

Unit tests per rule and per refusal, whole games worked out by hand from the
seed (through ``replay`` and through ``companion replay``), and property
tests on random, partly malformed event sequences.
"""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.rainbow7_explorers import engine as explorers
from companion.rules.errors import EventError, LogError, RuleError
from companion.games.log import export_log, new_game, replay, replay_steps
from tests.replay_cli import run_replay as run_cli

GAME = "rainbow7-explorers"
FOUR = ["Ana", "Ben", "Chloé", "Dan"]
THREE = ["Ana", "Ben", "Chloé"]


def log(events, players=FOUR, options=None):
    """A game log of this game."""
    return export_log(GAME, players, options or {}, events)


def play(events, players=FOUR):
    """The replayed game after ``events``."""
    return replay(log(events, players))


def refusal(events, players=FOUR):
    """The EventError that replaying ``events`` raises."""
    with pytest.raises(EventError) as caught:
        replay(log(events, players))
    return caught.value


def card(color, direction):
    """One hidden card."""
    return {"color": color, "direction": direction}


def reveal(**cards):
    """A reveal event; keyword names are players, values (colour, direction) pairs."""
    return {"type": "reveal", "cards": {name: card(*pair) for name, pair in cards.items()}}


def start(player):
    """The table picks ``player`` to start."""
    return {"type": "start", "player": player}


def turn(player, function=None, raining=None):
    """A turn event."""
    return {"type": "turn", "player": player, "function": function, "raining": raining}


def passed(player):
    """A pass event."""
    return {"type": "pass", "player": player}


def rainbow(player):
    """A rainbow event."""
    return {"type": "rainbow", "player": player}


# --- setup ---------------------------------------------------------------


def test_new_game_has_nobody_to_play_yet_and_goes_clockwise():
    summary = play([]).summary()
    assert summary["current"] is None
    assert summary["direction"] == "clockwise"
    assert summary["raining"] == []
    assert summary["over"] is False and summary["winners"] == []


@pytest.mark.parametrize("players", [["Ana", "Ben"], ["A", "B", "C", "D", "E", "F"]])
def test_three_to_five_players(players):
    with pytest.raises(LogError, match="3 to 5 players"):
        new_game(GAME, players)


def test_no_options_are_accepted():
    with pytest.raises(LogError, match="Unknown option"):
        new_game(GAME, THREE, {"first_player": "Ana"})


# --- reveal and start -----------------------------------------------------


def test_earliest_colour_starts():
    game = play([reveal(Ana=("green", "N"), Ben=("orange", "W"), Chloé=("blue", "N"), Dan=("purple", "S"))])
    assert game.summary()["current"] == "Ben"


def test_rainbow_card_ranks_after_purple():
    game = play([reveal(Ana=("rainbow", "N"), Ben=("purple", "W"), Chloé=("rainbow", "S"), Dan=("rainbow", "E"))])
    assert game.summary()["current"] == "Ben"


def test_equal_colours_go_by_direction_n_s_e_w():
    game = play([reveal(Ana=("red", "W"), Ben=("red", "E"), Chloé=("red", "S"), Dan=("yellow", "N"))])
    assert game.summary()["current"] == "Chloé"


def test_same_earliest_card_must_be_revealed_again():
    error = refusal([reveal(Ana=("red", "E"), Ben=("navy", "N"), Chloé=("red", "E"), Dan=("red", "W"))])
    assert error.number == 1
    assert "Ana and Chloé" in str(error) and "reveal again" in str(error)


def test_a_tie_further_down_does_not_matter():
    game = play([reveal(Ana=("navy", "E"), Ben=("yellow", "S"), Chloé=("navy", "E"), Dan=("green", "N"))])
    assert game.summary()["current"] == "Ben"


def test_start_picks_the_first_player():
    summary = play([start("Chloé")]).summary()
    assert summary["current"] == "Chloé" and summary["first_player"] == "Chloé"


@pytest.mark.parametrize("second", [start("Ana"), reveal(Ana=("red", "N"), Ben=("red", "S"), Chloé=("red", "E"),
                                                          Dan=("red", "W"))])
def test_only_one_reveal_or_start(second):
    error = refusal([start("Ben"), second])
    assert error.number == 2 and "already known" in str(error)


def test_no_reveal_after_a_turn():
    error = refusal([start("Ben"), turn("Ben"), start("Ana")])
    assert error.number == 3 and "already known" in str(error)


@pytest.mark.parametrize("cards, words", [
    (None, "every player's hidden card"),
    ([], "every player's hidden card"),
    ({"Ana": card("red", "N"), "Ben": card("red", "S"), "Chloé": card("red", "E")}, "missing the hidden card of Dan"),
    ({"Ana": card("red", "N"), "Ben": card("red", "S"), "Chloé": card("red", "E"), "Dan": card("red", "W"),
      "Eve": card("blue", "N")}, "Eve, who is not playing"),
    ({"Ana": card("pink", "N"), "Ben": card("red", "S"), "Chloé": card("red", "E"), "Dan": card("red", "W")},
     "colour of Ana's hidden card"),
    ({"Ana": card("red", "NE"), "Ben": card("red", "S"), "Chloé": card("red", "E"), "Dan": card("red", "W")},
     "direction of Ana's hidden card"),
    ({"Ana": "red N", "Ben": card("red", "S"), "Chloé": card("red", "E"), "Dan": card("red", "W")},
     "Ana's hidden card must give"),
])
def test_malformed_reveal_is_refused(cards, words):
    error = refusal([{"type": "reveal", "cards": cards}])
    assert words in str(error)


@pytest.mark.parametrize("event, words", [
    ({"type": "start"}, "needs a \"player\""),
    ({"type": "start", "player": "Eve"}, "Eve is not playing"),
    ({"type": "start", "player": 3}, "must be a player's name"),
])
def test_malformed_start_is_refused(event, words):
    assert words in str(refusal([event]))


# --- turn order -------------------------------------------------------------


@pytest.mark.parametrize("event", [turn("Ana"), passed("Ana"), rainbow("Ana")])
def test_nothing_is_played_before_the_first_player_is_known(event):
    error = refusal([event])
    assert error.number == 1 and "Nobody knows who plays first yet" in str(error)


@pytest.mark.parametrize("event", [turn("Ben"), passed("Ben"), rainbow("Ben")])
def test_only_the_current_player_plays(event):
    error = refusal([start("Chloé"), event])
    assert str(error) == "event 2: Ben cannot play now: it is Chloé's turn."
    assert error.error.template == "{player} cannot play now: it is {current}'s turn."
    assert error.error.params == {"player": "Ben", "current": "Chloé"}


@pytest.mark.parametrize("function", [None, "drop", "take", "rainbow"])
def test_plain_functions_pass_play_to_the_left(function):
    assert play([start("Dan"), turn("Dan", function)]).summary()["current"] == "Ana"


def test_pass_passes_play_on():
    assert play([start("Ana"), passed("Ana"), passed("Ben")]).summary()["current"] == "Chloé"


def test_reverse_turns_around_then_passes_on():
    summary = play([start("Ben"), turn("Ben", "reverse")]).summary()
    assert summary["current"] == "Ana" and summary["direction"] == "counterclockwise"
    summary = play([start("Ben"), turn("Ben", "reverse"), turn("Ana", "reverse")]).summary()
    assert summary["current"] == "Ben" and summary["direction"] == "clockwise"


def test_jump_skips_the_next_player_in_the_direction_of_play():
    assert play([start("Ana"), turn("Ana", "jump")]).summary()["current"] == "Chloé"
    assert play([start("Ana"), turn("Ana", "reverse"), turn("Dan", "jump")]).summary()["current"] == "Ben"


def test_three_players_jump_and_reverse_follow_the_arithmetic():
    events = [start("Ana"), turn("Ana", "jump"), turn("Chloé", "reverse"), turn("Ben", "jump"),
              turn("Chloé"), turn("Ben", "reverse"), turn("Chloé", "jump")]
    seen = [step.summary()["current"] for step in replay_steps(log(events, THREE))]
    assert seen == [None, "Ana", "Chloé", "Ben", "Chloé", "Ben", "Chloé", "Ben"]


@pytest.mark.parametrize("event, words", [
    (turn("Ana", "skip"), "\"function\" must be one of"),
    (turn("Ana", 7), "\"function\" must be one of"),
    (turn("Ana", raining="yes"), "\"raining\" must be true or false"),
    (turn("Ana", raining=1), "\"raining\" must be true or false"),
    ({"type": "turn"}, "needs a \"player\""),
    ({"type": "turn", "player": "Eve"}, "Eve is not playing"),
    ({"type": "draw", "player": "Ana"}, "Unknown event type \"draw\""),
])
def test_malformed_turns_are_refused(event, words):
    error = refusal([start("Ana"), event])
    assert error.number == 2 and words in str(error)


def test_extra_keys_in_an_event_are_ignored():
    event = dict(turn("Ana", "jump"), at="2024-05-01T20:00:00Z", note="nice")
    assert play([start("Ana"), event]).summary()["current"] == "Chloé"


# --- raining and rainbow ------------------------------------------------------


def test_raining_is_recorded_in_seating_order_and_lasts():
    events = [start("Chloé"), turn("Chloé", raining=True), turn("Dan"), turn("Ana", raining=True),
              turn("Ben", raining=False), turn("Chloé", raining=True)]
    assert play(events).summary()["raining"] == ["Ana", "Chloé"]


def test_a_pass_ignores_a_raining_field_like_any_extra_key():
    state = play([start("Ana"), {"type": "pass", "player": "Ana", "raining": True}]).summary()
    assert state["raining"] == []
    assert state["current"] == "Ben"
    assert play([start("Ana"), {"type": "pass", "player": "Ana", "raining": False}]).summary()["raining"] == []


def test_rainbow_without_raining_first_is_refused():
    error = refusal([start("Ana"), turn("Ana"), turn("Ben"), turn("Chloé"), turn("Dan"), rainbow("Ana")])
    assert error.number == 6
    assert "Ana must call \"raining\" first" in str(error)


def test_raining_by_someone_else_does_not_let_you_finish():
    error = refusal([start("Ana"), turn("Ana"), turn("Ben", raining=True), turn("Chloé"), turn("Dan"),
                     rainbow("Ana")])
    assert "Ana must call \"raining\" first" in str(error)


def test_rainbow_after_raining_on_an_earlier_turn_wins():
    game = play([start("Ana"), turn("Ana", raining=True), turn("Ben"), turn("Chloé"), turn("Dan"), rainbow("Ana")])
    summary = game.summary()
    assert summary["over"] is True and summary["winners"] == ["Ana"] and summary["current"] is None


def test_rainbow_function_card_does_not_win():
    summary = play([start("Ana"), turn("Ana", "rainbow", raining=True)]).summary()
    assert summary["over"] is False and summary["current"] == "Ben"


def test_nothing_after_the_rainbow():
    events = [start("Ana"), turn("Ana", raining=True), turn("Ben"), turn("Chloé"), turn("Dan"), rainbow("Ana"),
              turn("Ben")]
    error = refusal(events)
    assert error.number == 7 and "already over" in str(error)


# --- whole games worked out by hand -------------------------------------------

# Dan's red N beats Ben's red E; Ana jumps Ben; Chloé reverses, so Ben plays
# and calls raining; counterclockwise Ana passes, Dan calls raining with a
# Take, Chloé puts down a rainbow card, Ben completes the rainbow.
FULL_GAME = [
    reveal(Ana=("orange", "N"), Ben=("red", "E"), Chloé=("purple", "S"), Dan=("red", "N")),
    turn("Dan", "drop"),
    turn("Ana", "jump"),
    turn("Chloé", "reverse"),
    turn("Ben", None, True),
    passed("Ana"),
    turn("Dan", "take", True),
    turn("Chloé", "rainbow"),
    rainbow("Ben"),
]
FULL_GAME_CURRENT = [None, "Dan", "Ana", "Chloé", "Ben", "Ana", "Dan", "Chloé", "Ben", None]


def test_full_game_through_replay_steps():
    steps = [game.summary() for game in replay_steps(log(FULL_GAME))]
    assert [summary["current"] for summary in steps] == FULL_GAME_CURRENT
    assert [summary["direction"] for summary in steps][4:] == ["counterclockwise"] * 6
    assert steps[5]["raining"] == ["Ben"] and steps[7]["raining"] == ["Ben", "Dan"]
    final = steps[-1]
    assert final == {"game": GAME, "players": FOUR, "events": 9, "over": True, "winners": ["Ben"],
                     "current": None, "direction": "counterclockwise", "raining": ["Ben", "Dan"],
                     "first_player": "Dan", "turns": 7}


@pytest.mark.parametrize("stdin", [False, True])
def test_full_game_through_the_cli(tmp_path, stdin):
    result = run_cli(tmp_path, log(FULL_GAME), stdin=stdin)
    assert result.returncode == 0, result.stderr
    printed = json.loads(result.stdout)
    assert printed["winners"] == ["Ben"] and printed["over"] is True and printed["current"] is None
    assert printed["raining"] == ["Ben", "Dan"] and printed["events"] == 9


def test_out_of_turn_through_the_cli(tmp_path):
    events = FULL_GAME[:3] + [turn("Ben")]
    result = run_cli(tmp_path, log(events))
    assert result.returncode == 1 and result.stdout == b""
    assert result.stderr.decode().strip() == "event 4: Ben cannot play now: it is Chloé's turn."


def test_rainbow_without_raining_through_the_cli(tmp_path):
    events = FULL_GAME[:7] + [turn("Chloé"), rainbow("Ben")]
    events[4] = turn("Ben")
    result = run_cli(tmp_path, log(events))
    assert result.returncode == 1 and result.stdout == b""
    assert result.stderr.decode().startswith("event 9: Ben must call \"raining\" first")


def test_bad_player_count_through_the_cli(tmp_path):
    result = run_cli(tmp_path, log([], players=["Ana", "Ben"]))
    assert result.returncode == 1 and result.stdout == b""
    assert "3 to 5 players" in result.stderr.decode() and result.stderr.decode().count("\n") == 1


# --- properties ------------------------------------------------------------------

NAMES = st.sampled_from(FOUR + ["Eve", "", None, 3])
CARDS = st.fixed_dictionaries({"color": st.sampled_from(explorers.COLORS + ("pink", None)),
                               "direction": st.sampled_from(explorers.DIRECTIONS + ("NE", None))})
JUNK = st.one_of(st.none(), st.integers(), st.text(max_size=5), st.lists(st.integers(), max_size=2))
EVENTS = st.one_of(
    st.builds(turn, NAMES, st.sampled_from(explorers.FUNCTIONS + (None, "skip", 1)),
              st.sampled_from([True, False, None, "yes"])),
    st.builds(passed, NAMES),
    st.builds(rainbow, NAMES),
    st.builds(start, NAMES),
    st.builds(lambda cards: {"type": "reveal", "cards": cards},
              st.one_of(st.dictionaries(st.sampled_from(FOUR + ["Eve"]), CARDS, max_size=5), JUNK)),
    st.fixed_dictionaries({"type": st.text(max_size=8)}),
    JUNK,
)

VALID_CARDS = st.builds(card, st.sampled_from(explorers.COLORS), st.sampled_from(explorers.DIRECTIONS))


def _moves_by(player):
    """Turns (most often), passes and rainbows by ``player``."""
    turns = st.builds(turn, st.just(player), st.sampled_from(explorers.FUNCTIONS + (None,)),
                      st.sampled_from([True, False, None]))
    return st.one_of(turns, turns, turns, st.builds(passed, st.just(player)), st.builds(rainbow, st.just(player)))


OPENINGS = st.one_of(st.builds(lambda cards: {"type": "reveal", "cards": dict(zip(FOUR, cards))},
                               st.lists(VALID_CARDS, min_size=4, max_size=4)),
                     st.builds(start, st.sampled_from(FOUR)))
LIKELY = {name: st.one_of(_moves_by(name), _moves_by(name), _moves_by(name), EVENTS) for name in FOUR}


def likely_events(game):
    """Events that are often allowed in ``game``: a start or reveal, then moves by the current player."""
    current = game.state.order.player
    return st.one_of(OPENINGS, EVENTS) if current is None else LIKELY[current]


@st.composite
def game_events(draw, max_size=40):
    """A list of events steered towards real play, with random and malformed ones mixed in."""
    game = new_game(GAME, list(FOUR))
    events = []
    for _ in range(draw(st.integers(0, max_size))):
        event = draw(likely_events(game))
        events.append(event)
        try:
            game = game.advanced(event)
        except RuleError:
            pass
    return events


def accepted_run(events):
    """Feed ``events`` one by one, skipping refused ones: (kept events, games after each)."""
    game = new_game(GAME, list(FOUR))
    kept, games = [], [game]
    for event in events:
        try:
            after = game.advanced(event)
        except RuleError:
            continue
        kept.append(event)
        games.append(after)
        game = after
    return kept, games


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.lists(EVENTS, max_size=40), game_events()))
def test_random_logs_only_raise_event_errors(events):
    try:
        game = replay(log(events))
    except EventError as error:
        assert 1 <= error.number <= len(events) and isinstance(error.error, RuleError)
    else:
        assert game.events == len(events)


@settings(max_examples=200, deadline=None)
@given(game_events(max_size=60))
def test_accepted_events_keep_the_state_consistent(events):
    kept, games = accepted_run(events)
    for event, before, after in zip(kept, games, games[1:]):
        summary = after.summary()
        assert set(summary["raining"]) >= set(before.summary()["raining"])
        assert summary["raining"] == [name for name in FOUR if name in summary["raining"]]
        if event["type"] == "rainbow":
            assert summary["over"] and summary["winners"] == [event["player"]] and summary["current"] is None
            assert event["player"] in before.summary()["raining"]
        else:
            assert not summary["over"] and summary["winners"] == []
            assert summary["current"] in FOUR
        if event["type"] in ("turn", "pass", "rainbow"):
            assert before.summary()["current"] == event["player"]


@settings(max_examples=200, deadline=None)
@given(game_events(max_size=60))
def test_replaying_a_prefix_gives_the_state_the_full_replay_passed_through(events):
    kept, games = accepted_run(events)
    steps = list(replay_steps(log(kept)))
    assert [step.state for step in steps] == [game.state for game in games]
    for length in range(len(kept) + 1):
        prefix = replay(log(kept[:length]))
        assert prefix.state == steps[length].state and prefix.summary() == steps[length].summary()
