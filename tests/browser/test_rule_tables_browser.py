"""Rule pages read aloud whole words: no word of a rule table broken across lines, a table too wide for the
phone scrolls in a region the keyboard reaches; search hits are shown marked but read as plain words."""

import pytest
from playwright.sync_api import expect

from companion.rulebook.sections import published
from tests.browser.conftest import assert_no_axe_violations

# Every word (split at spaces) of a table cell whose letters lie on more than one line.
BROKEN_WORDS = """() => {
  const broken = [], range = document.createRange();
  for (const cell of document.querySelectorAll('main .table-scroll th, main .table-scroll td')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let word = '', lines = new Set();
      for (let i = 0; i <= node.textContent.length; i++) {
        const letter = node.textContent[i];
        if (letter === undefined || /\\s/.test(letter)) { if (lines.size > 1) { broken.push(word); } word = ''; lines = new Set(); continue; }
        range.setStart(node, i); range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (box) { lines.add(Math.round(box.top)); }
        word += letter;
      }
    }
  }
  return broken;
}"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("game", [game for game in published() if game != "rainbow-snake"])
def test_no_word_of_a_rule_table_is_broken_across_lines(live_server, phone, game, lang):
    page = phone()
    page.goto(f"{live_server}/rules/{game}?lang={lang}")
    assert page.locator("main .table-scroll").count() >= 1
    assert page.evaluate(BROKEN_WORDS) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # the page itself never scrolls sideways
    for region in page.locator("main .table-scroll").all():
        expect(region).to_have_attribute("tabindex", "0")
        expect(region).to_have_attribute("role", "region")
    assert_no_axe_violations(page)


def test_search_hits_are_marked_without_a_mark_element(live_server, phone):
    page = phone()
    page.goto(f"{live_server}/rules/search?q=storm&lang=en")
    expect(page.locator("#search-results .hit").first).to_be_visible()
    expect(page.locator("#search-results mark")).to_have_count(0)  # read as "highlight start … highlight end"
    weight = page.locator("#search-results .hit").first.evaluate("e => getComputedStyle(e).fontWeight")
    assert int(weight) >= 700  # marked by more than its colour
