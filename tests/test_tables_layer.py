"""The application layer (companion.tables): one write path, and who is told of a change."""

import logging

from tests.web.helpers import create_table, post


def tables_of(app):
    """The app's ``Tables``."""
    return app.extensions["companion_tables"]


def test_a_record_is_checked_applied_stored_kept_and_told(app, client):
    table_id = create_table(client, "rainbow7-rain", ["Ana", "Ben"]).rsplit("/", 1)[1]
    tables, told = tables_of(app), []
    tables.on_change(lambda change: told.append((change.table_id, change.version)))
    line = tables.load(table_id)
    outcome = tables.record(line, 0, lambda: ("event", {"type": "perfect", "player": "Ana"}))
    assert type(outcome).__name__ == "Recorded" and outcome.since == 0 and outcome.line.version == 1
    assert told == [(table_id, 1)]
    assert tables.load(table_id) is outcome.line  # kept: the next load reads no record again
    assert tables.versions.version(table_id, lambda: "not asked") == 1


def test_refusals_store_nothing_and_tell_no_one(app, client):
    table_id = create_table(client, "rainbow7-rain", ["Ana", "Ben"]).rsplit("/", 1)[1]
    tables, told = tables_of(app), []
    tables.on_change(lambda change: told.append(change.version))
    line = tables.load(table_id)
    perfect = lambda: ("event", {"type": "perfect", "player": "Ana"})  # noqa: E731
    assert tables.record(line, None, perfect).reason == "unversioned"
    assert tables.record(line, 3, perfect).reason == "stale"
    assert tables.record(line, 0, lambda: ("event", {"type": "seven", "player": "Zoë"})).reason == "rules"
    assert tables.record(line, 0, lambda: ("undo", None)).reason == "rules"
    assert told == [] and tables.load(table_id).version == 0


def test_a_record_that_lost_the_race_is_refused_with_the_table_now(app, client):
    table_id = create_table(client, "rainbow7-rain", ["Ana", "Ben"]).rsplit("/", 1)[1]
    tables = tables_of(app)
    stale = tables.load(table_id)
    assert post(client, f"/t/{table_id}/events", seen="0", action="perfect", player="Ben").status_code == 303
    refused = tables.record(stale, 0, lambda: ("event", {"type": "perfect", "player": "Ana"}))
    assert refused.reason == "stale" and refused.since == 0 and refused.line.version == 1


def test_a_failing_listener_is_logged_and_the_others_are_still_told(app, client, caplog):
    table_id = create_table(client, "rainbow7-rain", ["Ana", "Ben"]).rsplit("/", 1)[1]
    tables, told = tables_of(app), []

    def broken(change):
        raise RuntimeError("a push channel went away")

    tables.on_change(broken)
    tables.on_change(lambda change: told.append(change.version))
    caplog.set_level(logging.ERROR, logger="companion.tables")
    response = post(client, f"/t/{table_id}/events", seen="0", action="perfect", player="Ana")
    assert response.status_code == 303 and told == [1]
    assert "a listener failed" in caplog.text


def test_starting_the_next_game_is_told_once(app, client):
    from tests.web.test_nights import finished_rain_table

    table_id = finished_rain_table(client).rsplit("/", 1)[1]
    tables, told = tables_of(app), []
    tables.on_change(lambda change: told.append((change.table_id, change.version, change.next_game)))
    first = post(client, f"/t/{table_id}/next")
    again = post(client, f"/t/{table_id}/next")
    assert first.headers["Location"] == again.headers["Location"]
    assert told == [(table_id, 4, True)]
