"""``/cards/<game>/<card>``: the page a card's QR sticker opens, read by a screen reader first.

One heading that names the card, its effect in one sentence (a 7's sticker
shape in a sentence of its own), and a link to the rule section that explains
it; in the phone's language. An unknown game or
card is a 404 page.
"""

from flask import Blueprint, abort, render_template, url_for

from companion.printing.catalogue import card, card_effect, card_name, card_sticker
from companion.i18n import current_language
from companion.rulebook import document

bp = Blueprint("cards", __name__)


@bp.get("/cards/<game>/<card_id>")
def card_page(game, card_id):
    """What the scanned card is and does, with a link to its rule section (404 for an unknown card)."""
    found = card(game, card_id)
    if found is None:
        abort(404)
    lang = current_language()
    section = document.load(game, lang).section(found.section)
    return render_template("cards/card.html", name=card_name(found, lang), effect=card_effect(found, lang),
                           sticker=card_sticker(found, lang),
                           rule_title=document.plain(section.title),
                           rule_url=url_for("rulebook.section", game=game, section_id=found.section))
