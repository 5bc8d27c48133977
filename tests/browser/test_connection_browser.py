"""Connection trouble in Chromium (Playwright's offline mode): said within 3 s, kept, retried once.

Also the service worker: a rule page opened once can be read again when the server cannot be reached.
"""

import re
import subprocess
import sys

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from tests.browser.conftest import LIVE, WITH_SERVICE_WORKER
from tests.faults.helpers import answering, free_port, start_companion
from tests.browser.test_nights_browser import import_log
from tests.web.night_logs import SNAKE

# The phone says so within 3 s by design (every htmx request gives up after 2.5 s: static/js/connection.js,
# measured by bench/connection_trouble.py);
# the tests wait as long as any change may take on a busy machine (LIVE), never a tighter bound.
SAY_WITHIN = LIVE
STARTED = SNAKE | {"events": SNAKE["events"][:2]}  # a snake game two turns in: there is something to undo


@pytest.fixture
def table_phone(browser, browser_context_args):
    """A phone without a service worker (so that Playwright's routing sees every request)."""
    context = browser.new_context(**browser_context_args)  # no service worker (conftest.py)
    yield context, context.new_page()
    context.close()


def version(page):
    """The table version the page shows."""
    return int(page.locator("#table-version").get_attribute("data-version"))


def losing_the_first_answer(lost):
    """A route handler that lets the server record the first request, then drops its answer (as a dying Wi-Fi
    would) and notes the status it had in ``lost``; later requests go through."""
    def handle(route):
        if not lost:
            lost.append(route.fetch().status)
            route.abort("internetdisconnected")
        else:
            route.continue_()
    return handle


def test_offline_is_said_the_action_kept_and_sent_once_back_online(table_phone, live_server):
    context, page = table_phone
    import_log(page, live_server, STARTED)
    expect(page.locator("#connection-marker")).to_be_hidden()
    before = version(page)
    context.set_offline(True)
    expect(page.locator("#connection-marker")).to_be_visible(timeout=SAY_WITHIN)  # the polls fail
    expect(page.locator("#connection-marker")).to_contain_text("No connection to the server")
    page.get_by_role("button", name="Undo the last action").click()
    notice = page.locator("#connection-retry")
    expect(notice).to_contain_text("Not sent: no connection to the server", timeout=SAY_WITHIN)
    expect(page.locator("#announcer")).to_contain_text("Not sent", timeout=SAY_WITHIN)
    expect(page.get_by_role("button", name="Try again")).to_be_visible()
    page.screenshot(path="/tmp/connection-offline.png", full_page=True)
    context.set_offline(False)
    expect(page.locator("#connection-marker")).to_be_hidden(timeout=SAY_WITHIN)  # recovers by itself
    expect(page.locator("#announcer")).to_contain_text("Connected again")
    assert version(page) == before  # nothing was sent while offline
    page.get_by_role("button", name="Try again").click()
    expect(page.locator("#table-version")).to_have_attribute("data-version", str(before + 1))
    expect(page.locator("#announcer")).to_contain_text("Undone")
    expect(notice).to_have_count(0)


def test_try_again_sends_the_button_that_was_tapped(table_phone, live_server):
    """A turn kept while offline goes with its button's "action" when "Try again" is tapped, and is recorded once."""
    context, page = table_phone
    import_log(page, live_server, STARTED)
    before = version(page)
    context.set_offline(True)
    page.get_by_role("button", name="Ana placed a card, no snake").click()
    expect(page.get_by_role("button", name="Try again")).to_be_visible()
    context.set_offline(False)
    expect(page.locator("#connection-marker")).to_be_hidden()
    with page.expect_request(re.compile(r".*/events$")) as retried:
        page.get_by_role("button", name="Try again").click()
    assert "action=turn" in retried.value.post_data
    expect(page.locator("#table-version")).to_have_attribute("data-version", str(before + 1))
    expect(page.locator("#announcer")).to_contain_text("Ana drew and placed a card")
    expect(page.get_by_role("button", name="Ben placed a card, no snake")).to_be_focused()  # focus stays in the forms
    page.reload()
    expect(page.locator("#table-version")).to_have_attribute("data-version", str(before + 1))


