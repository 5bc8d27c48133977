"""What the browser tests do again and again: start a table, move the focus with Tab."""

import re


def start_table(page, base, game, names, first=0):
    """Create a table of ``game`` through the new-table form (in the phone's language); return its URL."""
    page.goto(f"{base}/tables/new?game={game}")
    for seat, name in enumerate(names):
        page.fill(f"#name-{seat}", name)
    if page.locator(f"#first-{first}").count():  # the explorers' form asks nobody who starts
        page.check(f"#first-{first}")
    page.locator("main form button.big").click()  # "Start the table", whatever the language
    page.wait_for_url(re.compile(r".*/t/[\w-]+$"))
    return page.url


def focused_id(page):
    """The id of the element that has the focus."""
    return page.evaluate("document.activeElement && document.activeElement.id")


def tab_to(page, element_id, limit=120):
    """Press Tab until the element with ``element_id`` has the focus (keyboard only)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if focused_id(page) == element_id:
            return
    raise AssertionError(f"#{element_id} never got the focus with Tab")


def hold_htmx_wiring(page):
    """From now on htmx swaps new content in but never wires it (its settle step waits an hour).

    The same as a player pressing Enter in the instant between a swap and
    htmx's processing of the new forms, made certain: a form submitted now is
    a plain browser POST, as without JavaScript.
    """
    page.evaluate("htmx.config.defaultSettleDelay = 3600000")
