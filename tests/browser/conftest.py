"""Browser tests: the real app served by the companion's own server (Hypercorn) on loopback, driven in Debian's Chromium.

Each test gets phone-sized pages (390×844). ``phone()`` opens another phone
(a new browser context: its own cookies, like a second device at the table).
One Chromium per test process (pytest-playwright's session-scoped ``browser``), a new context per phone.
Service workers are blocked in these contexts: the app's worker (static/js/sw.js) would be installed
again in every new context and answer every request beside the server (a third more of Chromium's
work per page); the tests of the worker itself (test_connection_browser.py) open their contexts with
``WITH_SERVICE_WORKER``.
``assert_no_axe_violations(page)`` runs axe-core (WCAG 2.2 AA tags).
"""

import os
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import expect

from companion.app import create_app

# Debian's Chromium: its headless shell (chromium-headless-shell, the same Chromium without the desktop
# browser around it: what Playwright itself runs headless tests in; a new phone costs a quarter of the CPU
# time, a page load half), else the browser (chromium). COMPANION_TEST_CHROMIUM names another (or none: a
# path that does not exist).
CHROMIUM = (os.environ.get("COMPANION_TEST_CHROMIUM") or shutil.which("chromium-headless-shell")
            or shutil.which("chromium") or "/usr/bin/chromium")
HAVE_CHROMIUM = os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)
# The fake camera (--use-file-for-fake-video-capture) needs the whole browser: the headless shell has no
# media capture.
CHROMIUM_WITH_CAMERA = os.environ.get("COMPANION_TEST_CHROMIUM") or shutil.which("chromium") or CHROMIUM
AXE_SOURCE = (Path(__file__).parent.parent / "assets" / "axe-4.10.2.min.js").read_text(encoding="utf-8")
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
PHONE = {"width": 390, "height": 844}
# ms to wait for a change to reach another phone. It arrives with that phone's next poll (every
# second), but on a busy two-core CI machine a poll can wait its turn for seconds. How fast a change
# really arrives is measured by bench/load.py (docs/benchmarks.md), not by these tests.
LIVE = 15_000
expect.set_options(timeout=LIVE)  # no assertion waits less than a change may take on a busy machine

pytestmark = pytest.mark.browser


def pytest_collection_modifyitems(items):
    """Everything under tests/browser carries the ``browser`` mark, and is skipped, saying why, without Chromium."""
    for item in items:
        if "/browser/" in str(item.fspath):
            item.add_marker(pytest.mark.browser)
            if not HAVE_CHROMIUM:
                item.add_marker(pytest.mark.skip(reason=f"no Chromium at {CHROMIUM} (Debian's chromium-headless-shell "
                                                        "package, installed by scripts/system-packages.sh test)"))


@pytest.fixture(scope="session")
def browser_type_launch_args():
    """Launch Debian's Chromium, never a downloaded browser."""
    return {
        "executable_path": CHROMIUM,
        "args": ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    }


@pytest.fixture(scope="session")
def browser_context_args():
    """Phone-sized pages in English unless a test says otherwise; no service worker (see above)."""
    return {"viewport": PHONE, "locale": "en-GB", "has_touch": True, "service_workers": "block",
            # Chromium grants a secure page the screen wake lock; its headless shell asks, and nobody answers.
            "permissions": ["screen-wake-lock"]}


WITH_SERVICE_WORKER = {"service_workers": "allow"}  # new_context(**{**browser_context_args, **WITH_SERVICE_WORKER})


@pytest.fixture(scope="session")
def live_server(tmp_path_factory):
    """The app served as ``companion serve`` serves it, in a thread, on a free loopback port for the whole
    session; yields its base URL."""
    from companion.serving.worker import InThreadServer

    data = tmp_path_factory.mktemp("live-data")
    app = create_app({"DATA_DIR": str(data), "SECRET_KEY": "browser-tests"})
    server = InThreadServer(app)
    yield f"http://127.0.0.1:{server.port}"
    server.close()


@pytest.fixture
def phone(browser, browser_context_args):
    """A factory of phones: each call is a new browser context and page."""
    contexts = []

    def open_phone(locale="en-GB"):
        context = browser.new_context(**{**browser_context_args, "locale": locale})
        contexts.append(context)
        return context.new_page()

    yield open_phone
    for context in contexts:
        context.close()


def assert_no_axe_violations(page):
    """Run axe-core on the page; fail with each violation's rule and targets.

    axe-core is loaded once per document. ``resultTypes: ['violations']``: axe still reports every node of
    every violation, and only one node of each rule that passed (half of its work on a long page is listing
    the nodes that passed, which no test reads).
    """
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.evaluate(AXE_SOURCE)
    result = page.evaluate("tags => axe.run(document, {runOnly: {type: 'tag', values: tags}, "
                           "resultTypes: ['violations']})", AXE_TAGS)
    problems = [f"{v['id']}: {v['help']} at {[n['target'] for n in v['nodes']][:5]}" for v in result["violations"]]
    assert problems == [], "\n".join(problems)
