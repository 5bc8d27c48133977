"""Template globals: QR codes and links to the rule pages for the table screens; the query every page keeps."""

import re

from flask import request, url_for
from markupsafe import Markup

from companion.games import game as declared_game
from companion.i18n import REMEMBER
from companion.printing.qr import qr_svg
from companion.rulebook.sections import action_url
from companion.rules.limits import MAX_NAME_LENGTH
from companion.web.error_pages import ECHO_LIMIT
from companion.web.tables import bp

MAX_KEPT_PARAMETERS = 20
bp.add_app_template_global(MAX_NAME_LENGTH, "MAX_NAME_LENGTH")  # the name fields' maxlength: the log's limit


@bp.app_template_global("qr_svg")
def qr_svg_markup(url):
    """An inline SVG QR code sized by CSS, hidden from screen readers (its wrapper has the label)."""
    svg = re.sub(r'\s(width|height)="[^"]*mm"', "", qr_svg(url, size_mm=40), count=2)
    return Markup(svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ', 1))


@bp.app_template_global("declared_game")
def game_declaration(game_id):
    """The declaration of a game (``companion.games.Game``): has it a deck, a rule book?"""
    return declared_game(game_id)


@bp.app_template_global("rules_url")
def rules_url(game, action=None):
    """The rule page of ``game``, or the section that an ``action`` of its table screen points to."""
    return action_url(game, action) if action else url_for("rulebook.game_rules", game=game)


@bp.app_template_global("history_text")
def history_text(line, entry):
    """What a recorded event did, as it was announced (a game may keep some of it private until it is over)."""
    return declared_game(line.table.game).ui.history_sentence(entry.event, entry.before, entry.after, line.game)


@bp.app_template_global("query_to_keep")
def query_to_keep():
    """The query parameters the language switch keeps (not ``lang``, nor its own ``remember``): a few, none longer
    than a typed value."""
    kept = [(key, value) for key, value in request.args.items(multi=True)
            if key not in ("lang", REMEMBER) and len(key) <= ECHO_LIMIT and len(value) <= ECHO_LIMIT]
    return kept[:MAX_KEPT_PARAMETERS]


@bp.app_template_global("this_page_path")
def this_page_path():
    """This page's own path, for a form that comes back to it: never starting ``//`` or ``/\\`` (which a browser
    reads as another site's address, e.g. the 404 page of ``/%5Cevil.example/``)."""
    return request.script_root + "/" + request.path.lstrip("/\\")
