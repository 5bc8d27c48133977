"""Shared pieces of the table screens: loading a table, rendering it, announcing changes."""

import itertools

from flask import abort, make_response, redirect, render_template, request, url_for

from companion import caches, store, timeline, timeline_cache
from companion.i18n import current_language, translate
from companion.web import fragment_cache
from companion.web.error_pages import echoed, echoed_form
from companion.web.games import GAME_TITLES, ui_for

_where_counter = itertools.count()
TRANSLATED_PARAMS = {"color", "function"}  # words, not names: a player called "red" stays "red"


def load_timeline(table_id):
    """The table's timeline, or a 404 page."""
    line = (timeline_cache.load(table_id, store.db(), caches.cache())
            if isinstance(table_id, str) and len(table_id) <= 64 else None)
    if line is None:
        abort(404)
    return line


def is_htmx():
    """True when htmx asked for a fragment."""
    return request.headers.get("HX-Request") == "true"


def translate_error(error):
    """A RuleError or LogError in the phone's language."""
    return translate(error.template, **{key: translate(value) if key in TRANSLATED_PARAMS else echoed(value)
                                        for key, value in error.params.items()})


def announce_last(line):
    """The sentence that says what the newest record did, in the phone's language."""
    change = timeline.last_change(line)
    if change is None:
        return ""
    kind, event, before, after = change
    text = ui_for(line.table.game).announcement(event, before, after)
    if kind == "undo":
        text = translate("Undone: {what}", what=text)
    elif kind == "redo":
        text = translate("Redone: {what}", what=text)
    return translate("{text} (action {number})", text=text, number=line.version)


def where_are_we(line):
    """The whole state in words; a different invisible mark each time so it is always read."""
    mark = "\u200b" * (next(_where_counter) % 2 + 1)
    return ui_for(line.table.game).where_are_we(line.game) + mark


def render_table(line, status=200, message="", announcement=None, form=None):
    """The table page (full) or, for htmx, the state fragment plus the live messages."""
    def render(template):
        return render_template(
            template, line=line, table=line.table, game=line.game, title=GAME_TITLES[line.table.game],
            message=message, form=echoed_form(form or {}), ui=ui_for(line.table.game),
            announcement=announce_last(line) if announcement is None else announcement)

    if not is_htmx():
        body = render("tables/table.html")
    elif status == 200 and not message and form is None and announcement is None:
        body = fragment_cache.get_or_render(caches.cache(), line.table.id, line.version, current_language(),
                                            lambda: render("tables/updated.html"))
    else:
        body = render("tables/updated.html")
    response = make_response(body, status)
    response.vary.add("HX-Request")
    response.headers["Cache-Control"] = "no-store"
    return response


def back_to_table(table_id):
    """After a form without JavaScript: see the table again (303)."""
    return redirect(url_for("tables.table_page", table_id=table_id), code=303)
