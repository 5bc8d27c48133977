"""gLabels' template format read exactly: units, shapes, several layouts, equiv and Alias, paper sizes; the
installed templates; the app without them."""

import subprocess
import sys

import pytest

from companion.printing import glabels
from companion.printing.sheets import sheet_from_template, template_id

INCH, POINT = 25.4, 25.4 / 72

TEMPLATES = """<?xml version="1.0"?>
<Glabels-templates xmlns="http://glabels.org/xmlns/3.0/">
  <!-- a comment between templates -->
  <Template brand="Test" part="R1" size="A4" _description="Rectangles in points">
    <Meta category="label"/>
    <Meta product_url="https://example.org/r1"/>
    <Label-rectangle id="0" width="181.4" height="108.0pt" round="5" x_waste="0" y_waste="0">
      <Markup-margin size="5"/>
      <Markup-line x1="0" y1="54" x2="181.4" y2="54"/>
      <Layout nx="3" ny="7" x0="21.2" y0="43.9" dx="187.2" dy="108"/>
    </Label-rectangle>
  </Template>
  <Template brand="Test" part="R1-inkjet" equiv="R1">
    <Meta category="rectangle-label"/>
  </Template>
  <Template brand="Test" part="C2" size="US-Letter" description="Circles in inches">
    <Label-round id="0" radius="0.375in" waste="0pt">
      <Markup-circle x0="0.375in" y0="0.375in" radius="0.3in"/>
      <Layout nx="2" ny="1" x0="0.5in" y0="1in" dx="1in" dy="0"/>
      <Layout nx="1" ny="2" x0="3in" y0="0.25cm" dx="0" dy="2.54cm"/>
    </Label-round>
  </Template>
  <Template brand="Test" part="E3" size="Other" width="210mm" height="297mm" _description="Ovals">
    <Label-ellipse id="0" width="6cm" height="4cm" waste="1mm">
      <Layout nx="1" ny="1" x0="1pc" y0="2pc"/>
    </Label-ellipse>
  </Template>
  <Template brand="Test" part="D4" size="A4" _description="CD">
    <Label-cd id="0" radius="58.5mm" hole="20.5mm" waste="0">
      <Layout nx="1" ny="2" x0="46.5mm" y0="15mm" dx="0" dy="150mm"/>
    </Label-cd>
  </Template>
  <Template brand="Test" part="P5" size="A4" _description="Path">
    <Label-path id="0" d_units="mm" d="M 0 0 h 50 v 30 h -50 z">
      <Layout nx="1" ny="1" x0="10mm" y0="10mm"/>
    </Label-path>
  </Template>
  <Template brand="Test" part="T6" size="Other" width="62mm" height="100mm" _description="Roll">
    <Label-continuous id="0" width="62mm" min_height="10mm" max_height="1000mm" default_height="100mm">
      <Layout nx="1" ny="1" x0="0" y0="0"/>
    </Label-continuous>
  </Template>
  <Template name="Oldbrand 77" size="A5" _description="The older name attribute, on A5">
    <Alias brand="Otherbrand" part="X77"/>
    <Label-rectangle id="0" width="50mm" height="20mm" round="in">
      <Layout nx="2" ny="2" x0="" y0="5mm" dx="60mm" dy="25mm"/>
    </Label-rectangle>
  </Template>
  <Template brand="Test" part="Broken" size="A4">
    <Label-rectangle id="0" width="2furlong" height="1in"/>
  </Template>
  <Template brand="Test" part="Orphan" equiv="Nothing-before"/>
</Glabels-templates>
"""


@pytest.fixture(scope="module")
def parsed():
    return {(t.brand, t.part): t for t in glabels.parse_templates(TEMPLATES, source="test.xml")}


@pytest.mark.parametrize("text, mm", [("1in", 25.4), ("72", 25.4), ("72pt", 25.4), ("2.54cm", 25.4), ("6pc", 25.4),
                                      ("3.2mm", 3.2), (" 5 mm ", 5.0), ("-0.5in", -12.7), ("", 7.0), ("in", 0.0)])
def test_lengths_in_every_unit(text, mm):
    assert glabels.length_mm(text, default=7.0) == pytest.approx(mm)


