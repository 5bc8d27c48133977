"""Game nights: the next game with the same players, and the night's page, export and import.

Tables linked by "New game with the same players" form a night. Every
phone still showing a finished game asks ``/t/<id>/next`` every few seconds
and is sent to the next table as soon as one exists.
"""

import json
from collections import Counter

from flask import Blueprint, abort, make_response, redirect, render_template, request, url_for

from companion.games import game as declared_game
from companion.i18n import listed, translate
from companion.i18n.errors import translate_error
from companion.rules.errors import N_, EventError, LogError
from companion.games.log import parse_log, replay
from companion.rules.next_game import next_options
from companion.tables import MAX_NIGHT_GAMES, tables
from companion.games.charts import svg_geometry
from companion.web.table_view import is_htmx, load_timeline, render_refusal
from companion.web.heavy import run_heavy
from companion.web.uploads import import_page, uploaded_text

bp = Blueprint("nights", __name__)

NIGHT_FORMAT = "rainbow-companion/game-night"
NIGHT_VERSION = 1
NIGHT_KEYS = {"format", "version", "games"}


@bp.app_template_global("next_game_starter")
def next_game_starter(line):
    """Who the rules say starts the next game, or None when the table decides (explorers)."""
    table = line.table
    return line.game.engine.next_starter(table.players, table.options, line.game.state)


@bp.app_template_global("starter_choice")
def starter_choice(game_name):
    """True when the next game's first player can be chosen on the form."""
    return declared_game(game_name).ui.CHOOSES_STARTER


@bp.app_template_global("table_standing")
def table_standing(game):
    """Where a game stands, in a few words: "Round 3", "5 cards left to draw", "Over"."""
    if game.over:
        return translate("Over")
    return declared_game(game.name).ui.standing(game)


@bp.get("/t/<table_id>/summary.json")
def table_summary(table_id):
    """What the home page's list of this phone's tables shows of one table, now and in this phone's language.

    The phone asks only for the tables it has opened (it knows their ids); nothing lists tables.
    """
    line = load_timeline(table_id)
    body = {"title": translate(declared_game(line.table.game).title), "players": listed(line.table.players),
            "standing": table_standing(line.game)}
    response = make_response(json.dumps(body, ensure_ascii=False))
    response.mimetype = "application/json"
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.post("/t/<table_id>/next")
def start_next_game(table_id):
    """Start (or join, if another phone was first) the next game with the same players and seats."""
    line = load_timeline(table_id)
    table = line.table
    if not line.game.over:
        return render_refusal(line, 409, translate("The next game can start once this game is over."), request.form)
    chosen = request.form.get("first") or None
    if chosen is not None and chosen not in table.players:
        return render_refusal(line, 400, translate("Choose who starts the next game from the list."), request.form)
    options = next_options(line.game.engine, table.players, table.options, line.game.state, chosen)
    return _go_to(tables().start_next(line, options))


def _go_to(next_id, page="tables.table_page"):
    """htmx: navigate with HX-Redirect (and a link to follow); otherwise a 303. ``page``: the table or its board."""
    url = url_for(page, table_id=next_id)
    if not is_htmx():
        return redirect(url, code=303)
    response = make_response(render_template("nights/_next_link.html", url=url))
    response.headers["HX-Redirect"] = url
    response.headers["Cache-Control"] = "no-store"
    response.vary.add("HX-Request")
    return response


@bp.get("/t/<table_id>/next")
def next_game(table_id):
    """Asked by the phones of a finished game: 204 until the next game exists, then the way there.

    ``?to=board``: asked by the board of a finished game, which goes to the next game's board.
    """
    if tables().version(table_id) is None:
        abort(404)
    page = "tables.board" if request.args.get("to") == "board" else "tables.table_page"
    next_id = tables().next_table_id(table_id)
    if next_id is not None:
        return _go_to(next_id, page)
    if not is_htmx():
        return redirect(url_for(page, table_id=table_id), code=303)
    response = make_response("", 204)
    response.headers["Cache-Control"] = "no-store"
    return response


def night_lines(table_id):
    """The timelines of the night of ``table_id``, first game first (404 for an unknown table)."""
    load_timeline(table_id)
    return tables().night(table_id)


@bp.get("/t/<table_id>/night")
def night_page(table_id):
    """The night: each game's result and chart, wins per player, export and import."""
    return _night_response(night_lines(table_id), table_id)


