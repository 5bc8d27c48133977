"""The published section ids of every rule page: a contract.

Printed QR cards and the table screens link to ``/rules/<game>#<section-id>``.
An id, once here, is never renamed nor removed; new ids may only be added
(tests/test_rulebook.py pins the published list).
"""

from flask import has_request_context, url_for

SECTIONS = {
    "rainbow7-rain": ("overview", "components", "setup", "round-setup", "turn", "seven-effects", "rainbow-card",
                      "rainbow-call", "perfect", "scoring", "end", "stickers", "companion-rulings"),
    "rainbow7-explorers": ("overview", "components", "setup", "first-player", "turn", "raining", "function-cards",
                           "several-cards", "end", "companion-rulings"),
    "rainbow-field": ("overview", "components", "setup", "turn", "plays", "picking", "next-round", "end",
                      "variant-2-3", "companion-rulings"),
    "rainbow-snake": ("overview", "components", "setup", "turn", "snakes", "jokers", "combining", "end",
                      "companion-rulings"),
}

GAMES = tuple(SECTIONS)

ACTION_SECTIONS = {
    "rainbow7-rain": {"seven": "seven-effects", "rainbow": "rainbow-call", "perfect": "perfect", "end": "end",
                      "round": "round-setup", "tokens": "scoring"},
    "rainbow7-explorers": {"reveal": "first-player", "start": "first-player", "turn": "turn", "pass": "turn",
                           "raining": "raining", "function": "function-cards", "rainbow": "end"},
    "rainbow-field": {"field": "setup", "play": "plays", "picks": "picking", "round": "next-round", "end": "end",
                      "variant": "variant-2-3"},
    "rainbow-snake": {"turn": "turn", "snake": "snakes", "joker": "jokers", "combine": "combining", "end": "end"},
}


def section_url(game, section_id, lang=None):
    """The link to one section of a game's rule page: ``/rules/<game>[?lang=xx]#<section-id>``.

    Raises KeyError for a game or section that is not published, so a typo in
    a table screen fails its tests instead of printing a dead link.
    """
    if section_id not in SECTIONS[game]:
        raise KeyError(f"{game} has no rule section {section_id!r}")
    params = {"lang": lang} if lang else {}
    if has_request_context():
        return url_for("rulebook.game_rules", game=game, _anchor=section_id, **params)
    query = f"?lang={lang}" if lang else ""
    return f"/rules/{game}{query}#{section_id}"


def action_url(game, action, lang=None):
    """The rule section a table screen's action points to (``ACTION_SECTIONS``), as a link."""
    return section_url(game, ACTION_SECTIONS[game][action], lang)
