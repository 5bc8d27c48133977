"""Results where the players want them: finished games as BG Stats "push play" data and as CSV.

BG Stats (a score-keeping app for phones) documents a "push play" link:
``https://app.bgstatsapp.com/createPlay.html?data=<url-encoded JSON>`` opens
the app on the phone with one play to import, no account needed. Each
finished game gets that link ("Add to BG Stats"), and the same JSON as a file;
the night's page links every finished game and offers all of them in one
file (a JSON list of plays) and as one CSV (one row per player per game).

Nothing leaves the phone unless the player taps a link, and nothing is
exported before a game is over: an unfinished field game would give away
everyone's private total. The play's id sent to BG Stats is a digest of the
table's id, never the id itself (the id is the key to the table).
"""

import csv
import hashlib
import io
import json
import time
from urllib.parse import quote

from flask import make_response, render_template

from companion.games import game as declared_game
from companion.i18n import translate
from companion.rules.errors import N_
from companion.web.nights import night_lines
from companion.web.table_view import load_timeline
from companion.web.tables import bp

BGSTATS_LINK = "https://app.bgstatsapp.com/createPlay.html?data="
SOURCE_NAME = "Rainbow Companion"
CSV_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")  # a spreadsheet would run such a cell as a formula
NOT_OVER = N_("The results can be taken away once the game is over: before, they would give away what is private.")


def start_player(line):
    """Who played first: the table's chosen starter, else the one the game found (the explorers' reveal)."""
    return (line.table.options.get("first_player") or getattr(line.game.state, "first_player", None)
            or line.table.players[0])


def game_result(line):
    """A finished game's result: ``{"players": [{name, seat, score, rank, winner, started}], …}``; None before the end.

    ``score`` is None in a game without points; ``rank`` 1 is every winner, then by score.
    """
    if not line.game.over or not line.steps:
        return None
    ui = declared_game(line.table.game).ui
    scores = ui.final_scores(line.game)
    winners = set(line.game.state.winners)
    first = start_player(line)

    def order(seat):
        """Winners first, then the better score (highest or lowest, as the game counts)."""
        score = 0 if scores is None else (-scores[seat] if ui.HIGHEST_WINS else scores[seat])
        return (line.table.players[seat] not in winners, score)

    keys = [order(seat) for seat in range(len(line.table.players))]
    players = [{"name": name, "seat": seat + 1, "score": None if scores is None else scores[seat],
                "rank": 1 + sum(1 for other in keys if other < keys[seat]), "winner": name in winners,
                "started": name == first} for seat, name in enumerate(line.table.players)]
    started, ended = line.steps[0][0].at, line.steps[-1][0].at
    return {"game": line.table.game, "title": translate(declared_game(line.table.game).title),
            "started_at": started, "minutes": max(1, round((ended - started) / 60)), "points": scores is not None,
            "highest_wins": ui.HIGHEST_WINS, "players": players}


def play_id(table_id):
    """The play's id for BG Stats: the same for the same table, and no way back to its address."""
    return hashlib.sha256(f"rainbow-companion:{table_id}".encode()).hexdigest()[:20]


def bgstats_play(line):
    """A finished game as one BG Stats push-play object (only their published fields), or None."""
    result = game_result(line)
    if result is None:
        return None
    players = []
    for player in result["players"]:
        entry = {"name": player["name"], "sourcePlayerId": player["name"], "startPlayer": player["started"],
                 "winner": player["winner"], "rank": player["rank"]}
        if result["points"]:
            entry["score"] = player["score"]
        players.append(entry)
    return {"sourceName": SOURCE_NAME, "sourcePlayId": play_id(line.table.id),
            "playDate": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(result["started_at"])),
            "durationMin": result["minutes"],
            "game": {"name": result["title"], "sourceGameId": result["game"], "highestWins": result["highest_wins"],
                     "noPoints": not result["points"]},
            "players": players}


@bp.app_template_global("bgstats_link")
def bgstats_link(line):
    """The "Add to BG Stats" link of a finished game (the play in its address), or None before the end."""
    play = bgstats_play(line)
    if play is None:
        return None
    return BGSTATS_LINK + quote(json.dumps(play, ensure_ascii=False, separators=(",", ":")), safe="")


def results_csv(lines):
    """The finished games of ``lines`` as CSV text: a header, then one row per player per game."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([translate("Game number"), translate("Game"), translate("Date"), translate("Player"),
                     translate("Seat"), translate("Score"), translate("Rank"), translate("Winner"),
                     translate("Played first")])
    for number, line in enumerate(lines, start=1):
        result = game_result(line)
        if result is None:
            continue
        date = time.strftime("%Y-%m-%d %H:%M", time.localtime(result["started_at"]))
        for player in result["players"]:
            writer.writerow([number, result["title"], date, _cell(player["name"]), player["seat"],
                             "" if player["score"] is None else player["score"], player["rank"],
                             int(player["winner"]), int(player["started"])])
    return "\ufeff" + out.getvalue()  # the byte-order mark tells spreadsheets the file is UTF-8


def _cell(text):
    """A name as a spreadsheet keeps it: one starting like a formula gets a leading apostrophe."""
    return "'" + text if text.startswith(CSV_FORMULA_STARTS) else text


def _download(body, mimetype, filename):
    """A file to save (never cached: the game as it stands now)."""
    response = make_response(body)
    response.mimetype = mimetype
    response.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    response.headers["Cache-Control"] = "no-store"
    return response


def _not_over():
    """409: the game is still being played."""
    return make_response(render_template("error.html", code=409, message=NOT_OVER), 409)


@bp.get("/t/<table_id>/bgstats.json")
def game_bgstats(table_id):
    """A finished game as a BG Stats push-play file; 409 while it is being played."""
    line = load_timeline(table_id)
    play = bgstats_play(line)
    if play is None:
        return _not_over()
    return _download(json.dumps(play, ensure_ascii=False, indent=2), "application/json",
                     f"{line.table.game}-{table_id[:8]}-bgstats.json")


@bp.get("/t/<table_id>/results.csv")
def game_csv(table_id):
    """A finished game's results as CSV (one row per player); 409 while it is being played."""
    line = load_timeline(table_id)
    if not line.game.over:
        return _not_over()
    return _download(results_csv([line]), "text/csv", f"{line.table.game}-{table_id[:8]}.csv")


@bp.get("/t/<table_id>/night/bgstats.json")
def night_bgstats(table_id):
    """Every finished game of the night as a JSON list of BG Stats push-play objects (games still played left out)."""
    plays = [play for play in map(bgstats_play, night_lines(table_id)) if play is not None]
    return _download(json.dumps(plays, ensure_ascii=False, indent=2), "application/json",
                     f"game-night-{table_id[:8]}-bgstats.json")


@bp.get("/t/<table_id>/night/results.csv")
def night_csv(table_id):
    """Every finished game of the night as CSV: one row per player per game, numbered as on the night's page."""
    return _download(results_csv(night_lines(table_id)), "text/csv", f"game-night-{table_id[:8]}.csv")
