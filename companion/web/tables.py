"""Tables: create one, import a saved log, download the log, read the history."""

import json
import unicodedata

from flask import Blueprint, abort, make_response, redirect, render_template, request, url_for

from companion.tables import tables
from companion.games import all_games, game as declared_game
from companion.i18n import translate
from companion.i18n.errors import translate_error
from companion.rules.errors import N_, EventError, LogError
from companion.games.log import new_game, open_log
from companion.games.forms import typed_number
from companion.web.error_pages import echoed, echoed_form
from companion.web.table_view import load_timeline, render_refusal
from companion.web.heavy import run_heavy
from companion.web.uploads import checked_log, import_page, uploaded_text

bp = Blueprint("tables", __name__)

NAMES_COOKIE = "names"
HISTORY_PAGE_SIZE = 100  # records per history page: a real game fits on a few pages


@bp.get("/tables/new")
def new_table():
    """The form for a new table of one game: names in seating order, who starts."""
    game = request.args.get("game", "")
    if declared_game(game) is None:
        abort(404)
    names = _remembered_names()
    return _new_table_page(game, {"names": names, "first": "0"})


def _new_table_page(game, values, message="", status=200):
    declared = declared_game(game)
    engine = declared.engine
    return render_template("tables/new.html", game=game, title=declared.title, values=values,
                           seats=range(engine.MAX_PLAYERS), engine=engine, message=message,
                           ui=declared.ui), status


@bp.post("/tables")
def create_table():
    """Create a table from the new-table form; 303 to it, or the form again with the problem."""
    game = request.form.get("game", "")
    declared = declared_game(game)
    if declared is None:
        abort(404)
    engine = declared.engine
    names = [typed_name(request.form.get(f"name-{seat}", "")) for seat in range(engine.MAX_PLAYERS)]
    first = request.form.get("first", "0")
    values = {"names": [echoed(name) for name in names], "first": echoed(first), "form": echoed_form(request.form)}
    players = [name for name in names if name]
    try:
        starter = _starter(names, first) if declared.ui.CHOOSES_STARTER else None
        options = declared.ui.setup_options(request.form, players, starter)
        new_game(game, players, options)
    except LogError as error:
        return _new_table_page(game, values, translate_error(error), 400)
    table = tables().create(game, players, options)
    response = redirect(url_for("tables.table_page", table_id=table.id), code=303)
    response.set_cookie(NAMES_COOKIE, json.dumps(players, ensure_ascii=True), max_age=365 * 24 * 3600,
                        samesite="Lax", httponly=True)
    return response


def typed_name(text):
    """A name as typed in the form, trimmed and in Unicode NFC (an "ë" typed as e + U+0308 is stored as "ë")."""
    return unicodedata.normalize("NFC", text).strip()


def _starter(names, first):
    """The name next to the chosen "starts" button, or LogError."""
    seat = typed_number(first, max_digits=2)
    if seat is None or seat >= len(names) or not names[seat]:
        raise LogError(N_("Choose who starts: the player whose name is next to the chosen button."))
    return names[seat]


def _remembered_names():
    try:
        names = json.loads(request.cookies.get(NAMES_COOKIE, "[]"))
    except ValueError:
        return []
    if not isinstance(names, list):
        return []
    return [n for n in names if isinstance(n, str)][:max(game.engine.MAX_PLAYERS for game in all_games())]


@bp.get("/tables/import")
def import_form():
    """The form to continue a game from a downloaded log file (field ``log``)."""
    return import_page("tables/import.html")


@bp.post("/tables/import")
def import_log():
    """Create a table from an uploaded game log and continue it: 303 to the new table."""
    try:
        data, games = run_heavy(checked_log, uploaded_text("log", N_("Choose a game log file to upload."),
                                                           N_("The file is not a game log: it is not UTF-8 text.")))
        game, events = open_log(data)
    except (LogError, EventError) as error:
        return import_page("tables/import.html", translate_error(error), 400)
    line = tables().import_log(game, data.get("options") or {}, events, games)
    return redirect(url_for("tables.table_page", table_id=line.table.id), code=303)


@bp.get("/t/<table_id>/log.json")
def download_log(table_id):
    """The game log of the events in effect, as a file to keep or import elsewhere; refused (409, the table with
    the reason) while it would show what is private until the game is over (the field game's plays and picks)."""
    line = load_timeline(table_id)
    if declared_game(line.table.game).ui.PRIVATE_UNTIL_OVER and not line.game.over:
        return render_refusal(line, 409, translate(
            "The game log can be downloaded once the game is over: it shows every play, so anyone could work out "
            "everyone's field cards and totals."), {})
    body = json.dumps(line.log(), ensure_ascii=False, indent=2)
    response = make_response(body)
    response.mimetype = "application/json"
    response.headers["Content-Disposition"] = f'attachment; filename="{line.table.game}-{table_id[:8]}.json"'
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/t/<table_id>/history")
def history(table_id):
    """The records of the game, a page at a time (the newest page first), undone ones included and marked."""
    line = load_timeline(table_id)
    pages = max(1, -(-len(line.steps) // HISTORY_PAGE_SIZE))
    page = typed_number(request.args.get("page"), max_digits=6) or pages
    if page > pages:
        abort(404)
    start = (page - 1) * HISTORY_PAGE_SIZE
    response = make_response(render_template(
        "tables/history.html", line=line, table=line.table, title=declared_game(line.table.game).title,
        ui=declared_game(line.table.game).ui, entries=line.history_slice(start, start + HISTORY_PAGE_SIZE),
        first_number=start + 1, page=page, pages=pages))
    response.headers["Cache-Control"] = "no-store"
    return response
