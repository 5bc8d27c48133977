"""Fixtures of the fault tests: the app on SQLite and on a real PostgreSQL server.

``database_url`` is parametrized over both back ends; the PostgreSQL variant
runs when ``COMPANION_TEST_POSTGRES_URL`` names a server (scripts/test.sh
starts a throwaway one) and is skipped, saying why, otherwise.
"""

import pytest

from companion.app import create_app
from tests.faults.helpers import POSTGRES_URL


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database_url(request, tmp_path):
    """A database URL: a SQLite file in the test's folder, or the test PostgreSQL server."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'companion.sqlite3'}"
    if not POSTGRES_URL:
        pytest.skip("COMPANION_TEST_POSTGRES_URL is not set (scripts/test.sh starts a PostgreSQL server for it)")
    return POSTGRES_URL


@pytest.fixture
def fault_app(database_url, tmp_path):
    """The app on ``database_url``; its connections are closed afterwards."""
    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "fault-secret",
                      "DATABASE_URL": database_url})
    yield app
    app.extensions["companion_db"].dispose()
