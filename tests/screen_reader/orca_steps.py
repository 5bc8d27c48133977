"""Steps the Orca scenarios share: where the focus is, Tab to an element, read the live region."""

ACTIVE = """(() => { const e = document.activeElement;
  return e ? (e.id || e.tagName + ':' + (e.textContent || '').trim().slice(0, 30)) : null })()"""


def active(s):
    """The id of the focused element (else its tag and first words)."""
    return s.page.evaluate(ACTIVE)


def tab_to(s, target_id, max_tabs=80, shift=False):
    """Press Tab (real keys) until ``target_id`` has the focus; returns how many presses it took."""
    for count in range(1, max_tabs + 1):
        s.key("shift+Tab" if shift else "Tab")
        s.settle(quiet=0.6, timeout=5)
        if active(s) == target_id:
            return count
    raise AssertionError(f"could not Tab to #{target_id}; focus is on {active(s)}")


def announcer(s):
    """What the live region holds now."""
    return s.page.evaluate("document.getElementById('announcer').textContent.replace(/\\u200b/g, '').trim()")


def wait_announcer(s, text, timeout=20000):
    """Wait until the live region contains ``text`` (another phone's update arrived)."""
    s.page.wait_for_function(
        "t => document.getElementById('announcer').textContent.includes(t)", arg=text, timeout=timeout)


def in_focus_mode(s):
    """True when Orca's last word on its mode was "Focus mode"."""
    s.settle(quiet=0.6, timeout=5)
    said = [text for _, text in s._utts if text.strip().rstrip(".") in ("Focus mode", "Browse mode")]
    return bool(said) and said[-1].startswith("Focus")


def focus_mode(s):
    """Make sure Orca passes keys to the focused control (Orca+A toggles browse and focus mode)."""
    if not in_focus_mode(s):
        s.key("Insert+a")
        s.wait_speech(r"Focus mode", timeout=5)
        s.settle(quiet=0.6, timeout=5)


def said_aloud(s):
    """Everything the speech synthesizer got so far, one utterance a line (say-all included, which the
    step transcript misses: Orca reads a page aloud on load)."""
    with open(s.stack.synth_file, "rb") as said:
        return [_text(line).rstrip("\n") for line in said]


def _text(line):
    """An utterance's words: UTF-8, or Latin-1 where the synthesizer wrote that (its ë is one byte)."""
    try:
        return line.decode("utf-8")
    except UnicodeDecodeError:
        return line.decode("latin-1")


def print_said_since(s, start):
    """Print what the synthesizer got from line ``start`` on; returns the next start."""
    lines = said_aloud(s)
    for line in lines[start:]:
        print("   |", line)
    return len(lines)


def open_pushed_table(s, game, names):
    """Another phone starts a table of ``game``; this phone opens it and waits until its stream is open and Orca
    has finished reading the page. Returns ``(the other phone, the table's path, the next line of speech)``."""
    from other_phone import OtherPhone

    other = OtherPhone(s.base)
    table = other.start_table(game, names)
    s.goto(table)
    s.page.wait_for_selector("html[data-live-mode='push']", timeout=15000)
    s.settle(quiet=2.0, timeout=20)
    return other, table, len(said_aloud(s))


def stop_reading(s, timeout=15):
    """Let Orca start reading the loaded page aloud, then stop it (Control), as a user does before Tabbing."""
    s.step("stop reading the page aloud (Control)")
    s.settle(quiet=2.5, timeout=timeout)
    s.key("ctrl")
    s.settle(quiet=1.0, timeout=5)
