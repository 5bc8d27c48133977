# Orca scenario, issue 26: the other phones' taps are pushed to this one and heard once, at once; this phone's
# own tap is heard once too (the stream never says it again). Run from the project root:
#   flock /tmp/orca.lock .venv/bin/python ../shared/tools/screen-reader/speak.py tests/screen_reader/pushed_taps.py
import sys
import time

sys.path.insert(0, "tests/screen_reader")
from orca_steps import announcer, open_pushed_table, print_said_since, said_aloud, tab_to  # noqa: E402

TAPS = [("Ann", "red", "Zoë", "Ann plays the red 7: Zoë takes 1 rain token."),
        ("Zoë", "red", "Dan", "Zoë plays the red 7: Dan takes 1 rain token."),
        ("Dan", "red", "Ann", "Dan plays the red 7: Ann takes 1 rain token.")]


def times_said(s, sentence):
    """How many utterances the synthesizer got that hold ``sentence``."""
    return sum(sentence in line for line in said_aloud(s))


def scenario(s):
    other, table, start = open_pushed_table(s, "rainbow7-rain", ["Ann", "Zoë", "Dan"])
    print("the page holds its stream:", s.page.evaluate("document.documentElement.dataset.liveMode"))

    for player, color, target, sentence in TAPS:
        s.step(f"another phone: {player} plays a {color} 7 on {target}")
        tapped = time.monotonic()
        other.record(table, action="seven", player=player, color=color, target=target)
        s.wait_speech(sentence.split(":")[0], timeout=15)
        print(f"Orca began saying it {(time.monotonic() - tapped) * 1000:.0f} ms after the other phone's answer")
        s.settle(quiet=1.5, timeout=10)
        print("live region:", announcer(s), "| times said:", times_said(s, sentence))
    start = print_said_since(s, start)

    s.step("this phone: Undo the last action")
    tab_to(s, "undo-button", shift=True, max_tabs=120)
    s.key("Return")
    s.wait_speech("Undone", timeout=15)
    s.settle(quiet=3.0, timeout=15)
    undone = announcer(s)
    print("live region:", undone)
    print("utterances holding 'Undone:':", sum("Undone:" in line for line in said_aloud(s)))
    print_said_since(s, start)
