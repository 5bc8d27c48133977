"""Orca on the label-sheet chooser of /print: the search field, the live count, the radio buttons.

Run: flock /tmp/orca.lock .venv/bin/python ../shared/tools/screen-reader/speak.py tests/screen_reader/sheet_chooser.py --url /print
"""

import sys

sys.path.insert(0, "tests/screen_reader")
from orca_steps import focus_mode, stop_reading, tab_to  # noqa: E402


def scenario(s):
    stop_reading(s)

    s.step("print form: Tab to the label-sheet search")
    tab_to(s, "sheet_q")
    focus_mode(s)

    s.step("type L7160: the list narrows, the live region says how many match")
    s.type("L7160")
    s.wait_speech(r"1 label sheet matches", timeout=15)
    s.settle(quiet=1.5, timeout=10)

    s.step("Tab past Find sheets to the radio buttons")
    tab_to(s, "sheet-1")
    s.settle(quiet=1.0, timeout=8)

    s.step("Down arrow to Avery L7160, Space chooses it")
    s.key("Down")
    s.settle(quiet=1.0, timeout=8)
    s.key("space")
    s.settle(quiet=1.2, timeout=8)
    print("checked:", s.page.evaluate("document.querySelector('input[name=sheet]:checked').value"))

    s.step("back to the search (Shift+Tab), type 5160 instead")
    tab_to(s, "sheet_q", shift=True)
    focus_mode(s)
    s.key("ctrl+a", "BackSpace")
    s.type("5160")
    s.wait_speech(r"label sheets match", timeout=15)
    s.settle(quiet=1.5, timeout=10)

    s.step("Enter in the search searches again; the form is not sent")
    s.key("Return")
    s.settle(quiet=1.5, timeout=10)
    print("url:", s.page.url, "checked:", s.page.evaluate("document.querySelector('input[name=sheet]:checked').value"))
