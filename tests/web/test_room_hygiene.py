"""Smaller promises of a busy room (issue 27, item 7): no GET writes without bound, private data files,
the service worker's caches named by the app's version."""

import os
import re
import shutil
import stat

from companion import store
from companion.app import create_app
from companion.resources import STATIC
from companion.web.pwa import app_version
from tests.faults.helpers import client_for, new_rain_table, seven_form


def test_cookie_less_visits_of_a_table_write_at_most_two_rows(app):
    """Every cookie-less ``GET /t/<id>`` was a new phone and a new row (2,739 in 20 s under load)."""
    table_id = new_rain_table(client_for(app))
    for _ in range(30):
        assert app.test_client().get(f"/t/{table_id}").status_code == 200
    assert store.phone_count(table_id, engine=app.extensions["companion_db"]) == store.PHONES_NOTED  # the invite folds


def mode(path):
    return stat.S_IMODE(os.stat(path).st_mode)


def test_the_database_its_journal_and_the_secret_key_are_readable_by_their_owner_only(tmp_path):
    folder = tmp_path / "data"
    app = create_app({"TESTING": True, "DATA_DIR": str(folder)})
    phone = client_for(app)
    table_id = new_rain_table(phone)
    assert phone.post(f"/t/{table_id}/events", data=seven_form(0, 0)).status_code == 303
    files = ["companion.sqlite3", "companion.sqlite3-wal", "companion.sqlite3-shm", "secret_key"]
    assert {name: oct(mode(folder / name)) for name in files} == {name: oct(0o600) for name in files}
    assert mode(folder) == 0o700
    app.extensions["companion_db"].dispose()


def test_files_an_older_version_left_readable_are_made_private_at_start(tmp_path):
    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path)})
    app.extensions["companion_db"].dispose()
    for name in ("companion.sqlite3", "secret_key"):
        os.chmod(tmp_path / name, 0o644)
    again = create_app({"TESTING": True, "DATA_DIR": str(tmp_path)})
    assert mode(tmp_path / "companion.sqlite3") == 0o600 and mode(tmp_path / "secret_key") == 0o600
    again.extensions["companion_db"].dispose()


def test_the_service_workers_caches_are_named_by_the_apps_version(client):
    script = client.get("/sw.js").get_data(as_text=True)
    version = re.search(r'var VERSION = "([^"]+)"', script).group(1)
    assert version == app_version(str(STATIC))
    assert re.fullmatch(r"\d+\.\d+\.\d+[^-]*-[0-9a-f]{12}", version), version
    assert 'SHELL = "companion-shell-" + VERSION' in script


def test_a_changed_static_file_is_a_new_version(tmp_path):
    before, after = tmp_path / "before", tmp_path / "after"
    shutil.copytree(STATIC, before)
    shutil.copytree(STATIC, after)
    with open(after / "js" / "companion.js", "a", encoding="utf-8") as stream:
        stream.write("\n// the next release\n")
    assert app_version(str(before)) == app_version(str(STATIC))
    assert app_version(str(after)) != app_version(str(before))
