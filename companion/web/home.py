"""The home page: choose a game, or continue one from a saved log."""

from flask import Blueprint, current_app, redirect, render_template, url_for

from companion.games import all_games
from companion.rules.errors import N_

bp = Blueprint("home", __name__)

NAV_LINKS = (("rulebook.index", N_("Rules")), ("printing.index", N_("Print")))  # opening a saved game: the home page


@bp.app_context_processor
def navigation():
    """Links for the header: only those whose blueprint is installed."""
    def nav_links():
        return [(endpoint, label) for endpoint, label in NAV_LINKS if endpoint in current_app.view_functions]
    return {"nav_links": nav_links}


@bp.get("/")
def index():
    """Choose a game to start a table for."""
    games = [{"name": game.id, "title": game.title, "minimum": game.min_players, "maximum": game.max_players,
              "rules": bool(game.rule_sections)} for game in all_games()]
    return render_template("home.html", games=games)


@bp.get("/favicon.ico")
def favicon():
    """Browsers ask for /favicon.ico whatever the page says: send the SVG icon."""
    return redirect(url_for("static", filename="icon.svg"), code=301)
