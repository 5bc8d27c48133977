"""The rainbow-snake engine: draws, snakes taken from the middle, the end and the winners.

Unit tests per rule and per refusal, whole games worked out by hand from the
seed (through ``replay`` and through ``companion replay``), and property
tests on random, partly malformed event sequences.
"""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.rules.errors import EventError, LogError, RuleError
from companion.games.log import export_log, new_game, replay, replay_steps
from tests.replay_cli import run_replay as run_cli

GAME = "rainbow-snake"
THREE = ["Ana", "Ben", "Chloé"]
TWO = ["Ana", "Ben"]


def log(events, players=THREE, options=None):
    """A game log of this game."""
    return export_log(GAME, players, options or {}, events)


def play(events, players=THREE, options=None):
    """The replayed game's summary after ``events``."""
    return replay(log(events, players, options)).summary()


def refusal(events, players=THREE, options=None):
    """The EventError that replaying ``events`` raises."""
    with pytest.raises(EventError) as caught:
        replay(log(events, players, options))
    return caught.value


def turn(player, snake=None):
    """A turn: ``player`` draws and places a card, and takes a snake of ``snake`` cards if given."""
    return {"type": "turn", "player": player, "snake": snake}


def rounds(players, count, start=0):
    """``count`` turns without snakes, clockwise from seat ``start``."""
    return [turn(players[(start + number) % len(players)]) for number in range(count)]


# --- setup and options ------------------------------------------------------


def test_one_card_is_turned_up_before_the_first_turn():
    summary = play([])
    assert summary["remaining"] == 49 and summary["middle"] == 1 and summary["current"] == "Ana"
    assert summary["cards"] == {"Ana": 0, "Ben": 0, "Chloé": 0}
    assert summary["longest"] == {"Ana": 0, "Ben": 0, "Chloé": 0}
    assert summary["over"] is False and summary["winners"] == []


def test_options_cards_and_first_player():
    summary = play([], options={"cards": 20, "first_player": "Chloé"})
    assert summary["remaining"] == 19 and summary["current"] == "Chloé"


def test_null_options_take_their_defaults():
    assert play([], options={"cards": None, "first_player": None})["remaining"] == 49


@pytest.mark.parametrize("players", [["Ana"], ["A", "B", "C", "D", "E", "F"]])
def test_two_to_five_players(players):
    with pytest.raises(LogError, match="2 to 5 players"):
        new_game(GAME, players)


@pytest.mark.parametrize("cards", [1, 0, -5, 2.0, "50", True, 101, 10 ** 15])
def test_cards_option_bounds(cards):
    with pytest.raises(LogError, match="The option \"cards\" must be a whole number from 2 to 100"):
        new_game(GAME, THREE, {"cards": cards})


@pytest.mark.parametrize("cards", [4, 100])
def test_cards_option_extremes_are_allowed(cards):
    assert new_game(GAME, THREE, {"cards": cards}).summary()["remaining"] == cards - 1


@pytest.mark.parametrize("options, words", [({"first_player": "Eve"}, "The first player must be"), ({"jokers": 2}, "Unknown option")])
def test_bad_options_are_refused(options, words):
    with pytest.raises(LogError, match=words):
        new_game(GAME, THREE, options)


# --- turns ------------------------------------------------------------------


def test_turns_go_clockwise_and_each_draws_one_card():
    summary = play(rounds(THREE, 4, start=1), options={"first_player": "Ben"})
    assert summary["current"] == "Chloé" and summary["remaining"] == 45 and summary["middle"] == 5


def test_only_the_current_player_draws():
    error = refusal([turn("Ana"), turn("Chloé")])
    assert str(error) == "event 2: Chloé cannot play now: it is Ben's turn."
    assert error.error.template == "{player} cannot play now: it is {current}'s turn."


@pytest.mark.parametrize("event, words", [
    ({"type": "turn"}, "needs a \"player\""),
    ({"type": "turn", "player": "Eve"}, "Eve is not playing"),
    ({"type": "turn", "player": ["Ana"]}, "must be a player's name"),
    ({"type": "draw", "player": "Ana"}, "Unknown event type \"draw\""),
    (turn("Ana", 2), "at least 3 cards"),
    (turn("Ana", 0), "at least 3 cards"),
    (turn("Ana", "3"), "\"snake\" must be the number of cards"),
    (turn("Ana", 3.0), "\"snake\" must be the number of cards"),
    (turn("Ana", True), "\"snake\" must be the number of cards"),
])
def test_malformed_turns_are_refused(event, words):
    error = refusal([event])
    assert error.number == 1 and words in str(error)


def test_a_snake_counts_the_card_just_placed():
    summary = play([turn("Ana"), turn("Ben", 3)])
    assert summary["cards"]["Ben"] == 3 and summary["middle"] == 0


