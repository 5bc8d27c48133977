"""Every PDF is tagged PDF/UA-1 and reads, with a screen reader's eyes, in the order of the page.

Each kind (sticker sheets with their guide, sheets alone, QR rule cards, a table's join card) is read
back with pikepdf (``tests/printing/pdftags.py``): tagged, title and language, every figure with
alternate text in the document's language, decorative lines as artifacts, other-language phrases with
their own ``/Lang``, and the text in the order a person reads the page.
"""

import io
import logging
import re

import pikepdf
import pytest

from companion import store
from companion.i18n import translate
from companion.printing import guide
from companion.printing.data import deck_manifest
from companion.printing.describe import mark_alt, piece_alt
from companion.printing.rulecards import cards_pdf, rule_cards
from companion.printing.stickers import StickerOptions, build, sticker_pdf
from tests.printing.pdftags import read_tagged


def squeezed(text):
    """``text`` without whitespace (lines of a paragraph come back as separate spans)."""
    return re.sub(r"\s+", "", text)


def sticker_doc(lang="en", **options):
    """A rain sticker document in ``lang``, its options filled in, and the PDF read back."""
    built = build(StickerOptions(game=options.pop("game", "rainbow7-rain"), lang=lang, **options))
    return built, read_tagged(sticker_pdf(built["options"]))


def join_card(app, client, players, lang):
    """The join card PDF of a new rain table with ``players``, in ``lang``, read back."""
    table = store.create_table("rainbow7-rain", players, {}, engine=app.extensions["companion_db"])
    response = client.get(f"/t/{table.id}/join-card.pdf?lang={lang}")
    assert response.status_code == 200
    return read_tagged(response.data)


def assert_pdf_ua_basics(tagged, lang, title):
    """Tagged (MarkInfo Marked, a Document structure), PDF/UA-1 identified, title shown, language set."""
    assert tagged.marked and tagged.pdfua_part == "1"
    assert tagged.root is not None and tagged.root.children[0].tag == "Document"
    assert tagged.lang == lang
    assert tagged.title == title and tagged.display_title
    figures = tagged.elements("Figure")
    assert figures and all(figure.alt and figure.alt.strip() for figure in figures)


@pytest.fixture
def weasyprint_errors(caplog):
    """WeasyPrint's error log (it logs a missing alt or a missing language instead of failing)."""
    caplog.set_level(logging.ERROR, logger="weasyprint")
    return lambda: [record.getMessage()[:120] for record in caplog.records if record.name.startswith("weasyprint")]


@pytest.mark.parametrize("lang", ["en", "fr", "ja", "de"])
def test_sticker_document_is_tagged_with_title_and_language(lang, weasyprint_errors):
    built, tagged = sticker_doc(lang)
    title = translate("{part} — {whole}", lang, part=translate("Accessibility stickers", lang),
                      whole=deck_manifest("rainbow7-rain")["title"][lang])
    assert (" – " in title) == (lang == "de"), "German joins the title with a spaced en dash"
    assert_pdf_ua_basics(tagged, lang, title)
    assert weasyprint_errors() == []


def test_sticker_sheets_alone_are_tagged_one_figure_per_sticker(weasyprint_errors):
    built, tagged = sticker_doc("de", guide=False, sheet="a4-38x21", method="flat")
    assert_pdf_ua_basics(tagged, "de", tagged.title)
    assert [figure.alt for figure in tagged.elements("Figure")] == [piece_alt(p, built["options"])
                                                                      for p in built["pieces"]]
    assert weasyprint_errors() == []


def test_rule_cards_and_join_card_are_tagged(app, client, weasyprint_errors):
    cards = read_tagged(cards_pdf(rule_cards("https://example.org", ["rainbow-field"], "ja"), "ja"))
    assert_pdf_ua_basics(cards, "ja", "QRルールカード")
    joined = join_card(app, client, ["Ana", "Ben"], "de")
    assert_pdf_ua_basics(joined, "de", "Karte zum Mitspielen – Rainbow 7 – Regenmarken")
    assert weasyprint_errors() == []


def test_guide_reads_in_the_order_of_the_page():
    built, tagged = sticker_doc("en")
    options = built["options"]
    reading = tagged.reading()
    headings = [words for tag, words in reading if tag.startswith("H")]
    assert headings == ["Accessibility stickers — Rainbow 7 — rain tokens", "How to make the deck",
                        "Where each sticker goes", "Checklist", "The tactile code"]
    assert [tag for tag, _ in reading].index("H1") == 0
    expected_checklist = [f"{copies} × {name}: {words}" for copies, name, words in guide.checklist(built)]
    checklist, key_heading = reading.index(("H2", "Checklist")), reading.index(("H2", "The tactile code"))
    items = [words for tag, words in reading[checklist + 1:key_heading] if tag == "LI"]
    assert list(map(squeezed, items)) == list(map(squeezed, expected_checklist))
    figures = [words for tag, words in reading[key_heading:] if tag == "Figure"]
    strip = guide.heater_strip(options)[1]
    pieces = [f"[{piece_alt(p, options)}]" for p in built["pieces"]]
    assert figures[-len(pieces) - 1:] == [f"[{strip}]", *pieces], "the heater strip, then every piece in order"


