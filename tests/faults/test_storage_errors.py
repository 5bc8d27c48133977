"""A full disk, a read-only database or a lost database server: a clear page, nothing lost.

The full disk is real SQLite behaviour: ``PRAGMA max_page_count`` caps the
database file at its current size, so the next insert that needs a page
fails with "database or disk is full", exactly as on a full disk. The
read-only database is the file opened read-only (``mode=ro``); a read-only
folder cannot be simulated as root, who may write anywhere.
"""

import json

import pytest
from sqlalchemy import event
from sqlalchemy.exc import OperationalError

from companion import store
from companion.app import create_app
from companion.web import storage_errors
from tests.faults.helpers import CSRF, client_for, new_rain_table, seven_event, seven_form


def sqlite_app(tmp_path, url=None):
    """The app on the SQLite file in ``tmp_path`` (or on ``url``)."""
    return create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "fault-secret",
                       "DATABASE_URL": url or f"sqlite:///{tmp_path / 'companion.sqlite3'}"})


def table_with_events(app, count):
    """A rain table with ``count`` recorded events; its id and the events."""
    phone = client_for(app)
    table_id = new_rain_table(phone)
    for number in range(count):
        assert phone.post(f"/t/{table_id}/events", data=seven_form(number, number)).status_code == 303
    return table_id, [seven_event(number) for number in range(count)]


def logged_events(app, table_id):
    """The events of the table's exported log."""
    return json.loads(client_for(app).get(f"/t/{table_id}/log.json").data)["events"]


def test_full_disk_gives_507_and_keeps_every_acknowledged_event(tmp_path):
    """Tap until the capped database is full: a 507 page that says so; no stored event is lost."""
    app = sqlite_app(tmp_path)
    table_id, events = table_with_events(app, 3)
    engine = app.extensions["companion_db"]

    @event.listens_for(engine, "connect")
    def cap_size(connection, _record):
        cursor = connection.cursor()
        pages = cursor.execute("PRAGMA page_count").fetchone()[0]
        cursor.execute(f"PRAGMA max_page_count = {pages}")
        cursor.close()

    engine.dispose()
    phone = client_for(app)
    for number in range(3, 2000):
        response = phone.post(f"/t/{table_id}/events", data=seven_form(number, len(events)),
                              headers={"Accept-Language": "fr"})
        if response.status_code != 303:
            break
        events.append(seven_event(number))
    assert response.status_code == 507
    page = response.get_data(as_text=True)
    assert "Le disque du serveur est plein" in page
    assert response.headers["Retry-After"]
    assert logged_events(app, table_id) == events

    event.remove(engine, "connect", cap_size)
    engine.dispose()
    freed = client_for(app).post(f"/t/{table_id}/events", data=seven_form(0, len(events)))
    assert freed.status_code == 303
    assert logged_events(app, table_id) == events + [seven_event(0)]


def test_read_only_database_gives_503_and_keeps_everything(tmp_path):
    """On a read-only database file the table still shows, a tap gets 503, the log is intact."""
    writable = sqlite_app(tmp_path)
    table_id, events = table_with_events(writable, 4)
    writable.extensions["companion_db"].dispose()

    read_only = sqlite_app(tmp_path, f"sqlite:///file:{tmp_path / 'companion.sqlite3'}?mode=ro&uri=true")
    phone = client_for(read_only)
    assert phone.get(f"/t/{table_id}").status_code == 200
    response = phone.post(f"/t/{table_id}/events", data=seven_form(9, len(events)))
    assert response.status_code == 503
    assert "database is read-only" in response.get_data(as_text=True)
    htmx = phone.post(f"/t/{table_id}/undo", data={"csrf_token": CSRF, "seen": str(len(events))},
                      headers={"HX-Request": "true"})
    assert htmx.status_code == 503
    assert 'role="alert"' in htmx.get_data(as_text=True)
    created = phone.post("/tables", data={"csrf_token": CSRF, "game": "rainbow7-rain", "first": "0",
                                          "name-0": "Ana", "name-1": "Ben"})
    assert created.status_code == 503
    read_only.extensions["companion_db"].dispose()

    assert logged_events(sqlite_app(tmp_path), table_id) == events


def test_unreachable_database_gives_503_in_the_phones_language(app, monkeypatch):
    """A database server that went away (PostgreSQL restarting): 503, said plainly, in German."""
    def server_gone(*_args, **_kwargs):
        raise OperationalError("INSERT", {}, ConnectionError("server closed the connection unexpectedly"))

    phone = client_for(app)
    table_id = new_rain_table(phone)
    monkeypatch.setattr(store, "append", server_gone)
    response = phone.post(f"/t/{table_id}/events", data=seven_form(0, 0), headers={"Accept-Language": "de"})
    assert response.status_code == 503
    assert "Der Server erreicht seine Datenbank gerade nicht" in response.get_data(as_text=True)


@pytest.mark.parametrize("cause, status, message", [
    ("database or disk is full", 507, storage_errors.FULL_MESSAGE),
    ("attempt to write a readonly database", 503, storage_errors.READ_ONLY_MESSAGE),
    ("could not connect to server: Connection refused", 503, storage_errors.UNAVAILABLE_MESSAGE),
])
def test_each_storage_problem_gets_its_own_status_and_message(cause, status, message):
    """SQLite's and PostgreSQL's wordings map to the right answer."""
    assert storage_errors.storage_problem(OperationalError("stmt", {}, Exception(cause))) == (status, message)


def test_the_log_of_a_storage_error_on_a_private_seat_leaves_its_key_out(tmp_path, caplog):
    """The server's log names the request that met the error: a seat view's key is that player's total."""
    app = sqlite_app(tmp_path)
    phone = client_for(app)
    form = {"csrf_token": CSRF, "game": "rainbow-field", "first": "0", "name-0": "Ana", "name-1": "Ben"}
    table = phone.post("/tables", data=form).headers["Location"]
    seat = phone.post(f"{table}/seats", data={"csrf_token": CSRF, "player": "Ana"}).headers["Location"]
    key = seat.rsplit("/", 1)[1]

    @event.listens_for(app.extensions["companion_db"], "before_cursor_execute")
    def failing(*_args):
        raise OperationalError("SELECT", {}, Exception("disk I/O error"))

    assert phone.get(f"{seat}/state?v=0", headers={"HX-Request": "true"}).status_code == 503
    logged = [record.getMessage() for record in caplog.records if "storage error" in record.getMessage()]
    assert logged and all(key not in line for line in logged), logged
    assert f"{table}/seat/…/state" in logged[0]