def _night_response(lines, table_id, message="", status=200):
    """The night's page of these timelines (with ``message``, a refusal, at its top)."""
    games = []
    for number, line in enumerate(lines, start=1):
        declared = declared_game(line.table.game)
        chart = declared.ui.night_chart(line)
        games.append({"number": number, "line": line, "title": declared.title,
                      "chart": chart, "svg": svg_geometry(chart), "in_file": _shareable(line)})
    response = make_response(render_template("nights/night.html", games=games, wins=_wins(lines), table_id=table_id,
                                             message=message, exportable=any(item["in_file"] for item in games)),
                             status)
    response.headers["Cache-Control"] = "no-store"  # the tables as they stand now, never a kept copy
    return response


def _shareable(line):
    """False while a game's log would tell what is private until it is over (the field game's cards)."""
    return line.game.over or not declared_game(line.table.game).ui.PRIVATE_UNTIL_OVER


def _wins(lines):
    """``[(player, wins)]`` over the finished games, players in the order they first sat down."""
    players, wins = [], Counter()
    for line in lines:
        players += [name for name in line.game.players if name not in players]
        if line.game.over:
            wins.update(line.game.state.winners)
    return [(name, wins[name]) for name in players]


@bp.get("/t/<table_id>/night.json")
def export_night(table_id):
    """The whole night as one file: the game log of every table, in order.

    A game whose log is private until it is over is left out while it is
    played (the night's page says so); a night with nothing else is refused.
    """
    lines = night_lines(table_id)
    logs = [line.log() for line in lines if _shareable(line)]
    if not logs:
        return _night_response(lines, table_id, translate("Nothing to download yet: the only game of this night "
                                                          "is still being played, and its log would show everyone's "
                                                          "field cards."), 409)
    body = json.dumps({"format": NIGHT_FORMAT, "version": NIGHT_VERSION, "games": logs},
                      ensure_ascii=False, indent=2)
    response = make_response(body)
    response.mimetype = "application/json"
    response.headers["Content-Disposition"] = f'attachment; filename="game-night-{table_id[:8]}.json"'
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/nights/import")
def import_night_form():
    """The form to bring back a whole night from its exported file (field ``night``)."""
    return import_page("nights/import.html")


@bp.post("/nights/import")
def import_night():
    """Store every game of an uploaded night file as linked tables, all or nothing; 303 to the night."""
    try:
        games = run_heavy(read_night, uploaded_text("night", N_("Choose a game night file to upload."),
                                                    N_("The file is not a game night: it is not UTF-8 text.")))
    except LogError as error:
        return import_page("nights/import.html", translate_error(error), 400)
    ids = tables().create_night(games)
    return redirect(url_for("nights.night_page", table_id=ids[0]), code=303)


def read_night(text):
    """The games of a night file as ``[(game, players, options, events)]``; LogError if any is refused."""
    data = parse_log(text)
    if not isinstance(data, dict) or data.get("format") != NIGHT_FORMAT:
        raise LogError(N_("The file is not a game night (\"format\" must be \"{format}\")."), format=NIGHT_FORMAT)
    version = data.get("version")
    if not (isinstance(version, int) and not isinstance(version, bool) and version == NIGHT_VERSION):
        raise LogError(N_("The game night file is version {version}; this app reads version {supported}."),
                       version=json.dumps(version), supported=NIGHT_VERSION)
    unknown = sorted(set(data) - NIGHT_KEYS)
    if unknown:
        raise LogError(N_("Unknown key \"{key}\" in the game night."), key=unknown[0])
    logs = data.get("games")
    if not isinstance(logs, list) or not 1 <= len(logs) <= MAX_NIGHT_GAMES:
        raise LogError(N_("\"games\" must be a list of 1 to {limit} game logs."), limit=MAX_NIGHT_GAMES)
    return [_night_game(number, log) for number, log in enumerate(logs, start=1)]


def _night_game(number, log):
    """One game log of a night, replayed to check it: ``(game, players, options, events)``."""
    try:
        game = replay(log)
    except (LogError, EventError) as error:
        raise LogError(N_("Game {game}: {problem}"), game=number, problem=error) from None
    return game.name, list(game.players), log.get("options") or {}, list(log.get("events") or [])
