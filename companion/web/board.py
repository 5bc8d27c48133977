"""The board: a read-only, large-type, live view of a table for a tablet or a TV in the middle of the table."""

from flask import make_response, render_template, request

from companion.games import game as declared_game
from companion.games.forms import typed_number
from companion.web.table_view import announce_last, announced_from, announcements_since, is_htmx, load_timeline
from companion.web.tables import bp


@bp.get("/t/<table_id>/board")
def board(table_id):
    """The board page; polled by htmx like the table (204 while unchanged, else the new state and what happened)."""
    line = load_timeline(table_id)
    shown = typed_number(request.args.get("v"), max_digits=12)
    if is_htmx() and shown == line.version:
        return _no_store(make_response("", 204))
    last = announce_last(line).rstrip("\u200b")
    context = {"line": line, "table": line.table, "game": line.game, "title": declared_game(line.table.game).title,
               "ui": declared_game(line.table.game).ui, "board": True, "last": last}
    if is_htmx():
        said = announcements_since(line, announced_from(line, shown))
        return _no_store(make_response(render_template("tables/board_updated.html", announcement=said, **context)))
    return _no_store(make_response(render_template("tables/board.html", announcement="", **context)))


def _no_store(response):
    """A live page: never cached; one URL answers the page and its htmx fragment."""
    response.headers["Cache-Control"] = "no-store"
    response.vary.add("HX-Request")
    return response
