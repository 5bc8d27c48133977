# Orca scenario, issue 23 item 5: what is heard first when a table page loads (Orca reads it aloud), and the
# new-table form's "starts" radio buttons, which say the names typed above them.
# Run from the project root:
#   flock /tmp/orca.lock .venv/bin/python ../shared/tools/screen-reader/speak.py tests/screen_reader/first_heard.py
import sys
import time

sys.path.insert(0, "tests/screen_reader")
from orca_steps import active, focus_mode, said_aloud, tab_to  # noqa: E402
from other_phone import OtherPhone  # noqa: E402

NAMES = ["Ann", "Zoë", "日本語", "Dan"]


def print_load(s, start, lines):
    """What the synthesizer said from the page summary on (the read-aloud on load is not in the steps)."""
    deadline = time.time() + 10
    while time.time() < deadline and len(said_aloud(s)) < start + lines:
        time.sleep(0.5)
    said = said_aloud(s)[start:]
    first = next((index for index, line in enumerate(said) if line.startswith("Page has")), 0)
    for line in said[first:first + lines]:
        print("   |", line)


def scenario(s):
    s.goto("/tables/new?game=rainbow7-rain")
    s.settle(quiet=2.0, timeout=15)
    for seat, name in enumerate(NAMES):  # the names as typed (set up without keys: the radios are what is heard)
        s.page.fill(f"#name-{seat}", name)

    s.step("new table: Tab to the first 'starts' radio button, Down: the second")
    tab_to(s, "first-0")
    focus_mode(s)
    s.key("Down")
    s.settle(quiet=1.0, timeout=5)
    print("checked:", s.page.evaluate("document.querySelector('input[name=first]:checked').id"), "focus:", active(s))

    other = OtherPhone(s.base)
    table = other.start_table("rainbow7-rain", NAMES)
    other.record(table, action="seven", player="Ann", color="red", target="Dan")

    s.step("table page loads")
    start = len(said_aloud(s))
    s.goto(table)
    s.settle(quiet=2.5, timeout=20)
    print_load(s, start, lines=12)

    s.step("Control+Home (top of the page), then Down x6: whose turn, the scores")
    s.key("ctrl+Home")
    s.settle(quiet=1.0, timeout=5)
    for _ in range(6):
        s.key("Down")
        s.settle(quiet=0.8, timeout=5)
