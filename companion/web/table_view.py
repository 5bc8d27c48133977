"""Shared pieces of the table screens: loading a table, rendering it, announcing changes."""

from flask import abort, make_response, redirect, render_template, request, url_for

from companion import caches, timeline, timeline_cache
from companion.i18n import current_language, translate
from companion.web import fragment_cache
from companion.games import game as declared_game
from companion.web.database import db
from companion.web.error_pages import echoed_form
from companion.web.games.wording import sentences
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


def over_changed(line, since):
    """True when the game ended, or an undo reopened it, since the phone's version ``since``."""
    for change in timeline.changes_since(line, since):
        shown = change.after if change.kind == "undo" else change.before
        if shown.over != change.now.over:
            return True
    return False


def where_are_we(line, odd):
    """The whole state in words; ``odd`` alternates on each phone, so a second answer is read too."""
    return unlike_the_last(declared_game(line.table.game).ui.where_are_we(line.game), odd)


def render_table(line, status=200, message="", announcement=None, form=None, since=None):
    """The table page (full) or, for htmx, the state fragment plus the live messages.

    Unless ``announcement`` is given, the live region says each record after
    ``since`` (the version the asking phone showed), in order.
    """
    since = announced_from(line, since)

    def render(template, **extra):
        return render_template(
            template, line=line, table=line.table, game=line.game, title=declared_game(line.table.game).title,
            message=message, form=echoed_form(form or {}), ui=declared_game(line.table.game).ui, over_changed=over_changed(line, since),
            announcement=announcements_since(line, since) if announcement is None else announcement, **extra)

    if not is_htmx():
        body = render("tables/table.html", invite_open=not line.steps and not others_joined(line.table.id))
    elif status == 200 and not message and form is None and announcement is None:
        body = fragment_cache.get_or_render(caches.cache(), line.table.id, line.version, current_language(), since,
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
