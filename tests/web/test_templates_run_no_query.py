"""No template runs a query: a view reads what a page shows (through companion.tables), then renders it."""

from flask import before_render_template, template_rendered
from sqlalchemy import event

from tests.web.helpers import post
from tests.web.test_nights import finished_rain_table


def test_no_template_runs_a_query(app, client):
    rendering, queries = [], []

    def started(sender, template, context, **extra):
        rendering.append(template.name)

    def finished(sender, template, context, **extra):
        rendering.remove(template.name)

    def executed(connection, cursor, statement, parameters, context, executemany):
        if rendering:
            queries.append((rendering[-1], statement.split()[0]))

    engine = app.extensions["companion_db"]
    event.listen(engine, "before_cursor_execute", executed)
    before_render_template.connect(started, app)
    template_rendered.connect(finished, app)
    try:
        table = finished_rain_table(client)  # over: the pages offer the next game
        assert "next-game-button" in client.get(table).get_data(as_text=True)
        for path in (
            table,
            f"{table}/board",
            f"{table}/history",
            f"{table}/night",
            f"{table}/hand",
            f"{table}/state?v=0",
            f"{table}/board/state?v=0",
        ):
            assert client.get(path, headers={"HX-Request": "true"} if "state" in path else {}).status_code == 200
        post(client, f"{table}/next")
        assert "next-game-link" in client.get(table).get_data(as_text=True)
    finally:
        event.remove(engine, "before_cursor_execute", executed)
        before_render_template.disconnect(started, app)
        template_rendered.disconnect(finished, app)
    assert queries == []
