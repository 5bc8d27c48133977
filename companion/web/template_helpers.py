"""Template globals used by the table screens: QR codes and links to the rule pages."""

import re

from flask import current_app, url_for
from markupsafe import Markup

from companion.printing.qr import qr_svg
from companion.web.tables import bp


@bp.app_template_global("qr_svg")
def qr_svg_markup(url):
    """An inline SVG QR code sized by CSS, hidden from screen readers (its wrapper has the label)."""
    svg = re.sub(r'\s(width|height)="[^"]*mm"', "", qr_svg(url, size_mm=40), count=2)
    return Markup(svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ', 1))


@bp.app_template_global("rules_url")
def rules_url(game, action=None):
    """The rule page (or the section for ``action``) of ``game``, or None without a rule book."""
    if "rulebook.game_rules" not in current_app.view_functions:
        return None
    from companion.rulebook.sections import ACTION_SECTIONS

    section = ACTION_SECTIONS.get(game, {}).get(action) if action else None
    url = url_for("rulebook.game_rules", game=game)
    return f"{url}#{section}" if section else url


@bp.app_template_global("history_text")
def history_text(line, entry):
    """What a recorded event did, as it was announced when it was recorded."""
    from companion.web.games import ui_for

    return ui_for(line.table.game).announcement(entry.event, entry.before, entry.after)
