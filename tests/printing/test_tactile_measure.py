"""The measuring library checked on shapes whose answers are known (tests/printing/tactile_measure.py)."""

import math

import pymupdf
import pytest
from shapely import affinity
from shapely.geometry import Polygon, box

from tests.printing import tactile_measure as tm


def test_a_bar_is_as_wide_as_its_short_side_and_has_no_gap():
    bar = box(0, 0, 2, 10)
    assert tm.narrowest_stroke(bar) == pytest.approx(2.0, abs=0.01)
    assert tm.narrowest_gap(bar) is None
    assert tm.extent(bar) == pytest.approx({"width": 2, "height": 10, "min_width": 2, "diameter": math.hypot(2, 10)})


def test_a_ring_has_its_band_as_stroke_and_its_hole_as_gap():
    ring = tm.disc(0, 0, 5).difference(tm.disc(0, 0, 3))
    assert tm.narrowest_stroke(ring) == pytest.approx(2.0, abs=0.01)
    assert tm.narrowest_gap(ring) == pytest.approx(6.0, abs=0.01)


def test_bars_side_by_side_give_their_width_and_the_space_between():
    bars = box(0, 0, 1.6, 8).union(box(3.0, 0, 4.6, 8))
    assert tm.narrowest_stroke(bars) == pytest.approx(1.6, abs=0.01)
    assert tm.narrowest_gap(bars) == pytest.approx(1.4, abs=0.01)
    assert tm.clearance(box(0, 0, 1.6, 8), box(3.0, 0, 4.6, 8)) == pytest.approx(1.4)


def test_a_waist_counts_as_a_stroke():
    hourglass = Polygon([(0, 0), (8, 0), (4.7, 4), (8, 8), (0, 8), (3.3, 4)])
    assert tm.narrowest_stroke(hourglass) == pytest.approx(1.4, abs=0.01)


def test_a_thin_stem_is_found_even_though_the_rest_is_thick():
    tee = box(0, 0, 8, 2).union(box(3.5, 2, 4.5, 8))
    assert tm.narrowest_stroke(tee) == pytest.approx(1.0, abs=0.01)


def test_a_filled_triangle_tapers_to_tips_that_do_not_count():
    side = 8.0
    triangle = Polygon([(0, 0), (side, 0), (side / 2, -side * math.sqrt(3) / 2)])
    assert tm.narrowest_stroke(triangle) == pytest.approx(side * math.sqrt(3) / 3, abs=0.01)


def test_a_spike_sharper_than_30_degrees_is_not_a_tip():
    spike = Polygon([(0, 0), (4, 0), (4, 4), (2.6, 4), (2.0, 12), (1.4, 4), (0, 4)])
    assert tm.narrowest_stroke(spike) < 1.0


def test_a_v_notch_is_not_a_gap_but_a_slit_is():
    chevron = Polygon([(0, 0), (2.4, 0), (4, 3.2), (5.6, 0), (8, 0), (4, 8)])
    assert tm.narrowest_gap(chevron) > 1.5
    slit = box(0, 0, 8, 8).difference(box(3.6, -1, 4.4, 6))
    assert tm.narrowest_gap(slit) == pytest.approx(0.8, abs=0.01)


def test_svg_arcs_and_relative_commands_read_back_exactly():
    circle = tm.region_from_svg_path("M13,10a3,3 0 1,0 -6,0a3,3 0 1,0 6,0Z")
    assert circle.area == pytest.approx(math.pi * 9, rel=1e-3)
    square = tm.region_from_svg_path("M0,0H10V10h-10zM2,2v6h6V2Z")
    assert square.area == pytest.approx(100 - 36)
    rings = tm.rings_from_svg_path("M0,0L5,0L5,5")
    assert rings == [([(0.0, 0.0), (5.0, 0.0), (5.0, 5.0)], False)]


def test_pdf_drawings_read_back_in_millimetres():
    document = pymupdf.open()
    page = document.new_page(width=100, height=100)
    shape = page.new_shape()
    shape.draw_rect(pymupdf.Rect(10, 10, 10 + 72 / 25.4 * 5, 10 + 72 / 25.4 * 2))
    shape.finish(fill=(0, 0, 0), color=None)
    shape.draw_circle(pymupdf.Point(60, 60), 72 / 25.4 * 3)
    shape.finish(fill=(0, 0, 0), color=None)
    shape.commit()
    drawings = page.get_drawings()
    bar, circle = (tm.region_from_drawings([d]) for d in drawings)
    assert tm.extent(bar)["width"] == pytest.approx(5) and tm.extent(bar)["height"] == pytest.approx(2)
    assert circle.area == pytest.approx(math.pi * 9, rel=2e-3)
    assert tm.narrowest_stroke(circle) == pytest.approx(6, abs=0.02)


def test_the_same_outline_turned_mirrored_or_scaled_is_not_distinct():
    shape = Polygon([(0, 0), (6, 0), (6, 2), (2, 2), (2, 8), (0, 8)])
    other = affinity.rotate(affinity.scale(shape, -1.5, 1.5), 37)
    assert tm.distinctness(shape, other)[0] < 0.02


def test_fill_alone_does_not_make_outlines_distinct():
    hollow = box(0, 0, 10, 10).difference(box(3, 3, 7, 7))
    assert tm.distinctness(hollow, affinity.rotate(box(0, 0, 6, 6), 20))[0] < 0.02


def test_a_square_and_a_circle_differ_by_their_known_overlap():
    side = 20.0
    circle = tm.disc(0, 0, side / math.sqrt(math.pi))
    distance, hausdorff = tm.distinctness(box(-side / 2, -side / 2, side / 2, side / 2), circle, finger=0)
    assert 0.15 < distance < 0.17  # 0.168 centred; a little less once moved and rescaled to fit best
    assert hausdorff > 0.1


def test_a_small_hexagon_feels_like_a_small_star_as_the_issue_found():
    hexagon = Polygon([(3.1 * math.cos(k * math.pi / 3), 3.1 * math.sin(k * math.pi / 3)) for k in range(6)])
    star = Polygon([((3.135 if k % 2 == 0 else 1.32) * math.sin(k * math.pi / 5),
                     -(3.135 if k % 2 == 0 else 1.32) * math.cos(k * math.pi / 5)) for k in range(10)])
    assert tm.distinctness(hexagon, star)[0] < 0.2
    assert tm.distinctness(hexagon, star, finger=0)[0] > 0.3
