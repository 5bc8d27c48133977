"""Playing at a table: the live screen, recording events, undo, redo, "Where are we?"."""

from flask import make_response, render_template, request

from companion import caches, recent_versions, store, timeline, timeline_cache
from companion.i18n import translate
from companion.i18n.errors import translate_error
from companion.rules.errors import N_, RuleError
from companion.games import game as declared_game
from companion.web.database import db
from companion.web.games.forms import typed_number
from companion.web.phones import note_this_phone
from companion.web.table_view import back_to_table, is_htmx, load_timeline, render_table, where_are_we
from companion.web.tables import bp

CONFLICT_MESSAGE = N_("Another phone recorded something at the same moment. Here is the table now: check it, then tap again if your action still applies.")


@bp.get("/t/<table_id>")
def table_page(table_id):
    """The table screen: state, live messages, the forms to record what happened."""
    line = load_timeline(table_id)
    note_this_phone(table_id)
    return render_table(line, announcement="")


@bp.get("/t/<table_id>/state")
def table_state(table_id):
    """Polled by every phone: 204 (nothing to swap) while the table is unchanged."""
    line = load_timeline(table_id)
    shown = typed_number(request.args.get("v"), max_digits=12)
    if shown == line.version:
        response = make_response("", 204)
        response.headers["Cache-Control"] = "no-store"
        return response
    return render_table(line, since=shown)


@bp.post("/t/<table_id>/events")
def record_event(table_id):
    """Record one game event described by a game's action form."""
    line = load_timeline(table_id)
    return _write(line, lambda: ("event", declared_game(line.table.game).ui.event_from_form(request.form, line.game)))


@bp.post("/t/<table_id>/undo")
def undo(table_id):
    """Set the last event aside (it stays in the history and can be redone)."""
    line = load_timeline(table_id)
    return _write(line, lambda: _checked("undo", timeline.check_undo, line))


@bp.post("/t/<table_id>/redo")
def redo(table_id):
    """Bring back the last event that was undone."""
    line = load_timeline(table_id)
    return _write(line, lambda: _checked("redo", timeline.check_redo, line))


def _checked(kind, check, line):
    """An undo or redo record, once ``check`` has accepted it."""
    check(line)
    return kind, None


def _write(line, make_record):
    """Check and store one record, written only if this phone saw the latest version."""
    seen = typed_number(request.form.get("seen"), max_digits=12)
    if seen is None:
        return render_table(line, 400, translate("The form is missing the table version. Reload the page."),
                            announcement="", form=request.form)
    if seen != line.version:
        return render_table(line, 409, translate(CONFLICT_MESSAGE), form=request.form, since=seen)
    try:
        kind, payload = make_record()
        if kind == "event":
            line.game.advanced(payload)
        record = store.append(line.table.id, line.version, kind, payload, engine=db())
    except RuleError as error:
        return render_table(line, 422, translate_error(error), announcement="", form=request.form)
    except store.Conflict:
        return render_table(load_timeline(line.table.id), 409, translate(CONFLICT_MESSAGE), form=request.form,
                            since=seen)
    recent_versions.note(caches.cache(), line.table.id, record.seq)
    if not is_htmx():
        return back_to_table(line.table.id)
    return render_table(timeline_cache.remember(caches.cache(), timeline.extend(line, [record])), since=seen)


@bp.get("/t/<table_id>/where")
def where(table_id):
    """"Where are we?": the whole state, read out by the live region."""
    line = load_timeline(table_id)
    odd = request.args.get("said") == "1"
    text = where_are_we(line, odd)
    if is_htmx():
        response = make_response(render_template("tables/announcer.html", announcement=text, oob=True)
                                 + render_template("tables/where_said.html", said=not odd, oob=True))
        response.vary.add("HX-Request")
        return response
    return render_table(line, announcement=text)
