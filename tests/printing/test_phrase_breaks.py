"""Japanese headings and card titles break between phrases (BudouX), never inside a word: laid out by WeasyPrint."""

import pytest
from weasyprint import CSS, HTML

from companion.i18n.phrases import phrase_breaks, phrases
from companion.printing.pdf import print_environment, stylesheet

EXAMPLES = ["レインボーの宣言", "ラウンド終了時の雨トークン", "レインボースネークのルール"]  # the 宣/言, トー/クン, スネー/ク


def laid_out_lines(html, stylesheets=(), tag="h1"):
    """The text of each line of every ``tag`` element of ``html`` once WeasyPrint has laid it out."""
    document = HTML(string=html).render(stylesheets=list(stylesheets))
    found = []

    def text_of(box):
        if hasattr(box, "text"):
            yield box.text
        for child in getattr(box, "children", ()):
            yield from text_of(child)

    def walk(box, inside):
        inside = inside or getattr(box, "element_tag", None) == tag
        if type(box).__name__ == "LineBox" and inside:
            found.append("".join(text_of(box)).replace("\u200b", "").strip())
            return
        for child in getattr(box, "children", ()):
            walk(child, inside)

    for page in document.pages:
        walk(page._page_box, False)
    return [line for line in found if line]


def cuts_between_phrases(lines, text):
    """True when ``lines`` put back together are ``text`` and every line ends where a phrase ends."""
    ends, position = set(), 0
    for phrase in phrases(text):
        position += len(phrase)
        ends.add(position)
    cut = 0
    for line in lines[:-1]:
        cut += len(line)
        if cut not in ends:
            return False
    return "".join(lines) == text


def heading(html, width_em):
    return (f'<html lang="ja"><body style="margin: 0"><h1 style="font-size: 10mm; width: {width_em * 10}mm; '
            f'margin: 0">{html}</h1></body></html>')


@pytest.mark.parametrize("text", EXAMPLES)
def test_a_japanese_heading_breaks_only_between_phrases_at_every_width(text):
    css = CSS(string=".phrase { white-space: nowrap }")
    widest = max(len(phrase) for phrase in phrases(text))
    for width in range(widest, len(text) + 1):
        lines = laid_out_lines(heading(phrase_breaks(text, "ja"), width), [css])
        assert cuts_between_phrases(lines, text), (width, lines)


def test_without_the_phrases_weasyprint_breaks_inside_words():
    """What the issue saw: the check above is not satisfied by chance."""
    assert not all(cuts_between_phrases(laid_out_lines(heading(text, width)), text)
                   for text in EXAMPLES for width in range(5, len(text) + 1))


def test_other_languages_are_left_alone():
    assert phrase_breaks("Calling Rainbow", "en") == "Calling Rainbow"
    assert str(phrase_breaks("<b>", "ja")) == "&lt;b&gt;"
    assert 'class="phrase"' in phrase_breaks("レインボーの宣言", "ja")


def test_the_rule_cards_titles_break_between_phrases():
    from companion.printing.rulecards import rule_cards

    cards = rule_cards("https://example.org", ["rainbow7-rain", "rainbow-snake"], "ja")
    titles = [card.title for card in cards]
    html = "".join(f'<h2 style="width: 30mm; font-size: 6mm">{print_environment().filters["phrases"](title, "ja")}</h2>'
                   for title in titles)
    lines = laid_out_lines(f'<html lang="ja"><body>{html}</body></html>', [stylesheet("rulecards.css")], tag="h2")
    text = "".join(titles)
    assert "".join(lines) == text
    for title in titles:
        own = []
        for line in lines:
            if "".join(own) == title:
                break
            own.append(line)
        assert cuts_between_phrases(own, title), own
        lines = lines[len(own):]


def test_rule_pages_mark_their_japanese_headings(client):
    page = client.get("/rules/rainbow7-rain?lang=ja").get_data(as_text=True)
    assert '<span class="phrases">レインボーの<wbr>宣言</span>' in page
