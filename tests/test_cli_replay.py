"""``companion replay FILE`` (spec/game-log.md, "companion replay FILE").

A refused log: exit status 1, nothing on stdout, exactly one line on stderr,
never a traceback; event errors start with ``event N:``. A good log: one JSON
object on stdout, exit status 0. Each case runs the command's entry point in
this process (tests/command.py); the tests marked "real process" run the
installed ``companion`` script, for the contract of a process of its own.
"""

import json

import pytest

from tests.command import companion, companion_process

GOOD = {
    "format": "rainbow-companion/game-log",
    "version": 1,
    "game": "rainbow7-rain",
    "players": ["Ana", "Ben", "Chloé"],
    "options": {"first_player": "Ben"},
    "events": [
        {"type": "seven", "player": "Ana", "color": "red", "target": "Ben", "note": "kept and ignored"},
        {"type": "rainbow", "player": "Ben", "hands": {"Ana": 3, "Ben": 2, "Chloé": 5}},
    ],
}
SEVEN = {"type": "seven", "player": "Ana", "color": "green"}


def with_changes(**changes):
    """GOOD with some envelope keys replaced (``...`` removes a key)."""
    log = {**GOOD, **changes}
    return {key: value for key, value in log.items() if value is not ...}


def run(*arguments, stdin=b"", process=False, locale="C.UTF-8"):
    """``companion replay ARGUMENTS`` (in this process, or as a real process) in ``locale`` (English unless a
    test asks); status, stdout, stderr."""
    ran = (companion_process if process else companion)("replay", *arguments, stdin=stdin, env={"LC_ALL": locale})
    return ran.returncode, ran.stdout, ran.stderr


def run_text(text, process=False):
    """Replay ``text`` (str or bytes) given on standard input."""
    return run("-", stdin=text if isinstance(text, bytes) else text.encode("utf-8"), process=process)


def assert_refused(outcome):
    """Exit 1, nothing on stdout, exactly one line on stderr, no traceback; return that line."""
    status, stdout, stderr = outcome
    assert status == 1, stderr
    assert stdout == ""
    assert stderr.endswith("\n") and len(stderr.splitlines()) == 1, repr(stderr)
    assert "Traceback" not in stderr and stderr.strip()
    return stderr.rstrip("\n")


def test_good_log_prints_one_json_object():
    """Real process."""
    status, stdout, stderr = run_text(json.dumps(GOOD), process=True)
    assert (status, stderr) == (0, "")
    assert len(stdout.splitlines()) == 1
    summary = json.loads(stdout)
    assert isinstance(summary, dict)
    assert {"game", "players", "events", "over", "winners"} <= set(summary)
    assert (summary["game"], summary["players"], summary["events"]) == ("rainbow7-rain", GOOD["players"], 2)
    assert (summary["over"], summary["winners"]) == (False, [])
    assert summary["tokens"] == {"Ana": 2, "Ben": 1, "Chloé": 2}


def test_good_log_from_a_file_with_a_byte_order_mark(tmp_path):
    """Real process."""
    path = tmp_path / "log.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(GOOD).encode("utf-8"))
    status, stdout, stderr = run(str(path), process=True)
    assert (status, stderr) == (0, "")
    assert json.loads(stdout)["events"] == 2


def test_names_in_any_script_come_out_as_written():
    log = with_changes(players=["日本語", "Zoë"], options={"first_player": "Zoë"},
                       events=[{"type": "perfect", "player": "日本語"}])
    status, stdout, _ = run_text(json.dumps(log, ensure_ascii=False))
    assert status == 0
    assert "日本語" in stdout and json.loads(stdout)["tokens"] == {"日本語": 0, "Zoë": 1}


@pytest.mark.parametrize("text, words", [
    ("", "JSON"), ("{", "JSON"), ("[" * 100_000, "JSON"), ("NaN", "JSON"),
    (json.dumps(GOOD).replace('"version": 1', '"version": NaN'), "JSON"),
    (json.dumps(GOOD).replace('"Ben"}', '"Ben", "x": Infinity}'), "JSON"),
    ("[]", "object"), ('"log"', "object"), ("null", "object"), ("42", "object"),
])
def test_not_json_or_not_an_object(text, words):
    assert words in assert_refused(run_text(text))


