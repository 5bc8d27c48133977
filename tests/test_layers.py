"""The layers of docs/architecture.md, held against the code: no import cycle, imports only downward,
and only the store talks to the database, only the application layer to the store."""

import ast
import re
from functools import lru_cache
from pathlib import Path

import pytest

import companion

PACKAGE = Path(companion.__file__).parent
ROOT = PACKAGE.parent
VIEW_FILES = sorted(
    [
        *(PACKAGE / "web").rglob("*.py"),
        PACKAGE / "printing" / "views.py",
        PACKAGE / "printing" / "calibrate_views.py",
        PACKAGE / "rulebook" / "views.py",
    ]
)
LAYER_ROW = re.compile(r"^\| (\d+) \| ([^|]+) \| (.+) \|$")


def module_name(path):
    """``companion.web.tables`` for companion/web/tables.py, ``companion.games`` for its ``__init__.py``."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imported(path):
    """The companion modules ``path`` imports, function-local imports included (``from a import b`` names
    ``a.b`` when it is a module, else ``a``)."""
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            names = [f"{base}.{alias.name}" for alias in node.names]
            modules = {name for name in names if name in MODULES}
            found |= modules | ({base} if len(modules) < len(names) else set())
    return {_known(name) for name in found if name.split(".")[0] == "companion"} - {None, module_name(path)}


def _known(name):
    """The module of this tree that ``name`` is, or is inside of."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


@lru_cache(maxsize=1)
def layers():
    """``[(floor, layer name, [patterns])]`` from the table in docs/architecture.md."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    rows = [LAYER_ROW.match(line) for line in text.splitlines()]
    return [(int(row[1]), row[2].strip(), re.findall(r"`([^`]+)`", row[3])) for row in rows if row]


def _matches(pattern, module):
    """A pattern names a module and everything inside it; ``*`` is one name."""
    expression = re.escape(pattern).replace(r"\*", r"[^.]+")
    return re.fullmatch(rf"{expression}(\..+)?", module) is not None


def floor_of(module):
    """The floor of ``module``: the longest pattern that names it decides (a wildcard loses a tie)."""
    found = [
        (len(pattern.split(".")), "*" not in pattern, floor)
        for floor, _, patterns in layers()
        for pattern in patterns
        if _matches(pattern, module)
    ]
    return max(found)[2] if found else None


def test_the_document_has_the_layers():
    assert [floor for floor, _, _ in layers()] == list(range(len(layers()), 0, -1))
    assert (
        floor_of("companion.games.rainbow7_rain.engine")
        < floor_of("companion.games")
        < floor_of("companion.games.rainbow7_rain.screen")
        < floor_of("companion.tables")
        < floor_of("companion.web")
    )
    assert floor_of("companion.printing.cli") > floor_of("companion.app") > floor_of("companion.printing.views")


def test_every_module_has_a_floor():
    assert [name for name in MODULES if floor_of(name) is None] == []


def test_imports_only_go_down():
    upward = [
        f"{name} (floor {floor_of(name)}) imports {other} (floor {floor_of(other)})"
        for name, path in sorted(MODULES.items())
        for other in sorted(imported(path))
        if floor_of(other) > floor_of(name)
    ]
    assert upward == []


def test_the_import_graph_has_no_cycle():
    graph = {name: imported(path) for name, path in MODULES.items()}
    state, cycles = {}, []

    def visit(name, trail):
        state[name] = "open"
        for other in sorted(graph[name]):
            if state.get(other) == "open":
                cycles.append(trail[trail.index(other) :] + [other])
            elif other not in state:
                visit(other, trail + [other])
        state[name] = "done"

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    assert cycles == []


def test_the_checker_sees_function_local_and_relative_imports(tmp_path):
    assert "companion.printing.catalogue" in imported(PACKAGE / "printing" / "card_qr.py")  # inside a function
    assert "companion.games.rainbow7_rain.engine" in imported(PACKAGE / "games" / "rainbow7_rain" / "__init__.py")
    assert "companion.printing" in imported(PACKAGE / "printing" / "deck.py")  # a name from the package itself


@pytest.mark.parametrize("path", VIEW_FILES, ids=lambda path: str(path.relative_to(PACKAGE)))
def test_views_reach_the_data_only_through_the_application_layer(path):
    forbidden = {
        "companion.store",
        "companion.data_file",
        "companion.tables.timeline",
        "companion.tables.timelines",
        "companion.tables.versions",
    }
    assert not forbidden & imported(path)
    assert "sqlalchemy" not in {name.split(".")[0] for name in _all_imports(path)}


def _all_imports(path):
    """Every module name ``path`` imports, of any package."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level:
            yield node.module


def test_the_store_imports_nothing_from_flask():
    assert not {"flask", "werkzeug"} & {name.split(".")[0] for name in _all_imports(PACKAGE / "store.py")}
