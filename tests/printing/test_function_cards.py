"""One card QR code per physical card in the explorers' deck (issue 20): a card that shows a function has one
code, in the corner a fanned hand keeps in view; named with ``--function-cards`` (the form's "Cards that show
DROP"), its code names both its colour card and its function (``red-north+drop``); unnamed, it carries its
colour card's code, and no function has a code of its own. Read back from the PDF (zxing-cpp), the layouts,
the card pages, the command line and the form."""

import re
import subprocess
from collections import Counter
from html import unescape

import pytest
import zxingcpp
from PIL import Image

from companion.printing import PrintOptionError, card_layout
from companion.printing import card_qr
from companion.printing.card_qr import qr_side
from companion.printing.qr import qr_path
from companion.printing.stickers import StickerOptions, build, sticker_pdf
from tests.command import companion

BASE = "http://192.168.100.200:8000"
GAME = "rainbow7-explorers"
FUNCTIONS = ("drop", "reverse", "jump", "take")
PAIRING = (("drop", ("red-north", "blue, east")), ("take", ("red-north", "navy-west")), ("reverse", ("yellow-south",)))


def decoded_qr_pages(options, tmp_path):
    """Every code zxing-cpp finds on the card QR sheet pages of ``options``' PDF, rendered at 300 dpi."""
    built = build(options)
    source = tmp_path / "stickers.pdf"
    source.write_bytes(sticker_pdf(options))
    subprocess.run(["pdftoppm", "-gray", "-png", "-r", "300", "-f", str(len(built["pages"]) + 1), str(source),
                    str(tmp_path / "qr")], check=True)
    return built, [result.text for path in sorted(tmp_path.glob("qr-*.png"))
                   for result in zxingcpp.read_barcodes(Image.open(path), formats=zxingcpp.BarcodeFormat.QRCode)]


def test_with_a_pairing_the_qr_sheets_hold_one_code_per_physical_card(tmp_path):
    options = StickerOptions(game=GAME, sheet="a4-38x21", method="flat", guide=False, card_qr=True, base_url=BASE,
                             function_cards=PAIRING)
    built, texts = decoded_qr_pages(options, tmp_path)
    url = f"{BASE}/cards/{GAME}/"
    expected = Counter({f"{url}{colour}-{direction}": 2 for colour in ("red", "orange", "yellow", "green", "blue",
                                                                        "navy", "purple")
                        for direction in ("north", "south", "east", "west")})
    expected.update({f"{url}rainbow-{direction}": 1 for direction in ("north", "south", "east", "west")})
    for named in ("red-north", "red-north", "blue-east", "navy-west", "yellow-south"):
        expected[url + named] -= 1
    expected.update([url + "red-north+drop", url + "blue-east+drop", url + "red-north+take", url + "navy-west+take",
                     url + "yellow-south+reverse"])
    expected = +expected
    assert Counter(texts) == expected
    assert len(texts) == 7 * 4 * 2 + 4 == len(built["qr"]), "one code per physical card of the 60"
    assert not [text for text in texts if text.rsplit("/", 1)[1] in FUNCTIONS], "no bare function code"
    order = [sticker.card_id for sticker in built["qr"]]
    assert order[:2] == ["red-north+drop", "red-north+take"], "red, north: both copies named, drop first"


def code_box(piece, preset):
    """Where the code of a QR piece is on the card (x, y, right, bottom), as card_qr.qr_label_svg draws it."""
    side = qr_side(preset)
    left, top = card_qr.code_box(piece.box, preset, side)
    return left, top, left + side, top + side


# The visible width of a fanned card, mm from its left edge, at 0 / 10 / 20 / 30 / 40 mm below its top edge: the
# model's figures in docs/tactile-code.md (15° between cards), read here independently of companion/printing/fan.py.
FAN_WIDTHS = [(0, 20.5), (10, 17.9), (20, 15.2), (30, 12.5), (40, 9.8)]


def in_the_fan(right, bottom):
    """True if a box whose far corner is (``right``, ``bottom``) stays in view in a fanned hand."""
    for (y0, w0), (y1, w1) in zip(FAN_WIDTHS, FAN_WIDTHS[1:]):
        if y0 <= bottom <= y1:
            return right <= w0 + (w1 - w0) * (bottom - y0) / (y1 - y0) + 0.05  # the table's rounding
    return False


