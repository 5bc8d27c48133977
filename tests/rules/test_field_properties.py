"""rainbow-field engine: properties over random (and malformed) event sequences."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.rules.errors import RuleError
from companion.games.log import export_log, new_game, replay, replay_steps

NAMES = ["Ana", "Ben", "Chloé", "Dan", "Émile", "Fumiko", "Gus", "Hana"]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.floats(allow_nan=False) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


# The strategies are built once and drawn from inside the composites: a strategy built per event cost
# hypothesis more than the engine does (the distribution of events is the same).
CARD_KINDS = st.sampled_from(("solo", "set", "run", "any"))
CARD_VALUES = st.integers(1, 12)
ANY_CARDS = st.lists(st.integers(0, 12), max_size=4)
EVENT_CHOICES = st.integers(0, 19)
KEYED_VALUES = st.dictionaries(st.sampled_from(("type", "player", "cards", "empty")), json_values, max_size=4)
FIELD_SIZE_SLIPS = st.sampled_from((0, 0, 0, -1, 1))
EMPTY_FLAGS = st.sampled_from((False, False, False, None, True))


def one_of_these(draw, choices):
    """One of ``choices``, drawn by its index."""
    return choices[draw(st.integers(0, len(choices) - 1))]


@st.composite
def cards(draw):
    """A solo, a set, a run, or an arbitrary (often illegal) list of small values."""
    kind = draw(CARD_KINDS)
    if kind == "solo":
        return [draw(CARD_VALUES)]
    if kind == "set":
        return [draw(CARD_VALUES)] * draw(st.integers(2, 4))
    if kind == "run":
        start, length = draw(st.integers(1, 9)), draw(st.integers(2, 4))
        return draw(st.permutations(tuple(range(start, start + length))))
    return draw(ANY_CARDS)


CARDS = cards()


def event_for(draw, game):
    """Drawn with ``draw``: mostly plausible events for ``game`` (the current player's play), sometimes anything
    at all."""
    choice = draw(EVENT_CHOICES)
    state = game.state
    if choice == 0:
        return draw(json_values)
    if choice == 1:
        return draw(KEYED_VALUES)
    if choice == 2 or not state.started:
        size = len(game.players) * state.plays_per_round + draw(FIELD_SIZE_SLIPS)
        return {"type": "field", "cards": [draw(CARD_VALUES) for _ in range(size)]}
    player = state.order.player if choice > 4 else one_of_these(draw, game.players)
    return {"type": "play", "player": player, "cards": draw(CARDS), "empty": draw(EMPTY_FLAGS)}


def out_limit(players):
    """How many players out end the game after a round."""
    return 1 if len(players) == 2 else 2


@st.composite
def played_games(draw):
    """A random table, then (accepted events, the Game after each of them)."""
    players = NAMES[:draw(st.integers(2, 8))]
    options = {"first_player": one_of_these(draw, players)}
    game = new_game("rainbow-field", players, options)
    accepted, games = [], [game]
    for _ in range(draw(st.integers(0, 80))):
        if game.over:
            break
        event = event_for(draw, game)
        try:
            game = game.advanced(event)
        except RuleError:
            continue
        accepted.append(event)
        games.append(game)
    return players, options, accepted, games


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_games())
def test_scores_never_shrink_and_match_the_cards_taken(played):
    _, _, _, games = played
    for before, after in zip(games, games[1:]):
        assert all(new >= old for old, new in zip(before.state.scores, after.state.scores))
    for game in games:
        summary = game.summary()
        assert all(sum(summary["taken"][name]) == score for name, score in summary["scores"].items())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_games())
def test_over_and_winners_follow_the_spec(played):
    players, _, _, games = played
    for game in games:
        summary = game.summary()
        if summary["over"]:
            best = max(summary["scores"].values())
            assert summary["winners"] == [name for name in players if summary["scores"][name] == best]
            assert len(summary["out"]) >= out_limit(players) and summary["current"] is None
        else:
            assert summary["winners"] == [] and summary["current"] in players
            assert summary["current"] not in summary["out"]
            if not summary["plays"] and not summary["needs_field"]:
                assert len(summary["out"]) < out_limit(players)
        assert summary["out"] == [name for name in players if name in summary["out"]]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_games())
def test_every_play_picks_and_the_cards_played_become_the_next_field(played):
    _, _, accepted, games = played
    for event, before, after in zip(accepted, games, games[1:]):
        if event["type"] == "play" and not after.state.plays:
            plays = before.state.plays + ((event["player"], tuple(event["cards"])),)
            assert len(after.state.last_picks) == len(plays)
            assert [name for name, _ in after.state.last_picks] == [name for name, _ in plays_sorted(plays)]
            if not after.over:
                assert after.state.round == before.state.round + 1 and after.state.combo is None
                assert list(after.state.field) == sorted((v for _, cards in plays for v in cards), reverse=True)


def plays_sorted(plays):
    """The plays in picking order, worked out independently of the engine."""
    ranked = sorted(enumerate(plays), key=lambda item: (len(item[1][1]), sum(item[1][1]), -item[0]), reverse=True)
    return [play for _, play in ranked]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_games())
def test_replaying_a_prefix_gives_the_state_the_full_replay_passed_through(played):
    players, options, accepted, games = played
    log = export_log("rainbow-field", players, options, accepted)
    steps = list(replay_steps(log))
    assert [step.state for step in steps] == [game.state for game in games]
    for length in range(0, len(accepted) + 1, max(1, len(accepted) // 5)):
        prefix = export_log("rainbow-field", players, options, accepted[:length])
        assert replay(prefix).state == steps[length].state


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 8), st.lists(json_values, max_size=10))
def test_malformed_events_only_ever_raise_rule_errors(count, events):
    game = new_game("rainbow-field", NAMES[:count])
    for event in events:
        try:
            game = game.advanced(event)
        except RuleError:
            pass
    assert game.events <= len(events)
