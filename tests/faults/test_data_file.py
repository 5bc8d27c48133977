"""The SQLite file deleted, replaced or damaged while the server runs, or damaged at start (issue 10 item 6).

An open SQLite connection keeps writing to a deleted file: before the fix
every tap was acknowledged (303), then lost at the next start. Now the store
checks the file is still the one it opened before it answers: 503 with the
storage message, never an acknowledgement of an action that was not stored.
At start a damaged file is one paragraph that says what is wrong and how to
recover, never a traceback.
"""

import os
import shutil
import sqlite3
import subprocess
import sys

import pytest
from sqlalchemy.exc import DatabaseError

from companion import data_file
from companion.app import create_app
from companion.web import storage_errors
from tests.faults.helpers import client_for, free_port, new_rain_table, seven_event, seven_form


def sqlite_app(folder):
    """The app on the SQLite file in ``folder``."""
    return create_app({"TESTING": True, "DATA_DIR": str(folder), "SECRET_KEY": "fault-secret",
                       "DATABASE_URL": f"sqlite:///{folder / 'companion.sqlite3'}"})


def table_with_events(app, count):
    """A rain table with ``count`` acknowledged events; its id."""
    phone = client_for(app)
    table_id = new_rain_table(phone)
    for number in range(count):
        assert phone.post(f"/t/{table_id}/events", data=seven_form(number, number)).status_code == 303
    return table_id


def assert_not_acknowledged(app, table_id, seen, message):
    """A tap, a page and a new table are 503 with ``message``; never 303."""
    phone = client_for(app)
    tap = phone.post(f"/t/{table_id}/events", data=seven_form(seen, seen))
    assert tap.status_code == 503, tap.status_code
    assert message in tap.get_data(as_text=True)
    assert tap.headers["Retry-After"]
    assert phone.get(f"/t/{table_id}").status_code == 503
    assert phone.get(f"/t/{table_id}/state?v=0").status_code == 503


def test_a_deleted_file_is_noticed_and_no_action_is_acknowledged(tmp_path):
    app = sqlite_app(tmp_path)
    table_id = table_with_events(app, 3)
    for name in os.listdir(tmp_path):
        if name.startswith("companion.sqlite3"):
            os.remove(tmp_path / name)
    assert_not_acknowledged(app, table_id, 3, "was removed or replaced while it was running")
    created = client_for(app).post("/tables", data={"csrf_token": "fault-csrf-token", "game": "rainbow7-rain",
                                                    "first": "0", "name-0": "Ana", "name-1": "Ben"})
    assert created.status_code == 503
    app.extensions["companion_db"].dispose()


def test_a_replaced_file_is_noticed(tmp_path):
    app = sqlite_app(tmp_path)
    table_id = table_with_events(app, 2)
    path = tmp_path / "companion.sqlite3"
    shutil.copy(path, tmp_path / "copy.sqlite3")
    os.replace(tmp_path / "copy.sqlite3", path)
    assert_not_acknowledged(app, table_id, 2, "was removed or replaced while it was running")
    app.extensions["companion_db"].dispose()


def test_a_header_overwritten_while_running_is_noticed_before_acknowledging(tmp_path):
    app = sqlite_app(tmp_path)
    table_id = table_with_events(app, 2)
    with open(tmp_path / "companion.sqlite3", "r+b") as stream:
        stream.write(b"\x00garbage" * 512)
    response = client_for(app).post(f"/t/{table_id}/events", data=seven_form(2, 2), headers={"Accept-Language": "de"})
    assert response.status_code == 503
    assert "Die Datenbankdatei des Servers ist beschädigt" in response.get_data(as_text=True)
    app.extensions["companion_db"].dispose()


def test_a_damaged_file_read_by_new_connections_is_503_not_500(tmp_path):
    app = sqlite_app(tmp_path)
    table_id = table_with_events(app, 2)
    engine = app.extensions["companion_db"]
    engine.dispose()
    for name in os.listdir(tmp_path):
        if name.startswith("companion.sqlite3-"):
            os.remove(tmp_path / name)
    with open(tmp_path / "companion.sqlite3", "r+b") as stream:
        stream.write(b"\x00garbage" * 512)
    phone = client_for(app)
    for response in (phone.get(f"/t/{table_id}"), phone.get(f"/t/{table_id}/state?v=1"),
                     phone.post(f"/t/{table_id}/events", data=seven_form(2, 2))):
        assert response.status_code == 503, response.status_code
        assert "database file is damaged" in response.get_data(as_text=True)
    engine.dispose()


def test_a_damaged_file_at_start_is_one_paragraph_about_recovery(tmp_path):
    (tmp_path / "companion.sqlite3").write_bytes(b"this is not a database, " * 400)
    with pytest.raises(data_file.StoreUnusable) as caught:
        sqlite_app(tmp_path)
    message = str(caught.value)
    assert "companion.sqlite3: file is not a database" in message
    assert "move the file aside" in message and "backup" in message and "\n" not in message


@pytest.mark.slow
def test_companion_serve_on_a_damaged_file_exits_with_the_paragraph_and_no_traceback(tmp_path):
    (tmp_path / "companion.sqlite3").write_bytes(b"this is not a database, " * 400)
    env = {key: value for key, value in os.environ.items() if not key.startswith("COMPANION_")}
    result = subprocess.run(
        [sys.executable, "-c", "from companion.cli import main; main()", "serve", "--host", "127.0.0.1",
         "--port", str(free_port()), "--data", str(tmp_path), "--workers", "1"],
        env=env, capture_output=True, timeout=60)
    stderr = result.stderr.decode()
    assert result.returncode == 1, stderr
    assert "Traceback" not in stderr
    assert stderr.startswith("Error: The companion cannot use its database file ")
    assert len(stderr.strip().splitlines()) == 1 and "move the file aside" in stderr


