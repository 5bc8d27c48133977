"""Who may talk to the database: only the store. Views and the print side call its functions."""

import ast
from pathlib import Path

import pytest

import companion

PACKAGE = Path(companion.__file__).parent
VIEW_FILES = sorted([*(PACKAGE / "web").rglob("*.py"), *(PACKAGE / "printing").rglob("*.py")])


def imported_roots(path):
    """The top-level package of every module ``path`` imports."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level:
            yield node.module.split(".")[0]


@pytest.mark.parametrize("path", VIEW_FILES, ids=lambda path: str(path.relative_to(PACKAGE)))
def test_views_import_no_sqlalchemy(path):
    assert "sqlalchemy" not in set(imported_roots(path))


def test_the_store_imports_nothing_from_flask():
    assert not {"flask", "werkzeug"} & set(imported_roots(PACKAGE / "store.py"))