def test_checklist_is_a_real_list_even_across_a_page_break():
    built, tagged = sticker_doc("fr")
    assert len(tagged.root.children[0].children) == 2 + len(built["pages"]), "the guide and the key card: one section each"
    checklists = [element for element in tagged.elements("L")
                  if element.children and element.children[0].spoken().startswith(f"{built['cards'][0].copies} ×")]
    assert len(checklists) == 1, "one list, though it runs over two pages"
    items = checklists[0].children
    assert [item.tag for item in items] == ["LI"] * len(built["cards"])
    assert all(child.tag == "LBody" for item in items for child in item.children)
    assert "1rouge:couleurR(rouge)avecvaleur1" in squeezed(items[0].spoken())


def test_marks_braille_and_card_diagrams_have_words():
    _, tagged = sticker_doc("en", value="braille", sheet="a4-38x21", braille=True, method="flat")
    alts = [figure.alt for figure in tagged.elements("Figure")]
    # marks that hold a comma of their own are listed with semicolons: a listener hears where each ends
    assert ("red 7 — colour mark: mushroom, letter R (red); value 7 in braille: ⠼⠛; braille label: ⠰⠗ (red); and "
            "shape: plus sign") in alts
    assert "colour mark: mushroom, letter R (red); value 3 in braille: ⠼⠉; and braille label: ⠰⠗ (red)" in alts
    assert any(alt.endswith("braille label: ⠰⠧ (violet)") for alt in alts)
    assert "shape: hollow square" in alts
    _, french = sticker_doc("fr")
    assert ("7 rouge — marque de couleur\u202f: champignon en relief, lettre R (rouge)\u202f; valeur 7 en points "
            "tactiles et forme\u202f: signe plus") in [figure.alt for figure in french.elements("Figure")]


def test_rule_cards_read_kicker_title_summary_qr_then_scan():
    cards = rule_cards("https://example.org", ["rainbow7-rain"], "en")
    reading = read_tagged(cards_pdf(cards, "en")).reading()
    assert reading[0] == ("H1", "QR rule cards")
    expected = []
    for card in cards:
        expected += ([("P", card.kicker)] if card.kicker else []) + [("H2", card.title), ("P", card.summary)]
        expected += [("Figure", "[QR code: the rules of Rainbow 7 — rain tokens]" if not card.kicker else
                      f"[QR code: rule section “{card.title}” (Rainbow 7 — rain tokens)]"), ("P", "Scan for the rules")]
    assert [(tag, squeezed(words)) for tag, words in reading[1:]] == [(tag, squeezed(words)) for tag, words in expected]


def test_join_card_says_what_its_qr_code_does(app, client):
    reading = join_card(app, client, ["Ana", "Ben"], "fr").reading()
    assert reading[0][0] == "H1"
    assert squeezed(reading[0][1]) == squeezed("Carte pour rejoindre la table — Rainbow 7 — jetons Pluie")
    assert ("Figure", "[QR code : rejoindre cette table (Rainbow 7 — jetons Pluie)]") in reading


def test_phrases_in_another_language_carry_their_own(app, client):
    french_cards = read_tagged(cards_pdf(rule_cards("https://example.org", [], "fr"), "fr"))
    english = {element.spoken() for element in french_cards.elements() if element.lang == "en"}
    assert {"Perfect", "Rainbow"} <= english
    _, explorers = sticker_doc("fr", game="rainbow7-explorers")
    assert "DROP" in {element.spoken() for element in explorers.elements() if element.lang == "en"}
    joined = join_card(app, client, ["Ana", "田中 花子"], "fr")
    assert [element.spoken() for element in joined.elements() if element.lang == "ja"] == ["田中 花子"]
    assert joined.lang == "fr"


def _colours(content, resources, context, found, depth=0):
    """Record ``(context, colour)`` for every colour set in ``content`` and in the forms and patterns it uses.

    ``context`` is "tagged" (inside a marked-content sequence with an MCID), "artifact" or "untagged".
    """
    stack = []
    for operands, operator in pikepdf.parse_content_stream(content):
        name = str(operator)
        here = stack[-1] if stack else context
        if name in ("BDC", "BMC"):
            tag = str(operands[0])
            stack.append("artifact" if tag == "/Artifact" or here == "artifact" else
                         "tagged" if name == "BDC" or here == "tagged" else here)
        elif name == "EMC":
            stack.pop()
        elif name in ("rg", "RG"):
            found.append((here, tuple(round(float(value), 3) for value in operands)))
        elif name in ("f", "f*", "B", "B*", "b", "b*", "S", "s", "sh") and here == "untagged":
            found.append(("untagged", name))
        elif name == "Do" and depth < 8:
            xobject = resources.XObject[operands[0]]
            if xobject.Subtype == "/Form":
                _colours(xobject, xobject.get("/Resources", resources), here, found, depth + 1)
            elif here == "untagged":
                found.append(("untagged", "image"))
        elif name in ("scn", "SCN") and operands and isinstance(operands[-1], pikepdf.Name) and depth < 8:
            pattern = resources.Pattern[operands[-1]]
            if "/Resources" in pattern:
                _colours(pattern, pattern.Resources, here, found, depth + 1)


