"""Playing at a table: the live screen, recording events, undo, redo, "Where are we?"."""

from flask import make_response, render_template, request

from companion import caches, store
from companion.tables import timeline, timelines as timeline_cache, versions as recent_versions
from companion.i18n import translate
from companion.i18n.errors import translate_error
from companion.rules.errors import N_, RuleError
from companion.games import game as declared_game
from companion.web.database import db
from companion.games.forms import typed_number
from companion.web.phones import note_this_phone
from companion.web.poll_url import VERSION_ARG, shown_version
from companion.web.table_view import (back_to_table, is_htmx, load_timeline, render_live_update, render_refusal,
                                      render_table_page, where_are_we)
from companion.web.tables import bp

CONFLICT_MESSAGE = N_("Another phone recorded something at the same moment. Here is the table now: check it, then tap again if your action still applies.")


@bp.get("/t/<table_id>")
def table_page(table_id):
    """The table screen: state, live messages, the forms to record what happened."""
    line = load_timeline(table_id)
    note_this_phone(table_id)
    return render_table_page(line)


@bp.get("/t/<table_id>/state")
def table_state(table_id):
    """Polled by every phone: 204 (nothing to swap) while the table is unchanged."""
    line = load_timeline(table_id)
    shown = shown_version(request.args.get(VERSION_ARG))
    if shown == line.version:
        response = make_response("", 204)
        response.headers["Cache-Control"] = "no-store"
        return response
    return render_live_update(line, since=shown)


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
    """Store one record, written only if this phone saw the latest version.

    ``read_form()`` parses the form into ``(kind, payload)``; the engine
    applies it once (``timeline.next_game``); the store appends it; the new
    timeline is built from that same result (``timeline.append_checked``).
    """
    seen = typed_number(request.form.get("seen"), max_digits=12)
    if seen is None:
        return render_refusal(line, 400, translate("The form is missing the table version. Reload the page."),
                              request.form)
    if seen != line.version:
        return render_refusal(line, 409, translate(CONFLICT_MESSAGE), request.form, since=seen)
    try:
        kind, payload = read_form()
        after = timeline.next_game(line, kind, payload)
        record = store.append(line.table.id, line.version, kind, payload, engine=db())
    except RuleError as error:
        return render_refusal(line, 422, translate_error(error), request.form)
    except store.Conflict:
        return render_refusal(load_timeline(line.table.id), 409, translate(CONFLICT_MESSAGE), request.form, since=seen)
    recent_versions.note(caches.cache(), line.table.id, record.seq)
    if not is_htmx():
        return back_to_table(line.table.id)
    line = timeline_cache.remember(caches.cache(), timeline.append_checked(line, record, after))
    return render_live_update(line, since=seen)


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
        response.headers["Cache-Control"] = "no-store"
        return response
    return render_table_page(line, announcement=text)
