"""The SVG cut file read back: mm units, closed outlines, counts per colour and shape, no overlaps, the square."""

import itertools
import re
import xml.etree.ElementTree as ET

import pytest
from shapely.strtree import STRtree

from companion.printing.cut_file import SHEETS, CutGroup, cut_svgs
from tests.printing import tactile_measure as tm

SVG = "{http://www.w3.org/2000/svg}"
INKSCAPE = "{http://www.inkscape.org/namespaces/inkscape}"
RAIN = [CutGroup(mark, colour, 7, fill) for mark, colour, fill in (
    ("mushroom", "red", "#d7191c"), ("chevron", "orange", "#f28c28"), ("three-bars", "yellow", "#ffd92f"),
    ("zigzag", "green", "#1a9641"), ("crescent", "light-blue", "#7cc8f2"), ("angle", "dark-blue", "#1f2f7a"),
    ("hourglass", "violet", "#7b3294"))] + [
    CutGroup("plus", "red", 1), CutGroup("plus", "yellow", 1), CutGroup("hollow-square", "orange", 1),
    CutGroup("hollow-square", "green", 1), CutGroup("cross", "light-blue", 1), CutGroup("cross", "dark-blue", 1),
    CutGroup("minus", "violet", 1), CutGroup("star", "rainbow", 4), CutGroup("dots-3", "black", 10, size=2.0)]


def read(document):
    """``(root, [(group element, [piece regions])], square region)`` of one cut file."""
    root = ET.fromstring(document)
    groups, square = [], None
    for group in root.iter(f"{SVG}g"):
        paths = [path.get("d") for path in group.iter(f"{SVG}path")]
        if group.get("id") == "reference-50mm":
            (square,) = [tm.region_from_svg_path(d) for d in paths]
        else:
            groups.append((group, paths))
    return root, groups, square


def test_a_deck_fits_one_a4_sheet_in_millimetres():
    (document,) = cut_svgs(RAIN, SHEETS["a4"])
    root, _, _ = read(document)
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == ("210mm", "297mm", "0 0 210 297")


@pytest.mark.parametrize("sheet", ["a4", "letter", "mat-12x12"])
def test_every_outline_is_closed_counted_apart_and_on_the_sheet(sheet):
    width, height = SHEETS[sheet]
    documents = cut_svgs(RAIN * 6, SHEETS[sheet], kerf=2.0)
    counted, pieces = {}, []
    for document in documents:
        _, groups, square = read(document)
        for group, paths in groups:
            label = group.get(f"{INKSCAPE}label")
            assert group.find(f"{SVG}title").text == label
            assert int(group.get("data-count")) == len(paths)
            counted[group.get("id")] = counted.get(group.get("id"), 0) + len(paths)
            for d in paths:
                rings = tm.rings_from_svg_path(d)
                assert rings and all(closed for _, closed in rings)
                assert not re.search(r"[CcQqSsTt]", d)
                pieces.append((document, tm.region_from_rings(rings)))
        x0, y0, x1, y1 = square.bounds
        assert (x1 - x0, y1 - y0) == (pytest.approx(50, abs=1e-9), pytest.approx(50, abs=1e-9))
        pieces.append((document, square))
    expected = {}
    for group in RAIN * 6:
        expected[group.group_id] = expected.get(group.group_id, 0) + group.count
    assert counted == expected
    for document in documents:
        regions = [region for owner, region in pieces if owner is document]
        tree = STRtree(regions)
        for index, region in enumerate(regions):
            x0, y0, x1, y1 = region.bounds
            assert x0 >= 10 - 1e-6 and y0 >= 10 - 1e-6 and x1 <= width - 10 + 1e-6 and y1 <= height - 10 + 1e-6
            for other in tree.query(region.buffer(2.0)):
                if other != index:
                    assert region.distance(regions[other]) >= 2.0 - 1e-6


def test_a_full_count_is_labelled_with_it():
    (document,) = cut_svgs([CutGroup("mushroom", "red", 14, "#d7191c")])
    _, ((group, paths),), _ = read(document)
    assert group.get("id") == "red--mushroom" and len(paths) == 14
    assert group.get(f"{INKSCAPE}label") == "red mushroom × 14"


def test_a_kerf_under_2_mm_or_a_piece_too_large_is_refused():
    with pytest.raises(ValueError, match="kerf"):
        cut_svgs(RAIN, kerf=1.0)
    with pytest.raises(ValueError, match="does not fit"):
        cut_svgs([CutGroup("star", "rainbow", 1, size=250)])


def test_groups_keep_their_own_colour_for_one_material_each():
    (document,) = cut_svgs(RAIN)
    _, groups, _ = read(document)
    fills = {group.get("id"): {path.get("fill") for path in group.iter(f"{SVG}path")} for group, _ in groups}
    assert fills["red--mushroom"] == {"#d7191c"} and fills["violet--hourglass"] == {"#7b3294"}
    assert all(len(colours) == 1 for colours in fills.values())
    assert len(list(itertools.chain(*(paths for _, paths in groups)))) == sum(group.count for group in RAIN)


@pytest.mark.parametrize("lang", ["fr", "ja", "de"])
def test_a_decks_cut_file_speaks_the_documents_language_to_the_end(lang):
    """The reference square's layer and title too (it was English in every language)."""
    from companion.i18n import translate
    from companion.printing.cut_deck import cut_documents
    from companion.printing.stickers import StickerOptions

    [svg] = cut_documents(StickerOptions(game="rainbow7-rain", lang=lang, method="cut"))
    root = ET.fromstring(svg)
    square = root.find("{http://www.w3.org/2000/svg}g[@id='reference-50mm']")
    title = square.find("{http://www.w3.org/2000/svg}title").text
    assert title == translate("50 mm reference square: check its size before cutting", lang) and "check" not in title
    assert "reference square" not in svg
