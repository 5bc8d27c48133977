"""What the other phones hear, in every game: undo and redo say the state now; each record once, in order."""

import re

from playwright.sync_api import expect

from tests.browser.pages import start_table

LIVE = 4000  # ms: another phone polls every second


def heard(page):
    """The live region's text on ``page``, spaces tidied."""
    return " ".join(page.locator("#announcer").inner_text().split())


def expect_heard(page, text):
    """``page``'s live region says exactly ``text`` (nothing older, nothing more) within a few seconds."""
    expect(page.locator("#announcer")).to_have_text(text, timeout=LIVE)


def two_phones(phone, live_server, game, names, first=0):
    """Two phones at a new table of ``game``; the second one has loaded the table."""
    ana, ben = phone(), phone()
    url = start_table(ana, live_server, game, names, first)
    ben.goto(url)
    return ana, ben


def test_rain_undo_says_the_round_now_and_redo_the_storm_again(live_server, phone):
    ana, ben = two_phones(phone, live_server, "rainbow7-rain", ("Ana", "Ben", "Chloé"), first=1)
    ana.select_option("#rainbow-player", "Ben")
    ana.fill("#rainbow-hand-0", "2")
    ana.fill("#rainbow-hand-1", "5")
    ana.fill("#rainbow-hand-2", "6")
    ana.click("#rainbow-submit")
    expect(ben.locator("#announcer")).to_contain_text("storm! Ben takes 3 rain tokens. Round 2: Ben starts.",
                                                      timeout=LIVE)
    ana.click("#undo-button")
    expect_heard(ben, "Undone: Ben calls Rainbow 5. Round 1: Ben starts.")
    ben.click("#redo-button")
    expect_heard(ana, "Redone: Ben calls Rainbow 5, but someone is lower: storm! Ben takes 3 rain tokens. "
                      "Round 2: Ben starts.")


def test_explorers_undo_says_whose_turn_it_is_now(live_server, phone):
    ana, ben = two_phones(phone, live_server, "rainbow7-explorers", ("Ana", "Ben", "Chloé"))
    ana.select_option("#start-player", "Ben")
    ana.click("#start-submit")
    ana.get_by_role("radio", name="REVERSE: play turns around").check()
    ana.get_by_role("button", name="Record Ben's turn").click()
    expect(ben.locator("#announcer")).to_contain_text("Now it is Ana's turn.", timeout=LIVE)
    ben.click("#undo-button")
    expect_heard(ana, "Undone: Ben played; last card: REVERSE: play turns around. Now it is Ben's turn. "
                      "Play goes clockwise (to the left): after Ben comes Chloé. "
                      "You are now on: Record Ben's turn.")  # Ana's focus is still on the turn button
    ana.click("#redo-button")
    expect_heard(ben, "Redone: Ben played; last card: REVERSE: play turns around. Now it is Ana's turn. "
                      "Play goes counterclockwise (to the right): after Ana comes Chloé.")


def test_snake_undo_of_a_snake_says_the_cards_left_now(live_server, phone):
    ana, ben = two_phones(phone, live_server, "rainbow-snake", ("Ana", "Ben"))
    for player in ("Ana", "Ben", "Ana"):
        ana.get_by_role("button", name=f"{player} placed a card, no snake").click()
        expect(ben.locator("#table-state .status-line")).not_to_have_text(f"It is {player}'s turn.", timeout=LIVE)
    ana.fill("#snake-length", "3")
    ana.click("#snake-submit")
    expect(ben.locator("#announcer")).to_contain_text("took a snake of 3 cards", timeout=LIVE)
    ana.click("#undo-button")
    expect(ben.locator("#announcer")).to_have_text(
        re.compile(r"^Undone: Ben placed a card and took a snake of 3 cards\. \d+ cards? left to draw\. "
                   r"Now it is Ben's turn\.\u200b*$"), timeout=LIVE)
    ben.click("#redo-button")
    expect(ana.locator("#announcer")).to_have_text(
        re.compile(r"^Redone: Ben placed a card and took a snake of 3 cards: 3 cards taken in all\..*Now it is Ana's turn\.\u200b*$"),
        timeout=LIVE)


