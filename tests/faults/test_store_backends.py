"""The event store on SQLite and on a real PostgreSQL server: same behaviour, safe start-up.

Several workers starting at the same moment on an empty database each run
the schema creation; none may fail and the tables must exist once.
"""

import subprocess
import sys
import uuid

import pytest
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.engine import make_url

from companion import store
from tests.faults.helpers import PLAYERS


@pytest.fixture
def engine(database_url):
    """An engine with the companion's schema on ``database_url``."""
    created = store.make_engine(database_url)
    store.create_schema(created)
    yield created
    created.dispose()


def test_tables_and_records_round_trip(engine):
    """A table's facts and its records come back as stored, in order, with Unicode intact."""
    table = store.create_table("rainbow7-rain", ["Zoë", "日本語", "Ben"], {"first_player": "Ben"}, engine=engine)
    loaded = store.load_table(table.id, engine=engine)
    assert loaded == table
    assert store.load_table("no-such-table", engine=engine) is None
    assert store.version(table.id, engine=engine) == 0
    assert store.poll_version(table.id, engine=engine) == 0
    assert store.poll_version("no-such-table", engine=engine) is None
    assert store.append(table.id, 0, "event", {"type": "seven", "player": "Zoë"}, engine=engine).seq == 1
    assert store.append(table.id, 1, "undo", engine=engine).seq == 2
    records = store.load_records(table.id, engine=engine)
    assert [(r.seq, r.kind, r.payload) for r in records] == [(1, "event", {"type": "seven", "player": "Zoë"}),
                                                             (2, "undo", {})]
    assert store.version(table.id, engine=engine) == store.poll_version(table.id, engine=engine) == 2


def test_a_second_writer_of_the_same_number_gets_conflict(engine):
    """Record N+1 is written once: the writer who saw N too late is refused and changes nothing."""
    table = store.create_table("rainbow7-rain", PLAYERS, {}, engine=engine)
    store.append(table.id, 0, "event", {"n": 1}, engine=engine)
    with pytest.raises(store.Conflict):
        store.append(table.id, 0, "event", {"n": 2}, engine=engine)
    assert [r.payload for r in store.load_records(table.id, engine=engine)] == [{"n": 1}]


def test_seat_openings_are_a_counter_per_seat(engine):
    """Each phone opening a seat adds one to that seat's counter; other seats and tables are untouched."""
    table = store.create_table("rainbow-field", PLAYERS, {}, engine=engine)
    other = store.create_table("rainbow-field", PLAYERS, {}, engine=engine)
    assert store.seat_openings_of(table.id, engine=engine) == {}
    for player in (PLAYERS[0], PLAYERS[0], PLAYERS[1]):
        store.count_seat_opening(table.id, player, engine=engine)
    assert store.seat_openings_of(table.id, engine=engine) == {PLAYERS[0]: 2, PLAYERS[1]: 1}
    assert store.seat_openings_of(other.id, engine=engine) == {}


def test_a_phone_is_counted_once_per_table(engine):
    """Noting the same phone again changes nothing; phones are counted per table."""
    table = store.create_table("rainbow-field", PLAYERS, {}, engine=engine)
    for phone in ("phone-a", "phone-a", "phone-b"):
        store.note_phone(table.id, phone, engine=engine)
    assert store.phone_count(table.id, engine=engine) == 2
    assert store.phone_count("no-such-table", engine=engine) == 0


def test_every_store_function_needs_its_engine():
    """No hidden app lookup: a store call without ``engine=`` is a TypeError, and Flask is never imported."""
    with pytest.raises(TypeError):
        store.load_table("any")
    code = "import sys, companion.store; print(sorted(m for m in sys.modules if m.split('.')[0] == 'flask'))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stdout.strip() == "[]", result.stderr


def test_an_imported_log_keeps_the_order(engine):
    """An imported log is stored with its table in one go, numbered from 1."""
    table = store.create_table("rainbow7-rain", PLAYERS, {}, engine=engine, events=[{"n": n} for n in range(50)])
    assert [(r.seq, r.payload["n"]) for r in store.load_records(table.id, engine=engine)] == \
        [(n + 1, n) for n in range(50)]


WORKER = """
import sys
from companion import store
engine = store.make_engine(sys.argv[1])
store.create_schema(engine)
print(store.create_table("rainbow7-rain", ["Ana", "Ben"], {}, engine=engine).id)
"""


@pytest.fixture
def empty_database_url(database_url, tmp_path):
    """A database with no tables yet: a new SQLite file, or a new PostgreSQL database (dropped after)."""
    if database_url.startswith("sqlite"):
        yield f"sqlite:///{tmp_path / 'fresh.sqlite3'}"
        return
    name = f"companion_start_{uuid.uuid4().hex[:12]}"
    admin = create_engine(database_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    yield make_url(database_url).set(database=name).render_as_string(hide_password=False)
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE "{name}" WITH (FORCE)'))
    admin.dispose()


@pytest.mark.slow
def test_workers_starting_together_create_the_schema_once(empty_database_url):
    """Six processes start at once on an empty database: all succeed, the tables exist once."""
    workers = [subprocess.Popen([sys.executable, "-c", WORKER, empty_database_url], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True) for _ in range(6)]
    outcomes = [worker.communicate(timeout=60) + (worker.returncode,) for worker in workers]
    assert [code for _, _, code in outcomes] == [0] * 6, [err for _, err, _ in outcomes]
    engine = create_engine(empty_database_url)
    try:
        assert {"tables", "records"} <= set(inspect(engine).get_table_names())
        with engine.connect() as connection:
            assert connection.execute(text("SELECT COUNT(*) FROM tables")).scalar_one() == 6
    finally:
        engine.dispose()