def test_an_unknown_unit_is_an_error():
    with pytest.raises(glabels.TemplateError):
        glabels.length_mm("3furlong")


def test_a_rectangle_in_points_with_its_markup_and_layout(parsed):
    template = parsed[("Test", "R1")]
    assert (template.paper, template.page_width, template.page_height) == ("A4", 210, 297)
    assert template.description == "Rectangles in points" and template.product_url == "https://example.org/r1"
    frame = template.frame
    assert frame.shape == "rectangle"
    assert (frame.width, frame.height, frame.corner) == pytest.approx((181.4 * POINT, 108 * POINT, 5 * POINT))
    assert frame.layouts == (glabels.Layout(3, 7, pytest.approx(21.2 * POINT), pytest.approx(43.9 * POINT),
                                            pytest.approx(187.2 * POINT), pytest.approx(108 * POINT)),)
    assert [markup.kind for markup in frame.markups] == ["margin", "line"]


def test_equiv_clones_an_earlier_template_of_the_brand_under_its_own_part(parsed):
    clone, original = parsed[("Test", "R1-inkjet")], parsed[("Test", "R1")]
    assert clone.frame == original.frame and clone.paper == original.paper and clone.equiv == "R1"
    assert clone.categories == ("label", "rectangle-label")
    assert ("Test", "Orphan") not in parsed  # an equiv that names nothing before it is skipped, as gLabels does


def test_a_round_label_in_inches_with_two_layouts(parsed):
    template = parsed[("Test", "C2")]
    assert template.description == "Circles in inches" and template.paper == "US-Letter"
    assert (template.page_width, template.page_height) == pytest.approx((215.9, 279.4))
    frame = template.frame
    assert (frame.shape, frame.width, frame.height) == ("round", pytest.approx(19.05), pytest.approx(19.05))
    assert [(layout.nx, layout.ny) for layout in frame.layouts] == [(2, 1), (1, 2)]
    assert frame.layouts[1].y0 == pytest.approx(2.5) and frame.layouts[1].dy == pytest.approx(25.4)
    sheet = sheet_from_template(template)
    assert sheet.usable and sheet.per_page == 4
    assert [rect[:2] for rect in sheet.label_rects()] == [
        pytest.approx((12.7, 25.4)), pytest.approx((38.1, 25.4)), pytest.approx((76.2, 2.5)),
        pytest.approx((76.2, 27.9))]


def test_an_oval_on_a_custom_page_the_size_of_a4(parsed):
    template = parsed[("Test", "E3")]
    assert (template.paper, template.page_width, template.page_height) == ("Other", 210, 297)
    assert (template.frame.shape, template.frame.width, template.frame.height) == ("ellipse", 60, 40)
    layout = template.frame.layouts[0]
    assert (layout.x0, layout.y0) == pytest.approx((25.4 / 6, 2 * 25.4 / 6))
    sheet = sheet_from_template(template)
    assert sheet.usable and sheet.paper == "A4" and sheet.curved and not sheet.round


@pytest.mark.parametrize("part, reason", [("D4", "cd"), ("P5", "path"), ("T6", "continuous")])
def test_cd_path_and_continuous_labels_are_read_and_listed_as_not_usable(parsed, part, reason):
    sheet = sheet_from_template(parsed[("Test", part)])
    assert sheet.unusable == reason and not sheet.usable
    assert sheet.unusable_words("en") and sheet.unusable_words("fr") != sheet.unusable_words("en")


def test_the_older_name_attribute_an_alias_and_gLabels_defaults(parsed):
    old, alias = parsed[("Oldbrand", "77")], parsed[("Otherbrand", "X77")]
    assert old.frame == alias.frame and old.paper == "A5"
    assert old.frame.corner == 0 and old.frame.layouts[0].x0 == 0  # round="in" and x0="" read as gLabels reads them
    sheet = sheet_from_template(old)
    assert sheet.unusable == "paper" and "A5" in sheet.unusable_words("en")


def test_a_template_that_breaks_the_format_is_skipped_and_the_rest_are_read(parsed):
    assert ("Test", "Broken") not in parsed and len(parsed) == 9


def test_ids_name_brand_and_part():
    assert template_id("Online Labels", "OL320 (round)") == "online-labels:OL320 (round)"
    assert template_id("Avery", "L7160") == "avery:L7160"


