"""Replay timing used by bench/run.py when bench/replay.py is not there.

A rain-token game of N value-7 events (every colour, tokens taken and given
back) is replayed twice: by the rules layer from a parsed game log
(``companion replay``'s path) and by the table timeline from stored records
(what the server does on every action).
"""

import json
import time

from companion import timeline
from companion.rules.log import parse_log, replay
from companion.store import Record, TableRow

PLAYERS = ["Ana", "Ben", "Chloé", "Dan"]
COLORS = ("red", "orange", "yellow", "green", "light-blue", "dark-blue", "violet")


def rain_events(count):
    """``count`` legal value-7 events: red/yellow give a token, violet gives one back."""
    events = []
    for number in range(count):
        player, other = PLAYERS[number % 4], PLAYERS[(number + 1) % 4]
        color = COLORS[number % len(COLORS)]
        event = {"type": "seven", "player": player if color != "violet" else other, "color": color}
        if color in ("red", "yellow"):
            event["target"] = other
        events.append(event)
    return events


def best_of(runs, action):
    """The fastest of ``runs`` timings of ``action()``, in seconds."""
    timings = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        timings.append(time.perf_counter() - started)
    return min(timings)


def measure_replay(count, runs=3):
    """Print how long replaying ``count`` events takes; return the seconds of both paths."""
    events = rain_events(count)
    text = json.dumps({"format": "rainbow-companion/game-log", "version": 1, "game": "rainbow7-rain",
                       "players": PLAYERS, "options": {}, "events": events})
    from_log = best_of(runs, lambda: replay(parse_log(text)))
    game = replay(parse_log(text))
    if game.summary()["events"] != count:
        raise RuntimeError("the replay did not apply every event")
    table = TableRow(id="bench", game="rainbow7-rain", players=tuple(PLAYERS), options={}, seat_keys={})
    records = [Record(seq=n, kind="event", payload=event, at=0) for n, event in enumerate(events, start=1)]
    from_records = best_of(runs, lambda: timeline.build(table, records))
    print(f"| path | events | best of {runs} |\n|---|---|---|")
    print(f"| game log → state (companion replay) | {count} | {from_log * 1000:.0f} ms |")
    print(f"| stored records → timeline (the server) | {count} | {from_records * 1000:.0f} ms |")
    return from_log, from_records