def test_restart_after_a_refused_tap_has_exactly_the_acknowledged_events(tmp_path):
    """Acknowledged events survive a restart; the tap refused on a replaced file is in neither file."""
    app = sqlite_app(tmp_path)
    table_id = table_with_events(app, 3)
    path = tmp_path / "companion.sqlite3"
    app.extensions["companion_db"].dispose()
    shutil.copy(path, tmp_path / "copy.sqlite3")
    os.replace(tmp_path / "copy.sqlite3", path)
    assert client_for(app).post(f"/t/{table_id}/events", data=seven_form(3, 3)).status_code == 503
    app.extensions["companion_db"].dispose()
    restarted = sqlite_app(tmp_path)
    log = client_for(restarted).get(f"/t/{table_id}/log.json").get_json()
    assert log["events"] == [seven_event(number) for number in range(3)]
    restarted.extensions["companion_db"].dispose()


@pytest.mark.parametrize("cause", ["file is not a database", "database disk image is malformed"])
def test_sqlalchemy_database_errors_are_the_damaged_file_message(cause):
    error = DatabaseError("SELECT", {}, Exception(cause))
    assert storage_errors.storage_problem(error) == (503, storage_errors.DAMAGED_MESSAGE)


# Damage inside the file (issue 27, item 6): SQLite finds it only when it reads the damaged page, so
# before the fix the server started without a word and kept acknowledging taps into the other pages.


def damage(path, kind):
    """Overwrite a part of the SQLite file at ``path``: one leaf page of the records ("data pages"), one leaf
    page of their primary-key index ("index"), or the header ("header"). Returns the id of the table whose
    records the damage meets first (None for the header)."""
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # every page in the main file, where it is damaged
        page_size = connection.execute("PRAGMA page_size").fetchone()[0]
        name = {"data pages": "records", "index": "sqlite_autoindex_records_1"}.get(kind)
        if name is None:
            page, hit = 1, None
        else:
            page = connection.execute("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' "
                                      "ORDER BY path LIMIT 1", (name,)).fetchone()[0]
            order = "rowid" if kind == "data pages" else "table_id, seq"
            hit = connection.execute(f"SELECT table_id FROM records ORDER BY {order} LIMIT 1").fetchone()[0]
    connection.close()
    with open(path, "r+b") as stream:
        stream.seek((page - 1) * page_size)
        stream.write(b"\xff" * (100 if page == 1 else page_size))
    return hit


def six_tables(folder):
    """Six tables of 60 acknowledged events each (several pages of records), then the app let go of the file."""
    app = sqlite_app(folder)
    ids = [table_with_events(app, 60) for _ in range(6)]
    app.extensions["companion_db"].dispose()
    return ids


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["data pages", "index", "header"])
def test_companion_serve_on_a_file_damaged_inside_exits_with_what_to_do(tmp_path, kind):
    six_tables(tmp_path)
    damage(tmp_path / "companion.sqlite3", kind)
    env = {key: value for key, value in os.environ.items() if not key.startswith("COMPANION_")}
    result = subprocess.run(
        [sys.executable, "-c", "from companion.cli import main; main()", "serve", "--host", "127.0.0.1",
         "--port", str(free_port()), "--data", str(tmp_path), "--workers", "1"],
        env=env, capture_output=True, timeout=60)
    stderr = result.stderr.decode()
    assert result.returncode == 1, stderr
    assert "Traceback" not in stderr and stderr.startswith("Error: The companion cannot use its database file ")
    assert "move the file aside" in stderr and "sqlite3 FILE .recover" in stderr


@pytest.mark.parametrize("kind", ["data pages", "index"])
def test_the_first_tap_that_meets_damage_stops_every_acknowledgement(tmp_path, kind):
    ids = six_tables(tmp_path)
    app = sqlite_app(tmp_path)  # started on a sound file
    hit = damage(tmp_path / "companion.sqlite3", kind)
    ids.sort(key=lambda table_id: table_id != hit)  # the table the damage meets first, then the five others
    phone = client_for(app)
    taps = [phone.post(f"/t/{table_id}/events", data=seven_form(60, 60)) for table_id in ids]
    assert [tap.status_code for tap in taps] == [503] * 6
    assert all("database file is damaged" in tap.get_data(as_text=True) for tap in taps)
    assert phone.get(f"/t/{ids[-1]}").status_code == 503
    app.extensions["companion_db"].dispose()
    with pytest.raises(data_file.StoreUnusable, match="move the file aside"):
        sqlite_app(tmp_path)  # the restart the players were told of says what to do


def test_a_tap_refused_for_an_overwritten_header_was_not_stored(tmp_path):
    """The check runs before the commit: a 503 "not saved" is rolled back, not left in the WAL."""
    app = sqlite_app(tmp_path)
    table_id = table_with_events(app, 2)
    path = tmp_path / "companion.sqlite3"
    header = path.read_bytes()[:100]
    with open(path, "r+b") as stream:
        stream.write(b"\xff" * 100)
    assert client_for(app).post(f"/t/{table_id}/events", data=seven_form(2, 2)).status_code == 503
    with open(path, "r+b") as stream:  # a backup of the header put back: what had really been stored?
        stream.write(header)
    app.extensions["companion_db"].dispose()
    with sqlite3.connect(path) as connection:
        stored = connection.execute("SELECT count(*) FROM records WHERE table_id = ?", (table_id,)).fetchone()[0]
    connection.close()
    assert stored == 2
