"""Push (issue 26) in Chromium: a tap reaches the other phones through their stream, with no poll between;
where the stream cannot open the phones poll by themselves and say nothing; after a break they catch up
from the version they show, nothing lost or doubled.

Every wait is for a state of the page (``<html data-live-mode>``: "push" while the stream is healthy, "poll"
otherwise; static/js/live.js), never a fixed time.
"""

import re

from playwright.sync_api import expect

from tests.browser.conftest import LIVE
from tests.browser.pages import start_table
from tests.browser.test_announcements_browser import record_log
from tests.faults.helpers import free_port, start_companion, stop_companion


def two_phones(phone, live_server):
    """Ana's and Ben's phones at a new rain-token table, both pushed to."""
    ana, ben = phone(), phone()
    ben.goto(start_table(ana, live_server, "rainbow7-rain", ["Ana", "Ben", "Chloé"], first=1))
    for each in (ana, ben):
        expect(each.locator("html")).to_have_attribute("data-live-mode", "push")
    return ana, ben


def seven_on(page, target):
    """Ana plays a red 7 on ``target`` (one rain token), from ``page``."""
    page.select_option("#seven-player", "Ana")
    page.check("#seven-color-red")
    page.select_option("#seven-target", target)
    page.click("#seven-submit")


def live_requests(page):
    """The live URLs ``page`` asks from now on (a list that grows)."""
    asked = []
    page.on("request", lambda request: asked.append(request.url) if "/state" in request.url else None)
    return asked


def test_a_tap_reaches_the_other_phone_through_its_stream_with_no_poll_between(live_server, phone):
    ana, ben = two_phones(phone, live_server)
    record_log(ben)
    asked_by_ana, asked_by_ben = live_requests(ana), live_requests(ben)
    seven_on(ana, "Ben")
    said = "Ana plays the red 7: Ben takes 1 rain token."
    expect(ben.locator("#announcer")).to_have_text(said)
    expect(ben.locator("#table-version")).to_have_attribute("data-version", "1")
    assert len(asked_by_ben) == 1 and re.search(r"/state\?v=0&n=1$", asked_by_ben[0])  # the fetch the push asked for
    assert asked_by_ana == []  # her own tap's answer brought the change: nothing to fetch
    seven_on(ana, "Chloé")
    expect(ben.locator("#table-version")).to_have_attribute("data-version", "2")
    assert len(asked_by_ben) == 2 and re.search(r"/state\?v=1&n=2$", asked_by_ben[1])
    assert ben.evaluate("window.heardLog") == [said, "Ana plays the red 7: Chloé takes 1 rain token."]  # once each


def test_a_stream_that_cannot_open_leaves_the_phone_polling_and_saying_nothing(live_server, phone):
    ana, ben = phone(), phone()
    url = start_table(ana, live_server, "rainbow7-rain", ["Ana", "Ben", "Chloé"], first=1)
    ben.route(re.compile(r".*/stream$"), lambda route: route.abort("connectionrefused"))
    ben.goto(url)
    record_log(ben)
    asked_by_ben = live_requests(ben)
    expect(ben.locator("html")).to_have_attribute("data-live-mode", "poll")
    seven_on(ana, "Ben")
    expect(ben.locator("#table-version")).to_have_attribute("data-version", "1", timeout=LIVE)
    assert all("n=" not in url for url in asked_by_ben) and asked_by_ben  # polls, as before push
    assert ben.evaluate("window.heardLog") == ["Ana plays the red 7: Ben takes 1 rain token."]
    expect(ben.locator("#connection-marker")).to_be_hidden()  # the server answers: nothing to say


def test_a_stream_held_by_a_proxy_that_never_passes_it_on_leaves_the_phone_polling(live_server, phone):
    """A proxy that buffers: the stream's request never gets an answer the page can read."""
    ana, ben = phone(), phone()
    url = start_table(ana, live_server, "rainbow7-rain", ["Ana", "Ben", "Chloé"], first=1)
    held = []
    ben.route(re.compile(r".*/stream$"), lambda route: held.append(route))  # never answered
    ben.goto(url)
    expect(ben.locator("html")).to_have_attribute("data-live-mode", "poll")
    seven_on(ana, "Ben")
    expect(ben.locator("#table-version")).to_have_attribute("data-version", "1", timeout=LIVE)
    expect(ben.locator("#connection-marker")).to_be_hidden()
    assert held


def test_after_a_break_the_phone_catches_up_once_and_is_pushed_to_again(live_server, phone):
    ana, ben = two_phones(phone, live_server)
    record_log(ben)
    ben.context.set_offline(True)
    expect(ben.locator("html")).to_have_attribute("data-live-mode", "poll")
    seven_on(ana, "Ben")
    expect(ana.locator("#table-version")).to_have_attribute("data-version", "1")
    seven_on(ana, "Chloé")
    expect(ana.locator("#table-version")).to_have_attribute("data-version", "2")
    ben.context.set_offline(False)
    expect(ben.locator("#table-version")).to_have_attribute("data-version", "2")
    expect(ben.locator("html")).to_have_attribute("data-live-mode", "push")  # the stream came back by itself
    asked_by_ben = live_requests(ben)
    seven_on(ana, "Ben")
    expect(ben.locator("#table-version")).to_have_attribute("data-version", "3")
    assert [url for url in asked_by_ben if "n=3" in url]  # pushed again, not polled
    # "Connected again." is said in front of the news that brought the phone back (or alone, when none did)
    heard = [line.removeprefix("Connected again. ") for line in ben.evaluate("window.heardLog") if line != "Connected again."]
    assert heard == ["Ana plays the red 7: Ben takes 1 rain token. Ana plays the red 7: Chloé takes 1 rain token.",
                     "Ana plays the red 7: Ben takes 1 rain token."]


def test_after_a_server_restart_both_phones_reconnect_by_themselves(phone, tmp_path):
    """``companion serve`` stopped and started again on the same port and data: both pages open their stream
    again with no one touching them (the browser retries after the stream's ``retry:`` of 1 s), and the next
    tap is pushed. The promise is 3 s from the server's return; the bound here is loose (a busy machine),
    bench/push_restart.py measures it."""
    port = free_port()
    database = f"sqlite:///{tmp_path / 'restart.sqlite3'}"
    server = start_companion(tmp_path, port, database, "--workers", "1")
    try:
        ana, ben = two_phones(phone, f"http://127.0.0.1:{port}")
        stop_companion(server)
        for each in (ana, ben):
            expect(each.locator("html")).to_have_attribute("data-live-mode", "poll")
        server = start_companion(tmp_path, port, database, "--workers", "1")
        for each in (ana, ben):
            expect(each.locator("html")).to_have_attribute("data-live-mode", "push")
        asked_by_ben = live_requests(ben)
        seven_on(ana, "Ben")
        expect(ben.locator("#table-version")).to_have_attribute("data-version", "1")
        assert [url for url in asked_by_ben if "n=1" in url]
        expect(ben.locator("#connection-marker")).to_be_hidden()
    finally:
        stop_companion(server)
