"""Every visible string is translated, and translations keep their placeholders."""

import string

import pytest

from companion.i18n import LANGUAGES, catalog, negotiate, translate
from companion.i18n.extract import missing, python_messages


def placeholders(text):
    """The ``{names}`` a message uses."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_marked_message_has_french_japanese_and_german():
    gaps = [f"{path}: {message!r} lacks {', '.join(langs)}" for message, path, langs in missing()]
    assert gaps == []


@pytest.mark.parametrize("lang", ["fr", "ja", "de"])
def test_translations_keep_the_same_placeholders(lang):
    wrong = [english for english, texts in catalog().items()
             if lang in texts and placeholders(texts[lang]) != placeholders(english)]
    assert wrong == []


def test_language_choice_order_query_cookie_browser():
    from werkzeug.datastructures import LanguageAccept

    browser = LanguageAccept([("de-DE", 1), ("en", 0.5)])
    assert negotiate("ja", "fr", browser) == "ja"
    assert negotiate(None, "fr", browser) == "fr"
    assert negotiate("xx", None, browser) == "de"
    assert negotiate(None, None, LanguageAccept([("pt", 1)])) == "en"
    assert set(LANGUAGES) == {"en", "fr", "ja", "de"}


def test_translate_fills_placeholders_in_each_language():
    assert translate("Player {number}", lang="fr", number=2) == "Joueur 2"
    assert translate("Player {number}", lang="ja", number=2) == "プレイヤー2"
    assert translate("Player {number}", lang="en", number=2) == "Player 2"


def test_extractor_reads_concatenated_python_literals():
    found = list(python_messages('x = translate("one " "two", a=1)\ny = N_("three")\n'))
    assert found == ["one two", "three"]


def test_every_visible_template_text_is_marked():
    from companion import PROJECT_ROOT
    from tests.markup_check import unmarked_template_text

    found = [f"{path.relative_to(PROJECT_ROOT)}:{line}: {text!r}"
             for path in sorted((PROJECT_ROOT / "templates").rglob("*.html"))
             for line, text in unmarked_template_text(path.read_text(encoding="utf-8"))]
    assert found == []


def test_every_message_a_view_shows_is_marked():
    from companion import PROJECT_ROOT
    from tests.markup_check import unmarked_python_messages

    views = [PROJECT_ROOT / "companion" / "app.py", *(PROJECT_ROOT / "companion").glob("*/**/*.py")]
    found = [f"{path.relative_to(PROJECT_ROOT)}:{line}: {text!r}" for path in sorted(views)
             if path.parts[-2] != "rules" for line, text in unmarked_python_messages(path.read_text(encoding="utf-8"))]
    assert found == []


def test_the_checkers_catch_unmarked_text():
    from tests.markup_check import unmarked_template_text, unmarked_python_messages

    template = '<p title="Hello">{{ _("Fine") }} Stray words</p><span lang="fr">Français</span>{# note #}'
    assert [text for _, text in unmarked_template_text(template)] == ["title='Hello'", "Stray words"]
    assert unmarked_python_messages('raise PrintOptionError("game", "Bad game.")') == [(1, "Bad game.")]
    assert unmarked_python_messages('raise PrintOptionError("game", N_("Bad game."))') == []
