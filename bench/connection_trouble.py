"""How soon a phone says that the server cannot be reached (Chromium at 390×844, the app on loopback).

Three cases, each timed in the page (``performance.now()``, a MutationObserver
on the marker, the notice and the live region):

- an action whose request gets no answer (a Wi-Fi that drops packets): from the
  tap (the click event) to the "Not sent" notice shown, and to its sentence in the live region;
- polls that get no answer: from the moment the answers stop to the offline
  marker (a poll starts every second, then waits 2.5 s);
- the phone offline (Playwright's offline mode): from going offline to the marker.

Usage: python bench/connection_trouble.py [--runs N]. Prints the figures (ms);
exits 1 if a failed action is shown or said 3 s or more after the tap.
"""

import argparse
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import sync_playwright  # noqa: E402
from companion.serving.worker import InThreadServer  # noqa: E402

from companion.app import create_app  # noqa: E402

LIMIT_MS = 3000
WATCH = """() => {
  window.seen = {};
  const note = (name) => { if (window.seen[name] === undefined) { window.seen[name] = performance.now(); } };
  document.addEventListener("click", () => note("tap"), true);
  new MutationObserver(() => {
    const marker = document.getElementById("connection-marker");
    if (marker && !marker.hidden) { note("marker"); }
    if (document.getElementById("connection-retry")) { note("notice"); }
    const said = document.getElementById("announcer").textContent;
    if (said.includes("No connection")) { note("said offline"); }
    if (said.includes("Not sent")) { note("said not sent"); }
  }).observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true});
  return performance.now();
}"""


def serve():
    """The app on a free loopback port in this process; returns (base URL, server)."""
    app = create_app({"DATA_DIR": tempfile.mkdtemp(prefix="bench-connection-"), "SECRET_KEY": "bench"})
    server = InThreadServer(app)
    return f"http://127.0.0.1:{server.port}", server


def new_table(page, base):
    """A fresh snake table for Ana and Ben; the page shows it."""
    page.goto(f"{base}/tables/new?game=rainbow-snake")
    page.fill("#name-0", "Ana")
    page.fill("#name-1", "Ben")
    page.get_by_role("button", name="Start the table").click()
    page.wait_for_url(re.compile(r".*/t/[\w-]+$"))


def timed(page, start, names):
    """Milliseconds from ``start`` to each watched change, once all of ``names`` happened."""
    for name in names:
        page.wait_for_function("name => window.seen[name] !== undefined", arg=name, polling=50, timeout=20_000)
    seen = page.evaluate("() => window.seen")
    return {name: seen[name] - start for name in names}


def hang(route, held):
    """Keep the request unanswered (aborted at the end of the run)."""
    held.append(route)


def one_run(context, base):
    """The three cases once, on a fresh page and table; returns {case: ms}."""
    page = context.new_page()
    held = []
    try:
        new_table(page, base)
        figures = {}
        page.route(re.compile(r".*/events$"), lambda route: hang(route, held))
        page.evaluate(WATCH)
        page.get_by_role("button", name="Ana placed a card, no snake").click()
        action = timed(page, 0, ["tap", "notice", "said not sent"])
        figures["action unanswered: notice shown"] = action["notice"] - action["tap"]
        figures["action unanswered: said"] = action["said not sent"] - action["tap"]
        page.reload()
        page.route(re.compile(r".*/state\?.*"), lambda route: hang(route, held))
        start = page.evaluate(WATCH)
        figures["polls unanswered: marker shown"] = timed(page, start, ["marker"])["marker"]
        page.unroute(re.compile(r".*/state\?.*"))
        page.reload()
        start = page.evaluate(WATCH)
        context.set_offline(True)
        figures["offline: marker shown"] = timed(page, start, ["marker", "said offline"])["marker"]
        context.set_offline(False)
        return figures
    finally:
        for route in held:
            try:
                route.abort()
            except Exception:  # noqa: BLE001 - the page may be gone already
                pass
        page.close()


def main():
    """Print the figures of each run and the worst; exit 1 when an action is said 3 s or more after the tap."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    base, server = serve()
    worst = {}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB",
                                          service_workers="block")
            for run in range(1, arguments.runs + 1):
                figures = one_run(context, base)
                print(f"run {run}: " + "; ".join(f"{name} {ms:.0f} ms" for name, ms in figures.items()))
                for name, ms in figures.items():
                    worst[name] = max(ms, worst.get(name, 0))
            browser.close()
    finally:
        server.close()
    print("worst: " + "; ".join(f"{name} {ms:.0f} ms" for name, ms in worst.items()))
    late = [name for name in ("action unanswered: notice shown", "action unanswered: said") if worst[name] >= LIMIT_MS]
    if late:
        print(f"over {LIMIT_MS} ms: {', '.join(late)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
