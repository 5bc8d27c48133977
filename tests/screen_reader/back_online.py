# Orca scenario: this phone loses the network while another phone records two actions; back online, it hears
# "Connected again." and then what it missed, both (the news used to be wiped by "Connected again."). Run:
#   flock /tmp/orca.lock .venv/bin/python ../shared/tools/screen-reader/speak.py tests/screen_reader/back_online.py
import sys

sys.path.insert(0, "tests/screen_reader")
from orca_steps import announcer, open_pushed_table, print_said_since, said_aloud  # noqa: E402

MISSED = ["Ann plays the red 7: Zoë takes 1 rain token.", "Zoë plays the red 7: Dan takes 1 rain token."]


def scenario(s):
    other, table, start = open_pushed_table(s, "rainbow7-rain", ["Ann", "Zoë", "Dan"])

    s.step("this phone goes offline")
    s.page.context.set_offline(True)
    s.wait_speech("offline", timeout=15)
    s.settle(quiet=1.5, timeout=10)
    start = print_said_since(s, start)

    s.step("another phone records two actions meanwhile")
    other.record(table, action="seven", player="Ann", color="red", target="Zoë")
    other.record(table, action="seven", player="Zoë", color="red", target="Dan")

    s.step("this phone is back online")
    s.page.context.set_offline(False)
    s.wait_speech("Dan takes", timeout=20)
    s.settle(quiet=2.0, timeout=15)
    print("live region:", announcer(s))
    print_said_since(s, start)
    heard = " ".join(said_aloud(s)[start:])
    print("heard both missed actions:", all(sentence in heard for sentence in MISSED))
