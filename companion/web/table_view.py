"""Shared pieces of the table screens: loading a table, rendering it, announcing changes."""

from flask import abort, make_response, redirect, render_template, request, url_for

from companion import caches
from companion.tables import timeline, timelines as timeline_cache
from companion.i18n import current_language, translate
from companion.games import game as declared_game
from companion.web import fragment_cache
from companion.web.database import db
from companion.web.error_pages import echoed_form
from companion.games.wording import sentences
from companion.web.phones import others_joined

NOT_SPOKEN = "\u200b"  # a zero-width space: screen readers skip it, but it makes a repeated sentence new


def load_timeline(table_id):
    """The table's timeline, or a 404 page."""
    line = (timeline_cache.load(table_id, db(), caches.cache())
            if isinstance(table_id, str) and len(table_id) <= 64 else None)
    if line is None:
        abort(404)
    return line


def is_htmx():
    """True when htmx asked for a fragment."""
    return request.headers.get("HX-Request") == "true"


def announce(game_name, change):
    """What one record did, in the phone's language; an undo says what it took back and the state now."""
    ui = declared_game(game_name).ui
    if change.kind == "undo":
        return translate("Undone: {what}", what=sentences([ui.action_sentence(change.event),
                                                          ui.now_sentence(change.now)]))
    text = ui.announcement(change.event, change.before, change.after)
    return translate("Redone: {what}", what=text) if change.kind == "redo" else text


def unlike_the_last(text, odd):
    """``text`` with one or two unspoken marks: Orca skips a live-region text identical to the one before it."""
    return text + NOT_SPOKEN * (2 if odd else 1)


def announce_last(line):
    """The sentence that says what the newest record did, in the phone's language."""
    if not line.changes:
        return ""
    change = line.changes[-1]
    return unlike_the_last(announce(line.table.game, change), change.seq % 2)


def announcements_since(line, version):
    """One sentence per record after ``version`` (the version this phone showed), oldest first.

    Two records in a row never give the same text, even when their words are the same.
    """
    return [unlike_the_last(announce(line.table.game, change), change.seq % 2)
            for change in timeline.changes_since(line, version)]


def announced_from(line, since):
    """The version to announce from: what the phone saw, else just the newest record; never more than the timeline keeps."""
    if since is None or not 0 <= since < line.version:
        since = line.version - 1
    return max(since, line.version - timeline.MAX_CHANGES)


def where_are_we(line, odd):
    """The whole state in words; ``odd`` alternates on each phone, so a second answer is read too."""
    return unlike_the_last(declared_game(line.table.game).ui.where_are_we(line.game), odd)


def render_table_page(line, announcement="", status=200, message="", form=None):
    """The whole table page: what the live region says now (``announcement``), a refusal and its form typed again."""
    body = _render(line, "tables/table.html", announcement, message, form,
                   invite_open=not line.steps and not others_joined(line.table.id))
    return _live_response(body, status)


def render_live_update(line, since):
    """What a phone that showed version ``since`` swaps in: the state, what happened since, the forms if they changed.

    The same for every phone that showed ``since``, so it is rendered once per language and kept.
    """
    since_kept = announced_from(line, since)
    swap_forms = _forms_changed(line, since)  # cheap: a key per game, nothing rendered
    body = fragment_cache.get_or_render(
        caches.cache(), line.table.id, line.version, current_language(), (since_kept, swap_forms),
        lambda: _render(line, "tables/updated.html", announcements_since(line, since_kept), "", None,
                        swap_forms=swap_forms))
    return _live_response(body, 200)


def render_refusal(line, status, message, form, since=None):
    """A refused form: the table with ``message`` and what was typed; the whole page without JavaScript.

    ``since`` (a conflict) is the version the phone showed: the live region
    says what happened after it. Without it nothing new is said.
    """
    announcement = "" if since is None else announcements_since(line, announced_from(line, since))
    if not is_htmx():
        return render_table_page(line, announcement, status, message, form)
    shown = line.version if since is None else since
    body = _render(line, "tables/updated.html", announcement, message, form,
                   swap_forms=_refused_forms_changed(line, shown, form, message))
    return _live_response(body, status)


def _render(line, template, announcement, message, form, **extra):
    """``template`` with what every table template uses."""
    declared = declared_game(line.table.game)
    return render_template(template, line=line, table=line.table, game=line.game, title=declared.title,
                           message=message, form=echoed_form(form or {}), ui=declared.ui,
                           announcement=announcement, **extra)


def _forms_changed(line, since):
    """True when the forms now differ from those the phone showed at version ``since``.

    One rule for every game: a phone keeps its forms, and what is half typed
    in them, until a record changes what they offer (a new turn, the end of
    the game, an undo that reopens it): the game's ``forms_key`` says what
    they show, so no form is rendered to decide.
    """
    shown = timeline.game_at(line, since)
    if shown is None:
        return True
    ui = declared_game(line.table.game).ui
    return ui.forms_key(shown) != ui.forms_key(line.game)


def _refused_forms_changed(line, since, form, message):
    """After a refusal: True when the forms with ``message`` and ``form`` typed again differ from those shown.

    Only a refusal's own help in the forms (the explorers' early rainbow)
    swaps them; otherwise the phone keeps what it typed.
    """
    shown = timeline.game_at(line, since)
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
