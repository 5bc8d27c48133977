"""Every visible string is marked and translated (gettext catalogues), plurals and numbers follow CLDR."""

import shutil
import string

import pytest

from companion.i18n import LANGUAGES, catalogues, format_number, negotiate, translate, translate_plural

TRANSLATED = ("fr", "ja", "de")


def placeholders(text):
    """The ``{names}`` a message uses."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def entries(lang):
    """The messages of the .po file of ``lang`` (header left out)."""
    return [message for message in catalogues.read(catalogues.po_path(lang)) if message.id]


def test_the_pot_is_up_to_date_with_the_sources():
    fresh = {message.id for message in catalogues.extract() if message.id}
    stored = {message.id for message in catalogues.read(catalogues.POT) if message.id}
    assert sorted(map(str, fresh - stored)) == [], "run: python -m companion.i18n extract"
    assert sorted(map(str, stored - fresh)) == [], "run: python -m companion.i18n extract"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_marked_message_is_translated(lang):
    known = {message.id: message.string for message in entries(lang)}
    forms = {message_id: [text] if isinstance(text, str) else list(text) for message_id, text in known.items()}
    missing = [message.id for message in catalogues.read(catalogues.POT)
               if message.id and not all(forms.get(message.id) or [""])]
    assert missing == [], "run: python -m companion.i18n update, then translate"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_fuzzy_or_obsolete_entries(lang):
    catalog = catalogues.read(catalogues.po_path(lang))
    assert [message.id for message in catalog if message.id and message.fuzzy] == []
    assert list(catalog.obsolete) == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_the_same_placeholders(lang):
    wrong = []
    for message in entries(lang):
        if isinstance(message.id, str):
            if placeholders(message.string) != placeholders(message.id):
                wrong.append(message.id)
        else:
            allowed = placeholders(message.id[0]) | placeholders(message.id[1])
            needed = placeholders(message.id[1]) - {"count"}
            if any(not needed <= placeholders(form) <= allowed for form in message.string):
                wrong.append(message.id)
    assert wrong == []


def test_plural_forms_follow_cldr():
    one, many = "{count} card", "{count} cards"
    assert [translate_plural(one, many, n, lang="fr") for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
    assert [translate_plural(one, many, n, lang="de") for n in (0, 1, 2)] == ["0 Karten", "1 Karte", "2 Karten"]
    assert [translate_plural(one, many, n, lang="en") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert len({translate_plural(one, many, n, lang="ja").replace(str(n), "#") for n in (0, 1, 2)}) == 1
    assert catalogues.read(catalogues.po_path("ja")).num_plurals == 1


def test_numbers_are_written_as_each_language_writes_them():
    assert format_number(1234.5, "en") == "1,234.5"
    assert format_number(1234.5, "fr") == "1\u202f234,5"
    assert format_number(1234.5, "de") == "1.234,5"
    assert translate_plural("{count} card", "{count} cards", 1500, lang="de") == "1.500 Karten"


def test_a_missing_or_stale_mo_is_compiled_at_first_use(tmp_path, monkeypatch):
    shutil.copytree(catalogues.TRANSLATIONS / "fr", tmp_path / "fr")
    monkeypatch.setattr(catalogues, "TRANSLATIONS", tmp_path)
    mo = tmp_path / "fr" / "LC_MESSAGES" / "messages.mo"
    mo.unlink(missing_ok=True)
    assert catalogues.load("fr").gettext("Language") == "Langue"
    assert mo.exists()
    po = catalogues.po_path("fr")
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Langue"', 'msgstr "Idiome"'), encoding="utf-8")
    assert catalogues.load("fr").gettext("Language") == "Idiome"


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


def test_every_message_the_code_translates_is_in_the_pot():
    """A ``translate("…")`` nested in another keyword's arguments is skipped by Babel's extractor: its text
    then shows untranslated in every language (the field game's "Ana: 5" inside 「ここまでに出されたカード：…」)."""
    import ast

    from companion import PROJECT_ROOT

    known = {text for message in catalogues.read(catalogues.POT) if message.id
             for text in ([message.id] if isinstance(message.id, str) else message.id)}
    missing = []
    for path in sorted((PROJECT_ROOT / "companion").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = isinstance(node, ast.Call) and (getattr(node.func, "id", None) or getattr(node.func, "attr", None))
            if name not in ("translate", "N_", "counted", "translate_plural", "Np_"):
                continue
            for argument in node.args[:3]:
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str) and argument.value not in known \
                        and (" " in argument.value or "{" in argument.value):
                    missing.append(f"{path.relative_to(PROJECT_ROOT)}:{node.lineno}: {argument.value!r}")
    assert missing == []


def test_the_checkers_catch_unmarked_text():
    from tests.markup_check import unmarked_template_text, unmarked_python_messages

    template = '<p title="Hello">{{ _("Fine") }} Stray words</p><span lang="fr">Français</span>{# note #}'
    assert [text for _, text in unmarked_template_text(template)] == ["title='Hello'", "Stray words"]
    assert unmarked_python_messages('raise PrintOptionError("game", "Bad game.")') == [(1, "Bad game.")]
    assert unmarked_python_messages('raise PrintOptionError("game", N_("Bad game."))') == []


def test_times_are_written_as_each_language_writes_them():
    import time
    from datetime import datetime

    from companion.i18n import format_moment

    moment = datetime(2026, 5, 4, 14, 5).timestamp()
    assert format_moment(moment, "en") in ("2:05\u202fPM", "2:05 PM")
    assert format_moment(moment, "fr") == format_moment(moment, "de") == "14:05"
    assert format_moment(time.time(), "ja").count(":") == 1


def _translations(lang):
    from babel.messages.pofile import read_po

    path = catalogues.po_path(lang) if hasattr(catalogues, "po_path") else None
    with open(path or f"companion/i18n/translations/{lang}/LC_MESSAGES/messages.po", "rb") as po:
        for message in read_po(po):
            if message.id:
                yield from ([message.string] if isinstance(message.string, str) else message.string)


def test_french_puts_a_narrow_no_break_space_before_high_punctuation():
    import re

    loose = [text for text in _translations("fr") if re.search(r"[ \u00a0][:;?!](\s|$)", text)]
    assert loose == []


def test_japanese_uses_full_width_colons_and_no_space_after_the_full_stop():
    loose = [text for text in _translations("ja") if "。 " in text or ": " in text or "; " in text]
    assert loose == []


def test_lists_use_each_languages_own_and():
    from companion.i18n import listed, listed_groups

    assert [listed(["Ana", "Ben"], lang) for lang in ("en", "fr", "ja", "de")] == \
        ["Ana and Ben", "Ana et Ben", "Ana、Ben", "Ana und Ben"]
    assert listed(["Ana", "Ben", "Chloé"], "fr") == "Ana, Ben et Chloé"
    assert listed_groups(["Ana: green, North", "Ben: red, East", "Chloé: red, South"], "en") == \
        "Ana: green, North; Ben: red, East; and Chloé: red, South"
    assert listed_groups(["A : x, y", "B : z, w", "C : v"], "fr") == "A : x, y\u202f; B : z, w et C : v"
    assert listed_groups(["A{0}", "B", "C"], "de") == "A{0}; B und C"  # a name's braces are not a pattern
    assert listed([], "en") == ""


def test_whole_sentences_side_by_side_take_no_space_in_japanese():
    from markupsafe import Markup

    from companion.i18n import joined_sentences

    assert joined_sentences(["One.", "", "Two."], "en") == "One. Two."
    assert joined_sentences(["一。", "二。"], "ja") == "一。二。"
    assert joined_sentences(["<b>", Markup("<a>x</a>")], "fr") == Markup("&lt;b&gt; <a>x</a>")


def test_the_command_lines_language_is_the_locales():
    from companion.i18n import locale_language

    assert locale_language({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert locale_language({"LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"}) == "de"
    assert locale_language({"LC_MESSAGES": "ja_JP.UTF-8"}) == "ja"
    assert locale_language({"LANG": "C.UTF-8"}) == locale_language({}) == "en"
    assert locale_language({"LANG": "pt_BR.UTF-8"}) == "en"
