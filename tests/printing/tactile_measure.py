"""Measuring tactile marks from vector data, in millimetres: what a fingertip can tell apart.

The input is what a finished file holds: the paths of a PDF page read back with
PyMuPDF (``page.get_drawings()``) or the path data of an SVG. ``region_*``
turns them into a shapely region (even-odd fill: a hole is a ring inside a ring);
the measures then work on regions:

- ``extent``: width and height of the bounding box, and the narrowest and widest
  caliper width over every direction (``min_width``, ``diameter``).
- ``narrowest_stroke``: the width of the thinnest bar, stroke or waist, found by
  *opening* (erode by r, dilate by r). A part narrower than 2r is lost by the
  opening; the stroke width is 2r for the largest r at which the opening keeps the
  region's components and holes and loses nothing but **tips**.
- ``narrowest_gap``: the width of the narrowest gap inside a mark (between two of
  its bars, across a hole, or between its separate parts), found by *closing*
  (dilate by r, erode by r): the gap is 2r for the largest r at which the closing
  keeps the components and holes and fills nothing but **notches**.
- ``clearance``: the clear distance between two separate elements.
- ``distinctness``: how different two outlines are once size, position, rotation
  and mirroring are taken away, as a fingertip feels them (see its docstring).

**Tip** (the "tapered tips aside" of the rules), precisely: a convex corner of the
outline whose interior angle α is at least ``TIP_MIN_ANGLE`` (30°). Opening by r
cuts off the part of a tip beyond the disc of radius r inscribed in the corner;
that part lies in the corner's *tip triangle*: the corner and the two points at a
distance r·cot(α/2) from it along the outline. Losing that much is allowed; losing
anything outside every tip triangle (more than ``SLIVER_MM2`` of area, the
polygonal approximation of arcs) is a stroke narrower than 2r. A **notch** is the
same at a concave corner, with the angle of the gap (360° − interior angle) at
least 30°: the bottom of a V or the inner corner of a plus. A corner sharper than
30° is a spike or a slit, not excused: its thin part counts as a stroke or a gap.
"""

import math
import re
import xml.etree.ElementTree as ET

import shapely
from shapely import affinity
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import unary_union

PT_MM = 25.4 / 72
TIP_MIN_ANGLE = 30.0
SLIVER_MM2 = 0.01
QUAD_SEGS = 64
FINGER_MM = 0.75
CURVE_STEPS = 24


# --- reading vector data -------------------------------------------------------------------------

