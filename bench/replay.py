"""Replay benchmark: how long ``replay(parse_log(text))`` takes on long game logs.

    python bench/replay.py [--events N] [--repeat R] [--game NAME]

For each game whose engine imports, builds a valid log of N events (default
10,000), replays it R times and prints the best and median seconds and events
per second, then the timings for N/4, N/2 and N events to show the growth is
linear. Exits 1 if a game takes 1 second or more per 10,000 events (median),
or if a built log is refused.

Times are CPU seconds of this process (``time.process_time``), so other
programs busy on the same machine do not make the engines look slow; the
wall-clock median is printed beside them.
"""

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from game_logs import BUILDERS, PLAYERS  # noqa: E402

from companion.games import all_games, game as declared_game  # noqa: E402
from companion.rules.errors import EventError, LogError  # noqa: E402
from companion.rules.limits import MAX_EVENTS  # noqa: E402
from companion.games.log import export_log, parse_log, replay  # noqa: E402

BUDGET_PER_EVENT = 1.0 / 10_000  # seconds: 10,000 events must replay in under 1 s


def build_text(game, count, engine):
    """The JSON text of a valid ``count``-event log of ``game`` (fewer if the game or the log limit caps it)."""
    options, events = BUILDERS[game](min(count, MAX_EVENTS), random.Random(f"{game}-{count}"))
    return json.dumps(export_log(game, PLAYERS, options, events), ensure_ascii=False), len(events)


def time_replay(text, events, repeat):
    """(CPU seconds, wall seconds) of each of ``repeat`` replays of ``text``; checks every event was applied."""
    cpu, wall = [], []
    for _ in range(repeat):
        cpu_start, wall_start = time.process_time(), time.perf_counter()
        game = replay(parse_log(text))
        cpu.append(time.process_time() - cpu_start)
        wall.append(time.perf_counter() - wall_start)
        if game.events != events:
            raise RuntimeError(f"only {game.events} of {events} events were applied")
    return cpu, wall


def bench_game(game, count, repeat):
    """Print one game's results; return False if it is too slow or its log is refused."""
    if game not in BUILDERS:
        print(f"{game}: skipped: no log builder for it in bench/game_logs.py (BUILDERS)")
        return True
    engine = declared_game(game).engine
    try:
        text, events = build_text(game, count, engine)
        timings, wall = time_replay(text, events, repeat)
    except (LogError, EventError, RuntimeError) as error:
        print(f"{game}: FAILED: the built log was refused: {error}")
        return False
    best, median = min(timings), statistics.median(timings)
    per_event = median / events
    print(f"{game}: {events} events, best {best:.4f} s, median {median:.4f} s, "
          f"{events / median:,.0f} events/s (CPU; wall median {statistics.median(wall):.4f} s)")
    if events < count:
        print(f"  the engine caps a game at {events} events; "
              f"{count} events at this rate: {per_event * count:.4f} s (projected)")
    else:
        print_growth(game, count, engine, repeat)
    if per_event >= BUDGET_PER_EVENT:
        print(f"  TOO SLOW: {per_event * 10_000:.3f} s per 10,000 events (budget 1 s)")
        return False
    return True


def print_growth(game, count, engine, repeat):
    """Median time and microseconds per event for a quarter, a half and all of ``count`` events."""
    sizes = [count // 4, count // 2, count]
    medians = []
    for size in sizes:
        text, events = build_text(game, size, engine)
        medians.append(statistics.median(time_replay(text, events, repeat)[0]))
        print(f"  {events:>7} events: {medians[-1]:.4f} s ({medians[-1] / events * 1e6:.1f} µs/event)")
    ratio = medians[-1] / medians[0] if medians[0] else float("inf")
    verdict = "linear" if ratio < 6 else "GROWING FASTER THAN LINEAR"
    print(f"  {sizes[-1]} / {sizes[0]} events took {ratio:.1f}x as long (4x is linear): {verdict}")


def main(argv=None):
    """Parse the arguments, bench each game, return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=10_000, help="events per log (default 10000)")
    parser.add_argument("--repeat", type=int, default=5, help="replays per measurement (default 5)")
    parser.add_argument("--game", choices=sorted(game.id for game in all_games()), help="bench only this game")
    arguments = parser.parse_args(argv)
    if arguments.events < 4 or arguments.repeat < 1:
        parser.error("--events must be at least 4 and --repeat at least 1")
    games = [arguments.game] if arguments.game else [game.id for game in all_games()]
    results = [bench_game(game, arguments.events, arguments.repeat) for game in games]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