@pytest.mark.parametrize("sheet, method, braille, pairing", [("a4-38x21", "flat", True, PAIRING),
                                                             ("a4-38x21", "swell", False, ()),
                                                             ("a4-38x21", "embosser", True, PAIRING),
                                                             ("a4-round-20", "cut", False, ())])
def test_every_card_layout_has_one_qr_zone_in_the_corner_wedge(sheet, method, braille, pairing):
    """The layouts of every card and every whole function card: exactly one QR piece, at the corner, its code
    inside the column a fanned hand keeps in view (before, a function card's second code sat 40.8-62 mm in)."""
    built = build(StickerOptions(game=GAME, sheet=sheet, method=method, braille=braille, card_qr=True, base_url=BASE,
                                 function_cards=pairing))
    laid = built["layout"]
    whole = [layout for _card, layout in laid.whole]
    assert len(whole) == len(FUNCTIONS)
    for card, layout in list(laid.cards) + [(layout.card, layout) for layout in whole]:
        qr = [piece for piece in layout.pieces if piece.kind == "qr"]
        if card.on:
            assert qr == [], card.id
            continue
        assert len(qr) == 1, card.id
        left, top, right, bottom = code_box(qr[0], built["qr_preset"])
        assert (qr[0].box[0], qr[0].box[1]) == (pytest.approx(card_layout.CARD_MARGIN),) * 2, card.id
        assert in_the_fan(right, bottom), (card.id, right, bottom)  # the whole code, quiet zone included
        assert (right - left) / qr_path(card_qr.card_url(BASE, GAME, qr[0].card_id))[0] >= card_qr.MIN_MODULE_MM
    if pairing:
        drop = next(layout for layout in whole if layout.card.id == "drop")
        assert [piece.card_id for piece in drop.pieces if piece.kind == "qr"] == ["red-north+drop"]


def test_the_diagram_and_checklist_show_a_named_function_on_its_own_card():
    from companion.printing.guide import checklist, diagrams

    built = build(StickerOptions(game=GAME, sheet="a4-38x21", method="flat", card_qr=True, base_url=BASE,
                                 function_cards=PAIRING))
    names = [name for name, _image in diagrams(built)]
    assert "red, north, with DROP" in names and not any("a card that shows" in name for name in names)
    rows = {name: copies for copies, name, _words in checklist(built)}
    assert rows["red, north, with DROP"] == 1 and rows["red, north, with TAKE"] == 1 and "red, north" not in rows
    assert rows["blue, east"] == 1 and rows["blue, east, with DROP"] == 1
    assert sum(copies for copies, _name, words in checklist(built) if "card QR code" in words) == len(built["qr"])
    assert not any("card QR code" in words for _copies, name, words in checklist(built) if "shows" in name)


def test_without_a_pairing_no_function_code_anywhere_and_the_colour_page_says_one_may_be_there(client, tmp_path):
    built, texts = decoded_qr_pages(StickerOptions(game=GAME, sheet="a4-38x21", method="flat", guide=False,
                                                   card_qr=True, base_url=BASE), tmp_path)
    assert len(texts) == 60 and not [text for text in texts if "+" in text or text.rsplit("/", 1)[1] in FUNCTIONS]
    page = unescape(client.get(f"/cards/{GAME}/red-north?lang=en").get_data(as_text=True))
    assert ("Some cards of this colour and direction also show a function (DROP, REVERSE, JUMP, or TAKE); whoever "
            "puts one down must use its function.") in page
    assert "the function is the shape you feel in the middle of the card" in page
    assert f'href="/rules/{GAME}/function-cards"' in page and f'href="/rules/{GAME}/overview"' in page
    french = unescape(client.get(f"/cards/{GAME}/red-north?lang=fr").get_data(as_text=True))
    assert "DROP, REVERSE, JUMP ou TAKE" in french
    rainbow = unescape(client.get(f"/cards/{GAME}/rainbow-north?lang=en").get_data(as_text=True))
    assert "also show a function" not in rainbow