def _cubic(p0, p1, p2, p3, steps=CURVE_STEPS):
    return [tuple((1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t ** 2 * c + t ** 3 * d
                  for a, b, c, d in zip(p0, p1, p2, p3)) for t in (i / steps for i in range(1, steps + 1))]


def _svg_arc(p0, rx, ry, phi, large, sweep, p1):
    """Points along an SVG elliptical arc from ``p0`` to ``p1`` (endpoint parametrisation, SVG 1.1 F.6.5)."""
    if p0 == p1:
        return []
    if rx == 0 or ry == 0:
        return [p1]
    rx, ry, cos_phi, sin_phi = abs(rx), abs(ry), math.cos(math.radians(phi)), math.sin(math.radians(phi))
    dx, dy = (p0[0] - p1[0]) / 2, (p0[1] - p1[1]) / 2
    x1, y1 = cos_phi * dx + sin_phi * dy, -sin_phi * dx + cos_phi * dy
    scale = x1 ** 2 / rx ** 2 + y1 ** 2 / ry ** 2
    if scale > 1:
        rx, ry = rx * math.sqrt(scale), ry * math.sqrt(scale)
    num = rx ** 2 * ry ** 2 - rx ** 2 * y1 ** 2 - ry ** 2 * x1 ** 2
    factor = math.sqrt(max(0.0, num / (rx ** 2 * y1 ** 2 + ry ** 2 * x1 ** 2)))
    if large == sweep:
        factor = -factor
    cx1, cy1 = factor * rx * y1 / ry, -factor * ry * x1 / rx
    cx = cos_phi * cx1 - sin_phi * cy1 + (p0[0] + p1[0]) / 2
    cy = sin_phi * cx1 + cos_phi * cy1 + (p0[1] + p1[1]) / 2
    start = math.atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    end = math.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
    delta = end - start
    if sweep and delta < 0:
        delta += 2 * math.pi
    elif not sweep and delta > 0:
        delta -= 2 * math.pi
    steps = max(2, int(abs(delta) / math.radians(1.5)))
    points = []
    for i in range(1, steps + 1):
        a = start + delta * i / steps
        ex, ey = rx * math.cos(a), ry * math.sin(a)
        points.append((cos_phi * ex - sin_phi * ey + cx, sin_phi * ex + cos_phi * ey + cy))
    points[-1] = p1
    return points


_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def rings_from_svg_path(d):
    """The closed rings of SVG path data ``d`` (every command of SVG 1.1), and whether each subpath was closed
    by ``Z``: ``[(points, closed)]``. Arcs and curves are flattened finely (1.5° steps, 24 steps a curve)."""
    tokens, rings = _TOKEN.findall(d), []
    i, command, current, start, points, last_control = 0, None, (0.0, 0.0), (0.0, 0.0), None, None

    def numbers(count):
        nonlocal i
        values = [float(v) for v in tokens[i:i + count]]
        i += count
        return values

    while i < len(tokens):
        if tokens[i].isalpha():
            command = tokens[i]
            i += 1
        relative = command.islower()
        base = current if relative else (0.0, 0.0)
        upper = command.upper()
        if upper == "Z":
            if points is not None:
                rings.append((points, True))
            points, current, last_control = None, start, None
            continue
        if upper == "M":
            if points is not None and len(points) > 1:
                rings.append((points, False))
            x, y = numbers(2)
            current = start = (base[0] + x, base[1] + y)
            points = [current]
            command = "l" if relative else "L"
            continue
        if points is None:
            points = [current]
        if upper == "L":
            x, y = numbers(2)
            current = (base[0] + x, base[1] + y)
            points.append(current)
        elif upper == "H":
            (x,) = numbers(1)
            current = ((current[0] if relative else 0) + x, current[1])
            points.append(current)
        elif upper == "V":
            (y,) = numbers(1)
            current = (current[0], (current[1] if relative else 0) + y)
            points.append(current)
        elif upper in "CS":
            if upper == "C":
                x1, y1, x2, y2, x, y = numbers(6)
                c1 = (base[0] + x1, base[1] + y1)
            else:
                x2, y2, x, y = numbers(4)
                c1 = (2 * current[0] - last_control[0], 2 * current[1] - last_control[1]) if last_control else current
            c2, end = (base[0] + x2, base[1] + y2), (base[0] + x, base[1] + y)
            points.extend(_cubic(current, c1, c2, end))
            current, last_control = end, c2
            continue
        elif upper in "QT":
            if upper == "Q":
                qx, qy, x, y = numbers(4)
                q = (base[0] + qx, base[1] + qy)
            else:
                x, y = numbers(2)
                q = (2 * current[0] - last_control[0], 2 * current[1] - last_control[1]) if last_control else current
            end = (base[0] + x, base[1] + y)
            c1 = tuple(a + 2 / 3 * (b - a) for a, b in zip(current, q))
            c2 = tuple(a + 2 / 3 * (b - a) for a, b in zip(end, q))
            points.extend(_cubic(current, c1, c2, end))
            current, last_control = end, q
            continue
        elif upper == "A":
            rx, ry, phi, large, sweep, x, y = numbers(7)
            end = (base[0] + x, base[1] + y)
            points.extend(_svg_arc(current, rx, ry, phi, bool(large), bool(sweep), end))
            current = end
        last_control = None
    if points is not None and len(points) > 1:
        rings.append((points, False))
    return rings


def rings_from_drawing(drawing):
    """The rings of one PyMuPDF drawing (``page.get_drawings()`` item), in mm: ``[(points, closed)]``."""
    rings, points, last = [], None, None
    for item in drawing["items"]:
        kind = item[0]
        if kind == "re":
            rect = item[1]
            rings.append(([(rect.x0 * PT_MM, rect.y0 * PT_MM), (rect.x1 * PT_MM, rect.y0 * PT_MM),
                           (rect.x1 * PT_MM, rect.y1 * PT_MM), (rect.x0 * PT_MM, rect.y1 * PT_MM)], True))
            continue
        if kind == "qu":
            quad = item[1]
            rings.append(([(p.x * PT_MM, p.y * PT_MM) for p in (quad.ul, quad.ur, quad.lr, quad.ll)], True))
            continue
        start = (item[1].x * PT_MM, item[1].y * PT_MM)
        if last is None or math.dist(start, last) > 1e-4:
            if points is not None:
                rings.append((points, math.dist(points[0], points[-1]) < 1e-3))
            points = [start]
        if kind == "l":
            last = (item[2].x * PT_MM, item[2].y * PT_MM)
            points.append(last)
        elif kind == "c":
            p = [(q.x * PT_MM, q.y * PT_MM) for q in item[1:5]]
            points.extend(_cubic(*p))
            last = p[3]
    if points is not None:
        closed = drawing.get("closePath", False) or math.dist(points[0], points[-1]) < 1e-3
        rings.append((points, closed))
    return rings


def region_from_rings(rings):
    """The filled region of closed rings under the even-odd rule (a ring inside a ring is a hole)."""
    region = Polygon()
    for points, _ in rings:
        if len(points) >= 3:
            ring = shapely.make_valid(Polygon(points))
            region = region.symmetric_difference(ring)
    return shapely.make_valid(region)


def region_from_svg_path(d):
    """The filled region of SVG path data."""
    return region_from_rings(rings_from_svg_path(d))


def region_from_drawings(drawings):
    """The region covered by PyMuPDF drawings: fills by the even-odd rule, strokes as bands of their width."""
    parts = []
    for drawing in drawings:
        rings = rings_from_drawing(drawing)
        if drawing.get("fill") is not None:
            parts.append(region_from_rings(rings))
        if drawing.get("color") is not None and drawing.get("width"):
            half = drawing["width"] * PT_MM / 2
            for points, closed in rings:
                line = LineString(points + ([points[0]] if closed else []))
                parts.append(line.buffer(half, quad_segs=QUAD_SEGS, cap_style="round" if not closed else "flat"))
    return unary_union(parts)


def svg_paths(svg_text):
    """``[(element, region)]`` of every ``<path>`` in an SVG document (coordinates as written)."""
    root = ET.fromstring(svg_text)
    return [(element, region_from_svg_path(element.get("d", ""))) for element in root.iter("{http://www.w3.org/2000/svg}path")]


# --- measures --------------------------------------------------------------------------------------

def polygons(region):
    """The polygons of a region (a Polygon, a MultiPolygon or a collection)."""
    if region.is_empty:
        return []
    if isinstance(region, Polygon):
        return [region]
    return [part for geom in getattr(region, "geoms", []) for part in polygons(geom)]


def topology(region, min_area=SLIVER_MM2):
    """(components, holes) of a region, ignoring specks under ``min_area``."""
    parts = [p for p in polygons(region) if p.area >= min_area]
    return len(parts), sum(1 for p in parts for hole in p.interiors if Polygon(hole).area >= min_area)


def extent(region):
    """``{"width", "height", "min_width", "diameter"}``: the bounding box and the caliper widths (mm)."""
    x0, y0, x1, y1 = region.bounds
    hull = list(region.convex_hull.exterior.coords)
    widths = []
    for a, b in zip(hull, hull[1:]):
        angle = math.atan2(b[1] - a[1], b[0] - a[0])
        nx, ny = -math.sin(angle), math.cos(angle)
        projections = [x * nx + y * ny for x, y in hull]
        widths.append(max(projections) - min(projections))
    diameter = max((math.dist(p, q) for p in hull for q in hull), default=0.0)
    return {"width": x1 - x0, "height": y1 - y0, "min_width": min(widths, default=0.0), "diameter": diameter}


def _corners(region):
    """Every corner of the region's rings: (vertex, previous point, next point, interior angle in degrees),
    walking each ring with the region on its left."""
    found = []
    for polygon in polygons(region):
        polygon = shapely.geometry.polygon.orient(polygon, 1.0)
        for ring in [polygon.exterior, *polygon.interiors]:
            points = list(ring.coords)[:-1]
            n = len(points)
            for k in range(n):
                prev, vertex, nxt = points[k - 1], points[k], points[(k + 1) % n]
                a_in = math.atan2(vertex[1] - prev[1], vertex[0] - prev[0])
                a_out = math.atan2(nxt[1] - vertex[1], nxt[0] - vertex[0])
                turn = math.degrees((a_out - a_in + math.pi) % (2 * math.pi) - math.pi)
                found.append((ring, k, points, 180.0 - turn))
    return found


def _walk(points, k, distance, step):
    """The point at ``distance`` along a ring from vertex ``k`` (``step`` +1 forwards, -1 backwards)."""
    n, here, left = len(points), points[k], distance
    index = k
    for _ in range(n):
        index = (index + step) % n
        there = points[index]
        length = math.dist(here, there)
        if length >= left:
            t = left / length if length else 0
            return (here[0] + (there[0] - here[0]) * t, here[1] + (there[1] - here[1]) * t)
        left -= length
        here = there
    return here


def corner_triangles(region, r, convex):
    """The tip triangles (``convex``) or notch triangles of every corner of ``region`` for radius ``r``."""
    triangles = []
    for _ring, k, points, interior in _corners(region):
        angle = interior if convex else 360.0 - interior
        if not TIP_MIN_ANGLE <= angle < 180.0 - 1e-6:
            continue
        reach = r / math.tan(math.radians(angle) / 2)
        a, b = _walk(points, k, reach, -1), _walk(points, k, reach, 1)
        triangle = Polygon([points[k], a, b])
        if triangle.area > 0:
            triangles.append(triangle)
    return unary_union(triangles).buffer(0.02) if triangles else Polygon()


def opening(region, r):
    """Erode by ``r``, then dilate by ``r`` (round)."""
    return region.buffer(-r, quad_segs=QUAD_SEGS).buffer(r, quad_segs=QUAD_SEGS)


def closing(region, r):
    """Dilate by ``r``, then erode by ``r`` (round)."""
    return region.buffer(r, quad_segs=QUAD_SEGS).buffer(-r, quad_segs=QUAD_SEGS)


def _unexcused(change, excused):
    return sum(p.area for p in polygons(change.difference(excused)) if p.area >= SLIVER_MM2)


def stroke_holds(region, r):
    """Whether every bar, stroke and waist of ``region`` is at least 2r wide (tips aside)."""
    eroded = region.buffer(-r, quad_segs=QUAD_SEGS)
    if topology(eroded, min_area=0) != topology(region):
        return False
    opened = eroded.buffer(r, quad_segs=QUAD_SEGS)
    return _unexcused(region.difference(opened), corner_triangles(region, r, convex=True)) == 0


def gap_holds(region, r):
    """Whether every gap inside ``region`` (between its parts, across its holes) is at least 2r wide (notches aside)."""
    dilated = region.buffer(r, quad_segs=QUAD_SEGS)
    if topology(dilated, min_area=0) != topology(region):
        return False
    closed = dilated.buffer(-r, quad_segs=QUAD_SEGS)
    return _unexcused(closed.difference(region), corner_triangles(region, r, convex=False)) == 0


def _largest(holds, upper, tolerance=0.005):
    low, high = 0.0, upper
    if holds(high):
        return None
    while high - low > tolerance / 2:
        middle = (low + high) / 2
        if holds(middle):
            low = middle
        else:
            high = middle
    return 2 * low


def narrowest_stroke(region):
    """The width (mm) of the narrowest bar, stroke or waist of ``region``, tips aside."""
    size = max(extent(region)["diameter"], 1.0)
    return _largest(lambda r: stroke_holds(region, r), size)


def narrowest_gap(region):
    """The width (mm) of the narrowest gap inside ``region``, notches aside; None if it has no gap."""
    if topology(region) == (1, 0) and region.convex_hull.difference(region).area < SLIVER_MM2:
        return None
    size = max(extent(region)["diameter"], 1.0)
    return _largest(lambda r: gap_holds(region, r), size)


def clearance(a, b):
    """The clear distance (mm) between two elements."""
    return a.distance(b)


# --- distinctness ----------------------------------------------------------------------------------

def felt_outline(region, finger=FINGER_MM):
    """The outline a fingertip feels, at real size: holes filled (an outline, not a fill), and details finer
    than the finger resolves (``finger`` radius: 1.5 mm across) smoothed away by closing then opening."""
    filled = unary_union([Polygon(p.exterior) for p in polygons(region)])
    felt = filled.buffer(finger, quad_segs=8).buffer(-2 * finger, quad_segs=8).buffer(finger, quad_segs=8) if finger else filled
    return felt.simplify(0.02)


def _normalised(region):
    """``region`` moved to put its centroid at the origin and scaled to a convex hull of area 1."""
    centre = region.centroid
    moved = affinity.translate(region, -centre.x, -centre.y)
    factor = 1 / math.sqrt(region.convex_hull.area)
    return affinity.scale(moved, factor, factor, origin=(0, 0))


def _jaccard(a, b):
    union = a.union(b).area
    return 1 - a.intersection(b).area / union if union else 0.0


def distinctness(a, b, finger=FINGER_MM, step_degrees=10.0):
    """How different two marks are in outline: 1 − the best overlap (intersection over union) of their felt
    outlines once each is scaled to the same size (convex hull area 1), centred, and the second turned,
    mirrored, moved and rescaled to fit the first as well as it can. 0: the same outline (whatever their
    size, fill, rotation or mirror image); a circle and a square give 0.17. Returns ``(distance, hausdorff)``,
    the second the largest gap between the two aligned outlines, in units of the hull's side."""
    first, second = _normalised(felt_outline(a, finger)), _normalised(felt_outline(b, finger))
    best = (2.0, None)
    for mirror in (False, True):
        base = affinity.scale(second, -1, 1, origin=(0, 0)) if mirror else second
        for step in range(int(360 / step_degrees)):
            angle = step * step_degrees
            candidate = affinity.rotate(base, angle, origin=(0, 0))
            score = _jaccard(first, candidate)
            if score < best[0]:
                best = (score, (mirror, angle, 0.0, 0.0, 1.0))
    mirror, angle, dx, dy, scale = best[1]
    base = affinity.scale(second, -1, 1, origin=(0, 0)) if mirror else second

    def placed(angle, dx, dy, scale):
        turned = affinity.rotate(base, angle, origin=(0, 0))
        return affinity.translate(affinity.scale(turned, scale, scale, origin=(0, 0)), dx, dy)

    score, moves = best[0], [step_degrees / 2, 0.04, 0.04, 0.04]
    while max(moves) > 0.005:
        improved = False
        for index in range(4):
            for sign in (1, -1):
                params = [angle, dx, dy, scale]
                params[index] += sign * moves[index]
                candidate_score = _jaccard(first, placed(*params))
                if candidate_score < score - 1e-9:
                    score, (angle, dx, dy, scale), improved = candidate_score, params, True
        if not improved:
            moves = [m / 2 for m in moves]
    aligned = placed(angle, dx, dy, scale)
    hausdorff = shapely.hausdorff_distance(first.boundary, aligned.boundary, densify=0.05)
    return score, hausdorff


def disc(cx, cy, r):
    """A disc, as a fine polygon (for tests and reference shapes)."""
    return Point(cx, cy).buffer(r, quad_segs=QUAD_SEGS)

