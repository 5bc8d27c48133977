"""Importing a log: limits named in the refusal, text that is not Unicode refused, all or nothing;
the history a page at a time; logs and history never cached (issue 10, items 3, 4, 5 and 10)."""

import io
import json
import re

import pytest
from sqlalchemy import event, func, select
from sqlalchemy.exc import OperationalError

from companion import store
from tests.conftest import CSRF_TOKEN
from tests.web.helpers import create_table, post

SEVEN = {"type": "seven", "player": "Ana", "color": "green"}


def rain_log(events, players=("Ana", "Ben", "Chloé")):
    """A rain-token log as text."""
    return json.dumps({"format": "rainbow-companion/game-log", "version": 1, "game": "rainbow7-rain",
                       "players": list(players), "options": {}, "events": events})


def upload(client, text, lang="en"):
    """POST ``text`` to the import form."""
    data = {"csrf_token": CSRF_TOKEN, "log": (io.BytesIO(text.encode("utf-8")), "game.json")}
    return client.post("/tables/import", data=data, content_type="multipart/form-data",
                       headers={"Accept-Language": lang})


def table_count(app):
    """How many tables the database holds."""
    with app.extensions["companion_db"].connect() as connection:
        return connection.execute(select(func.count()).select_from(store.tables)).scalar_one()


def refused(app, client, text, lang="en"):
    """Import ``text``: a 400 page, no table stored; the page's text."""
    response = upload(client, text, lang)
    assert response.status_code == 400, response.status_code
    assert table_count(app) == 0
    return response.get_data(as_text=True)


def test_more_events_than_the_limit_is_refused_naming_the_limit(app, client):
    page = refused(app, client, rain_log([SEVEN] * 10_001))
    assert "The game log has 10001 events; the limit is 10000" in page


def test_the_limit_is_said_in_the_phones_language(app, client):
    page = refused(app, client, rain_log([SEVEN] * 10_001), lang="de")
    assert "Das Spielprotokoll enthält 10001 Ereignisse; erlaubt sind höchstens 10000" in page


@pytest.mark.parametrize("event, words", [
    ('{"type": "rainbow", "player": "Ana", "hands": {"Ana": 3, "Ben": 1%s, "Chloé": 5}}' % ("0" * 3000),
     "too large"),
    ('{"type": "seven", "player": "Ana", "color": "green", "at": 1%s}' % ("0" * 4000), "(4001 digits)"),
    ('{"type": "rainbow", "player": "Ana", "hands": {"Ana": 3, "Ben": 1000, "Chloé": 5}}', "from 0 to 999, not 1000"),
], ids=["huge hand total", "huge extra key", "hand total over 999"])
def test_numbers_beyond_the_games_range_are_refused_as_event_n(app, client, event, words):
    text = rain_log([SEVEN]).replace("]}", f", {event}]}}")
    page = refused(app, client, text)
    assert "Event 2:" in page and words in page
    assert len(page) < 20_000


@pytest.mark.parametrize("where", ["name", "note", "extra key", "option"])
def test_a_lone_surrogate_anywhere_is_refused_and_leaves_no_table(app, client, where):
    text = {
        "name": rain_log([SEVEN], players=("Ana", "BEN")).replace("BEN", "B\\udc80n"),
        "note": rain_log([dict(SEVEN, note="NOTE")]).replace("NOTE", "\\udc80"),
        "extra key": rain_log([dict(SEVEN, KEY=1)]).replace("KEY", "\\udc80"),
        "option": rain_log([SEVEN]).replace('"options": {}', '"options": {"first_player": "\\udc80"}'),
    }[where]
    assert "\\udc80" in text
    page = refused(app, client, text)
    assert "not valid Unicode" in page


def test_a_name_with_a_control_character_is_refused(app, client):
    page = refused(app, client, rain_log([SEVEN], players=("Ana", "Ben\u0000")), lang="fr")
    assert "caractère invisible ou de contrôle (U+0000)" in page