def test_bytes_that_are_not_utf8():
    """Real process."""
    assert "UTF-8" in assert_refused(run_text(b'{"format": "\xff\xfe caf\xe9"}', process=True))


def test_missing_file(tmp_path):
    """Real process."""
    line = assert_refused(run(str(tmp_path / "nowhere.json"), process=True))
    assert "nowhere.json" in line


def test_a_directory(tmp_path):
    assert str(tmp_path) in assert_refused(run(str(tmp_path)))


ENVELOPE_ERRORS = {
    "wrong format": (with_changes(format="rainbow/log"), "format"),
    "missing format": (with_changes(format=...), "format"),
    "version 2": (with_changes(version=2), "version"),
    "version true": (with_changes(version=True), "version"),
    "version 1.0": (with_changes(version=1.0), "version"),
    "version string": (with_changes(version="1"), "version"),
    "missing version": (with_changes(version=...), "version"),
    "Unknown game": (with_changes(game="rainbow-chess"), "rainbow-chess"),
    "missing game": (with_changes(game=...), "game"),
    "unknown envelope key": (with_changes(table=3), "table"),
    "players not a list": (with_changes(players="Ana, Ben"), "list"),
    "players missing": (with_changes(players=..., options=None), "list"),
    "too few players": (with_changes(players=["Ana"], options=None), "2 to 5"),
    "too many players": (with_changes(players=list("ABCDEF"), options=None), "2 to 5"),
    "a name not text": (with_changes(players=["Ana", 2, "Ben"]), "text"),
    "an empty name": (with_changes(players=["Ana", "", "Ben"]), "empty"),
    "a blank name": (with_changes(players=["Ana", "   ", "Ben"]), "empty"),
    "an untrimmed name": (with_changes(players=["Ana", "Ben ", "Chloé"]), "spaces"),
    "a name with a trailing newline": (with_changes(players=["Ana", "Ben\n", "Chloé"]), "spaces"),
    "a name over 40": (with_changes(players=["Ana", "B" * 41], options=None), "40"),
    "same name ignoring case": (with_changes(players=["Zoë", "ZOË"], options=None), "ZOË"),
    "options not an object": (with_changes(options=["first_player"]), "options"),
    "Unknown option": (with_changes(options={"colour": "red"}), "colour"),
    "first player a stranger": (with_changes(options={"first_player": "Zed"}), "The first player must be"),
    "first player a number": (with_changes(options={"first_player": 1}), "The first player must be"),
    "events not a list": (with_changes(events={"type": "seven"}), "events"),
}


@pytest.mark.parametrize("log, words", ENVELOPE_ERRORS.values(), ids=ENVELOPE_ERRORS.keys())
def test_envelope_errors(log, words):
    line = assert_refused(run_text(json.dumps(log, ensure_ascii=False)))
    assert words in line
    assert not line.startswith("event ")


@pytest.mark.parametrize("null, absent", [
    ({"options": None}, {"options": ...}),
    ({"options": {"first_player": None}}, {"options": {}}),
    ({"events": None}, {"events": ...}),
])
def test_null_is_the_same_as_absent(null, absent):
    status, stdout, stderr = run_text(json.dumps(with_changes(**null)))
    assert (status, stderr) == (0, "")
    assert json.loads(stdout) == json.loads(run_text(json.dumps(with_changes(**absent)))[1])


EVENT_ERRORS = {
    "not an object": ([SEVEN, "seven"], 2, "object"),
    "a list": ([["seven"]], 1, "object"),
    "null": ([SEVEN, SEVEN, None], 3, "object"),
    "missing type": ([SEVEN, {"player": "Ana"}], 2, "type"),
    "unknown type": ([{"type": "deal"}], 1, "deal"),
    "a stranger": ([SEVEN, SEVEN, SEVEN, {"type": "seven", "player": "Zed", "color": "red", "target": "Ana"}], 4,
                   "Zed is not playing"),
    "a total that is a string": ([{"type": "rainbow", "player": "Ana", "hands": {"Ana": "2", "Ben": 3, "Chloé": 4}}],
                                 1, "whole number"),
    "a Rainbow over 7": ([{"type": "rainbow", "player": "Ana", "hands": {"Ana": 8, "Ben": 9, "Chloé": 9}}], 1, "8"),
    "a name with a newline": ([{"type": "seven", "player": "Ana\nBen", "color": "green"}], 1, "Ana Ben"),
}


