"""``companion stickers`` and ``companion rule-cards``: PDFs out, one-line errors.

The cases run the command's entry point in this process (tests/command.py); the tests that say "real
process" run the installed ``companion`` script, for the exit status and output of a process of its own.
"""

import pytest

from tests.command import companion, companion_process
from tests.printing.pdfmeasure import page_count


def test_stickers_writes_a_pdf(tmp_path):
    """Real process."""
    output = tmp_path / "rain.pdf"
    result = companion_process("stickers", "rainbow7-rain", "-o", str(output), "--sheet", "a4-38x21", "--value",
                               "braille", "--offset-x", "0.5", "--lang", "fr")
    assert result.returncode == 0, result.stderr
    data = output.read_bytes()
    assert data.startswith(b"%PDF") and page_count(data) >= 3


def test_stickers_with_counts_for_an_open_deck(tmp_path):
    output = tmp_path / "field.pdf"
    result = companion("stickers", "rainbow-field", "-o", str(output), "--count", "highest=5", "--count", "copies=2",
                       "--no-guide", "--value", "large", "--raise", "flat")
    assert result.returncode == 0, result.stderr
    assert page_count(output.read_bytes()) == 1


def test_raise_cut_writes_the_cut_file_and_its_placement_sheet(tmp_path):
    result = companion("stickers", "rainbow7-rain", "--raise", "cut", "-o", str(tmp_path / "marks.svg"))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "marks.svg").read_text(encoding="utf-8").startswith("<?xml")
    assert (tmp_path / "marks.pdf").read_bytes().startswith(b"%PDF")
    assert result.stdout.splitlines() == [f"Wrote {tmp_path / 'marks.svg'} (cut file, sheet 1 of 1)",
                                          f"Wrote {tmp_path / 'marks.pdf'} (placement sheet: print it at 100 %)"]


def test_raise_embosser_writes_the_braille_labels_beside_the_pdf(tmp_path):
    result = companion("stickers", "rainbow7-rain", "--raise", "embosser", "-o", str(tmp_path / "rain.pdf"))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "rain.pdf").read_bytes().startswith(b"%PDF")
    assert (tmp_path / "rain.brf").read_bytes()
    assert "braille labels on the labels of Avery L7651" in result.stdout


def test_rule_cards_writes_a_pdf(tmp_path):
    output = tmp_path / "cards.pdf"
    result = companion("rule-cards", "-o", str(output), "--base-url", "https://rainbow.example.org",
                       "--game", "rainbow7-rain", "--lang", "ja")
    assert result.returncode == 0, result.stderr
    assert page_count(output.read_bytes()) == 1


@pytest.mark.parametrize("args, words", [
    (["stickers", "rainbow9", "-o", "x.pdf"], "rainbow9"),
    (["stickers", "rainbow7-rain"], "--output"),
    (["stickers", "rainbow7-rain", "-o", "x.pdf", "--sheet", "a5"], "a5"),
    (["stickers", "rainbow7-rain", "-o", "x.pdf", "--offset-x", "12"], "between -10 and 10"),
    (["stickers", "rainbow7-rain", "-o", "x.pdf", "--offset-y", "abc"], "abc"),
    (["stickers", "rainbow7-explorers", "-o", "x.pdf", "--count", "sets=99"], "from 1 to 4"),
    (["stickers", "rainbow7-explorers", "-o", "x.pdf", "--count", "sets"], "NAME=NUMBER"),
    (["stickers", "rainbow-field", "-o", "x.pdf", "--count", "highest=9", "--value", "braille", "--sheet",
      "a4-round-12", "--raise", "flat"], "Rayfilm 1818K (round 18 mm, A4)"),
    (["stickers", "rainbow7-rain", "-o", "x.pdf", "--raise", "paint"], "'paint' is not one of 'swell', 'cut', 'embosser', 'flat'"),
    (["stickers", "rainbow7-rain", "-o", "x.pdf", "--card", "63 by 88"], "width x height in mm"),
    (["stickers", "rainbow7-rain", "-o", "x.pdf", "--start-at", "300"], "from 1 to 65"),
    (["stickers", "rainbow7-rain", "-o", "x.pdf", "--only", "red-9"], "No card red-9"),
    (["stickers", "rainbow7-rain", "-o", "x.pdf", "--sheet", "letter-67x25", "--raise", "embosser", "--card", "40x60"],
     "do not all fit a 40 × 60 mm card"),
    (["rule-cards", "-o", "x.pdf"], "--base-url"),
    (["rule-cards", "-o", "x.pdf", "--base-url", "example.org"], "http"),
    (["rule-cards", "-o", "x.pdf", "--base-url", "https://e.org", "--lang", "xx"], "xx"),
])
def test_bad_options_get_one_clear_line(tmp_path, args, words):
    assert_one_clear_line(companion(*args, cwd=tmp_path), words, tmp_path)


