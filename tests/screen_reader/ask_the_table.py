"""Orca scenario for "Ask the table" (issue 23, item 7): a rain table, another phone's action heard, then
Alt+Shift+W to the questions and each answer heard through the live region, keyboard only.

Run from the project root (one Orca at a time on a machine):
    flock /tmp/orca.lock .venv/bin/python ../shared/tools/screen-reader/speak.py \
        tests/screen_reader/ask_the_table.py --url '/tables/new?game=rainbow7-rain'
"""

def other_phone_records_a_seven(table_url):
    """Another phone (its own cookies, no window here) opens the table and sends the red 7's form."""
    import http.cookiejar
    import re
    import urllib.parse
    import urllib.request

    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    page = opener.open(table_url, timeout=10).read().decode()
    form = {"csrf_token": re.search(r'name="csrf_token" value="([^"]+)"', page).group(1),
            "seen": re.search(r'data-version="(\d+)"', page).group(1),
            "action": "seven", "player": "Ana", "color": "red", "target": "Chloé"}
    opener.open(urllib.request.Request(table_url + "/events", data=urllib.parse.urlencode(form).encode()), timeout=10)


def active(s):
    return s.page.evaluate("document.activeElement && (document.activeElement.id || document.activeElement.tagName)")


def ask(s, label, button_id):
    """Tab to a question's button and press Return: what Orca says for the button, then for the answer."""
    s.step(f"Tab to '{label}', Return")
    for _ in range(8):
        if active(s) == button_id:
            break
        s.key("Tab")
        s.settle(quiet=0.6, timeout=5)
    assert active(s) == button_id, active(s)
    s.key("Return")
    s.page.wait_for_function("id => document.getElementById('ask-answer').dataset.spoken !== undefined", arg=button_id)
    s.settle(quiet=2.0, timeout=12)
    print("DOM #ask-answer:", repr(s.page.evaluate("document.getElementById('ask-answer').dataset.spoken")))


def scenario(s):
    s.step("new table: names typed, Return on 'Start the table'")
    for seat, name in enumerate(("Ana", "Ben", "Chloé")):
        s.page.fill(f"#name-{seat}", name)
    s.page.focus("main form button.big")
    s.key("Return")
    s.page.wait_for_url("**/t/*")
    s.page.wait_for_load_state("load")
    s.settle(quiet=2.0, timeout=12)

    s.step("another phone records a red 7 (heard through the live region)")
    other_phone_records_a_seven(s.page.url)
    assert s.wait_speech(r"Ana plays the red 7", timeout=15)
    s.settle(quiet=1.5, timeout=10)

    s.step("Alt+Shift+W from the page: focus on the first question")
    s.key("alt+shift+w")
    s.settle(quiet=1.5, timeout=10)
    assert active(s) == "ask-turn", active(s)

    s.step("Return on 'Whose turn?'")
    s.key("Return")
    assert s.wait_speech(r"Round 1", timeout=10)
    s.settle(quiet=1.5, timeout=10)

    ask(s, "The scores", "ask-scores")
    ask(s, "The last 5 actions", "ask-last")
    ask(s, "Say the last announcement again", "ask-again")
