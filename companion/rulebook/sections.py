"""The published section ids of every rule page: a contract.

Printed QR cards and the table screens link to ``/rules/<game>#<section-id>``.
An id, once here, is never renamed nor removed; new ids may only be added
(tests/test_rulebook.py pins the published list). A game without
sections has no rule page and its screens no rule links.
"""

from flask import has_request_context, url_for

from companion.games import all_games

# Each game declares its sections and which section an event or screen action points to (companion/games).


def published():
    """``{game: section ids}`` of every game with a rule page, in the order the games are listed."""
    return {game.id: game.rule_sections for game in all_games() if game.rule_sections}


def rule_games():
    """The games that have a rule page."""
    return tuple(published())


def _action_sections(game):
    """``{event type or screen action: section id}`` that the game declares."""
    return dict(next(declared.event_sections for declared in all_games() if declared.id == game))


def section_url(game, section_id, lang=None):
    """The link to one section of a game's rule page: ``/rules/<game>[?lang=xx]#<section-id>``.

    Raises KeyError for a game or section that is not published, so a typo in
    a table screen fails its tests instead of printing a dead link.
    """
    if section_id not in published()[game]:
        raise KeyError(f"{game} has no rule section {section_id!r}")
    params = {"lang": lang} if lang else {}
    if has_request_context():
        return url_for("rulebook.game_rules", game=game, _anchor=section_id, **params)
    query = f"?lang={lang}" if lang else ""
    return f"/rules/{game}{query}#{section_id}"


def action_url(game, action, lang=None):
    """The rule section a table screen's action points to (the game's ``event_sections``), as a link."""
    return section_url(game, _action_sections(game)[action], lang)
