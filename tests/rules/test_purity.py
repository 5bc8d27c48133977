"""The rules layer stays pure: no web framework imports, frozen (deeply immutable) states.

Every module under companion/rules, the registry and game log (companion/games/*.py but the
screen helpers) and every file of a game's folder but its table screen (``screen.py``) is read,
so a new engine is checked as soon as its file exists.
"""

import ast
import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

import companion.rules
from companion.games import all_games
from companion.games.log import Game, new_game

RULES_DIR = Path(companion.rules.__file__).parent
PACKAGE = RULES_DIR.parent
SCREEN_HELPERS = {"screen.py", "wording.py"}  # the table screens' toolkit: translated sentences (Flask's locale)
GAME_FOLDERS = sorted({declared.folder for declared in all_games()})
RULES_FILES = sorted([*RULES_DIR.rglob("*.py"),
                      *(path for path in (PACKAGE / "games").glob("*.py") if path.name not in SCREEN_HELPERS),
                      *(path for folder in GAME_FOLDERS for path in folder.glob("*.py") if path.name != "screen.py")])
FORBIDDEN = {"flask", "jinja2", "werkzeug", "sqlalchemy"}
PLAYERS = ("Ana", "Ben", "Chloé", "Dan")


def imported_modules(path, lazy=True):
    """Every module name an ``import`` or ``from ... import`` in ``path`` names (relative ones resolved).

    ``lazy=False`` leaves out the imports made inside a function (a declaration loads its screen so).
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1])
    inside = {id(node) for function in ast.walk(tree) if isinstance(function, ast.FunctionDef)
              for node in ast.walk(function)} if not lazy else set()
    for node in ast.walk(tree):
        if id(node) in inside:
            continue
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


def _name(path):
    return path.relative_to(PACKAGE).as_posix()


def test_the_rules_package_has_its_modules():
    names = {_name(path) for path in RULES_FILES}
    assert {"games/log.py", "rules/fields.py", "rules/turns.py", "rules/options.py", "games/rainbow7_rain/engine.py",
            "rules/errors.py", "rules/next_game.py", "games/declaration.py"} <= names
    assert "games/rainbow7_rain/screen.py" not in names


@pytest.mark.parametrize("path", RULES_FILES, ids=_name)
def test_no_web_framework_imports(path):
    for module in imported_modules(path):
        root = module.split(".")[0]
        assert root not in FORBIDDEN, f"{path.name} imports {module}"
    for module in imported_modules(path, lazy=False):  # a declaration's ``_table_ui`` loads its screen when asked
        root = module.split(".")[0]
        # the rest of the companion package (app, web, i18n, store) pulls in Flask; the game
        # declarations (companion.games) do not, and the transitive test below checks it
        if root == "companion":
            parts = module.split(".")
            assert parts[:2] == ["companion", "rules"] or (
                parts[:2] == ["companion", "games"] and not {"screen", "wording"} & set(parts[2:])), \
                f"{path.name} imports {module} from outside the rules layer"


def test_imports_found_by_the_checker():
    """The checker itself sees plain, dotted, relative and from-imports."""
    sample = PACKAGE / "games" / "log.py"
    found = set(imported_modules(sample))
    assert {"json", "dataclasses", "companion.rules", "companion.rules.errors"} <= found


def test_importing_every_engine_loads_no_web_framework():
    """Transitively, too: a fresh interpreter imports the whole rules layer and no framework."""
    modules = [".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")
               for path in RULES_FILES]
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
