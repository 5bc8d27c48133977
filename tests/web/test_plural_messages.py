"""Counts in the hand's news and a night's standings go through the catalogues' plural forms (ngettext)."""

import pytest

from companion.i18n import catalogues, translate_plural

PLURALS = ["Added: {card}. {count} card in your hand.", "Removed: {card}. {count} card in your hand.",
           "{count} card left to draw"]


def test_they_are_plural_entries_of_the_catalogue():
    plural_ids = {message.id[0] for message in catalogues.read(catalogues.POT) if isinstance(message.id, tuple)}
    assert set(PLURALS) <= plural_ids


@pytest.mark.parametrize(("lang", "count", "text"), [
    ("fr", 0, "0 carte à piocher"), ("fr", 2, "2 cartes à piocher"),
    ("de", 0, "noch 0 Karten zu ziehen"), ("de", 1, "noch 1 Karte zu ziehen"), ("ja", 3, "扇の残り3枚")])
def test_each_language_picks_its_own_form(app, lang, count, text):
    with app.test_request_context():
        assert translate_plural("{count} card left to draw", "{count} cards left to draw", count, lang) == text
