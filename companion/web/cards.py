"""``/cards/<game>/<card>``: the page a card's QR sticker opens, read by a screen reader first.

One heading that names the card, its effect in one sentence (a 7's sticker
shape in a sentence of its own), and a link to the rule section that explains
it; in the phone's language. A colour card that shows a function (``red-north+drop``,
the explorers) names both and links both rules; a colour card whose copies may show a
function says so and how to tell which. An unknown game or card is a 404 page.
"""

from flask import Blueprint, abort, render_template, url_for

from companion.i18n import current_language, listed, translate
from companion.printing.catalogue import (FUNCTION_WORDS, card, card_effect, card_name, card_sticker,
                                          function_effect, function_section, functions_on)
from companion.rulebook import document

bp = Blueprint("cards", __name__)


@bp.get("/cards/<game>/<card_id>")
def card_page(game, card_id):
    """What the scanned card is and does, with a link to its rule section (404 for an unknown card)."""
    found = card(game, card_id)
    if found is None:
        abort(404)
    lang = current_language()
    rules = [_rule(game, lang, found.section)]
    function = []
    if found.shows:
        function = [translate("It also shows {function}.", lang, function=translate(FUNCTION_WORDS[found.shows], lang)),
                    function_effect(found, lang)]
    elif functions_on(game, found.label):
        words = [translate(FUNCTION_WORDS[name], lang) for name in functions_on(game, found.label)]
        function = [translate("Some cards of this colour and direction also show a function ({functions}); whoever "
                              "puts one down must use its function.", lang, functions=listed(words, lang, "or")),
                    translate("With this app's stickers, the function is the shape you feel in the middle of the "
                              "card; with braille labels, the label beside it spells its name.", lang)]
    section = function_section(found)
    if function and section and section != found.section:
        rules.append(_rule(game, lang, section))
    return render_template("cards/card.html", name=card_name(found, lang), effect=card_effect(found, lang),
                           sticker=card_sticker(found, lang), function=function, rules=rules)


def _rule(game, lang, section_id):
    """``(title, address)`` of one rule section of ``game``."""
    section = document.load(game, lang).section(section_id)
    return document.plain(section.title), url_for("rulebook.section", game=game, section_id=section_id)