def test_an_action_whose_answer_was_lost_is_not_recorded_twice(table_phone, live_server):
    context, page = table_phone
    import_log(page, live_server, STARTED)
    before = version(page)
    lost = []
    page.route(re.compile(r".*/undo$"), losing_the_first_answer(lost))
    page.get_by_role("button", name="Undo the last action").click()
    expect(page.get_by_role("button", name="Try again")).to_be_visible(timeout=SAY_WITHIN)
    assert lost == [200]
    # The polls show the recorded undo; "Try again" still sends the version seen when it was tapped.
    expect(page.locator("#table-version")).to_have_attribute("data-version", str(before + 1))
    page.get_by_role("button", name="Try again").click()
    expect(page.locator("#form-message")).to_contain_text("Another phone recorded something at the same moment")
    expect(page.locator("#table-version")).to_have_attribute("data-version", str(before + 1))  # one undo, not two


def test_a_rule_page_opened_once_reads_offline(browser, browser_context_args, tmp_path):
    """The server gone (the café's laptop closed): a rule page this phone opened still reads, from the worker's copy,
    and so does the home page (the installed app's start page), with the tables this phone kept.

    A real network failure, not Playwright's offline emulation: the companion
    runs in a process of its own and is killed, so every request the worker
    makes fails the way a phone's does with no way to the server.
    """
    port = free_port()
    server = start_companion(tmp_path, port, f"sqlite:///{tmp_path / 'offline.sqlite3'}", "--workers", "1")
    context = browser.new_context(**{**browser_context_args, **WITH_SERVICE_WORKER})
    try:
        page = context.new_page()
        base = f"http://127.0.0.1:{port}"
        address = f"{base}/rules/rainbow-snake"
        page.goto(address)
        heading = page.get_by_role("heading", level=1).inner_text()
        wait_until_the_worker_keeps(page, address)
        table = import_log(page, base, STARTED)
        page.goto(f"{base}/")
        wait_until_the_worker_keeps(page, f"{base}/", "shell")
        server.kill()
        server.wait()
        home = page.goto(f"{base}/")  # the installed app's start page, with this phone's tables as it kept them
        assert home.from_service_worker
        expect(page.get_by_role("heading", level=1)).to_have_text("Rainbow Companion")
        expect(page.locator("#recent-tables li").get_by_role("link")).to_have_attribute("href", table.removeprefix(base))
        expect(page.locator("#recent-tables li")).to_contain_text("3 cards left to draw")
        response = page.goto(address)
        assert response.from_service_worker
        expect(page.get_by_role("heading", level=1)).to_have_text(heading)
        expect(page.locator("body")).to_have_css("margin-top", "0px")  # the stylesheet came from the cache too
        with pytest.raises(PlaywrightError):
            page.goto(f"{base}/rules/rainbow7-rain")  # never opened: the worker's own fetch fails too
        with pytest.raises(PlaywrightError):
            page.goto(f"{base}/t/never-cached-table")  # tables are never served from a cache
    finally:
        context.close()
        if server.poll() is None:
            server.kill()
            server.wait()


