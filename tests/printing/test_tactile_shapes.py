"""The tactile code measured from its own SVG path data: sizes, strokes, gaps, and every pair distinct."""

import itertools

import pytest
import shapely
from shapely.geometry import Polygon

from companion.printing import tactile_shapes as ts
from tests.printing import tactile_measure as tm

OUTLINES = [name for name in ts.NAMES if name not in ts.DOTS]
DISTINCT = 0.2  # a circle and a square: 0.16; the 6.2 mm hexagon and 6.27 mm star: 0.13


def region(name, size=None):
    """The shape as the PDF or the cutter gets it: its SVG path data, read back."""
    return tm.region_from_svg_path(ts.shape(name, size).path_d())


@pytest.mark.parametrize("name", ts.NAMES)
def test_path_data_and_polygons_are_the_same_outline(name):
    shape = ts.shape(name)
    from_rings = tm.region_from_rings([(ring, True) for ring in shape.rings()])
    assert shapely.hausdorff_distance(from_rings.boundary, region(name).boundary) <= 2 * ts.FLATNESS_MM
    assert all(len(ring) >= 3 for ring in shape.rings())
    assert shape.path_d().count("M") == shape.path_d().count("Z") == len(shape.contours)


@pytest.mark.parametrize("name", ts.NAMES)
def test_outlines_run_one_way_and_holes_the_other(name):
    shape = ts.shape(name)
    # positive area with y down (clockwise on the page) is counter-clockwise in shapely's y-up sense
    outers = [ring for ring in shape.rings() if Polygon(ring).exterior.is_ccw]
    holes = [ring for ring in shape.rings() if not Polygon(ring).exterior.is_ccw]
    assert sum(Polygon(ring).area for ring in holes) < sum(Polygon(ring).area for ring in outers)
    assert len(holes) == sum(len(p.interiors) for p in tm.polygons(region(name)))


@pytest.mark.parametrize("name", ts.NAMES)
@pytest.mark.parametrize("which", ["min", "nominal"])
def test_every_shape_is_readable_by_touch(name, which):
    size = ts.MIN_SIZE[name] if which == "min" else ts.NOMINAL_SIZE[name]
    shape = region(name, size)
    extent = tm.extent(shape)
    if name in ts.COLOUR_MARKS:
        assert extent["min_width"] >= 6.4 and extent["width"] >= 6.4 and extent["height"] >= 6.4
    elif name in ts.SHAPES:
        assert extent["diameter"] >= 6.4
    assert tm.narrowest_stroke(shape) >= 1.5
    gap = tm.narrowest_gap(shape)
    assert gap is None or gap >= 1.5


def test_colour_marks_are_9_mm_and_shapes_12_mm_at_their_nominal_size():
    assert all(max(tm.extent(region(name))["width"], tm.extent(region(name))["height"]) == pytest.approx(9, abs=0.01)
               or name == "zigzag" for name in ts.COLOUR_MARKS)
    assert tm.extent(region("zigzag"))["height"] == pytest.approx(9, abs=0.01)
    assert all(max(tm.extent(region(name))["width"], tm.extent(region(name))["height"]) <= 12.0 + 1e-6
               for name in ts.SHAPES)


@pytest.mark.parametrize("which", ["min", "nominal"])
def test_every_pair_of_shapes_differs_in_outline(which):
    regions = {name: region(name, ts.MIN_SIZE[name] if which == "min" else None) for name in OUTLINES}
    distances = {(a, b): tm.distinctness(regions[a], regions[b])[0] for a, b in itertools.combinations(OUTLINES, 2)}
    closest = min(distances, key=distances.get)
    assert distances[closest] >= DISTINCT, (closest, distances[closest])


def test_plus_and_cross_differ_by_their_arc_though_one_is_the_other_turned():
    assert tm.distinctness(region("plus"), region("cross"))[0] >= DISTINCT


def test_dots_are_felt_one_by_one():
    for count in range(1, 6):
        dots = region(f"dots-{count}")
        assert tm.topology(dots) == (count, 0)
        assert tm.narrowest_stroke(dots) >= 1.5
        assert count == 1 or tm.narrowest_gap(dots) >= 1.5


def test_a_shape_under_its_minimum_size_or_of_no_name_is_refused():
    with pytest.raises(ValueError, match="readable by touch"):
        ts.shape("three-bars", 7.0)
    with pytest.raises(ValueError, match="no tactile shape"):
        ts.shape("hexagon")


def test_path_element_keeps_holes_with_even_odd():
    assert 'fill-rule="evenodd"' in ts.shape("hollow-square").path(5, 5)