def test_a_bad_option_is_one_clear_line_from_a_real_process(tmp_path):
    """Real process."""
    result = companion_process("stickers", "rainbow7-rain", "-o", "x.pdf", "--sheet", "a5", cwd=tmp_path)
    assert_one_clear_line(result, "a5", tmp_path)


def assert_one_clear_line(result, words, tmp_path, prefix="Error: "):
    """Exit status 2, nothing on stdout, one line ``Error: ...`` (``prefix``: in the command's language) with
    ``words`` on stderr, no x.pdf written."""
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith(prefix) and words in lines[0]
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "x.pdf").exists()


def test_unwritable_output_is_one_line_exit_1(tmp_path):
    result = companion("rule-cards", "-o", str(tmp_path / "missing" / "x.pdf"), "--base-url", "https://e.org",
                       "--game", "rainbow-snake")
    assert result.returncode == 1
    assert len(result.stderr.strip().splitlines()) == 1 and "cannot write" in result.stderr


def test_the_brf_list_holds_every_cards_braille_label_and_the_pdf_needs_no_braille(tmp_path):
    from companion.printing.braille import brf
    from companion.printing.deck import braille_cells

    result = companion("stickers", "rainbow7-explorers", "-o", str(tmp_path / "e.pdf"), "--sheet", "a4-38x21",
                       "--brf-list", str(tmp_path / "e.brf"), "--no-guide")
    assert result.returncode == 0, result.stderr
    text = (tmp_path / "e.brf").read_bytes().decode("ascii")
    pages = text.split("\f")
    assert all(len(page.split("\r\n")) == 25 + 1 for page in pages)
    lines = [line for page in pages for line in page.split("\r\n")]
    assert all(len(line) <= 40 for line in lines)
    assert brf(braille_cells((("colour", "navy"), ("direction", "north")), "en")) == "NV ;N" and "NV ;N" in lines
    assert brf(braille_cells((("function", "reverse"),), "en")) == "REV]SE" and "REV]SE" in lines


def test_brf_in_japanese_is_six_dot_kana_braille(tmp_path):
    from companion.printing.braille import from_brf
    from companion.printing.tenji import kana_text

    result = companion("stickers", "rainbow7-rain", "-o", str(tmp_path / "r.pdf"), "--sheet", "a4-round-20",
                       "--value", "braille", "--brf-list", str(tmp_path / "r.brf"), "--lang", "ja")
    assert result.returncode == 0, result.stderr
    lines = (tmp_path / "r.brf").read_bytes().decode("ascii").split("\f")[0].split("\r\n")
    assert kana_text(from_brf(lines[0])) == "レインボー7 ― アメトークン"
    assert "アカ" in [kana_text(from_brf(line)) for line in lines]


