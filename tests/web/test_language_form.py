"""The language switch on every page: a real form action (the W3C Nu checker rejects ``action=""``) that
comes back to the same page with its query."""

import re
from html import unescape
from urllib.parse import parse_qsl, urlsplit

from tests.web.helpers import create_table

FORM = re.compile(r'<form class="language-form"[^>]*>.*?</form>', re.S)


def pages_to_check(client):
    """Every page linked from the home page, the print and rule pages, a table, a 404 and a 400 page."""
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    paths = {"/", "/print", "/print/rule-cards", "/rules", "/rules/rainbow7-rain", "/no-such-page",
             "/print?submitted=1&game=rainbow7-rain&offset_x=abc", table}
    home = client.get("/").get_data(as_text=True)
    paths |= {unescape(href) for href in re.findall(r'href="(/[^"]*)"', home) if not href.startswith("/static/")}
    return sorted(paths)


def test_no_page_has_an_empty_form_action(client):
    checked = 0
    for path in pages_to_check(client):
        response = client.get(path)
        if not response.content_type.startswith("text/html"):
            continue
        page = response.get_data(as_text=True)
        assert not re.search(r"""\saction=(""|'')""", page), path
        assert all(re.search(r'\saction="[^"]+"', form) for form in re.findall(r"<form\b[^>]*>", page)), path
        checked += 1
    assert checked >= 8


def test_language_form_comes_back_to_the_same_page_with_its_query(client):
    path = "/print?submitted=1&game=rainbow7-explorers&sheet=a4-round-20&lang=fr"
    page = client.get(path).get_data(as_text=True)
    form = FORM.search(page).group()
    action = unescape(re.search(r'action="([^"]*)"', form).group(1))
    assert action == "/print"
    hidden = dict((name, unescape(value)) for name, value in
                  re.findall(r'<input type="hidden" name="([^"]*)" value="([^"]*)">', form))
    assert hidden == {"submitted": "1", "game": "rainbow7-explorers", "sheet": "a4-round-20", "remember": "1"}
    response = client.get(action, query_string={**hidden, "lang": "de"})
    assert response.status_code == 200 and '<html lang="de">' in response.get_data(as_text=True)
    assert dict(parse_qsl(urlsplit(response.request.url).query))["game"] == "rainbow7-explorers"


def test_a_rule_cards_language_shows_its_rule_pages_and_leaves_the_phones_language(client):
    """A printed QR rule card opens /rules/…?lang=ja: that page (and the rule pages it links to) in Japanese,
    while the phone's tables stay in its own language; the language switch still changes it."""
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    assert '<html lang="fr">' in client.get(f"{table}?lang=fr").get_data(as_text=True)  # a French phone
    card = client.get("/rules/rainbow7-rain/seven-effects?lang=ja")
    page = card.get_data(as_text=True)
    assert '<html lang="ja">' in page and "lang=" not in card.headers.get("Set-Cookie", "")
    assert re.search(r'href="/rules/rainbow7-rain/[a-z-]+\?lang=ja"', page)  # the next section, still Japanese
    assert '<html lang="fr">' in client.get(table).get_data(as_text=True)
    assert '<html lang="fr">' in client.get("/rules/rainbow7-rain").get_data(as_text=True)
    switched = client.get("/rules/rainbow7-rain", query_string={"remember": "1", "lang": "ja"})
    assert "lang=ja" in switched.headers.get("Set-Cookie", "")
    assert '<html lang="ja">' in client.get(table).get_data(as_text=True)


def test_the_switch_of_a_page_whose_path_starts_with_a_backslash_stays_on_this_site(client):
    """``/%5Cevil.example/`` (a 404 page): its switch's action was ``/\\evil.example/``, which a browser reads as
    ``//evil.example/``, another site (the Content-Security-Policy's form-action blocks it; the page must not rely
    on that)."""
    for path in ("/%5Cevil.example/", "/%5C%5Cevil.example/", "/%5C/evil.example/"):
        page = client.get(path).get_data(as_text=True)
        action = unescape(re.search(r'<form class="language-form"[^>]*action="([^"]*)"', page).group(1))
        assert action.startswith("/") and action[1:2] not in ("/", "\\"), (path, action)
