"""The rule pages: every game × language, the section id contract, search, 404s, print CSS."""

import re
from html.parser import HTMLParser

import pytest

from companion.rulebook import document
from companion.games import all_games
from companion.rulebook.sections import action_url, published, section_url

SECTIONS = published()
ACTION_SECTIONS = {game.id: dict(game.event_sections) for game in all_games() if game.rule_sections}

LANGS = ("en", "fr", "ja", "de")
PAGES = [(game, lang) for game in SECTIONS for lang in LANGS]

# Published ids: printed QR cards point at them. This list may only grow.
PUBLISHED = {
    "rainbow7-rain": ["overview", "components", "setup", "round-setup", "turn", "seven-effects", "rainbow-card",
                      "rainbow-call", "perfect", "scoring", "end", "stickers", "companion-rulings"],
    "rainbow7-explorers": ["overview", "components", "setup", "first-player", "turn", "raining", "function-cards",
                           "several-cards", "end", "companion-rulings"],
    "rainbow-field": ["overview", "components", "setup", "turn", "plays", "picking", "next-round", "end",
                      "variant-2-3", "companion-rulings"],
    "rainbow-snake": ["overview", "components", "setup", "turn", "snakes", "jokers", "combining", "end",
                      "companion-rulings"],
}


class Outline(HTMLParser):
    """Collects headings, ids, links, lang attributes and stylesheets of a page."""

    def __init__(self):
        super().__init__()
        self.headings, self.ids, self.links, self.langs, self.sheets = [], [], [], [], []
        self.tables, self.header_cells, self._heading = 0, 0, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.append(attrs["id"])
        if "lang" in attrs:
            self.langs.append((tag, attrs["lang"]))
        if tag == "a" and "href" in attrs:
            self.links.append(attrs["href"])
        if tag == "link" and attrs.get("rel") == "stylesheet":
            self.sheets.append((attrs["href"], attrs.get("media")))
        if re.fullmatch(r"h[1-6]", tag):
            self._heading = [int(tag[1]), ""]
        self.tables += tag == "table"
        self.header_cells += tag == "th"

    def handle_endtag(self, tag):
        if self._heading and re.fullmatch(r"h[1-6]", tag):
            self.headings.append(tuple(self._heading))
            self._heading = None

    def handle_data(self, data):
        if self._heading:
            self._heading[1] += data


def outline(response):
    parser = Outline()
    parser.feed(response.get_data(as_text=True))
    return parser


def test_section_ids_are_a_contract_that_only_grows():
    for game, ids in PUBLISHED.items():
        assert list(SECTIONS[game][: len(ids)]) == ids


@pytest.mark.parametrize("game,lang", PAGES)
def test_every_text_has_the_published_sections_in_order(game, lang):
    page = document.load(game, lang)
    assert [section.id for section in page.sections] == list(SECTIONS[game])
    assert all(section.blocks for section in page.sections)


@pytest.mark.parametrize("game,lang", PAGES)
def test_rule_page_structure(client, game, lang):
    response = client.get(f"/rules/{game}?lang={lang}")
    assert response.status_code == 200
    page = outline(response)
    assert [level for level, _ in page.headings].count(1) == 1
    assert page.headings[0][0] == 1 or any(level == 1 for level, _ in page.headings)
    found = [section_id for section_id in page.ids if section_id in SECTIONS[game]]
    assert found == list(SECTIONS[game])
    toc = [link[1:] for link in page.links if link.startswith("#") and link[1:] in SECTIONS[game]]
    assert toc[: len(SECTIONS[game])] == list(SECTIONS[game])
    assert f'<html lang="{lang}">' in response.get_data(as_text=True)
    levels = [level for level, _ in page.headings]
    assert all(later <= earlier + 1 for earlier, later in zip(levels, levels[1:])), "no skipped heading level"
    assert page.header_cells >= page.tables * 2, "every table has header cells"
    assert ("/static/css/rules-print.css", "print") in page.sheets


def test_phrases_in_another_language_are_marked(client):
    english_snake = client.get("/rules/rainbow-snake?lang=en").get_data(as_text=True)
    assert '<span lang="de">Regenbogenschlange</span>' in english_snake
    french_field = client.get("/rules/rainbow-field?lang=fr").get_data(as_text=True)
    assert '<span lang="ja">レインボー</span>' in french_field
    german_snake = client.get("/rules/rainbow-snake?lang=de").get_data(as_text=True)
    assert '<span lang="de">' not in german_snake, "the page's own language is not marked again"
    languages = outline(client.get("/rules/rainbow7-rain?lang=de")).langs
    assert ("a", "ja") in languages and ("a", "fr") in languages


