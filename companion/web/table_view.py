"""Shared pieces of the table screens: loading a table, rendering it and its live updates."""

from flask import abort, make_response, redirect, render_template, request, url_for

from companion import caches
from companion.games import game as declared_game
from companion.i18n import current_language
from companion.tables import news, tables
from companion.web import fragment_cache
from companion.web.error_pages import echoed_form


def load_timeline(table_id):
    """The table's timeline, or a 404 page."""
    line = tables().load(table_id)
    if line is None:
        abort(404)
    return line


def is_htmx():
    """True when htmx asked for a fragment."""
    return request.headers.get("HX-Request") == "true"


def render_table_page(line, announcement="", status=200, message="", form=None):
    """The whole table page: what the live region says now (``announcement``), a refusal and its form typed again."""
    body = _render(line, "tables/table.html", announcement, message, form,
                   invite_open=not line.steps and tables().phone_count(line.table.id) <= 1)
    return _live_response(body, status)


def render_live_update(line, since):
    """What a phone that showed version ``since`` swaps in: the state, what happened since, the forms if they changed.

    The same for every phone that showed ``since``, so it is rendered once per language and kept.
    """
    since_kept = news.announced_from(line, since)
    swap_forms = news.forms_changed(line, since)  # cheap: a key per game, nothing rendered
    body = fragment_cache.get_or_render(
        caches.cache(), line.table.id, line.version, current_language(), (since_kept, swap_forms),
        lambda: _render(line, "tables/updated.html", news.announcements_since(line, since_kept), "", None,
                        swap_forms=swap_forms))
    return _live_response(body, 200)


def render_refusal(line, status, message, form, since=None):
    """A refused form: the table with ``message`` and what was typed; the whole page without JavaScript.

    ``since`` (a conflict) is the version the phone showed: the live region
    says what happened after it. Without it nothing new is said.
    """
    announcement = "" if since is None else news.announcements_since(line, news.announced_from(line, since))
    if not is_htmx():
        return render_table_page(line, announcement, status, message, form)
    shown = line.version if since is None else since
    body = _render(line, "tables/updated.html", announcement, message, form,
                   swap_forms=_refused_forms_changed(line, shown, form, message))
    return _live_response(body, status)


def screen_context(line):
    """What every template of a table's screens reads: the table, its game, its screen, the next game once over."""
    declared = declared_game(line.table.game)
    return {"line": line, "table": line.table, "game": line.game, "title": declared.title, "ui": declared.ui,
            "next_id": tables().next_table_id(line.table.id) if line.game.over else None}


def _render(line, template, announcement, message, form, **extra):
    """``template`` with what every table template uses."""
    return render_template(template, message=message, form=echoed_form(form or {}), announcement=announcement,
                           **screen_context(line), **extra)


def _refused_forms_changed(line, since, form, message):
    """After a refusal: True when the forms with ``message`` and ``form`` typed again differ from those shown.

    Only a refusal's own help in the forms (the explorers' early rainbow)
    swaps them; otherwise the phone keeps what it typed.
    """
    shown = news.game_shown(line, since)
    if shown is None:
        return True
    return _forms(line, line.game, form, message) != _forms(line, shown, form, "")


def _forms(line, game, form, message):
    """The forms of the table at ``game`` (the version field always says the newest version)."""
    return render_template("tables/_actions.html", line=line, table=line.table, game=game,
                           ui=declared_game(line.table.game).ui,
                           form=echoed_form(form or {}), message=message, oob=False)


def _live_response(body, status):
    """A table answer: never cached; one URL answers the page and its htmx fragment."""
    response = make_response(body, status)
    response.vary.add("HX-Request")
    response.headers["Cache-Control"] = "no-store"
    return response


def back_to_table(table_id):
    """After a form without JavaScript: see the table again (303)."""
    return redirect(url_for("tables.table_page", table_id=table_id), code=303)
