"""Whole rainbow7-rain games worked out by hand from the French rules (seed
rainbow7-rain.fr.txt), replayed through ``companion.games.log.replay`` and
through the real ``companion replay`` command (a file, and ``-`` for stdin).

Each game lists its events with the tokens a player at the table would count
after each one, and the final state with every key the spec names.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.games.log import export_log, replay, replay_steps

SPEC_KEYS = ("game", "players", "events", "over", "winners", "tokens", "round", "first_player", "reserve")


def seven(player, color, target=None):
    """A ``seven`` event."""
    return {"type": "seven", "player": player, "color": color, **({"target": target} if target else {})}


def rainbow(player, **hands):
    """A ``rainbow`` event; hands as keyword arguments."""
    return {"type": "rainbow", "player": player, "hands": hands}


def perfect(player, hands=None):
    """A ``perfect`` event."""
    return {"type": "perfect", "player": player, **({"hands": hands} if hands else {})}


# Game 1: three players, Ben starts (the most colourful outfit).
# Ends on a Perfect without hands: Ana and Chloé tie at 2, Chloé's total is unknown, so they share.
GAME_ONE = {
    "players": ["Ana", "Ben", "Chloé"],
    "options": {"first_player": "Ben"},
    "steps": [
        (seven("Ben", "red", "Chloé"), (0, 0, 1)),
        (seven("Chloé", "yellow", "Ana"), (1, 0, 1)),
        (seven("Ana", "violet"), (0, 0, 1)),
        (seven("Ben", "green"), (0, 0, 1)),
        # Chloé: Rainbow 4; nobody lower: downpour for Ana and Ben; Ana (left of Chloé) starts round 2
        (rainbow("Chloé", Ana=9, Ben=12, Chloé=4), (2, 2, 1)),
        (seven("Ana", "light-blue"), (2, 2, 1)),
        # Ben: Rainbow 5, but Ana has 3: storm, Ben takes 3 and starts round 3
        (rainbow("Ben", Ana=3, Ben=5, Chloé=8), (2, 5, 1)),
        (seven("Ana", "red", "Ben"), (2, 6, 1)),
        (seven("Chloé", "orange"), (2, 6, 1)),
        # Ana: Perfect: drizzle for Ben and Chloé; Ben reaches 7
        (perfect("Ana"), (2, 7, 2)),
    ],
    "final": {"over": True, "winners": ["Ana", "Chloé"], "round": 3, "first_player": "Ben", "reserve": 25},
}

# Game 2: four players, Zoë starts by default. Inès takes her 7th token mid-round,
# gives one back, takes it again; the game ends with Zoë's Perfect (hands given).
# Léo and Hugo tie at 3: Hugo's hand (3) is lower than Léo's (4), Hugo wins.
GAME_TWO = {
    "players": ["Zoë", "Léo", "Inès", "Hugo"],
    "options": {},
    "steps": [
        (perfect("Léo", {"Zoë": 10, "Léo": 0, "Inès": 6, "Hugo": 15}), (1, 0, 1, 1)),
        # round 2, Inès starts; Hugo: Rainbow 7, Zoë ties with 7: the caller wins the tie
        (rainbow("Hugo", Zoë=7, Léo=12, Inès=9, Hugo=7), (3, 2, 3, 1)),
        # round 3, Zoë (left of Hugo, wrapping) starts
        (seven("Zoë", "red", "Léo"), (3, 3, 3, 1)),
        (seven("Inès", "yellow", "Zoë"), (4, 3, 3, 1)),
        (seven("Hugo", "violet"), (4, 3, 3, 0)),
        (seven("Léo", "violet"), (4, 2, 3, 0)),
        (seven("Hugo", "violet"), (4, 2, 3, 0)),
        # Inès: Rainbow 5, Hugo has 0 and Zoë 2: storm, Inès takes 3 and starts round 4
        (rainbow("Inès", Zoë=2, Léo=20, Inès=5, Hugo=0), (4, 2, 6, 0)),
        (seven("Zoë", "yellow", "Inès"), (4, 2, 7, 0)),
        (seven("Inès", "violet"), (4, 2, 6, 0)),
        (seven("Léo", "red", "Inès"), (4, 2, 7, 0)),
        (seven("Inès", "red", "Hugo"), (4, 2, 7, 1)),
        (seven("Zoë", "yellow", "Hugo"), (4, 2, 7, 2)),
        (seven("Hugo", "dark-blue"), (4, 2, 7, 2)),
        (perfect("Zoë", {"Zoë": 0, "Léo": 4, "Inès": 9, "Hugo": 3}), (4, 3, 8, 3)),
    ],
    "final": {"over": True, "winners": ["Hugo"], "round": 4, "first_player": "Inès", "reserve": 18},
}

# Game 3: two players, Ben starts. Ends on Ana's Rainbow 4 with Ben also at 4:
# both end on 8 tokens with equal hands, so they share the win.
GAME_THREE = {
    "players": ["Ana", "Ben"],
    "options": {"first_player": "Ben"},
    "steps": [
        (rainbow("Ben", Ana=5, Ben=5), (2, 0)),                 # tie: Ben wins; round 2, Ana starts
        (seven("Ana", "red", "Ben"), (2, 1)),
        (rainbow("Ana", Ana=6, Ben=2), (5, 1)),                 # storm; round 3, Ana starts
        (seven("Ana", "violet"), (4, 1)),
        (seven("Ben", "orange"), (4, 1)),
        (seven("Ben", "yellow", "Ana"), (5, 1)),
        (perfect("Ben", {"Ana": 11, "Ben": 0}), (6, 1)),       # round 4, Ana (left of Ben) starts
        (seven("Ben", "red", "Ana"), (7, 1)),
        (seven("Ben", "yellow", "Ana"), (8, 1)),
        (seven("Ana", "red", "Ben"), (8, 2)),
        (seven("Ana", "red", "Ben"), (8, 3)),
        (seven("Ana", "yellow", "Ben"), (8, 4)),
        (seven("Ana", "red", "Ben"), (8, 5)),
        (seven("Ana", "red", "Ben"), (8, 6)),
        (rainbow("Ana", Ana=4, Ben=4), (8, 8)),
    ],
    "final": {"over": True, "winners": ["Ana", "Ben"], "round": 4, "first_player": "Ana", "reserve": 20},
}

GAMES = {"three players": GAME_ONE, "four players": GAME_TWO, "Two players": GAME_THREE}


def log_of(game):
    """The game log of a worked-out game."""
    return export_log("rainbow7-rain", game["players"], game["options"], [event for event, _ in game["steps"]])


def expected(game):
    """Every spec key of the final state, as worked out by hand."""
    players = game["players"]
    return {
        "game": "rainbow7-rain",
        "players": players,
        "events": len(game["steps"]),
        "tokens": dict(zip(players, game["steps"][-1][1])),
        **game["final"],
    }


def companion_command():
    """How to run the installed ``companion`` console script."""
    script = Path(sys.executable).with_name("companion")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "from companion.cli import main; main()"]


@pytest.mark.parametrize("game", GAMES.values(), ids=GAMES.keys())
def test_tokens_after_every_event(game):
    steps = list(replay_steps(log_of(game)))
    assert [tuple(step.summary()["tokens"].values()) for step in steps[1:]] == [counts for _, counts in game["steps"]]
    assert all(not step.over for step in steps[:-1])


@pytest.mark.parametrize("game", GAMES.values(), ids=GAMES.keys())
def test_replay_gives_every_spec_key(game):
    summary = replay(log_of(game)).summary()
    assert {key: summary[key] for key in SPEC_KEYS} == expected(game)


@pytest.mark.parametrize("game", GAMES.values(), ids=GAMES.keys())
def test_cli_replays_a_file(game, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(log_of(game), ensure_ascii=False, indent=2), encoding="utf-8")
    result = subprocess.run([*companion_command(), "replay", str(path)], capture_output=True, text=True,
                            encoding="utf-8", timeout=60)
    assert (result.returncode, result.stderr) == (0, "")
    summary = json.loads(result.stdout)
    assert {key: summary[key] for key in SPEC_KEYS} == expected(game)
    assert summary == replay(log_of(game)).summary()


@pytest.mark.parametrize("game", GAMES.values(), ids=GAMES.keys())
def test_cli_replays_standard_input(game):
    result = subprocess.run([*companion_command(), "replay", "-"], input=json.dumps(log_of(game)),
                            capture_output=True, text=True, encoding="utf-8", timeout=60)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.count("\n") == 1
    summary = json.loads(result.stdout)
    assert {key: summary[key] for key in SPEC_KEYS} == expected(game)


def test_cli_stops_at_the_first_event_after_the_end():
    log = log_of(GAME_ONE)
    log["events"].append(seven("Ana", "green"))
    result = subprocess.run([*companion_command(), "replay", "-"], input=json.dumps(log),
                            capture_output=True, text=True, encoding="utf-8", timeout=60)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith(f"event {len(log['events'])}: ") and result.stderr.count("\n") == 1