@pytest.mark.parametrize("events, number, words", EVENT_ERRORS.values(), ids=EVENT_ERRORS.keys())
def test_event_errors_say_which_event(events, number, words):
    line = assert_refused(run_text(json.dumps(with_changes(events=events))))
    assert line.startswith(f"event {number}: ")
    assert words in line


def test_event_after_the_end_is_refused():
    """Real process."""
    events = [{"type": "seven", "player": "Ana", "color": "red", "target": "Ben"}] * 7
    events += [{"type": "perfect", "player": "Ana"}, SEVEN]
    line = assert_refused(run_text(json.dumps(with_changes(events=events)), process=True))
    assert line.startswith("event 9: ") and "over" in line


def test_the_log_file_is_closed_after_reading(tmp_path):
    """Regression: the command read the file without closing it (a ResourceWarning)."""
    import gc
    import warnings

    from click.testing import CliRunner

    from companion.cli import main

    path = tmp_path / "log.json"
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ResourceWarning)
        result = CliRunner().invoke(main, ["replay", str(path)])
        gc.collect()
    assert result.exit_code == 0 and json.loads(result.output)["events"] == 2
    assert not [warning for warning in caught if issubclass(warning.category, ResourceWarning)]


HUGE_TEXT = "1" + "0" * 4000


@pytest.mark.parametrize("event, words", [
    ('{"type": "rainbow", "player": "Ana", "hands": {"Ana": 3, "Ben": %s, "Chloé": 5}}' % HUGE_TEXT, "too large"),
    ('{"type": "seven", "player": "Ana", "color": "green", "at": %s}' % HUGE_TEXT, "4001 digits"),
    ('{"type": "seven", "player": "Ana", "color": "green", "note": "\\udc80"}', "not valid Unicode"),
    ('{"type": "seven", "player": "Ana", "color": "green", "\\ud800": 1}', "not valid Unicode"),
], ids=["huge hand total", "huge extra key", "lone surrogate", "lone surrogate key"])
def test_huge_integers_and_lone_surrogates_are_event_errors_without_traceback(event, words):
    text = json.dumps(with_changes(events=[SEVEN])).replace("]}", f", {event}]}}")
    line = assert_refused(run_text(text))
    assert line.startswith("event 2: ") and words in line and len(line) < 300


def test_a_number_too_long_for_python_is_refused_as_its_event_in_plain_words():
    line = assert_refused(run_text(json.dumps(GOOD).replace('"Ana": 3', '"Ana": 1' + "0" * 5000)))
    assert line.startswith("event 2: The number 100000000000… (5001 digits) is too large")
    assert "set_int_max_str_digits" not in line and "JSON" not in line


def test_the_messages_follow_lang_or_the_locale():
    bad = json.dumps(GOOD).replace('"player": "Ben", "hands"', '"player": "Zed", "hands"')
    english = assert_refused(run_text(bad))
    assert english == "event 2: Zed is not playing at this table."
    french = assert_refused(run("--lang", "fr", "-", stdin=bad.encode("utf-8")))
    assert french == "Événement 2 refusé. Zed ne joue pas à cette table."
    german = assert_refused(run("-", stdin=bad.encode("utf-8"), locale="de_DE.UTF-8"))
    assert german == "Ereignis 2: Zed spielt nicht an diesem Tisch."
    japanese = assert_refused(run("-", stdin=b"\xff", locale="ja_JP.UTF-8"))
    assert japanese == "ファイルが UTF-8 のテキストではありません。"


def test_more_events_than_the_limit_is_one_line_about_the_header():
    line = assert_refused(run_text(json.dumps(with_changes(events=[SEVEN] * 10_001))))
    assert line == "The game log has 10001 events; the limit is 10000."


def test_a_player_name_with_a_control_character_is_one_line():
    line = assert_refused(run_text(json.dumps(with_changes(players=["Ana", "Ben\rX", "Chloé"]))))
    assert "control character (U+000D)" in line


def test_an_unexpected_error_is_one_line_not_a_traceback(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from companion import cli

    def broken(_data):
        raise ValueError("engine bug")

    monkeypatch.setattr(cli, "replay", broken)
    path = tmp_path / "log.json"
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    result = CliRunner().invoke(cli.main, ["replay", str(path)])
    assert result.exit_code == 1 and "engine bug" in result.output and result.exception.__class__ is SystemExit