def heading_and_title(response):
    text = response.get_data(as_text=True)
    h1 = re.findall(r"<h1[^>]*>(.*?)</h1>", text, re.S)
    title = re.findall(r"<title>(.*?)</title>", text, re.S)
    assert len(h1) == 1 and len(title) == 1
    return unescape(re.sub(r"<[^>]+>", "", h1[0])).strip(), unescape(title[0]).strip()


@pytest.mark.parametrize("lang, name, function", [("en", "Red, north, with DROP", "It also shows DROP."),
                                                  ("fr", "Rouge, Nord, avec DROP", "Cette carte porte aussi la fonction DROP."),
                                                  ("ja", "北の赤・ドロップ（DROP）", "このカードにはドロップ（DROP）も描かれています。"),
                                                  ("de", "Rot, Norden, mit DROP", "Diese Karte zeigt auch DROP.")])
def test_the_combined_card_page_names_both_and_links_both_rules(client, lang, name, function):
    response = client.get(f"/cards/{GAME}/red-north+drop?lang={lang}")
    assert response.status_code == 200
    h1, title = heading_and_title(response)
    assert h1.replace("\u200b", "") == name and title.startswith(name)
    page = unescape(response.get_data(as_text=True))
    assert function in page
    assert f'href="/rules/{GAME}/function-cards"' in page and f'href="/rules/{GAME}/overview"' in page


@pytest.mark.parametrize("card_id", ["red-north+zap", "rainbow-north+drop", "drop+drop", "red-north+", "+drop",
                                     "red-north+drop+take"])
def test_an_unknown_combined_id_is_a_404_page(client, card_id):
    response = client.get(f"/cards/{GAME}/{card_id}?lang=en")
    assert response.status_code == 404 and "<h1" in response.get_data(as_text=True)
    assert client.get("/cards/rainbow7-rain/red-7+drop").status_code == 404


