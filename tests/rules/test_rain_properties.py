"""Properties of rainbow7-rain over random event sequences, valid and malformed (hypothesis)."""

import functools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.games.rainbow7_rain import engine as rain
from companion.rules.errors import EventError, LogError, RuleError
from companion.games.log import export_log, new_game, replay, replay_steps

NAMES = ["Ana", "Ben", "Chloé", "Dan", "Zoë", "日本語"]
SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

tables = st.permutations(NAMES).flatmap(lambda names: st.integers(2, 5).map(lambda count: names[:count]))
# The strategies are built once and drawn from inside composites: a strategy built per event (flatmap, or
# one per table) cost hypothesis more than the engine does, and the distribution of events is the same.
COLORS = st.sampled_from(rain.COLORS)
HAND_TOTALS = st.integers(0, 12)
RAINBOW_HAND = st.integers(0, 7)
SCALARS = (st.none() | st.booleans() | st.integers(-3, 40) | st.floats(allow_nan=False, allow_infinity=False)
           | st.text(max_size=4))
SHAPED_TYPES = st.sampled_from(["seven", "rainbow", "perfect", "turn", ""])
EVENT_KEYS = ("type", "player", "color", "target", "hands", "note")
EVENT_LENGTHS = st.integers(0, 40)


def one_of_these(draw, choices):
    """One of ``choices`` (a list), drawn by its index."""
    return choices[draw(st.integers(0, len(choices) - 1))]


@st.composite
def valid_event(draw, players):
    """An event the rules allow in a game still going on (hands are random but well-formed): a seven, a
    Rainbow or a Perfect, each as likely, by any player."""
    who = one_of_these(draw, players)
    kind = one_of_these(draw, ["seven", "rainbow", "perfect"])
    if kind == "seven":
        color = draw(COLORS)
        if color in rain.TARGETED:
            return {"type": "seven", "player": who, "color": color,
                    "target": one_of_these(draw, [name for name in players if name != who])}
        return {"type": "seven", "player": who, "color": color}
    if kind == "perfect" and draw(st.booleans()):
        return {"type": "perfect", "player": who, "hands": None}
    totals = {name: draw(HAND_TOTALS) for name in players if name != who}
    own = draw(RAINBOW_HAND) if kind == "rainbow" else 0
    return {"type": kind, "player": who, "hands": {**totals, who: own}}


@functools.cache
def json_values(players):
    """Anything JSON can say, with the names of ``players`` (a sorted tuple) and the colours among its words."""
    scalars = SCALARS | st.sampled_from([*players, "ana", "Zed", "", *rain.COLORS])
    return st.recursive(scalars, lambda inner: st.lists(inner, max_size=3)
                        | st.dictionaries(st.sampled_from(players) | st.text(max_size=3), inner, max_size=5),
                        max_leaves=8)


@st.composite
def malformed_event(draw, players):
    """Anything JSON can say, shaped more or less like an event."""
    values = json_values(tuple(sorted(players)))
    if draw(st.booleans()):
        return draw(values)
    shaped = {}
    for key in EVENT_KEYS:
        if draw(st.booleans()):
            shaped[key] = draw(SHAPED_TYPES) if key == "type" and draw(st.booleans()) else draw(values)
    return shaped


@st.composite
def games(draw):
    """A table and a sequence of events for it: mostly valid events, one in four malformed."""
    players = draw(tables)
    valid, malformed = valid_event(players), malformed_event(players)
    events = [draw(malformed if draw(st.integers(0, 3)) == 3 else valid) for _ in range(draw(EVENT_LENGTHS))]
    return players, events


def play_through(players, events):
    """Apply each event, skipping refused ones; yield (event, state before, game after) for accepted ones."""
    game = new_game("rainbow7-rain", list(players))
    for event in events:
        try:
            after = game.advanced(event)
        except RuleError:
            continue
        yield event, game, after
        game = after


