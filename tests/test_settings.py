"""Settings from COMPANION_* environment variables (Flask's from_prefixed_env), under ``test_config``."""

from pathlib import Path

import pytest

from companion.app import create_app


@pytest.fixture
def environment(monkeypatch):
    """Set COMPANION_* variables for one test (every other COMPANION_* variable removed)."""
    import os

    for key in [key for key in os.environ if key.startswith("COMPANION_")]:
        monkeypatch.delenv(key)

    def set_variables(**variables):
        for name, value in variables.items():
            monkeypatch.setenv(f"COMPANION_{name}", value)
    return set_variables


def test_every_documented_variable_still_works(environment, tmp_path):
    environment(DATA=str(tmp_path / "data"), DATABASE_URL=f"sqlite:///{tmp_path / 'other.sqlite3'}",
                SECRET_KEY="12345", BASE_URL="https://games.example.org", BEHIND_PROXY="yes",
                PUBLIC_HOSTS="192.168.1.20, LocalHost,,127.0.0.1")
    app = create_app()
    assert Path(app.instance_path) == (tmp_path / "data").resolve() and (tmp_path / "data").is_dir()
    assert app.config["DATABASE_URL"] == f"sqlite:///{tmp_path / 'other.sqlite3'}"
    assert app.config["SECRET_KEY"] == "12345"
    assert app.config["PUBLIC_BASE_URL"] == "https://games.example.org"
    assert app.config["BEHIND_PROXY"] is True
    assert app.config["PUBLIC_HOSTS"] == ["192.168.1.20", "localhost", "127.0.0.1"]


@pytest.mark.parametrize("value, expected", [("1", True), ("true", True), ("on", True), ("0", False),
                                             ("false", False), ("", False), ("no", False)])
def test_behind_proxy_reads_the_usual_flag_words(environment, tmp_path, value, expected):
    environment(DATA=str(tmp_path), BEHIND_PROXY=value)
    assert create_app().config["BEHIND_PROXY"] is expected


def test_any_setting_comes_from_the_environment_as_json(environment, tmp_path):
    environment(DATA=str(tmp_path), POLL_SECONDS="3", PUBLIC_HOSTS='["games.local"]')
    app = create_app()
    assert app.config["POLL_SECONDS"] == 3
    assert app.config["PUBLIC_HOSTS"] == ["games.local"]


def test_test_config_wins_over_the_environment(environment, tmp_path):
    environment(DATA=str(tmp_path / "ignored"), SECRET_KEY="from-environment", POLL_SECONDS="3")
    app = create_app({"DATA_DIR": str(tmp_path / "used"), "SECRET_KEY": "given", "POLL_SECONDS": 1})
    assert Path(app.instance_path) == (tmp_path / "used").resolve() and not (tmp_path / "ignored").exists()
    assert app.config["SECRET_KEY"] == "given" and app.config["POLL_SECONDS"] == 1


def test_without_settings_the_defaults_hold(environment, tmp_path):
    app = create_app({"DATA_DIR": str(tmp_path)})
    assert app.config["PUBLIC_HOSTS"] == ["localhost", "127.0.0.1", "::1"] and app.config["BEHIND_PROXY"] is False
    assert app.config["PUBLIC_BASE_URL"] is None
    assert app.config["DATABASE_URL"] == f"sqlite:///{tmp_path.resolve() / 'companion.sqlite3'}"
    assert app.config["SECRET_KEY"] == (tmp_path / "secret_key").read_text().strip()
