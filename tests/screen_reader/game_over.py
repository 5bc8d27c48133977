# Orca scenario, issue 23 item 4: the game ends, on this phone's tap and on another phone's (rain tokens).
# Game over must move nobody's focus into the next-game form; the result is heard, then Down arrows read on.
# Run from the project root:
#   flock /tmp/orca.lock .venv/bin/python ../shared/tools/screen-reader/speak.py tests/screen_reader/game_over.py
import sys

sys.path.insert(0, "tests/screen_reader")
from orca_steps import active, announcer, tab_to, wait_announcer  # noqa: E402
from other_phone import OtherPhone  # noqa: E402


def nearly_over(other):
    """A rain table where one more Perfect by Ana ends the game (Ben holds 6 rain tokens)."""
    table = other.start_table("rainbow7-rain", ["Ana", "Ben"])
    for _ in range(6):
        other.record(table, action="perfect", player="Ana")
    return table


def read_on(s, presses=6):
    """Down arrows in browse mode, as a player reads on after the result."""
    for _ in range(presses):
        s.key("Down")
        s.settle(quiet=0.8, timeout=5)
    print("after reading on: focus on", active(s))


def this_phone_is(s, table, name):
    s.page.evaluate("([key, name]) => localStorage.setItem(key, name)", [f"companion:{table.rsplit('/', 1)[1]}:me", name])


def scenario(s):
    other = OtherPhone(s.base)
    mine = nearly_over(other)
    s.goto(mine)
    this_phone_is(s, mine, "Ana")
    s.goto(mine)
    s.settle(quiet=2.0, timeout=15)

    s.step("this phone: Tab to 'Record the Perfect', Return ends the game")
    tab_to(s, "perfect-submit")
    s.key("Return")
    wait_announcer(s, "Game over")
    s.settle(quiet=2.5, timeout=15)
    print("after the game over: focus on", active(s), "| live region:", announcer(s))

    s.step("this phone: Down x6")
    read_on(s)

    theirs = nearly_over(other)
    s.goto(theirs)
    s.settle(quiet=2.0, timeout=15)

    s.step("other phone's game: Tab to 'Record the Perfect'")
    tab_to(s, "perfect-submit")

    s.step("another phone records the last Perfect")
    other.record(theirs, action="perfect", player="Ana")
    wait_announcer(s, "Game over")
    s.settle(quiet=2.5, timeout=15)
    print("after the game over: focus on", active(s), "| live region:", announcer(s))

    s.step("Down x6")
    read_on(s)
