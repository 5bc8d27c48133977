"""The rule pages: /rules, /rules/<game>, /rules/<game>/<section_id> and /rules/search.

The language is the phone's (``?lang=xx``, the cookie, then Accept-Language),
the same as the rest of the site, except that a rule page's ``?lang=xx`` (a
printed QR rule card, "this page in other languages") is that page's own:
the phone keeps its language, and the rule pages linked from there keep xx.
Search answers a full page, or only the results region when htmx asks
(``HX-Request``), from one template.
"""

from flask import Blueprint, abort, make_response, render_template, request, url_for

from companion.i18n import LANGUAGES, asked_for_this_page, current_language, for_this_page_only
from companion.rulebook import document, render, search as finder
from companion.rulebook.sections import rule_games
from companion.rules.errors import N_

bp = Blueprint("rulebook", __name__, url_prefix="/rules")

MAX_QUERY_LENGTH = 200


@bp.before_request
def language_of_this_page():
    """A rule card's ``?lang=`` is for the rule pages: the tables keep the phone's language."""
    for_this_page_only()


@bp.url_defaults
def keep_the_pages_language(endpoint, values):
    """Links between rule pages opened in a language of their own stay in that language."""
    asked = asked_for_this_page()
    if asked and "lang" not in values:
        values["lang"] = asked


def _page(game, lang):
    """The parsed rule page of ``game`` in ``lang``, or 404 for an unknown game."""
    if game not in rule_games():
        abort(404)
    return document.load(game, lang)


def _titles(lang):
    """{game: page title as HTML} in ``lang``."""
    return {game: render.inline_html(document.load(game, lang).title, lambda target: "#" + target, lang)
            for game in rule_games()}


def _section_title(game, section_id, lang):
    """The plain title of a section in ``lang`` (section ids are the same in every language)."""
    found = document.load(game, lang).section(section_id)
    return document.plain(found.title) if found else section_id


@bp.get("/")
@bp.get("")
def index():
    """The list of rule books, and a search form over all of them."""
    lang = current_language()
    return render_template("rules/index.html", titles=_titles(lang), games=rule_games())


@bp.get("/<game>")
def game_rules(game):
    """A game's whole rule page: one h1, a table of contents, one h2 per section."""
    lang = current_language()
    page = _page(game, lang)
    return render_template("rules/game.html", game=game, page=page, lang=lang,
                           html=lambda nodes: render.inline_html(nodes, lambda target: "#" + target, lang),
                           blocks=lambda blocks: render.blocks_html(blocks, lambda target: "#" + target, lang))


@bp.get("/<game>/<section_id>")
def section(game, section_id):
    """One section on its own page (for a short link), with the previous and next sections."""
    lang = current_language()
    page = _page(game, lang)
    found = page.section(section_id)
    if found is None:
        abort(404)
    position = page.sections.index(found)
    neighbours = (page.sections[position - 1] if position else None,
                  page.sections[position + 1] if position + 1 < len(page.sections) else None)

    def link_for(target):
        return url_for("rulebook.section", game=game, section_id=target)

    return render_template("rules/section.html", game=game, page=page, section=found, lang=lang,
                           neighbours=neighbours,
                           html=lambda nodes: render.inline_html(nodes, link_for, lang),
                           blocks=lambda blocks: render.blocks_html(blocks, link_for, lang))


@bp.get("/search")
def search():
    """Matching sections, best first, with the matching words marked; the htmx partial on HX-Request."""
    lang = current_language()
    query = request.args.get("q", "").strip()[:MAX_QUERY_LENGTH]
    game = request.args.get("game", "").strip()
    problem, results, status = None, [], 200
    if game and game not in rule_games():
        problem, status = N_("There are no rules for this game. Choose one of the games in the list."), 400
    elif query:
        results = finder.search_everywhere(query, lang, game or None)
    counterparts = {(result.game, result.section_id): _section_title(result.game, result.section_id, lang)
                    for result in results if result.lang != lang}
    context = dict(query=query, game=game, results=results, problem=problem, titles=_titles(lang), games=rule_games(),
                   lang=lang, languages=LANGUAGES, counterparts=counterparts,
                   htmx=bool(request.headers.get("HX-Request")))
    template = "rules/_search_results.html" if context["htmx"] else "rules/search.html"
    response = make_response(render_template(template, **context), status)
    response.vary.add("HX-Request")
    return response
