# Orca scenario, issue 23 item 1: "This phone is" changed by keyboard, then the "Who …?" menus.
# Arrowing down the closed menu passes Ann, Zoë and 日本語 (each a change) on the way to Dan. The "Who …?"
# menus must say Dan, not Ann, and Orca must say so when the focus reaches them. Run from the project root:
#   flock /tmp/orca.lock .venv/bin/python ../shared/tools/screen-reader/speak.py tests/screen_reader/this_phone_menus.py
import sys

sys.path.insert(0, "tests/screen_reader")
from orca_steps import active, focus_mode, tab_to  # noqa: E402
from other_phone import OtherPhone  # noqa: E402

MENUS = """[...document.querySelectorAll("#this-phone-player, select[name='player']")]
    .map(m => m.id + '=' + m.value).join(', ')"""


def scenario(s):
    table = OtherPhone(s.base).start_table("rainbow7-rain", ["Ann", "Zoë", "日本語", "Dan"])
    s.goto(table)
    s.settle(quiet=2.0, timeout=15)

    s.step("Tab to 'This phone is'")
    tab_to(s, "this-phone-player")

    s.step("Down x4 in focus mode, one player at a time: Ann, Zoë, 日本語, Dan")
    for _ in range(4):  # Orca goes back to browse mode after each change: Orca+A again, as a player does
        if active(s) != "this-phone-player":
            tab_to(s, "this-phone-player", shift=True)
        focus_mode(s)
        s.key("Down")
        s.settle(quiet=1.0, timeout=5)
    print("DOM after the fourth Down:", s.page.evaluate(MENUS))

    s.step("Tab to 'Who played the 7?'")
    tab_to(s, "seven-player")

    s.step("Tab to 'Who called Rainbow?'")
    tab_to(s, "rainbow-player")
    print("DOM at the end:", s.page.evaluate(MENUS))
