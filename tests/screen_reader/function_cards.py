"""Orca on the print form's "Cards that show DROP" field (issue 20): its label with the deck's count, its hint
and example; a wrong name typed and sent, the field heard again with its message.

Run: flock /tmp/orca.lock .venv/bin/python ../shared/tools/screen-reader/speak.py tests/screen_reader/function_cards.py --url "/print?submitted=1&game=rainbow7-explorers&raise=flat&sheet=a4-38x21&colour=on&shapes=on&card_qr=on&base_url=http://192.168.1.2:8000"
"""

import sys

sys.path.insert(0, "tests/screen_reader")
from orca_steps import active, focus_mode, stop_reading, tab_to  # noqa: E402


def scenario(s):
    stop_reading(s, timeout=20)

    s.step("Tab to the DROP field: its label with the deck's count, the hint and the example")
    tabs = tab_to(s, "function-drop", max_tabs=120)
    print("Tabs from the top to the DROP field:", tabs)
    s.wait_speech(r"DROP", timeout=10)
    s.settle(quiet=2.0, timeout=20)

    s.step("type a Rainbow card and send the form (Enter)")
    focus_mode(s)
    s.type("rainbow-north")
    s.key("Return")
    s.page.wait_for_selector("#function-drop-error", timeout=30000)
    s.settle(quiet=2.5, timeout=30)

    s.step("Tab back to the DROP field: invalid, its message")
    s.key("ctrl")
    tab_to(s, "function-drop", max_tabs=120)
    s.wait_speech(r"not a colour card|invalid", timeout=10)
    s.settle(quiet=2.0, timeout=20)
    print("focus:", active(s), "value:", s.page.input_value("#function-drop"))