def fewest(summary):
    """The players holding the fewest tokens."""
    low = min(summary["tokens"].values())
    return [name for name, count in summary["tokens"].items() if count == low]


@SETTINGS
@given(games())
def test_only_rule_errors_escape_and_the_state_stays_sound(table):
    players, events = table
    for event, before, after in play_through(players, events):
        assert not before.over, "an event was accepted after the end"
        summary, previous = after.summary(), before.summary()
        tokens = summary["tokens"]
        assert all(count >= 0 for count in tokens.values())
        assert summary["reserve"] == 36 - sum(tokens.values())
        assert list(tokens) == list(players)
        round_end = event["type"] in ("rainbow", "perfect")
        assert summary["over"] == (round_end and max(tokens.values()) >= 7)
        if summary["over"]:
            assert summary["winners"] and set(summary["winners"]) <= set(fewest(summary))
            assert summary["winners"] == [name for name in players if name in summary["winners"]]
            assert summary["round"] == previous["round"] and summary["first_player"] == previous["first_player"]
        else:
            assert summary["winners"] == [] and after.state.winners == ()
            assert summary["round"] == previous["round"] + (1 if round_end else 0)


@SETTINGS
@given(games())
def test_tokens_change_as_the_event_says(table):
    players, events = table
    others = len(players) - 1
    for event, before, after in play_through(players, events):
        old, new = before.summary()["tokens"], after.summary()["tokens"]
        who = event["player"]
        changed = {name: new[name] - old[name] for name in players if new[name] != old[name]}
        if event["type"] == "seven" and event["color"] in rain.TARGETED:
            assert changed == {event["target"]: 1}
        elif event["type"] == "seven" and event["color"] == "violet":
            assert changed == ({who: -1} if old[who] else {})
        elif event["type"] == "seven":
            assert changed == {}
        elif event["type"] == "perfect":
            assert changed == {name: 1 for name in players if name != who} and len(changed) == others
        elif any(total < event["hands"][who] for name, total in event["hands"].items() if name != who):
            assert changed == {who: 3}
            assert after.summary()["over"] or after.summary()["first_player"] == who
        else:
            assert changed == {name: 2 for name in players if name != who}


@SETTINGS
@given(games())
def test_a_prefix_replays_to_the_state_the_full_replay_passed_through(table):
    players, events = table
    accepted = [event for event, _, _ in play_through(players, events)]
    log = export_log("rainbow7-rain", players, {}, accepted)
    steps = list(replay_steps(log))
    assert len(steps) == len(accepted) + 1
    for count in sorted({0, len(accepted) // 3, len(accepted) // 2, len(accepted)}):
        prefix = replay(export_log("rainbow7-rain", players, {}, accepted[:count]))
        assert prefix == steps[count]
        assert prefix.summary() == steps[count].summary()


@SETTINGS
@given(games())
def test_replaying_raw_logs_raises_only_log_errors_and_names_the_first_refused_event(table):
    players, events = table
    first_refused, game = None, new_game("rainbow7-rain", list(players))
    for number, event in enumerate(events, start=1):
        try:
            game = game.advanced(event)
        except RuleError:
            first_refused = number
            break
    log = export_log("rainbow7-rain", players, {}, events)
    try:
        game = replay(log)
    except EventError as error:
        assert error.number == first_refused
        assert str(error).startswith(f"event {first_refused}: ")
    except LogError:
        raise AssertionError("a valid envelope was refused") from None
    else:
        assert first_refused is None and game.events == len(events)


@SETTINGS
@given(st.lists(st.one_of(st.text(max_size=6), st.integers(), st.none()), max_size=7),
       st.one_of(st.none(), st.dictionaries(st.text(max_size=12), st.text(max_size=5) | st.integers())))
def test_random_tables_raise_only_log_errors(players, options):
    try:
        game = new_game("rainbow7-rain", players, options)
    except LogError:
        return
    assert 2 <= len(game.players) <= 5 and game.summary()["reserve"] == 36