def test_the_installed_templates_are_every_one_debian_ships():
    templates = glabels.installed_templates()
    assert len(templates) == 1756  # glabels-data 3.4: 1,756 Template elements in 35 files
    shapes = {template.frame.shape for template in templates}
    assert shapes == {"rectangle", "round", "ellipse", "cd"}
    l7160 = next(t for t in templates if (t.brand, t.part) == ("Avery", "L7160"))
    assert l7160.equiv == "7160" and l7160.frame.layouts[0].nx == 3 and l7160.frame.layouts[0].ny == 7


def test_the_app_starts_and_prints_with_its_own_presets_where_the_templates_are_missing(tmp_path):
    script = (
        "from companion.app import create_app\n"
        "from companion.printing.sheets import catalogue, template_sheets\n"
        f"app = create_app({{'TESTING': True, 'DATA_DIR': {str(tmp_path)!r}}})\n"
        "client = app.test_client()\n"
        "assert client.get('/print').status_code == 200\n"
        "assert client.get('/print?submitted=1&sheet_q=L7160').status_code == 200\n"
        "assert client.get('/print?submitted=1&sheet=avery:L7160').status_code == 400\n"
        "assert not template_sheets() and len(catalogue()) == 8\n"
        "print('ok', len(catalogue()))\n")
    env = {"COMPANION_GLABELS_TEMPLATES": str(tmp_path / "nowhere"), "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok 8"


def test_every_own_preset_names_its_product_and_equals_its_glabels_template():
    from companion.printing.sheets import own_presets, template_sheets

    for preset in own_presets().values():
        if not preset.brand:
            assert preset.name and "plain paper" in preset.name and preset.cut_lines, preset.id
            continue
        template = template_sheets()[preset.equals]
        assert (template.brand, template.part) == (preset.brand, preset.part), preset.id
        assert (template.paper, template.shape) == (preset.paper, preset.shape), preset.id
        assert (preset.page_width, preset.page_height, preset.label_width, preset.label_height, preset.corner) == \
            pytest.approx((template.page_width, template.page_height, template.label_width, template.label_height,
                           template.corner), abs=0.001), preset.id
        assert len(preset.label_rects()) == len(template.label_rects())
        if preset.id in MAKER_LAYOUTS:
            continue
        for ours, theirs in zip(preset.label_rects(), template.label_rects()):
            assert ours == pytest.approx(theirs, abs=0.001), preset.id


MAKER_LAYOUTS = {"letter-67x25"}


def test_the_5160_preset_has_the_layout_avery_publishes_where_glabels_differs():
    """Avery 5160: 1/2 in top margin, 3/16 in side margins, 1/8 in between the columns (a pitch of 2 3/4 in), as
    Avery's template (and label programs that follow it, and gLabels' own older template) has it; gLabels 3.4's
    template has 5/32 in and 2 25/32 in. The preset keeps the maker's numbers and says so."""
    import json

    from companion.printing.sheets import own_presets, template_sheets
    from companion.resources import PRINTABLES

    inch = 25.4
    preset, template = own_presets()["letter-67x25"], template_sheets()["avery:5160"]
    (ours,), (theirs,) = preset.layouts, template.layouts
    assert (ours.x0, ours.dx) == (pytest.approx(3 / 16 * inch), pytest.approx(2.75 * inch))
    assert (theirs.x0, theirs.dx) == (pytest.approx(5 / 32 * inch), pytest.approx((2 + 25 / 32) * inch))
    assert (ours.nx, ours.ny, ours.y0, ours.dy) == (theirs.nx, theirs.ny, theirs.y0, theirs.dy)
    left, _, right, _ = preset.grid_box
    assert left == pytest.approx(preset.page_width - right), "the side margins are equal"
    raw = json.loads((PRINTABLES / "sheets" / "letter-67x25.json").read_text(encoding="utf-8"))
    assert raw["maker_layout"] == {"x0": "3/16 in", "dx": "2 3/4 in", "glabels_x0": "5/32 in",
                                   "glabels_dx": "2 25/32 in"}
    assert "Avery publishes" in raw["about"] and MAKER_LAYOUTS == {preset.id}
