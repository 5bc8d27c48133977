"""Orca on the print form's first question (issue 20): how the marks will be raised, each way with its hint.

Run: flock /tmp/orca.lock .venv/bin/python ../shared/tools/screen-reader/speak.py tests/screen_reader/raise_method.py --url /print
"""

import sys

sys.path.insert(0, "tests/screen_reader")
from orca_steps import active, focus_mode, stop_reading, tab_to  # noqa: E402


def scenario(s):
    stop_reading(s)

    s.step("Tab to the first question: the group's name, the checked way and its hint")
    tabs = tab_to(s, "raise-swell")
    print("Tabs from the top to the first question:", tabs)
    s.settle(quiet=1.5, timeout=10)
    # The group's name (the fieldset's legend) is in the tree (tests/browser: group "How will the marks be raised?")
    # but this harness keeps Orca in say-all ("DEFAULT: In SayAll" in orca.orcadebug), where Orca leaves out the
    # ancestors of a new focus; a user's Orca says "How will the marks be raised? panel" first.

    s.step("Down arrow (focus mode, as on any radio group): the cut file, with its hint")
    focus_mode(s)
    s.key("Down")
    s.wait_speech(r"cutting plotter", timeout=10)
    s.settle(quiet=1.5, timeout=10)

    s.step("Down arrow twice: flat print, said as not tactile")
    s.key("Down")
    s.settle(quiet=1.2, timeout=10)
    s.key("Down")
    s.wait_speech(r"not tactile|cannot feel", timeout=10)
    s.settle(quiet=1.5, timeout=10)
    print("checked:", s.page.evaluate("document.querySelector('input[name=raise]:checked').value"), "focus:", active(s))
