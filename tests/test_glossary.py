"""Each language's rule books, interface and printables keep to its glossary (companion/i18n/glossary)."""

import pytest

from companion import PROJECT_ROOT
from companion.i18n import terms

REQUIRED = {"rain-token", "reserve", "round", "downpour", "storm", "drizzle", "perfect", "rainbow-call",
            "rainbow-card", "value-7-card", "raining", "complete-rainbow", "field-card", "solo", "set", "run",
            "hand", "spare-hand", "snake", "fan", "head", "tail", "middle-part", "red", "orange", "yellow",
            "green", "light-blue", "dark-blue", "violet", "blue", "navy", "purple", "north", "south", "east",
            "west", "drop", "take", "reverse", "jump", "clockwise", "counterclockwise", "turn", "pass"}


@pytest.mark.parametrize("lang", terms.languages())
def test_texts_use_the_glossary_terms_and_no_wrong_synonyms(lang):
    assert terms.check(lang) == []


@pytest.mark.parametrize("lang", terms.languages())
def test_glossary_has_every_required_term_once(lang):
    glossary = terms.load(lang)
    ids = [term.id for term in glossary.terms]
    assert glossary.language == lang
    assert REQUIRED - set(ids) == set()
    assert len(ids) == len(set(ids))
    assert all(term.term in term.forms for term in glossary.terms)


def test_match_rules():
    assert terms.finds("Say raining first.", "raining", "en")
    assert not terms.finds("the rainbow", "raining", "en")
    assert terms.finds("l’ORAGE éclate", "orage", "fr")
    assert terms.finds("Dann bist du dran", "du", "de") and not terms.finds("Du", "du", "de")
    assert terms.finds("雨トークンを1枚", "トークン", "ja")


def test_a_wrong_synonym_is_reported(tmp_path, monkeypatch):
    (tmp_path / "en.json").write_text('{"language": "en", "address": {"form": "you", "wrong": ["thou"]}, "terms": ['
                                      '{"id": "storm", "game": null, "en": "storm", "term": "tempest", '
                                      '"forms": ["tempest"], "wrong": ["storm"]}]}', encoding="utf-8")
    monkeypatch.setattr(terms, "GLOSSARIES", tmp_path)
    problems = terms.check("en")
    assert "storm: none of ['tempest'] is used" in problems
    assert any(problem.startswith("storm: rule books use 'storm'") for problem in problems)


def test_the_docs_page_matches_the_data():
    page = (PROJECT_ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    assert page == terms.markdown(), "run: python -m companion.i18n.terms > docs/glossary.md"
