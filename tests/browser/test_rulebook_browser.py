"""The rule pages in Chromium: axe for every game × language, the accessibility tree, search as you
type, and reaching a section with the keyboard only."""

import re

import pytest
from playwright.sync_api import expect

from companion.rulebook.sections import published
from tests.browser.conftest import assert_no_axe_violations

LANGS = ("en", "fr", "ja", "de")


@pytest.mark.parametrize("game", list(published()))
@pytest.mark.parametrize("lang", LANGS)
def test_rule_page_is_axe_clean(live_server, page, game, lang):
    page.goto(f"{live_server}/rules/{game}?lang={lang}")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    assert_no_axe_violations(page)


def test_accessibility_tree_of_a_rule_page(live_server, page):
    page.goto(f"{live_server}/rules/rainbow7-rain?lang=en")
    main = page.get_by_role("main")
    headings = main.get_by_role("heading", level=1)
    expect(headings).to_have_count(1)
    expect(headings).to_have_text("Rainbow 7 with rain tokens: the rules")
    toc = main.get_by_role("navigation", name="Contents of the rules")
    expect(toc).to_be_visible()
    expect(toc.get_by_role("link")).to_have_count(len(published()["rainbow7-rain"]))
    expect(toc.get_by_role("link").first).to_have_text("What the game is about")
    section_titles = main.get_by_role("heading", level=2)
    expect(section_titles.nth(1)).to_have_text("What the game is about")
    expect(main.get_by_role("heading", level=3, name="Combinations")).to_be_visible()
    table = main.get_by_role("table", name="The seven colours of 7 and their effects")
    expect(table.get_by_role("columnheader")).to_have_count(3)
    expect(table.get_by_role("rowheader", name="Violet")).to_be_visible()
    snapshot = page.locator("#seven-effects").aria_snapshot()
    assert '- heading "The effects of the 7s" [level=2]' in snapshot
    assert "- table" in snapshot and "- rowheader \"Orange and green\"" in snapshot
    assert page.get_by_role("navigation", name="This page in other languages").get_by_role(
        "link", name="日本語").get_attribute("lang") == "ja"


def test_search_updates_as_you_type(live_server, page):
    page.goto(f"{live_server}/rules/search?lang=ja")
    expect(page.locator("#search-status")).to_have_text("言葉を入力すると、ルールが見つかります。")
    page.get_by_role("searchbox", name="ルールを検索").press_sequentially("同点", delay=50)
    first = page.locator("#search-results a").first
    expect(first).to_have_attribute("href", re.compile(r"^/rules/[a-z0-9-]+\?lang=ja#(end|rainbow-call|picking)$"))  # Japanese on, as opened
    expect(page.locator("#search-status")).to_contain_text("「同点」")
    assert page.url.endswith("/rules/search?lang=ja"), "no page load: htmx swapped the results"
    page.get_by_label("ゲーム").select_option("rainbow-snake")
    expect(page.locator("#search-results a").first).to_have_attribute("href", "/rules/rainbow-snake?lang=ja#end")
    assert_no_axe_violations(page)


def test_search_works_without_javascript(live_server, browser):
    context = browser.new_context(java_script_enabled=False, locale="de-DE")
    page = context.new_page()
    page.goto(f"{live_server}/rules/search?lang=de")
    page.get_by_role("searchbox", name="In den Regeln suchen").fill("Schlangen verbinden")
    page.get_by_role("button", name="Finden").click()
    page.wait_for_url(re.compile(r"q=Schlangen"))
    expect(page.locator("#search-results a").first).to_have_attribute("href", "/rules/rainbow-snake#combining")
    expect(page.locator("#search-results .hit").first).to_be_visible()
    context.close()


def test_keyboard_only_reaches_a_section(live_server, page):
    page.goto(f"{live_server}/rules/rainbow7-explorers?lang=fr")
    target = page.get_by_role("navigation", name="Sommaire des règles").get_by_role("link", name="Qui commence")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.getAttribute('href')") == "#first-player":
            break
    expect(target).to_be_focused()
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"#first-player$"))
    expect(page.locator("#first-player")).to_be_in_viewport()
    page.keyboard.press("Tab")
    focused_in_section = page.evaluate("document.activeElement.closest('section') && "
                                       "document.activeElement.closest('section').id")
    assert focused_in_section == "first-player", "the next Tab continues inside the chosen section"


def test_a_match_in_another_language_is_axe_clean_and_names_both_links(live_server, page):
    page.goto(f"{live_server}/rules/search?lang=en&q=orage")
    expect(page.locator("#search-status")).to_contain_text("“orage”")
    french = page.locator('#search-results a[hreflang="fr"]').first
    expect(french).to_have_attribute("href", "/rules/rainbow7-rain?lang=fr#rainbow-call")
    expect(page.get_by_role("link", name="The same section in English: Calling Rainbow")).to_have_attribute(
        "href", "/rules/rainbow7-rain#rainbow-call")
    assert_no_axe_violations(page)
