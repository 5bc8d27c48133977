"""Ask the table: whose turn, the scores, my hand total, the last 5 actions, the last announcement again.

Every table screen (the table, the board, a private seat, My hand) has one
"Ask the table" section (``templates/tables/_ask.html``): a GET form whose
buttons name the question. Without JavaScript the screen's own page answers
it in that section (``?ask=turn``, read by the ``ask_section`` template
global); with it, ``static/js/ask.js`` asks ``/t/<id>/ask`` for the answer
alone, puts it in the section and says it through the page's live region.

Nothing private is said: the scores of a game with private seats (the field
game) stay private on shared screens until the game is over, and a seat
view says only its own player's total. The hand is the one this phone posted.
"""

from dataclasses import dataclass

from flask import abort, make_response, render_template, request

from companion.games import game as declared_game
from companion.i18n import current_language, translate, translate_plural
from companion.rules.errors import N_
from companion.web.hand import hand_summary, read_hand
from companion.web.seat_views import seat_of
from companion.tables.news import NOT_SPOKEN, announce, told_in_order
from companion.web.table_view import load_timeline
from companion.web.tables import bp

LAST_COUNT = 5
QUESTIONS = {
    "turn": N_("Whose turn?"),
    "scores": N_("The scores"),
    "hand": N_("My hand total"),
    "last": N_("The last 5 actions"),
    "again": N_("Say the last announcement again"),
}
SCREENS = ("table", "board", "seat", "hand")
HAND_SCREENS = ("table", "seat", "hand")  # the board is the middle of the table: nobody's hand


@dataclass(frozen=True)
class Answer:
    """An answer as the section shows it: the question asked, then one line per sentence (the last actions)."""

    question: str
    heading: str
    lines: tuple

    @property
    def spoken(self):
        """What the live region says: every line, in order."""
        return " ".join(self.lines)


def questions(line, screen):
    """``[(key, label)]``: the questions this screen offers (my hand total where the game has cards to hold)."""
    has_hand = declared_game(line.table.game).deck is not None and screen in HAND_SCREENS
    return [(key, translate(label)) for key, label in QUESTIONS.items() if key != "hand" or has_hand]


def answer(line, question, player=None, hand=None):
    """The answer to ``question`` at this table, or None for a question it does not know.

    ``player``: the seat view's own player (their total is theirs to hear);
    ``hand``: the card ids this phone holds (None: it keeps no hand for this table).
    """
    if question not in QUESTIONS:
        return None
    ui = declared_game(line.table.game).ui
    if question == "turn":
        lines = [ui.now_sentence(line.game)]
    elif question == "scores":
        lines = [_scores(line, ui, player)]
    elif question == "hand":
        lines = [_hand_total(line, hand)]
    elif question == "last":
        lines = told_in_order(line, line.changes[-LAST_COUNT:]) or [translate("Nothing has been recorded yet.")]
    else:
        lines = [announce(line.table.game, line.changes[-1]) if line.changes else
                 translate("Nothing has been announced yet.")]
    return Answer(question, translate(QUESTIONS[question]), tuple(text.rstrip(NOT_SPOKEN) for text in lines))


def _scores(line, ui, player):
    """The scores anyone may hear; on a private seat during the game, that seat's own total."""
    if player is not None and ui.PRIVATE_SEATS and not line.game.over:
        total = ui.seat_summary(line.game, player)["total"]
        return translate("Your total: {total}. The other players' totals stay private until the game is over.",
                         total=total)
    return ui.scores_sentence(line.game)


def _hand_total(line, hand):
    """The hand this phone sent, counted: "Your hand: 3 cards, total 12." (and what that total allows)."""
    if hand is None:
        return translate("This phone keeps no hand for this table: add your cards on “My hand”.")
    lang = current_language()
    ids, message, _ = read_hand(line.table.game, {"hand": hand}, lang)
    summary = hand_summary(line, ids, lang)
    if not ids:
        return message or translate("Your hand is empty.")
    if summary["total"] is None:
        return translate_plural("Your hand: {count} card.", "Your hand: {count} cards.", len(ids))
    text = translate_plural("Your hand: {count} card, total {total}.", "Your hand: {count} cards, total {total}.",
                            len(ids), total=summary["total"])
    return f"{text} {summary['hint']}" if summary["hint"] else text


@bp.app_template_global("ask_section")
def ask_section(line, screen, player=None, hand=None):
    """What the "Ask the table" section of ``screen`` shows: its questions, and the answer to ``?ask=`` if any.

    ``hand`` is the hand the page shows (My hand); other screens have none to send without JavaScript.
    """
    asked = request.values.get("ask")
    found = answer(line, asked, player, hand) if asked else None
    return {"screen": screen, "questions": questions(line, screen), "answer": found,
            "refused": translate("Choose one of the questions.") if asked and found is None else ""}


@bp.route("/t/<table_id>/ask", methods=["GET", "POST"])
def ask(table_id):
    """The answer alone (asked by ask.js): ``?ask=<question>&screen=<screen>``, ``&seat=<key>``; the hand this
    phone holds is posted (``hand=<ids>`` in the body: a hand is never in an address)."""
    line = load_timeline(table_id)
    screen = request.args.get("screen")
    if screen not in SCREENS:
        screen = "table"
    player = None
    if screen == "seat":
        player = seat_of(line.table, request.args.get("seat", ""))
        if player is None:
            abort(404)
    found = answer(line, request.args.get("ask"), player, request.form.get("hand") if request.method == "POST" else None)
    body = render_template("tables/_ask_answer.html", answer=found,
                           refused="" if found else translate("Choose one of the questions."))
    response = make_response(body, 200 if found else 400)
    response.headers["Cache-Control"] = "no-store"
    response.headers["Referrer-Policy"] = "no-referrer"  # a seat's key may be in the address
    response.headers["X-Robots-Tag"] = "noindex, nofollow"
    return response