def test_a_snake_cannot_be_longer_than_the_cards_in_the_middle():
    error = refusal([turn("Ana"), turn("Ben", 4)])
    assert str(error) == "event 2: Ben cannot take a snake of 4 cards: only 3 cards lie in the middle."


def test_taking_a_snake_empties_the_middle_it_came_from():
    error = refusal([turn("Ana"), turn("Ben", 3), turn("Chloé"), turn("Ana", 3)])
    assert "only 2 cards lie in the middle" in str(error)


def test_cards_add_up_and_longest_keeps_the_longest():
    events = rounds(THREE, 5) + [turn("Chloé", 7)] + rounds(THREE, 5) + [turn("Chloé", 6)]
    summary = play(events)
    assert summary["cards"]["Chloé"] == 13 and summary["longest"]["Chloé"] == 7 and summary["middle"] == 0


def test_extra_keys_in_an_event_are_ignored():
    assert play([dict(turn("Ana"), note="blue head", by="Ana")])["current"] == "Ben"


# --- the end ------------------------------------------------------------------


def test_the_last_draw_ends_the_game_and_its_snake_counts():
    summary = play([turn("Ana"), turn("Ben"), turn("Chloé", 4)], options={"cards": 4})
    assert summary["over"] is True and summary["remaining"] == 0 and summary["current"] is None
    assert summary["winners"] == ["Chloé"] and summary["cards"]["Chloé"] == 4


def test_nothing_after_the_last_draw():
    error = refusal([turn("Ana"), turn("Ben"), turn("Chloé"), turn("Ana")], options={"cards": 4})
    assert error.number == 4 and "already over" in str(error)


def test_nobody_took_a_snake_everybody_shares():
    summary = play(rounds(THREE, 3), options={"cards": 4})
    assert summary["over"] and summary["winners"] == THREE


# --- whole games worked out by hand -------------------------------------------

# Ten cards, Ben (the youngest) starts: 9 to draw. Chloé closes a snake of 3
# on turn 2, Ana one of 4 on turn 6 and one of 3 with the last card.
TEN_CARD_GAME = [
    turn("Ben"), turn("Chloé", 3), turn("Ana"),
    turn("Ben"), turn("Chloé"), turn("Ana", 4),
    turn("Ben"), turn("Chloé"), turn("Ana", 3),
]
TEN_CARD_OPTIONS = {"cards": 10, "first_player": "Ben"}


def test_ten_card_game_step_by_step():
    steps = [game.summary() for game in replay_steps(log(TEN_CARD_GAME, options=TEN_CARD_OPTIONS))]
    assert [step["remaining"] for step in steps] == [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]
    assert [step["middle"] for step in steps] == [1, 2, 0, 1, 2, 3, 0, 1, 2, 0]
    assert [step["current"] for step in steps] == ["Ben", "Chloé", "Ana", "Ben", "Chloé", "Ana", "Ben", "Chloé",
                                                   "Ana", None]
    assert steps[-1] == {"game": GAME, "players": THREE, "events": 9, "over": True, "winners": ["Ana"],
                         "remaining": 0, "current": None, "cards": {"Ana": 7, "Ben": 0, "Chloé": 3},
                         "longest": {"Ana": 4, "Ben": 0, "Chloé": 3}, "middle": 0, "total": 10}


def tie_game(ben_snakes):
    """Thirteen cards, two players: Ana takes two snakes of 3 early, Ben ``ben_snakes`` at the end."""
    events = rounds(TWO, 12)
    events[2], events[4] = turn("Ana", 3), turn("Ana", 3)
    for index, length in ben_snakes.items():
        events[index] = turn("Ben", length)
    return log(events, TWO, {"cards": 13})


def test_equal_cards_go_to_the_longest_snake():
    summary = replay(tie_game({11: 6})).summary()
    assert summary["cards"] == {"Ana": 6, "Ben": 6} and summary["longest"] == {"Ana": 3, "Ben": 6}
    assert summary["winners"] == ["Ben"]


def test_equal_cards_and_snakes_share_the_win():
    summary = replay(tie_game({9: 3, 11: 3})).summary()
    assert summary["cards"] == {"Ana": 6, "Ben": 6} and summary["winners"] == ["Ana", "Ben"]


@pytest.mark.parametrize("stdin", [False, True])
def test_ten_card_game_through_the_cli(tmp_path, stdin):
    result = run_cli(tmp_path, log(TEN_CARD_GAME, options=TEN_CARD_OPTIONS), stdin=stdin)
    assert result.returncode == 0, result.stderr
    printed = json.loads(result.stdout)
    assert printed["winners"] == ["Ana"] and printed["cards"] == {"Ana": 7, "Ben": 0, "Chloé": 3}
    assert printed["remaining"] == 0 and printed["current"] is None and printed["events"] == 9