REFUSALS = [  # (--function-cards value, extra options, form field, English refusal, French refusal)
    ("drop=red-nort", (), "function-drop", "No colour card “red-nort” in this deck. Name each card by its id in "
     "the guide, like red-north, or by its name, like “red, north”.", "Ce paquet n’a pas de carte couleur « red-nort ». "
     "Indiquez chaque carte par son identifiant tel qu’il figure dans le guide, comme red-north, ou par son nom, "
     "comme « rouge, Nord »."),
    ("zap=red-north", (), "function_cards", "This deck has no function called zap. Its functions: drop, reverse, "
     "jump, or take.", "Ce paquet n’a pas de fonction appelée « zap ». Ses fonctions : drop, reverse, jump ou take."),
    ("reverse=red-north,blue-east,green-west,yellow-south,navy-north", (), "function-reverse",
     "5 cards are named for REVERSE, but the deck has only 4 REVERSE cards: name at most 4, or change the count of "
     "REVERSE cards.", "Vous avez indiqué 5 cartes pour REVERSE, mais le paquet n’a que 4 cartes REVERSE : "
     "indiquez-en 4 au plus, ou changez le nombre de cartes REVERSE."),
    ("drop=red-north,blue-east", ("count-drop", "1"), "function-drop",
     "2 cards are named for DROP, but the deck has only 1 DROP card: name at most 1, or change the count of DROP "
     "cards.", "Vous avez indiqué 2 cartes pour DROP, mais le paquet n’a qu’une carte DROP : indiquez-en "
     "une seule, ou changez le nombre de cartes DROP."),
    ("drop=red-north; take=red-north,red-north", (), "function-take", "“red, north” is named 3 times in all, but "
     "the deck has only 2 copies of it: name it at most 2 times, over all the functions.", "Vous avez indiqué la carte "
     "« rouge, Nord » 3 fois en tout, mais le paquet n’en a que 2 exemplaires : indiquez-la 2 fois au plus, toutes "
     "fonctions confondues."),
    ("drop=red-north,red-north", ("count-sets", "1"), "function-drop", "“red, north” is named 2 times in all, but "
     "the deck has only 1 copy of it: name it at most 1 time, over all the functions.", "Vous avez indiqué la carte "
     "« rouge, Nord » 2 fois en tout, mais le paquet n’en a qu’un exemplaire : indiquez-la une seule fois, toutes "
     "fonctions confondues."),
    ("jump=rainbow-north", (), "function-jump", "“Rainbow card, north” is not a colour card, and only colour cards "
     "show a function: name colour cards, like red-north.", "« Carte Rainbow, Nord » n’est pas une carte couleur : "
     "indiquez les cartes couleur sur lesquelles la fonction est imprimée, comme red-north."),
    ("drop=red-north", ("count-drop", "0"), "function-drop", "This deck has no DROP card: its count is 0. Set the "
     "count of DROP cards first, or name none.", "Ce paquet ne compte aucune carte DROP : leur nombre est à 0. "
     "Donnez d’abord le nombre de cartes DROP, ou n’en indiquez aucune."),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("value, extra, field, english, french", REFUSALS)
def test_each_refusal_on_the_command_line_exits_2_with_one_line(tmp_path, lang, value, extra, field, english,
                                                                 french):
    count = ["--count", f"{extra[0].removeprefix('count-')}={extra[1]}"] if extra else []
    result = companion("stickers", GAME, "-o", str(tmp_path / "x.pdf"), "--lang", lang, "--card-qr", "--base-url",
                       BASE, "--function-cards", value, *count)
    assert result.returncode == 2 and not (tmp_path / "x.pdf").exists()
    said = {"en": "Error: " + english, "fr": "Erreur\u202f: " + french}[lang]
    line = result.stderr.strip()
    assert "\n" not in line and line.replace("\u202f", " ") == said.replace("\u202f", " "), "one line"
    assert lang != "fr" or line.startswith("Erreur\u202f: "), "French narrow no-break spaces stay"


GERMAN_REFUSALS = [  # (--function-cards value, extra options, the German refusal): whole sentences, no "Sie" for "it"
    ("zap=red-north", (), "Dieses Spiel hat keine Funktion namens „zap“. Wählen Sie aus: drop, reverse, jump oder "
     "take."),
    ("drop=red-north", ("count-drop", "0"), "Dieses Spiel hat keine DROP-Karten: Die Anzahl steht auf 0. Stellen Sie "
     "zuerst die Anzahl der DROP-Karten ein, oder nennen Sie keine Karte dafür."),
    ("reverse=red-north,blue-east,green-west,yellow-south,navy-north", (), "Für REVERSE sind 5 Karten genannt, aber "
     "das Spiel hat nur 4 REVERSE-Karten: Nennen Sie höchstens 4, oder ändern Sie die Anzahl der REVERSE-Karten."),
    ("drop=red-north; take=red-north,red-north", (), "„Rot, Norden“ wird insgesamt 3-mal genannt, aber das Spiel hat "
     "nur 2 Exemplare dieser Karte: Nennen Sie die Karte über alle Funktionen zusammen höchstens 2-mal."),
]


@pytest.mark.parametrize("value, extra, german", GERMAN_REFUSALS)
def test_each_refusal_on_the_command_line_in_german(tmp_path, value, extra, german):
    count = ["--count", f"{extra[0].removeprefix('count-')}={extra[1]}"] if extra else []
    result = companion("stickers", GAME, "-o", str(tmp_path / "x.pdf"), "--lang", "de", "--card-qr", "--base-url",
                       BASE, "--function-cards", value, *count)
    assert result.returncode == 2 and result.stderr.strip() == "Fehler: " + german


@pytest.mark.parametrize("lang, said", [("en", "Error: This deck has no function cards: leave out --function-cards."),
                                        ("de", "Fehler: Dieses Spiel hat keine Funktionskarten: Lassen Sie "
                                               "--function-cards weg.")])
def test_function_cards_for_a_deck_without_functions_are_refused_in_one_whole_sentence(tmp_path, lang, said):
    result = companion("stickers", "rainbow7-rain", "-o", str(tmp_path / "x.pdf"), "--lang", lang, "--card-qr",
                       "--base-url", BASE, "--function-cards", "drop=red-7")
    assert result.returncode == 2 and not (tmp_path / "x.pdf").exists()
    assert result.stderr.strip() == said, "not an empty list of functions"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("value, extra, field, english, french", [refusal for refusal in REFUSALS
                                                                   if refusal[2] != "function_cards"])
def test_each_refusal_on_the_form_is_said_at_its_field_and_nothing_is_lost(client, lang, value, extra, field,
                                                                             english, french):
    from companion.printing.function_cards import parse

    fields = {"submitted": "1", "game": GAME, "raise": "flat", "sheet": "a4-38x21", "colour": "on", "shapes": "on",
              "card_qr": "on", "base_url": BASE, "lang": lang, "print_lang": lang, "count-sets": "2", "only": "",
              **dict([extra] if extra else [])}
    for function, names in parse(value):
        fields[f"function-{function}"] = (fields.get(f"function-{function}", "") + "," + ",".join(names)).strip(",")
    response = client.get("/print", query_string=fields)
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    error = re.search(rf'<p id="{field}-error" class="field-error">(.*?)</p>', page, re.S)
    said = {"en": english, "fr": french}[lang]
    assert error and unescape(error.group(1)) == said.replace(" :", "\u202f:").replace("« ", "«\u202f").replace(
        " »", "\u202f»")
    field_tag = re.search(rf'<input id="{field}"[^>]*>', page).group(0)
    assert 'aria-invalid="true"' in field_tag and f"{field}-error" in field_tag
    assert unescape(re.search(r'value="([^"]*)"', field_tag).group(1)) == fields[field], "the typed names stay"
    assert 'id="card_qr" name="card_qr" aria-describedby="card_qr-hint" checked' in page
    assert f'value="{BASE}"' in page and 'role="alert"' in page


def test_names_as_the_guide_prints_them_in_the_sheets_language_case_and_spaces_aside():
    options = build(StickerOptions(game=GAME, sheet="a4-38x21", card_qr=True, base_url=BASE, lang="fr",
                                   function_cards=(("drop", ("ROUGE", " nord", "bleu", "EST")),
                                                   ("jump", ("Vert,  Ouest",)))))["options"]
    assert options.function_cards == (("drop", ("red-north", "blue-east")), ("jump", ("green-west",)))
    japanese = build(StickerOptions(game=GAME, sheet="a4-38x21", lang="ja",
                                    function_cards=(("take", ("北の赤",)),)))["options"]
    assert japanese.function_cards == (("take", ("red-north",)),)
    with pytest.raises(PrintOptionError) as english_in_french:
        build(StickerOptions(game=GAME, sheet="a4-38x21", lang="fr", function_cards=(("drop", ("red", "north")),)))
    assert english_in_french.value.field == "function-drop"


def test_the_preview_counts_one_code_per_card_with_a_pairing(client):
    query = {"submitted": "1", "game": GAME, "raise": "flat", "sheet": "a4-38x21", "colour": "on", "shapes": "on",
             "card_qr": "on", "base_url": BASE, "lang": "en", "function-drop": "red, north; blue-east"}
    page = unescape(client.get("/print", query_string=query).get_data(as_text=True))
    assert "Then 60 card QR stickers on sheets of their own." in page
    assert 'value="red, north; blue-east"' in page


def test_the_checklist_puts_a_named_function_shape_on_its_card_and_counts_each_shape_once():
    """A card named as showing DROP has DROP's triangle on its own row; DROP's row counts the cards not named, so
    the checklist asks for as many triangles as the deck has DROP cards."""
    from companion.printing.guide import checklist

    built = build(StickerOptions(game=GAME, sheet="a4-38x21", card_qr=True, base_url=BASE, function_cards=PAIRING))
    rows = {name: (copies, words) for copies, name, words in checklist(built)}
    shapes = {"DROP": "triangle", "TAKE": "hollow square", "REVERSE": "open ring", "JUMP": "diamond"}
    for function, shape in shapes.items():
        on_named = sum(copies for name, (copies, words) in rows.items()
                       if name.endswith(f"with {function}") and shape in words)
        named = sum(copies for name, (copies, _words) in rows.items() if name.endswith(f"with {function}"))
        own = rows.get(f"a card that shows {function}", (0, ""))[0]
        assert on_named == named and own + named == {"DROP": 8}.get(function, 4), function
    assert rows["a card that shows DROP"] == (6, "triangle") and rows["a card that shows TAKE"][0] == 2
    assert shapes["DROP"] not in rows["red, north, with TAKE"][1]
