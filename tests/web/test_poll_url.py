"""The live URLs are the routes' alone: the idle-poll shortcut and the closed session recognise what ``url_for`` builds."""

import pytest
from flask import url_for

from companion.web.poll_url import LIVE_ENDPOINTS, polled_table, version_only
from tests.web.helpers import create_table, post

POLL_ENDPOINT = "tables.table_state"


def test_the_shortcut_reads_what_the_route_builds(app):
    with app.test_request_context():
        url = url_for(POLL_ENDPOINT, table_id="Ab_9-x", v=12)
    path, query = url.split("?")
    assert polled_table(app.url_map, path, app.extensions["companion_cache"]) == "Ab_9-x"
    assert version_only(query) == 12
    assert polled_table(app.url_map, "/t/Ab_9-x/board", app.extensions["companion_cache"]) is None
    assert polled_table(app.url_map, "/t/Ab_9-x/board/state", app.extensions["companion_cache"]) == "Ab_9-x"
    assert polled_table(app.url_map, "/t/Ab_9-x/state/more", app.extensions["companion_cache"]) is None
    assert version_only("v=1&lang=fr") is None and version_only("v=x") is None


def test_an_idle_poll_at_the_routes_url_never_reaches_the_view(app, client, monkeypatch):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"], first=0)
    table_id = table.rsplit("/", 1)[1]
    asked = []
    view = app.view_functions[POLL_ENDPOINT]
    monkeypatch.setitem(app.view_functions, POLL_ENDPOINT, lambda **args: asked.append(args) or view(**args))
    with app.test_request_context():
        idle, changed = (url_for(POLL_ENDPOINT, table_id=table_id, v=version) for version in (0, 1))
    assert client.get(idle, headers={"HX-Request": "true"}).status_code == 204
    assert asked == []  # answered by the shortcut
    post(client, f"{table}/events", seen="0", action="perfect", player="Ana")
    assert client.get(idle, headers={"HX-Request": "true"}).status_code == 200
    assert client.get(changed, headers={"HX-Request": "true"}).status_code == 204
    assert len(asked) == 1  # only the poll with news reached the view


@pytest.mark.parametrize("endpoint", LIVE_ENDPOINTS)
def test_every_live_screen_is_answered_the_same_way(app, client, monkeypatch, endpoint):
    """Table, board, seat view and My hand: one live URL each, 204 before Flask while unchanged, news after."""
    table = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"], first=0)
    table_id = table.rsplit("/", 1)[1]
    key = app.extensions["companion_tables"].load(table_id).table.seat_keys["Ana"]
    args = {"seat_key": key} if endpoint == "tables.seat_state" else {}
    asked = []
    view = app.view_functions[endpoint]
    monkeypatch.setitem(app.view_functions, endpoint, lambda **given: asked.append(given) or view(**given))
    with app.test_request_context():
        idle = url_for(endpoint, table_id=table_id, v=0, **args)
    assert idle.endswith("/state?v=0")
    assert client.get(idle, headers={"HX-Request": "true"}).status_code == 204 and asked == []
    assert post(client, f"{table}/events", seen="0", action="field", cards="3 8 1 5").status_code == 303
    changed = client.get(idle, headers={"HX-Request": "true"})
    assert changed.status_code == 200 and len(asked) == 1
    assert changed.headers["Cache-Control"] == "no-store"