def test_colours_are_named_in_the_stickers_section():
    expected = {"en": ("orange", "green", "light-blue", "dark-blue", "red", "yellow", "violet", "star"),
                "fr": ("orange", "vert", "bleu clair", "bleu foncé", "rouge", "jaune", "violet", "étoile"),
                "ja": ("オレンジ", "緑", "水色", "紺", "赤", "黄", "紫", "星"),
                "de": ("orange", "grün", "hellblau", "dunkelblau", "rot", "gelb", "violett", "Stern")}
    for lang, words in expected.items():
        section = document.load("rainbow7-rain", lang).section("stickers")
        text = " ".join(document.plain(item) for block in section.blocks if block[0] == "ul" for item in block[1])
        for word in words:
            assert word.replace("-", " ").casefold() in text.replace("-", " ").casefold(), (lang, word)


def test_single_section_page_and_links(client):
    response = client.get("/rules/rainbow-field/picking?lang=de")
    assert response.status_code == 200
    page = outline(response)
    assert [level for level, _ in page.headings].count(1) == 1
    assert "Feldkarten" in page.headings[0][1]
    # opened in German on a phone that keeps its own language (a rule card's link): the next pages stay German
    assert "/rules/rainbow-field/plays?lang=de" in page.links and "/rules/rainbow-field/next-round?lang=de" in page.links


@pytest.mark.parametrize("path", ["/rules/monopoly", "/rules/rainbow-field/nope", "/rules/monopoly/overview",
                                  "/rules/rainbow-field/seven-effects"])
