"""Fixtures shared by the whole suite: an app on a temporary data folder, its client; how the run is ordered.

The run is spread over processes (pytest-xdist, see scripts/test.sh). The modules that hold a long test
(marked ``slow``, or named in ``LONG_TESTS``) are started first, so that the run does not end waiting for
one of them. ``shared_folder`` is one temporary folder for every process of the run, for things built
once (the installed wheel of tests/test_install.py), removed when the run ends.
"""

import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

from companion.app import create_app

CSRF_TOKEN = "test-csrf-token"
SHARED = "COMPANION_TEST_SHARED_FOLDER"
_OWNED = pytest.StashKey[str]()  # the shared folder, in the process that made it
# Single tests that take tens of seconds, in modules not marked slow (the start of their node ids).
LONG_TESTS = (
    "tests/web/test_nu_checker.py::",
    "tests/browser/test_no_sideways_scroll_browser.py::",
    "tests/test_suite.py::",
    "tests/printing/test_tactile_shapes.py::test_every_pair_of_shapes_differs_in_outline",
    "tests/printing/test_fit.py::test_the_guides_cards_in_the_pdf_are_at_actual_size",
)

# Hypothesis' deadline (200 ms an example by default) is a bound on wall-clock time: on a busy two-core
# machine an example can take longer for no fault of the code. No property test has one; how fast the
# engines are is measured in bench/.
settings.register_profile("companion", deadline=None)
settings.load_profile("companion")


def pytest_configure(config):
    """The run's first process makes the shared folder; the processes it starts inherit its name."""
    if SHARED not in os.environ:
        os.environ[SHARED] = tempfile.mkdtemp(prefix="companion-tests-")
        config.stash[_OWNED] = os.environ[SHARED]


def pytest_unconfigure(config):
    """The process that made the shared folder removes it once the run is over."""
    folder = config.stash.get(_OWNED, None)
    if folder:
        shutil.rmtree(folder, ignore_errors=True)
        del os.environ[SHARED]


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items):
    """The modules with a long test first (each module kept together, in the order collected)."""
    module = lambda item: item.nodeid.split("::")[0]  # noqa: E731
    first = {module(item) for item in items if item.get_closest_marker("slow") or item.nodeid.startswith(LONG_TESTS)}
    items.sort(key=lambda item: module(item) not in first)


@pytest.fixture(scope="session")
def shared_folder():
    """The run's folder shared by all its processes (see the module's docstring)."""
    return Path(os.environ[SHARED])


@pytest.fixture
def app(tmp_path):
    """A fresh app with its own SQLite database (or COMPANION_TEST_DATABASE_URL's server)."""
    return create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "test-secret"})


def client_with_token(app):
    """A test client of ``app`` with ``CSRF_TOKEN`` already in its session, as a phone that opened a page."""
    test_client = app.test_client()
    with test_client.session_transaction() as session:
        session["csrf"] = CSRF_TOKEN
    return test_client


@pytest.fixture
def client(app):
    """A test client with a CSRF token already in its session (see ``csrf_token``)."""
    return client_with_token(app)


@pytest.fixture
def csrf():
    """The token the ``client`` fixture's session holds: send it as ``csrf_token``."""
    return CSRF_TOKEN


@pytest.fixture
def runner(app):
    """Flask's CLI runner for this app."""
    return app.test_cli_runner()