def test_an_action_kept_while_offline_survives_the_forms_changing_and_is_not_recorded_twice(table_phone, phone,
                                                                                            live_server):
    """Ana's phone is offline when she records her turn; Ben's phone records it meanwhile. When Ana's phone is
    back, the update that brings Ben's record replaces the forms: her kept action must still be there, and
    "Try again" must be refused (the table moved on), not lost silently and not recorded a second time."""
    context, ana = table_phone
    table = import_log(ana, live_server, STARTED)
    ben = phone()
    ben.goto(table)
    before = version(ana)
    context.set_offline(True)
    expect(ana.locator("#connection-marker")).to_be_visible()
    ana.get_by_role("button", name="Ana placed a card, no snake").click()
    expect(ana.get_by_role("button", name="Try again")).to_be_visible()
    ben.get_by_role("button", name="Ana placed a card, no snake").click()
    expect(ben.locator("#table-version")).to_have_attribute("data-version", str(before + 1))
    context.set_offline(False)
    expect(ana.locator("#table-version")).to_have_attribute("data-version", str(before + 1))
    expect(ana.get_by_role("heading", name="Ben's turn")).to_be_visible()  # the forms were replaced
    expect(ana.locator("#connection-retry")).to_contain_text("tap “Try again”")
    expect(ana.locator("#connection-retry")).to_contain_text("Ana placed a card, no snake")  # which action is kept
    ana.get_by_role("button", name="Try again").click()
    expect(ana.locator("#form-message")).to_contain_text("Another phone recorded something at the same moment")
    expect(ana.locator("#connection-retry")).to_have_count(0)
    ben.reload()
    expect(ben.locator("#table-version")).to_have_attribute("data-version", str(before + 1))  # one turn, not two


def test_try_again_after_a_lost_answer_and_new_forms_is_refused_not_recorded_twice(table_phone, live_server):
    """The answer to Ana's turn is lost, and the next poll brings new forms (Ben's turn): "Try again" is still
    there and sends Ana's turn as she tapped it, with the version she saw, so the server refuses it."""
    context, page = table_phone
    table = import_log(page, live_server, STARTED)
    before = version(page)
    lost = []
    page.route(re.compile(r".*/events$"), losing_the_first_answer(lost))
    page.get_by_role("button", name="Ana placed a card, no snake").click()
    expect(page.get_by_role("heading", name="Ben's turn")).to_be_visible()
    assert lost == [200]
    expect(page.get_by_role("button", name="Try again")).to_be_visible()
    with page.expect_request(re.compile(r".*/events$")) as retried:
        page.get_by_role("button", name="Try again").click()
    assert "player=Ana" in retried.value.post_data and "action=turn" in retried.value.post_data  # as it was tapped
    expect(page.locator("#form-message")).to_contain_text("Another phone recorded something at the same moment")
    expect(page.locator(".connection-kept-form")).to_have_count(0)  # the form put back leaves with its answer
    assert page.url.endswith(table.rsplit("/", 1)[1])  # sent by htmx, not as a page of its own
    expect(page.locator("#table-version")).to_have_attribute("data-version", str(before + 1))
    page.reload()
    expect(page.locator("#table-version")).to_have_attribute("data-version", str(before + 1))


def wait_until_the_worker_keeps(page, address, cache="rules"):
    """Wait until the service worker is active, controls ``page`` and keeps ``address`` in its ``cache``
    ("rules" or "shell"; the caches are named by the app's version: ``companion-rules-<version>``)."""
    # wait_for_function would take an async predicate's promise for a truthy answer: the predicate is
    # synchronous, and each poll starts one asynchronous look whose answer a later poll reads
    page.wait_for_function("""({address, cache}) => {
        (async () => {
            const registration = await navigator.serviceWorker.ready;
            const names = (await caches.keys()).filter((name) => name.startsWith(`companion-${cache}-`));
            const found = await Promise.all(names.map(
                async (name) => (await caches.open(name)).match(address, {ignoreVary: true})));
            // activated (not still activating), controlling this page, and the page kept
            window.ruleKept = registration.active?.state === "activated"
                && navigator.serviceWorker.controller !== null
                && found.some(Boolean);
        })();
        return window.ruleKept === true;
    }""", arg={"address": address, "cache": cache}, polling=100, timeout=LIVE)  # LIVE is in ms already


