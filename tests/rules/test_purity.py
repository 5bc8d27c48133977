"""The rules layer stays pure: no web framework imports, frozen (deeply immutable) states.

Every module under companion/rules is read, so a new engine is checked as soon
as its file exists.
"""

import ast
import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

import companion.rules
from companion.games import all_games
from companion.rules.log import Game, new_game

RULES_DIR = Path(companion.rules.__file__).parent
RULES_FILES = sorted(RULES_DIR.rglob("*.py"))
FORBIDDEN = {"flask", "jinja2", "werkzeug", "sqlalchemy"}
PLAYERS = ("Ana", "Ben", "Chloé", "Dan")


def imported_modules(path):
    """Every module name an ``import`` or ``from ... import`` in ``path`` names (relative ones resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = "companion." + ".".join(path.relative_to(RULES_DIR.parent).with_suffix("").parts[:-1])
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                yield f"{base}.{node.module}" if node.module else base
            else:
                yield node.module
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
            yield str(node.args[0].value)


def test_the_rules_package_has_its_modules():
    names = {path.stem for path in RULES_FILES}
    assert {"log", "fields", "turns", "options", "rain", "errors", "next_game"} <= names


@pytest.mark.parametrize("path", RULES_FILES, ids=lambda path: path.name)
def test_no_web_framework_imports(path):
    for module in imported_modules(path):
        root = module.split(".")[0]
        assert root not in FORBIDDEN, f"{path.name} imports {module}"
        # the rest of the companion package (app, web, i18n, store) pulls in Flask; the game
        # declarations (companion.games) do not, and the transitive test below checks it
        if root == "companion":
            assert module.split(".")[:2] in (["companion", "rules"], ["companion", "games"]), \
                f"{path.name} imports {module} from outside the rules layer"


def test_imports_found_by_the_checker():
    """The checker itself sees plain, dotted, relative and from-imports."""
    sample = RULES_DIR / "log.py"
    found = set(imported_modules(sample))
    assert {"json", "dataclasses", "companion.rules", "companion.rules.errors"} <= found


def test_importing_every_engine_loads_no_web_framework():
    """Transitively, too: a fresh interpreter imports the whole rules layer and no framework."""
    modules = [f"companion.rules.{path.stem}" for path in RULES_FILES if path.stem != "__init__"]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {sorted(FORBIDDEN)!r}))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def engines():
    """The games whose engine module exists."""
    return [declared.id for declared in all_games()]


def assert_deeply_frozen(value, where="state"):
    """``value`` is built only from immutable pieces: frozen dataclasses, tuples, frozensets, scalars."""
    if dataclasses.is_dataclass(value):
        assert type(value).__dataclass_params__.frozen, f"{where} ({type(value).__name__}) is not frozen"
        for field in dataclasses.fields(value):
            assert_deeply_frozen(getattr(value, field.name), f"{where}.{field.name}")
    elif isinstance(value, (tuple, frozenset)):
        for index, item in enumerate(value):
            assert_deeply_frozen(item, f"{where}[{index}]")
    else:
        assert value is None or isinstance(value, (str, int, float, bool)), \
            f"{where} is a mutable {type(value).__name__}"


@pytest.mark.parametrize("game", engines())
def test_every_engine_starts_from_a_frozen_state(game):
    engine = next(declared.engine for declared in all_games() if declared.id == game)
    players = PLAYERS[:max(engine.MIN_PLAYERS, min(len(PLAYERS), engine.MAX_PLAYERS))]
    state = new_game(game, list(players)).state
    assert_deeply_frozen(state)
    first = dataclasses.fields(state)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(state, first, None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.over = True


def test_rain_states_stay_frozen_through_a_game():
    game = new_game("rainbow7-rain", ["Ana", "Ben"])
    for event in [{"type": "seven", "player": "Ana", "color": "red", "target": "Ben"},
                  {"type": "rainbow", "player": "Ana", "hands": {"Ana": 1, "Ben": 5}},
                  {"type": "perfect", "player": "Ben", "hands": {"Ana": 3, "Ben": 0}}]:
        before = game
        game = game.advanced(event)
        assert game is not before and before.events == game.events - 1
        assert_deeply_frozen(game)


def test_the_game_wrapper_is_frozen():
    assert Game.__dataclass_params__.frozen
    with pytest.raises(dataclasses.FrozenInstanceError):
        new_game("rainbow7-rain", ["Ana", "Ben"]).events = 5