def painted_colours(pdf_bytes):
    """Per page, ``{context: set of colours}``: what is drawn in tagged content, in artifacts, untagged."""
    pdf = pikepdf.open(io.BytesIO(pdf_bytes))
    pages = []
    for page in pdf.pages:
        found = []
        _colours(page, page.Resources, "untagged", found)
        by_context = {"tagged": set(), "artifact": set(), "untagged": set()}
        for context, colour in found:
            by_context[context].add(colour)
        pages.append(by_context)
    return pages


def test_label_edges_crop_marks_and_ruler_are_artifacts():
    built, _ = sticker_doc("en", sheet="a4-plain", method="flat")
    pages = painted_colours(sticker_pdf(built["options"]))
    cut_line = (0.302,) * 3
    assert all(page["untagged"] == set() for page in pages)
    assert cut_line in pages[-1]["artifact"] and cut_line not in pages[-1]["tagged"]
    assert (0.0, 0.0, 0.0) in pages[0]["artifact"], "the ruler is an artifact"
    assert (0.0, 0.0, 0.0) in pages[-1]["tagged"], "the marks are in the figures"
    cards = painted_colours(cards_pdf(rule_cards("https://example.org", ["rainbow7-rain"], "en"), "en"))[0]
    assert cards["untagged"] == set() and (0.0, 0.0, 0.0) in cards["artifact"], "crop marks and tactile dots"


@pytest.mark.parametrize("lang", ["fr", "ja", "de"])
def test_braille_labels_are_described_in_the_sheets_language(lang):
    """A braille label's words name its colour, direction and function in the sheet's language, not by their ids
    ("⠃⠀⠎ (bleu, sud)", never "(blue south)"), and one dot is one dot."""
    options = StickerOptions(game="rainbow7-explorers", lang=lang, sheet="a4-38x21", braille=True, guide=False)
    built = build(options)
    stickers = [e.sticker for piece in built["pieces"] for e, _, _ in piece.elements]
    labels = [s for s in stickers if s.kind == "braille"]
    blue_south = next(s for s in labels if dict(s.key) == {"colour": "blue", "direction": "south"})
    drop = next(s for s in labels if dict(s.key).get("function") == "drop")
    colour, south = translate("blue", lang), translate("south", lang)
    for words in (mark_alt(blue_south, built["options"]), guide.sticker_words(blue_south, built["options"])):
        assert colour.lower() in words.lower() and south in words, words
        assert "blue" not in words and "south" not in words, words
    assert "DROP" in mark_alt(drop, built["options"]) and "(drop)" not in mark_alt(drop, built["options"])
    north = next(s for s in stickers if s.kind == "letter" and s.key == "north")
    one_dot = {"fr": "1 point en relief", "ja": "浮き出た点1個", "de": "1 erhabener Punkt"}[lang]
    assert mark_alt(north, built["options"]).endswith(one_dot), mark_alt(north, built["options"])
    letter = {"fr": "N (Nord)", "ja": "：北と", "de": "N (Norden)"}[lang]  # 北 is the word itself: not 北（北）
    assert letter in mark_alt(north, built["options"]), mark_alt(north, built["options"])


def test_one_raised_dot_is_singular_in_english():
    built = build(StickerOptions(game="rainbow7-explorers", lang="en", sheet="a4-38x21", guide=False))
    stickers = [e.sticker for piece in built["pieces"] for e, _, _ in piece.elements]
    north = next(s for s in stickers if s.kind == "letter" and s.key == "north")
    west = next(s for s in stickers if s.kind == "letter" and s.key == "west")
    assert mark_alt(north, built["options"]).endswith("1 raised dot")
    assert mark_alt(west, built["options"]).endswith("4 raised dots")


def html_of(options):
    """The sticker document's HTML (before WeasyPrint)."""
    from companion.printing.stickers import document_html

    return document_html(build(options))


def test_key_card_lists_colours_in_the_sheets_punctuation():
    """The checklist and the key card's shape rows join colour names as the language does (Japanese 、, not a Latin comma)."""
    from companion.printing.keycard import shape_rows

    japanese = [words for _, words, _ in shape_rows(StickerOptions(game="rainbow7-rain", lang="ja"))]
    assert any("（オレンジ、緑の7）" in words for words in japanese) and not any(", " in words for words in japanese)
    english = [words for _, words, _ in shape_rows(StickerOptions(game="rainbow7-rain", lang="en"))]
    assert "hollow square: others draw, on the 7 of orange and green" in english
    checklist = re.sub(r"<[^>]+>", "", html_of(StickerOptions(game="rainbow7-rain", lang="ja", braille=True)))
    assert "色 赤と数字 1、点字" in checklist and "色 赤, 数字 1" not in checklist
    # a letter that is the word itself is not said twice (赤, not 赤（赤）); one that is not keeps its word
    assert "色 オ（オレンジ）" in checklist and not re.search(r"(\w+)（\1）", checklist)