def test_an_import_is_all_or_nothing(app, client):
    """The events cannot be stored: the table is not stored either, and the phone is told (503)."""
    engine = app.extensions["companion_db"]

    def fail_on_records(_connection, _cursor, statement, *_args):
        if statement.startswith("INSERT INTO records"):
            raise OperationalError(statement, {}, Exception("disk I/O error"))

    event.listen(engine, "before_cursor_execute", fail_on_records)
    try:
        response = upload(client, rain_log([SEVEN, SEVEN]))
    finally:
        event.remove(engine, "before_cursor_execute", fail_on_records)
    assert response.status_code == 503
    assert table_count(app) == 0


def test_a_log_within_every_limit_is_imported(app, client):
    response = upload(client, rain_log([dict(SEVEN, note="n" * 100)] * 9_999 + [dict(SEVEN, note="é" * 1000)]))
    assert response.status_code == 303
    assert table_count(app) == 1


def test_a_file_over_the_request_limit_is_refused_naming_the_limit(app, client):
    response = upload(client, rain_log([dict(SEVEN, note="n" * 1000)] * 3000))
    assert response.status_code == 413
    assert "the limit is 2 MB" in response.get_data(as_text=True)
    assert table_count(app) == 0


# --- the history, a page at a time ----------------------------------------------------------------

def history_numbers(page):
    """The record numbers a history page lists (its <ol start> and item count)."""
    start = int(re.search(r'<ol class="history" start="(\d+)"', page).group(1))
    return start, page.count("<li>\n")


def test_history_is_paged_newest_page_first(app, client):
    response = upload(client, rain_log([SEVEN] * 250))
    table = response.headers["Location"]
    newest = client.get(f"{table}/history")
    page = newest.get_data(as_text=True)
    assert "Actions 201 to 250 of 250, page 3 of 3." in page
    assert 'aria-label="Pages of the history"' in page and 'rel="prev"' in page and 'rel="next"' not in page
    assert f'href="/t/{table.rsplit("/", 1)[1]}/history?page=2"' in page
    assert page.count("Ana plays the green 7") == 50
    first = client.get(f"{table}/history?page=1").get_data(as_text=True)
    assert "Actions 1 to 100 of 250, page 1 of 3." in first and 'rel="next"' in first and 'rel="prev"' not in first
    assert first.count("Ana plays the green 7") == 100
    assert client.get(f"{table}/history?page=4").status_code == 404
    assert client.get(f"{table}/history?page=x").status_code == 200


def test_a_short_game_has_one_page_without_page_links(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    post(client, f"{table}/events", seen="0", action="perfect", player="Ana")
    page = client.get(f"{table}/history").get_data(as_text=True)
    assert "Ana makes a Perfect" in page and "Pages of the history" not in page


def test_log_and_history_are_never_cached(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    for path in (f"{table}/log.json", f"{table}/history", f"{table}/history?page=1"):
        assert client.get(path).headers["Cache-Control"] == "no-store", path


def test_an_import_replays_its_log_once_and_keeps_that_timeline(app, client):
    """The timeline the import built is the one the table page uses; it equals a fresh build from the store."""
    from companion.tables import timeline

    response = upload(client, rain_log([SEVEN, dict(SEVEN, player="Ben"), {"type": "perfect", "player": "Ana"}]))
    table_id = response.headers["Location"].rsplit("/", 1)[1]
    kept = app.extensions["companion_cache"].get(("timeline", table_id))
    engine = app.extensions["companion_db"]
    fresh = timeline.build(store.load_table(table_id, engine=engine), store.load_records(table_id, engine=engine))
    assert kept.version == fresh.version == 3
    assert kept.game.summary() == fresh.game.summary() and kept.log() == fresh.log()
    assert kept.history == fresh.history and kept.estimated_bytes == fresh.estimated_bytes