def test_without_lang_the_command_speaks_and_prints_in_the_locales_language(tmp_path):
    """LANG=de_DE.UTF-8: the refusal and its 'Error:' in German; LANG=fr_FR.UTF-8: the guide in French."""
    refused = companion("stickers", "rainbow7-rain", "--sheet", "nope", "-o", str(tmp_path / "x.pdf"),
                        env={"LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""})
    assert refused.returncode == 2
    from companion.i18n import translate

    expected = translate("No label sheet is called {sheet}. Name it by brand and part number, like Avery L7651 "
                         "(companion sheets lists them all).", "de", sheet="nope")
    assert refused.stderr.strip() == translate("Error: {problem}", "de", problem=expected)
    assert refused.stderr.startswith("Fehler: ")
    made = companion("stickers", "rainbow7-rain", "--raise", "flat", "-o", str(tmp_path / "fr.pdf"),
                     env={"LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""})
    assert made.returncode == 0, made.stderr
    from tests.printing.pdfmeasure import page_text

    assert "Autocollants d’accessibilité" in page_text((tmp_path / "fr.pdf").read_bytes())
    english = companion("stickers", "rainbow7-rain", "--sheet", "nope", "-o", str(tmp_path / "x.pdf"), "--lang", "en",
                        env={"LANG": "de_DE.UTF-8"})
    assert english.stderr.startswith("Error: No label sheet is called nope.")


def test_the_command_line_speaks_the_language_of_lang(tmp_path):
    """--lang ja: the missing-output refusal is in Japanese (it followed the locale only), and the sheet list joins a
    sheet and why it cannot carry stickers with Japanese punctuation (「…）：用紙サイズ」, not an ASCII ": ")."""
    refused = companion("stickers", "rainbow7-rain", "--lang", "ja", cwd=tmp_path, env={"LANG": "C", "LC_ALL": "C"})
    assert_one_clear_line(refused, "を指定してください", tmp_path, prefix="エラー：")
    listed = companion("sheets", "--search", "agipa 114036", "--lang", "ja", cwd=tmp_path)
    assert "（18.5 × 48.5 mm、A5 (148 × 210 mm)）：用紙サイズ" in listed.stdout and "）: " not in listed.stdout


def test_a_value_that_does_not_read_is_refused_in_the_language_of_lang_wherever_lang_is(tmp_path):
    """--lang is read before the other options: a bad value after it or before it is said in its language (it
    was English whatever --lang said), with French narrow no-break spaces kept in the one line."""
    output = str(tmp_path / "x.pdf")
    french = companion("stickers", "rainbow7-rain", "--offset-x", "abc", "--lang", "fr", "-o", output)
    assert french.returncode == 2 and french.stdout == ""
    assert french.stderr.strip() == ("Erreur\u202f: Valeur non valide pour «\u202f--offset-x\u202f» («\u202fabc\u202f»). "
                                     "Saisissez un nombre de millimètres, par exemple 0,5 ou -1.")  # no full stop before a bracket
    japanese = companion("stickers", "rainbow7-explorers", "--lang", "ja", "--function-cards", "foo", "-o", output)
    # ja: what was typed goes with the refusal, before the sentence that says what to type (not 「…。（入力：…）」)
    assert japanese.stderr.startswith("エラー：--function-cardsの値が正しくありません（入力：「foo」）。機能が")
    german = companion("stickers", "rainbow7-rain", "--scale-x", "viel", "-o", output,
                       env={"LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""})  # no --lang: the locale's
    assert german.stderr.startswith("Fehler: Ungültiger Wert für --scale-x: ") and "Traceback" not in german.stderr
    assert german.stderr.rstrip().endswith("(angegeben: „viel“)") and "'" not in german.stderr, "German quotes, not Python's"


def test_an_unknown_count_is_refused_with_the_decks_name_and_its_counts(tmp_path):
    refused = companion("stickers", "rainbow-field", "--count", "nope=3", "-o", str(tmp_path / "x.pdf"), "--lang", "de")
    assert_one_clear_line(refused, "Rainbow – Feldkarten hat keine Anzahl namens nope", tmp_path, prefix="Fehler: ")
    assert "rainbow-field" not in refused.stderr and "highest" in refused.stderr


def test_a_correction_that_rounds_to_nothing_says_0_not_minus_0():
    from companion.printing.calibration import Correction, correction_words

    words = correction_words(Correction(offset_x=-0.001, rotation=-0.004), "de")
    assert "-0" not in words and "−0" not in words
