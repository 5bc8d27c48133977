"""Playing at a table: the live screen, recording events, undo, redo, "Where are we?"."""

from flask import make_response, render_template, request

from companion.games import game as declared_game
from companion.games.forms import typed_number
from companion.i18n.errors import translate_error
from companion.tables import Refused, news, tables
from companion.web.live import live_answer
from companion.web.phones import note_this_phone
from companion.web.table_view import back_to_table, is_htmx, load_timeline, render_live_update, render_refusal, render_table_page
from companion.web.tables import bp

REFUSAL_STATUS = {"unversioned": 400, "stale": 409, "rules": 422}


@bp.get("/t/<table_id>")
def table_page(table_id):
    """The table screen: state, live messages, the forms to record what happened."""
    line = load_timeline(table_id)
    note_this_phone(table_id)
    return render_table_page(line)


@bp.get("/t/<table_id>/state")
def table_state(table_id):
    """The table's live URL: 204 (nothing to swap) while the table is unchanged, else what changed."""
    line = load_timeline(table_id)
    return live_answer(line, lambda shown: render_live_update(line, since=shown))


@bp.post("/t/<table_id>/events")
def record_event(table_id):
    """Record one game event described by a game's action form."""
    line = load_timeline(table_id)
    return _write(line, lambda: ("event", declared_game(line.table.game).ui.event_from_form(request.form, line.game)))


@bp.post("/t/<table_id>/undo")
def undo(table_id):
    """Set the last event aside (it stays in the history and can be redone)."""
    return _write(load_timeline(table_id), lambda: ("undo", None))


@bp.post("/t/<table_id>/redo")
def redo(table_id):
    """Bring back the last event that was undone."""
    return _write(load_timeline(table_id), lambda: ("redo", None))


def _write(line, read_form):
    """Record what the form says (companion.tables: checked, applied once, stored, kept, told); answer the phone.

    ``read_form()`` parses the form into ``(kind, payload)``. htmx gets the
    live update from the version the phone showed; a plain form, the table again (303).
    """
    outcome = tables().record(line, typed_number(request.form.get("seen"), max_digits=12), read_form)
    if isinstance(outcome, Refused):
        return render_refusal(outcome.line, REFUSAL_STATUS[outcome.reason], translate_error(outcome.error),
                              request.form, since=outcome.since)
    if not is_htmx():
        return back_to_table(line.table.id)
    return render_live_update(outcome.line, since=outcome.since)


@bp.get("/t/<table_id>/where")
def where(table_id):
    """"Where are we?": the whole state, read out by the live region."""
    line = load_timeline(table_id)
    odd = request.args.get("said") == "1"
    text = news.where_are_we(line, odd)
    if is_htmx():
        response = make_response(render_template("tables/announcer.html", announcement=text, oob=True)
                                 + render_template("tables/where_said.html", said=not odd, oob=True))
        response.vary.add("HX-Request")
        response.headers["Cache-Control"] = "no-store"
        return response
    return render_table_page(line, announcement=text)