def test_with_the_worker_in_charge_no_table_answer_comes_from_a_cache(browser, browser_context_args, live_server):
    """The service worker controls the phone; a table is played, its night opened: every answer about a table
    comes from the server, and none is kept in any of the worker's caches."""
    context = browser.new_context(**{**browser_context_args, **WITH_SERVICE_WORKER})
    try:
        page = context.new_page()
        page.goto(f"{live_server}/rules/rainbow-snake")
        wait_until_the_worker_keeps(page, f"{live_server}/rules/rainbow-snake")
        table_answers = []
        page.on("response", lambda response: table_answers.append(response) if "/t/" in response.url else None)
        table = import_log(page, live_server, STARTED)
        assert page.evaluate("() => navigator.serviceWorker.controller !== null")  # the worker sees every request
        before = version(page)
        page.get_by_role("button", name="Ana placed a card, no snake").click()
        expect(page.locator("#table-version")).to_have_attribute("data-version", str(before + 1))
        page.get_by_role("button", name="Where are we?").click()
        expect(page.locator("#announcer")).to_contain_text("Ben")
        with page.expect_response(re.compile(r".*/state\?")):
            pass  # the next poll
        page.goto(f"{table}/night")
        page.goto(f"{table}/board")
        expect(page.locator("#board-state")).to_contain_text("Ben")
        page.goto(table)
        expect(page.locator("#table-version")).to_have_attribute("data-version", str(before + 1))
        assert len({answer.url.split("?")[0] for answer in table_answers}) >= 6  # page, state, events, where, night, board
        assert [answer.url for answer in table_answers if answer.from_service_worker] == []
        kept = page.evaluate("""async () => {
            const urls = [];
            for (const name of await caches.keys()) {
                for (const request of await (await caches.open(name)).keys()) { urls.push(request.url); }
            }
            return urls;
        }""")
        assert kept and [url for url in kept if "/t/" in url] == []
    finally:
        context.close()


PREFIXED_APP = """
import sys
from werkzeug.middleware.dispatcher import DispatcherMiddleware
from werkzeug.wrappers import Response
from companion.app import create_app
from companion.serving.worker import InThreadServer
app = create_app({"DATA_DIR": sys.argv[1], "SECRET_KEY": "prefix-test"})
InThreadServer(DispatcherMiddleware(Response("not here", status=404), {"/rainbow": app}), port=int(sys.argv[2])).thread.join()
"""


def start_prefixed_companion(data_dir, port):
    """The app mounted under /rainbow (as behind a proxy with a prefix), in a process of its own."""
    process = subprocess.Popen([sys.executable, "-c", PREFIXED_APP, str(data_dir), str(port)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return answering(process, f"http://127.0.0.1:{port}/rainbow/", "the prefixed app")


def test_under_a_proxys_prefix_the_worker_keeps_the_rule_pages_too(browser, browser_context_args, tmp_path):
    """Served under /rainbow/: the worker's scope is the app's root, and a rule page opened once reads offline."""
    port = free_port()
    server = start_prefixed_companion(tmp_path, port)
    context = browser.new_context(**{**browser_context_args, **WITH_SERVICE_WORKER})
    try:
        page = context.new_page()
        address = f"http://127.0.0.1:{port}/rainbow/rules/rainbow-snake"
        page.goto(address)
        heading = page.get_by_role("heading", level=1).inner_text()
        wait_until_the_worker_keeps(page, address)
        scope = page.evaluate("async () => (await navigator.serviceWorker.ready).scope")
        assert scope == f"http://127.0.0.1:{port}/rainbow/"
        server.kill()
        server.wait()
        response = page.goto(address)
        assert response.from_service_worker
        expect(page.get_by_role("heading", level=1)).to_have_text(heading)
        expect(page.locator("body")).to_have_css("margin-top", "0px")  # the stylesheet came from the cache too
    finally:
        context.close()
        if server.poll() is None:
            server.kill()
            server.wait()