def test_too_long_snake_through_the_cli(tmp_path):
    events = TEN_CARD_GAME[:8] + [turn("Ana", 4)]
    result = run_cli(tmp_path, log(events, options=TEN_CARD_OPTIONS))
    assert result.returncode == 1 and result.stdout == b""
    assert result.stderr.decode().strip() == (
        "event 9: Ana cannot take a snake of 4 cards: only 3 cards lie in the middle.")


def test_bad_cards_option_through_the_cli(tmp_path):
    result = run_cli(tmp_path, log([], options={"cards": 1}))
    assert result.returncode == 1 and result.stdout == b""
    assert "The option \"cards\" must be" in result.stderr.decode() and result.stderr.decode().count("\n") == 1


# --- properties ------------------------------------------------------------------

NAMES = st.sampled_from(THREE + ["Eve", None, 7])
SNAKES = st.one_of(st.none(), st.integers(-2, 12), st.sampled_from(["3", 3.0, True]))
JUNK = st.one_of(st.none(), st.integers(), st.text(max_size=5), st.lists(st.integers(), max_size=2))
EVENTS = st.one_of(st.builds(turn, NAMES, SNAKES), st.fixed_dictionaries({"type": st.text(max_size=8)}), JUNK)


def likely_event(draw, game):
    """A plain turn, a snake that fits, one that may not, or a random event, by the current player."""
    player, middle = game.state.order.player, game.state.middle + 1
    choice = draw(st.integers(0, 3))
    if choice == 1 and middle >= 3:
        return turn(player, draw(st.integers(3, middle)))
    if choice == 2:
        return turn(player, draw(st.integers(3, 8)))
    if choice == 3:
        return draw(EVENTS)
    return turn(player)


@st.composite
def game_events(draw, max_size=40):
    """Options and events steered towards real play, with random and malformed events mixed in."""
    options = {"cards": draw(st.integers(4, 20)), "first_player": draw(st.sampled_from(THREE))}
    game = new_game(GAME, list(THREE), options)
    events = []
    for _ in range(draw(st.integers(0, max_size))):
        event = draw(EVENTS) if game.over else likely_event(draw, game)
        events.append(event)
        try:
            game = game.advanced(event)
        except RuleError:
            pass
    return options, events


def accepted_run(options, events):
    """Feed ``events`` one by one, skipping refused ones: (kept events, games after each)."""
    game = new_game(GAME, list(THREE), options)
    kept, games = [], [game]
    for event in events:
        try:
            game = game.advanced(event)
        except RuleError:
            continue
        kept.append(event)
        games.append(game)
    return kept, games


def expected_winners(summary):
    """The spec's winners, worked out independently: most cards, then the longest snake."""
    most = max(summary["cards"].values())
    tied = [name for name in THREE if summary["cards"][name] == most]
    longest = max(summary["longest"][name] for name in tied)
    return [name for name in tied if summary["longest"][name] == longest]


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.tuples(st.just({}), st.lists(EVENTS, max_size=30)), game_events()))
def test_random_logs_only_raise_event_errors(options_and_events):
    options, events = options_and_events
    try:
        game = replay(log(events, options=options))
    except EventError as error:
        assert 1 <= error.number <= len(events) and isinstance(error.error, RuleError)
    else:
        assert game.events == len(events)


@settings(max_examples=200, deadline=None)
@given(game_events())
def test_accepted_turns_keep_the_counts_consistent(options_and_events):
    options, events = options_and_events
    kept, games = accepted_run(options, events)
    for event, before, after in zip(kept, games, games[1:]):
        old, new = before.summary(), after.summary()
        assert old["current"] == event["player"]
        assert new["remaining"] == old["remaining"] - 1
        assert all(new["cards"][name] >= old["cards"][name] for name in THREE)
        assert all(new["longest"][name] <= new["cards"][name] for name in THREE)
        assert new["remaining"] + new["middle"] + sum(new["cards"].values()) == options["cards"]
        assert new["over"] == (new["remaining"] == 0)
        if new["over"]:
            assert new["current"] is None and new["winners"] == expected_winners(new)
        else:
            assert new["winners"] == [] and new["current"] == THREE[(THREE.index(old["current"]) + 1) % 3]


@settings(max_examples=200, deadline=None)
@given(game_events())
def test_replaying_a_prefix_gives_the_state_the_full_replay_passed_through(options_and_events):
    options, events = options_and_events
    kept, games = accepted_run(options, events)
    steps = list(replay_steps(log(kept, options=options)))
    assert [step.state for step in steps] == [game.state for game in games]
    for length in range(len(kept) + 1):
        prefix = replay(log(kept[:length], options=options))
        assert prefix.state == steps[length].state and prefix.summary() == steps[length].summary()


def test_a_deck_smaller_than_the_table_ends_before_everyone_has_drawn():
    summary = play([{"type": "turn", "player": "Ana"}, {"type": "turn", "player": "Ben"}],
                   options={"cards": 3})
    assert summary["over"] is True and summary["remaining"] == 0
    assert summary["winners"] == ["Ana", "Ben", "Chloé"]
