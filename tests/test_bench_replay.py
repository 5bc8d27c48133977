"""The replay benchmark's log builders make valid games, and the benchmark runs end to end."""

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from companion.games import all_games
from companion.games.log import export_log, replay

BENCH = Path(__file__).resolve().parent.parent / "bench"


def load(name):
    """Import a module from bench/ (which is not a package)."""
    sys.path.insert(0, str(BENCH))
    try:
        spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(BENCH))


game_logs = load("game_logs")


@pytest.mark.parametrize("game", sorted(game_logs.BUILDERS))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_built_logs_replay_to_the_last_event_without_ending(game, seed):
    options, events = game_logs.BUILDERS[game](1500, random.Random(seed))
    result = replay(export_log(game, game_logs.PLAYERS, options, events))
    assert result.events == len(events)
    if game == "rainbow-snake":
        assert result.over and len(events) == options["cards"] - 1 == 99  # a deck holds at most 100 cards
    else:
        assert len(events) == 1500 and not result.over


def test_rain_log_keeps_everyone_under_seven_at_round_ends():
    options, events = game_logs.rain_log(3000, random.Random(9))
    result = replay(export_log("rainbow7-rain", game_logs.PLAYERS, options, events))
    assert result.summary()["round"] > 100
    assert {event["color"] for event in events if event["type"] == "seven"} == set(game_logs.RAIN_COLORS)


def test_benchmark_runs_and_reports_every_game(capsys):
    bench = load("replay")
    assert bench.main(["--events", "400", "--repeat", "1"]) == 0
    output = capsys.readouterr().out
    for game in [declared.id for declared in all_games()]:
        assert f"{game}:" in output
    assert "events/s" in output and "µs/event" in output


def test_a_game_without_a_log_builder_is_named_and_skipped(capsys, monkeypatch):
    bench = load("replay")
    monkeypatch.delitem(bench.BUILDERS, "rainbow-snake")
    assert bench.main(["--events", "40", "--repeat", "1", "--game", "rainbow-snake"]) == 0
    assert "rainbow-snake: skipped: no log builder" in capsys.readouterr().out
