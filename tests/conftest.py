"""Fixtures shared by the whole suite: an app on a temporary data folder, its client."""

import pytest

from companion.app import create_app

CSRF_TOKEN = "test-csrf-token"


@pytest.fixture
def app(tmp_path):
    """A fresh app with its own SQLite database (or COMPANION_TEST_DATABASE_URL's server)."""
    return create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "test-secret"})


@pytest.fixture
def client(app):
    """A test client with a CSRF token already in its session (see ``csrf_token``)."""
    test_client = app.test_client()
    with test_client.session_transaction() as session:
        session["csrf"] = CSRF_TOKEN
    return test_client


@pytest.fixture
def csrf():
    """The token the ``client`` fixture's session holds: send it as ``csrf_token``."""
    return CSRF_TOKEN


@pytest.fixture
def runner(app):
    """Flask's CLI runner for this app."""
    return app.test_cli_runner()
