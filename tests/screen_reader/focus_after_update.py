# Orca scenario, issue 23 item 3: another phone's update while this phone's focus is in the forms (explorers).
# Run from the project root:
#   flock /tmp/orca.lock .venv/bin/python ../shared/tools/screen-reader/speak.py tests/screen_reader/focus_after_update.py
import sys

sys.path.insert(0, "tests/screen_reader")
from orca_steps import active, announcer, tab_to, wait_announcer  # noqa: E402
from other_phone import OtherPhone  # noqa: E402


def focused_link(s):
    return s.page.evaluate("document.activeElement.textContent.trim()")


def scenario(s):
    other = OtherPhone(s.base)
    table = other.start_table("rainbow7-explorers", ["Ann", "Zoë", "Dan"])
    other.record(table, action="start", player="Ann")
    s.goto(table)
    s.settle(quiet=2.0, timeout=15)

    s.step("Tab to 'Record Ann's turn'")
    presses = tab_to(s, "turn-submit")
    print("Tab presses to the turn button:", presses)

    s.step("another phone records Ann's turn")
    other.record(table, action="turn", player="Ann", function="none")
    wait_announcer(s, "Now it is Zoë's turn")
    s.settle(quiet=2.5, timeout=15)
    print("after the update: focus on", active(s), "| live region:", announcer(s))

    s.step("Tab")
    s.key("Tab")
    s.settle(quiet=1.0, timeout=5)
    print("one Tab later: focus on", active(s))

    s.step("Shift+Tab to the rule link 'What do the function cards do?'")
    s.key("shift+Tab")
    s.settle(quiet=1.0, timeout=5)
    for _ in range(10):
        if focused_link(s) == "What do the function cards do?":
            break
        s.key("shift+Tab")
        s.settle(quiet=0.6, timeout=5)
    print("focus on:", active(s))

    s.step("another phone records Zoë's turn")
    other.record(table, action="turn", player="Zoë", function="none")
    wait_announcer(s, "Now it is Dan's turn")
    s.settle(quiet=2.5, timeout=15)
    print("after the update: focus on", active(s), "| live region:", announcer(s))

    s.step("Tab")
    s.key("Tab")
    s.settle(quiet=1.0, timeout=5)
    print("one Tab later: focus on", active(s))
