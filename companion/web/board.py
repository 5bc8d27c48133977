"""The board: a read-only, large-type, live view of a table for a tablet or a TV in the middle of the table."""

from flask import make_response, render_template

from companion.tables import news
from companion.web.live import live_answer
from companion.web.table_view import load_timeline, screen_context
from companion.web.tables import bp


@bp.get("/t/<table_id>/board")
def board(table_id):
    """The board page."""
    line = load_timeline(table_id)
    return _no_store(make_response(render_template("tables/board.html", announcement="", **_board_context(line))))


@bp.get("/t/<table_id>/board/state")
def board_state(table_id):
    """The board's live URL: 204 while unchanged, else the new state and what happened since the shown version."""
    line = load_timeline(table_id)

    def update(shown):
        said = news.announcements_since(line, news.announced_from(line, shown))
        return _no_store(make_response(render_template("tables/board_updated.html", announcement=said,
                                                       **_board_context(line))))

    return live_answer(line, update)


def _board_context(line):
    """The table's screen context, plus the last action in words."""
    return {**screen_context(line), "board": True, "last": news.announce_last(line).rstrip(news.NOT_SPOKEN)}


def _no_store(response):
    """A live page: never cached; one URL answers the page and its htmx fragment."""
    response.headers["Cache-Control"] = "no-store"
    response.vary.add("HX-Request")
    return response