def test_field_undo_of_the_round_end_says_the_round_is_still_on(live_server, phone):
    ana, ben = two_phones(phone, live_server, "rainbow-field", ("Ana", "Ben", "Chloé", "Dan"))
    ana.fill("#cards-input", "3 8 1 5")
    ana.click("#cards-submit")
    for player, cards in (("Ana", "4"), ("Ben", "6 6"), ("Chloé", "7"), ("Dan", "2 2 2")):
        expect(ana.get_by_role("heading", name=f"{player}'s play")).to_be_visible(timeout=LIVE)
        ana.fill("#cards-input", cards)
        ana.click("#cards-submit")
    expect(ben.locator("#announcer")).to_contain_text("Round 2", timeout=LIVE)
    ana.click("#undo-button")
    expect_heard(ben, "Undone: Dan plays 2 2 2 (a set). Round 1: Dan's turn.")
    ben.click("#redo-button")
    expect(ana.locator("#announcer")).to_contain_text("Redone: Dan plays 2 2 2 (a set).", timeout=LIVE)
    expect(ana.locator("#announcer")).to_contain_text("Round 2", timeout=LIVE)


def record_log(page):
    """Start keeping every paragraph added to ``page``'s live region, in order (what a screen reader is given).

    Orca reads several paragraphs added at once newest first, so each update adds one paragraph holding them.
    """
    page.evaluate("""() => {
        window.heardLog = [];
        const region = document.getElementById('announcer');
        new MutationObserver(records => records.forEach(record => record.addedNodes.forEach(node => {
            // the connection notices (static/js/connection.js) share the region; they are tested on their own
            if (node.nodeType === 1 && !node.classList.contains('connection-said')) {
                window.heardLog.push(node.textContent.replace(/\u200b/g, '').trim());
            }
        }))).observe(region, {childList: true});
    }""")


def test_two_actions_between_two_polls_are_both_heard_in_order_once(live_server, phone):
    ana, ben = two_phones(phone, live_server, "rainbow7-rain", ("Ana", "Ben", "Chloé"), first=1)
    record_log(ben)
    ben.context.set_offline(True)  # Ben's phone misses a few polls: both actions arrive in one answer
    for target in ("Ben", "Chloé"):
        ana.select_option("#seven-player", "Ana")
        ana.check("#seven-color-red")
        ana.select_option("#seven-target", target)
        ana.click("#seven-submit")
        expect(ana.locator("#announcer")).to_have_text(f"Ana plays the red 7: {target} takes 1 rain token.")
    ben.context.set_offline(False)
    # back online, the phone also says "Connected again.": in front of the news when the answer that brought it
    # back carried them (one paragraph, read in that order), on its own when an answer without news came first
    missed = "Ana plays the red 7: Ben takes 1 rain token. Ana plays the red 7: Chloé takes 1 rain token."
    ben.wait_for_function("missed => window.heardLog.some(heard => heard === missed || heard === 'Connected again. ' + missed)",
                          arg=missed, timeout=LIVE)
    expect(ben.locator("#announcer")).to_contain_text(missed)  # still there: "Connected again." wipes no news
    # a third, identical in words to the first: a new paragraph, so it is read again; nothing is read twice
    ana.select_option("#seven-player", "Ana")
    ana.check("#seven-color-red")
    ana.select_option("#seven-target", "Ben")
    ana.click("#seven-submit")
    expect(ben.get_by_role("row", name=re.compile(r"^Ben\s+2\b"))).to_be_visible(timeout=LIVE)
    expect(ben.locator("#announcer > *")).to_have_count(1)  # one paragraph per update: read in order
    assert [heard.removeprefix("Connected again. ") for heard in ben.evaluate("window.heardLog")] == [
        missed, "Ana plays the red 7: Ben takes 1 rain token."]
    assert not re.search(r"\d+\)$", heard(ben))


def test_back_online_in_japanese_the_news_follow_connected_again_without_a_space(live_server, phone):
    """「再接続しました。」 goes in front of the missed news as Japanese joins sentences: no space after 。."""
    ana = phone()
    url = start_table(ana, live_server, "rainbow7-rain", ("Ana", "Ben", "Chloé"), first=1)
    ben = phone(locale="ja-JP")
    ben.goto(url)
    expect(ben.locator("html")).to_have_attribute("lang", "ja")
    ben.context.set_offline(True)
    ana.select_option("#seven-player", "Ana")
    ana.check("#seven-color-red")
    ana.select_option("#seven-target", "Ben")
    ana.click("#seven-submit")
    expect(ana.locator("#table-version")).to_have_attribute("data-version", "1")
    ben.context.set_offline(False)
    expect(ben.locator("#table-version")).to_have_attribute("data-version", "1", timeout=LIVE)
    said = ben.locator("#announcer").inner_text()
    assert "Ana" in said and "。 " not in said, said