def test_unknown_game_or_section_is_a_404_page(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert "<h1>" in response.get_data(as_text=True)


def test_index_lists_every_game(client):
    response = client.get("/rules?lang=fr")
    assert response.status_code == 200
    links = outline(response).links
    assert all(f"/rules/{game}?lang=fr" in links for game in SECTIONS)  # French, the page's own language


def test_section_url_helper(app):
    assert section_url("rainbow7-rain", "seven-effects") == "/rules/rainbow7-rain#seven-effects"
    with app.test_request_context():
        assert section_url("rainbow-field", "picking", "ja") == "/rules/rainbow-field?lang=ja#picking"
    for game, actions in ACTION_SECTIONS.items():
        for action, section_id in actions.items():
            assert section_id in SECTIONS[game]
            assert action_url(game, action).endswith("#" + section_id)
    with pytest.raises(KeyError):
        section_url("rainbow-snake", "no-such-section")


def search_ids(client, query, lang, game=None):
    params = {"q": query, "lang": lang, **({"game": game} if game else {})}
    response = client.get("/rules/search", query_string=params)
    assert response.status_code == 200
    links = [re.sub(rf"\?lang={lang}#", "#", link) for link in outline(response).links]  # the page's own language
    return [link for link in links if re.fullmatch(r"/rules/[a-z0-9-]+#[a-z0-9-]+", link)]


@pytest.mark.parametrize("query,lang,game,expected", [
    ("How does the violet 7 work?", "en", "rainbow7-rain", "/rules/rainbow7-rain#seven-effects"),
    ("who starts", "en", "rainbow7-explorers", "/rules/rainbow7-explorers#first-player"),
    ("who starts a round", "en", "rainbow7-rain", "/rules/rainbow7-rain#round-setup"),
    ("what if I forget to say raining", "en", "rainbow7-explorers", "/rules/rainbow7-explorers#raining"),
    ("two players", "en", "rainbow-field", "/rules/rainbow-field#variant-2-3"),
    ("que fait le 7 violet", "fr", None, "/rules/rainbow7-rain#seven-effects"),
    ("egalite des jetons", "fr", "rainbow7-rain", "/rules/rainbow7-rain#end"),
    ("qui commence", "fr", "rainbow7-explorers", "/rules/rainbow7-explorers#first-player"),
    ("紫の7はどうなる", "ja", "rainbow7-rain", "/rules/rainbow7-rain#seven-effects"),
    ("だれから始める", "ja", "rainbow7-explorers", "/rules/rainbow7-explorers#first-player"),
    ("場札を取る順番", "ja", "rainbow-field", "/rules/rainbow-field#picking"),
    ("ヘビをつなぐ", "ja", "rainbow-snake", "/rules/rainbow-snake#combining"),
    ("同点", "ja", "rainbow-snake", "/rules/rainbow-snake#end"),
    ("２人で遊ぶ", "ja", "rainbow-field", "/rules/rainbow-field#variant-2-3"),
    ("Wie funktioniert die violette 7", "de", "rainbow7-rain", "/rules/rainbow7-rain#seven-effects"),
    ("wer fängt an", "de", "rainbow7-explorers", "/rules/rainbow7-explorers#first-player"),
    ("Gleichstand", "de", "rainbow-snake", "/rules/rainbow-snake#end"),
    ("Schlangen verbinden", "de", "rainbow-snake", "/rules/rainbow-snake#combining"),
])
def test_search_finds_the_section_a_player_means_first(client, query, lang, game, expected):
    assert search_ids(client, query, lang, game)[0] == expected


def test_search_ties_are_found_in_every_language(client):
    for query, lang in (("tie", "en"), ("égalité", "fr"), ("同点", "ja"), ("Gleichstand", "de")):
        assert "/rules/rainbow7-rain#end" in search_ids(client, query, lang, "rainbow7-rain")[:2]


def test_search_shows_matching_words_and_folds_width_and_accents(client):
    html = client.get("/rules/search", query_string={"q": "ｼﾞｮｰｶｰ", "lang": "ja", "game": "rainbow-snake"}
                      ).get_data(as_text=True)
    assert '<span class="hit">ジョーカー</span>' in html and "<mark" not in html
    html = client.get("/rules/search", query_string={"q": "EGALITE", "lang": "fr"}).get_data(as_text=True)
    assert '<span class="hit">égalité</span>' in html


def test_search_without_query_shows_the_form_and_a_hint(client):
    response = client.get("/rules/search?lang=en")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert 'name="q"' in html and "Type a few words to find a rule." in html


def test_search_answers_the_partial_to_htmx(client):
    response = client.get("/rules/search?q=joker&lang=en", headers={"HX-Request": "true"})
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and "HX-Request" in response.headers["Vary"]
    assert "<html" not in html and 'id="search-results"' in html and 'data-hx-swap-oob="innerHTML"' in html
    full = client.get("/rules/search?q=joker&lang=en").get_data(as_text=True)
    assert 'id="search-results"' in full and 'data-hx-trigger="input changed delay:300ms, search"' in full


def test_search_with_unknown_game_or_language_is_calm(client):
    response = client.get("/rules/search?q=joker&game=monopoly")
    assert response.status_code == 400
    assert "There are no rules for this game" in response.get_data(as_text=True)
    response = client.get("/rules/search?q=joker&lang=xx")
    assert response.status_code == 200
    assert "/rules/rainbow-snake#jokers" in search_ids(client, "joker", "xx")


def test_search_escapes_the_query(client):
    html = client.get("/rules/search", query_string={"q": "<script>alert(1)</script>"}).get_data(as_text=True)
    assert "<script>alert" not in html


def test_print_stylesheet_is_large_print(client):
    css = client.get("/static/css/rules-print.css").get_data(as_text=True)
    assert re.search(r"html\s*{\s*font-size:\s*(1[6-9]|2\d)pt", css)


def test_a_word_from_another_language_finds_that_language_and_links_both_sections(client):
    response = client.get("/rules/search", query_string={"q": "orage", "lang": "en"})
    html = response.get_data(as_text=True)
    links = outline(response).links
    assert links.index("/rules/rainbow7-rain?lang=fr#rainbow-call") < links.index("/rules/rainbow7-rain#rainbow-call")
    assert "Found in the French rules." in html
    assert "The same section in English: Calling Rainbow" in html
    assert '<span class="hit">orage</span>' in html and "<mark" not in html and 'lang="fr" hreflang="fr"' in html


def test_a_page_language_match_is_not_crowded_by_other_languages(client):
    assert search_ids(client, "storm", "en")[0] == "/rules/rainbow7-rain#rainbow-call"
    html = client.get("/rules/search", query_string={"q": "storm", "lang": "en"}).get_data(as_text=True)
    assert "Found in the" not in html


def test_latin_words_match_whole_words_only():
    from companion.rulebook import search, tokens

    assert not set(tokens.query_terms("raining", "en")) & {term for term, _, _ in tokens.terms("rainbow", "en")}
    found = search.search("raining", "en")
    assert found and all("rainbow" not in word.lower() for result in found for word in result.matched)
    assert not search.search("rainb", "en")


def test_japanese_matches_words_not_substrings():
    from companion.rulebook import search, tokens

    assert [term for term, _, _ in tokens.terms("ランダムに配ります", "ja")] == ["ja:ランダム", "ja:配る"]
    assert "ja:ラン" in tokens.query_terms("ランを作る", "ja")
    found = search.search("ラン", "ja")
    # the field game's runs, and the rain game's (its rule book says セット and ラン too), never ランダム
    assert {result.game for result in found} == {"rainbow-field", "rainbow7-rain"}
    assert all("ランダム" not in word for result in found for word in result.matched)
    assert search.search("ランダム", "ja")[0].game == "rainbow7-rain"


def test_a_phrase_in_another_language_may_be_bold_and_every_book_shows_no_raw_marker():
    from companion.games import all_games
    from companion.rulebook.document import parse_inline, plain
    from companion.rulebook.render import inline_html

    nodes = parse_inline("ansagt **[[en:Rainbow]]** oder")
    assert inline_html(nodes, lambda section: "#" + section, "de") == 'ansagt <strong><span lang="en">Rainbow</span></strong> oder'
    assert plain(nodes) == "ansagt Rainbow oder"
    for declared in all_games():
        for lang in ("en", "fr", "ja", "de"):
            text = declared.rule_text(lang).read_text(encoding="utf-8")
            shown = plain(parse_inline(text))
            assert "[[" not in shown and "]]" not in shown, (declared.id, lang)
