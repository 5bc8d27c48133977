"""The tactile code as closed outlines in millimetres: colour marks, effect and function shapes, head and
tail, the Rainbow star and the direction dots, each parametrised by its size.

Every shape is a set of closed contours of straight lines and circular arcs (holes allowed: a hole runs
the other way round, so the even-odd and the non-zero fill rules agree). It is drawn centred on (0, 0),
y down, inside a ``size`` × ``size`` box, and comes out both as SVG path data (``path_d``: true arcs, for
the PDFs) and as polygons (``rings``: arcs flattened to within 0.005 mm, for the cut file and for
measuring). Which colour or card uses which shape is data (``printables/codes/colours.json``,
``printables/decks/*.json``); this module only knows the shapes by name.

The rules every shape meets at its ``min_size`` and above (``tests/printing/test_tactile_shapes.py``
measures them with ``tests/printing/tactile_measure.py``, which defines tips and notches precisely):

- **Size.** A colour mark is at least 6.4 mm across in every direction (its narrowest caliper width,
  so in both directions on the card), 9 mm at its nominal size; an effect or function shape is at
  least 6.4 mm long, 12 mm at its nominal size. A triangle needs about 6.4 mm (1/4 in) to be
  recognised, and APH warns that shapes with sides under 1/2 in (12.7 mm) may not be (APH,
  *Guidelines for Design of Tactile Graphics*, 1997, Design 1.3; L. Hasty, *Design principles for
  tactile graphics*, tactilegraphics.org: "components must be a minimum of 1/4 inch"); hence 9 and
  12 mm where the labels allow.
- **Strokes and gaps.** No bar, stroke or waist narrower than 1.5 mm and no gap inside a mark narrower
  than 1.5 mm (tapered tips and notches aside); the shapes are drawn with 1.6 mm or more at their
  minimum size. A fingertip detects a gap of about 0.9 mm at threshold (Johnson & Phillips, *Tactile
  spatial resolution I*, J. Neurophysiol. 46, 1981: gap threshold 0.87 mm), so 1.5 mm is felt surely,
  and swell paper spreads a line as it rises (RNIB CAI research report 11, *Producing braille on swell
  paper*, 2011).
- **Outlines that differ.** Every pair of shapes differs in outline, not only in size, fill or rotation
  (BANA/CBA *Guidelines and Standards for Tactile Graphics*, 2010, on point symbols: hollow and filled
  versions of one shape are a weak distinction; Jehoel, Ungar & Rowell, *Developing a set of
  discriminable tactile symbols*, Tactile Graphics 2005: a discriminable set is found by confusions
  between pairs). Research shows which outlines a finger confuses: a circle with a rhombus, and a
  cross with both (Liao, Huang et al., *Effects of tactile types on the identification of tactile
  symbols*, 2012), and the issue found a 6.2 mm filled hexagon felt like the 6.27 mm star. So the code
  has no hexagon, the diamond is tall (1 : 1.67) and no filled round blob stands beside the square:
  red's half-disc became a mushroom (a half-disc on a stem: 6.4 mm both ways, which a half-disc can
  only be at 12.8 mm wide), navy's hexagon an angle (an L: a tee was tried first, but a tee and the
  mushroom are both a bar on a stem, a T to the finger, and the plus with its arc a third one), and the
  ring is open at the bottom (a closed ring's outline is a disc, too near the hollow square's).
- **Plus and cross** are the seed's (Accessijeux's) shapes, one turned by 45°; a turn alone must not tell
  two marks apart, so each carries its orientation arc, joined to it and curving over its top: it goes
  towards the card's top edge. The plus's top arm runs into the middle of the arc, the cross's two
  upper arms into its ends: the outlines differ even when the sticker turns.
- **Separate elements** (mark, value dots, braille, effect shape, direction dots) stay at least 3 mm
  apart on a card (the 1/8 in rule; capsule paper may need 1/4 in: Hasty, above). That is the layout's
  rule (``docs/tactile-code.md``), not a shape's.

Accessijeux puts the colour sticker at the top left of a card, the value dots under it, the effect shape
in the centre, and the star at the top left of the Rainbow card (seed ``rainbow7-rain.fr.txt``).
"""

import math
from dataclasses import dataclass

FLATNESS_MM = 0.005
COLOUR_MARK_MM = 9.0
SHAPE_MM = 12.0
DOT_MM = 2.0
DOT_GAP_MM = 1.6


@dataclass(frozen=True)
class Arc:
    """A circular arc from angle ``start`` to ``end`` (radians, y down: increasing angles turn clockwise)."""

    cx: float
    cy: float
    r: float
    start: float
    end: float

    def point(self, angle):
        """The point of the arc's circle at ``angle``."""
        return (self.cx + self.r * math.cos(angle), self.cy + self.r * math.sin(angle))


@dataclass(frozen=True)
class Shape:
    """Closed contours: each a start point then lines (points) and ``Arc``s, ending where it started."""

    name: str
    contours: tuple

    def path_d(self, cx=0.0, cy=0.0):
        """SVG path data of the shape centred on (cx, cy): M, L, A and Z only."""
        parts = []
        for contour in self.contours:
            x, y = contour[0]
            parts.append(f"M{_n(x + cx)},{_n(y + cy)}")
            for step in contour[1:]:
                if isinstance(step, Arc):
                    sweep = 1 if step.end > step.start else 0
                    large = 1 if abs(step.end - step.start) > math.pi else 0
                    ex, ey = step.point(step.end)
                    parts.append(f"A{_n(step.r)},{_n(step.r)} 0 {large},{sweep} {_n(ex + cx)},{_n(ey + cy)}")
                else:
                    parts.append(f"L{_n(step[0] + cx)},{_n(step[1] + cy)}")
            parts.append("Z")
        return "".join(parts)

    def rings(self, cx=0.0, cy=0.0, flatness=FLATNESS_MM):
        """The contours as closed polygons ``[[(x, y), ...], ...]`` centred on (cx, cy); arcs are flattened
        so that no point of the true arc is more than ``flatness`` mm from the polygon."""
        rings = []
        for contour in self.contours:
            points = [contour[0]]
            for step in contour[1:]:
                if isinstance(step, Arc):
                    sweep = step.end - step.start
                    per = 2 * math.acos(max(-1.0, 1 - flatness / step.r)) if step.r > flatness else math.pi
                    count = max(1, math.ceil(abs(sweep) / per))
                    points.extend(step.point(step.start + sweep * k / count) for k in range(1, count + 1))
                else:
                    points.append(step)
            if math.dist(points[0], points[-1]) < 1e-9:
                points.pop()
            rings.append([(x + cx, y + cy) for x, y in points])
        return rings

    def path(self, cx=0.0, cy=0.0, fill="#000000"):
        """The shape as one filled SVG ``<path>`` (even-odd, so holes stay holes whatever the reader)."""
        return f'<path d="{self.path_d(cx, cy)}" fill="{fill}" fill-rule="evenodd"/>'


def _n(value):
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _rotate(points, degrees, about=(0.0, 0.0)):
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return [(about[0] + (x - about[0]) * c - (y - about[1]) * s, about[1] + (x - about[0]) * s + (y - about[1]) * c)
            for x, y in points]


def _line_circle(p, d, cx, cy, r):
    """The larger t with |p + t·d − c| = r (d a unit vector)."""
    fx, fy = p[0] - cx, p[1] - cy
    b = fx * d[0] + fy * d[1]
    return -b + math.sqrt(b * b - (fx * fx + fy * fy - r * r))


def _segments(contour):
    """A contour as explicit segments: ``("L", start, end)`` or ``("A", start, end, arc)``."""
    segments, here = [], contour[0]
    for step in contour[1:]:
        end = step.point(step.end) if isinstance(step, Arc) else step
        segments.append(("A", here, end, step) if isinstance(step, Arc) else ("L", here, end))
        here = end
    if math.dist(here, contour[0]) > 1e-9:
        segments.append(("L", here, contour[0]))
    return segments


def _reversed(contour):
    steps = []
    for segment in reversed(_segments(contour)):
        if segment[0] == "A":
            arc = segment[3]
            steps.append(Arc(arc.cx, arc.cy, arc.r, arc.end, arc.start))
        else:
            steps.append(segment[1])
    return (contour[0], *steps)


def _moved(contour, dx, dy):
    return tuple(Arc(step.cx + dx, step.cy + dy, step.r, step.start, step.end) if isinstance(step, Arc)
                 else (step[0] + dx, step[1] + dy) for step in contour)


def _signed_area(points):
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1])) / 2


def _made(name, outers, holes=()):
    """The shape with its outer contours running one way (positive area, y down: clockwise on the page),
    its holes the other, centred on its bounding box."""
    probe = Shape(name, tuple(outers) + tuple(holes))
    xs = [x for ring in probe.rings() for x, _ in ring]
    ys = [y for ring in probe.rings() for _, y in ring]
    dx, dy = -(min(xs) + max(xs)) / 2, -(min(ys) + max(ys)) / 2
    contours = []
    for contour, hole in [(c, False) for c in outers] + [(c, True) for c in holes]:
        area = _signed_area(Shape(name, (contour,)).rings()[0])
        if (area < 0) != hole:
            contour = _reversed(contour)
        contours.append(_moved(contour, dx, dy))
    return Shape(name, tuple(contours))


def _circle(cx, cy, r):
    return ((cx + r, cy), Arc(cx, cy, r, 0.0, math.pi), Arc(cx, cy, r, math.pi, 2 * math.pi))


def _cross_point(a1, a2, b1, b2):
    """Where the line through a1, a2 crosses the line through b1, b2."""
    (x1, y1), (x2, y2), (x3, y3), (x4, y4) = a1, a2, b1, b2
    t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / ((x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4))
    return (x1 + t * (x2 - x1), y1 + t * (y2 - y1))


def _line_circle(p, d, cx, cy, r):
    """The larger t for which p + t·d lies on the circle (d a unit vector)."""
    fx, fy = p[0] - cx, p[1] - cy
    b = fx * d[0] + fy * d[1]
    return -b + math.sqrt(b * b - (fx * fx + fy * fy - r * r))


def _angle(point, cx, cy):
    return math.atan2(point[1] - cy, point[0] - cx)


# --- colour marks (nominal 9 mm) --------------------------------------------------------------------

def mushroom(s):
    """Red: a half-disc cap, flat side down, on a stem 0.25 s wide (the cap and the stem each half the height)."""
    h, stem = s / 2, s * 0.125
    return [((-h, 0.0), Arc(0, 0, h, math.pi, 2 * math.pi), (stem, 0.0), (stem, h), (-stem, h), (-stem, 0.0))], []


def chevron(s):
    """Orange: a V pointing down; its arms 0.26 s across at the top (0.23 s square to the arm)."""
    h, a = s / 2, s * 0.26
    return [((-h, -h), (-h + a, -h), (0.0, h - 2 * a), (h - a, -h), (h, -h), (0.0, h))], []


def three_bars(s):
    """Yellow: three upright bars 0.2 s wide with 0.2 s between them; the outer two 0.8 s tall."""
    h, w = s / 2, s * 0.2
    return [((left, -half), (left + w, -half), (left + w, half), (left, half))
            for left, half in ((-h, 0.4 * s), (-w / 2, h), (h - w, 0.4 * s))], []


def zigzag(s):
    """Green: a band that goes up, down and up again, 0.2 s wide square to its strokes, cut level at the
    top and the bottom; 1.2 s wide, so that the notches between the strokes open at 36° or more."""
    h, half = s / 2, s * 0.1
    for _ in range(20):
        step = (1.2 * s - 2 * half) / 3
        half = s * 0.1 * math.hypot(1, step / s)
    x0, x1, x2, x3 = (-0.6 * s + half + i * step for i in range(4))
    top, bottom = -h, h
    notch_down = _cross_point((x1 - half, top), (x2 - half, bottom), (x0 + half, bottom), (x1 + half, top))
    notch_up = _cross_point((x1 + half, top), (x2 + half, bottom), (x2 - half, bottom), (x3 - half, top))
    return [((x0 - half, bottom), (x1 - half, top), (x1 + half, top), notch_up, (x3 - half, top), (x3 + half, top),
             (x2 + half, bottom), (x2 - half, bottom), notch_down, (x0 + half, bottom))], []


def crescent(s):
    """Light blue: a disc with a round bite taken from its right side, the two horns cut off square where
    they are 0.2 s thick (so no horn tapers to a point)."""
    r, d, bite, cut = s / 2, 0.225 * s, 0.2515 * s, math.radians(55)
    ends = []
    for sign in (1, -1):
        direction = (math.cos(cut), sign * math.sin(cut))
        inner = _line_circle((0.0, 0.0), direction, d, 0.0, bite)
        ends.append(((r * direction[0], r * direction[1]), (inner * direction[0], inner * direction[1])))
    (outer_low, inner_low), (outer_high, inner_high) = ends
    start_bite = _angle(inner_high, d, 0.0)
    end_bite = _angle(inner_low, d, 0.0) - 2 * math.pi
    return [(outer_low, Arc(0, 0, r, cut, 2 * math.pi - cut), inner_high,
             Arc(d, 0, bite, start_bite, end_bite), outer_low)], []


def arch(s):
    """Blue: an arch, a half-ring over two straight legs, 0.2 s wide."""
    h, w = s / 2, s * 0.2
    return [((-h, 0.0), Arc(0, 0, h, math.pi, 2 * math.pi), (h, h), (h - w, h), (h - w, 0.0),
             Arc(0, 0, h - w, 2 * math.pi, math.pi), (-h + w, h), (-h, h))], []


def angle(s):
    """Dark blue and navy: an L, a bar down the left side and a bar along the bottom, both 0.24 s thick (a
    corner the finger finds at once; no other mark has a right angle on its outline)."""
    h, t = s / 2, s * 0.24
    return [((-h, -h), (-h + t, -h), (-h + t, h - t), (h, h - t), (h, h), (-h, h))], []


def hourglass(s):
    """Violet and purple: two triangles point to point, joined by a waist 0.2 s wide."""
    h, w = s / 2, s * 0.1
    return [((-h, -h), (h, -h), (w, 0.0), (h, h), (-h, h), (-w, 0.0))], []


# --- effect, function, head and tail shapes, the star (nominal 12 mm) --------------------------------

def hollow_square(s):
    """The seed's hollow square (orange and green 7s) and TAKE: a square frame 0.21 s wide."""
    o, i = 0.4375 * s, (0.4375 - 0.21) * s
    return [((-o, -o), (o, -o), (o, o), (-o, o))], [((-i, -i), (i, -i), (i, i), (-i, i))]


def plus(s):
    """The seed's plus (red and yellow 7s), arms 0.2 s wide, with its orientation arc: the top arm runs into
    the middle of an arc 0.17 s wide that curves over it, 40° either side, towards the card's top."""
    cy, arm, a, r_out, r_in, spread = 0.1 * s, 0.4 * s, 0.1 * s, 0.6 * s, 0.43 * s, math.radians(40)
    up = -math.pi / 2
    rise = math.sqrt(r_in ** 2 - a ** 2)
    meet = math.asin(a / r_in)
    left_end = (r_out * math.cos(up - spread), cy + r_out * math.sin(up - spread))
    right_in = (r_in * math.cos(up + spread), cy + r_in * math.sin(up + spread))
    return [(left_end, Arc(0, cy, r_out, up - spread, up + spread), right_in, Arc(0, cy, r_in, up + spread, up + meet),
             (a, cy - a), (arm, cy - a), (arm, cy + a), (a, cy + a), (a, cy + arm), (-a, cy + arm), (-a, cy + a),
             (-arm, cy + a), (-arm, cy - a), (-a, cy - a), (-a, cy - rise), Arc(0, cy, r_in, up - meet, up - spread),
             left_end)], []


def cross(s):
    """The seed's cross (light and dark blue 7s): the plus turned by 45°, with its orientation arc: the two
    upper arms run into the ends of an arc 0.17 s wide across the top (it closes a hole above the centre)."""
    cy, arm, a, r_out, r_in = 0.08 * s, 0.4 * s, 0.1 * s, 0.58 * s, 0.41 * s
    k = math.sqrt(0.5)
    centre = (0.0, cy)

    def along(offset, direction, t):
        return (offset[0] + t * direction[0], offset[1] + t * direction[1])

    up_right, up_left, down_right, down_left = (k, -k), (-k, -k), (k, k), (-k, k)
    outer_right = (a * k, cy + a * k)      # offset of the up-right arm's lower edge
    outer_left = (-a * k, cy + a * k)      # offset of the up-left arm's lower edge
    inner_right = (-a * k, cy - a * k)     # offset of the up-right arm's upper edge
    inner_left = (a * k, cy - a * k)       # offset of the up-left arm's upper edge
    top_right = along(outer_right, up_right, _line_circle(outer_right, up_right, *centre, r_out))
    top_left = along(outer_left, up_left, _line_circle(outer_left, up_left, *centre, r_out))
    hole_right = along(inner_right, up_right, _line_circle(inner_right, up_right, *centre, r_in))
    hole_left = along(inner_left, up_left, _line_circle(inner_left, up_left, *centre, r_in))
    notch = a * math.sqrt(2)

    def arm_end(direction):
        normal = (-direction[1], direction[0])
        tip = (arm * direction[0], cy + arm * direction[1])
        return [(tip[0] - a * normal[0], tip[1] - a * normal[1]), (tip[0] + a * normal[0], tip[1] + a * normal[1])]

    outline = [top_left, Arc(0, cy, r_out, _angle(top_left, *centre), _angle(top_right, *centre)),
               (notch, cy), *arm_end(down_right), (0.0, cy + notch), *arm_end(down_left), (-notch, cy)]
    hole = [(0.0, cy - notch), hole_right,
            Arc(0, cy, r_in, _angle(hole_right, *centre), _angle(hole_left, *centre)), (0.0, cy - notch)]
    return [tuple(outline)], [tuple(hole)]


def minus(s):
    """The seed's minus (violet 7): a bar 0.92 s long and 0.25 s thick."""
    x, y = 0.46 * s, 0.125 * s
    return [((-x, -y), (x, -y), (x, y), (-x, y))], []


def star(s):
    """The Rainbow card (and the snake's rainbow head and tail): a five-pointed star, inner radius half the
    outer, points of 52°."""
    r = s / 2
    return [tuple(((r if i % 2 == 0 else r / 2) * math.sin(i * math.pi / 5),
                   -(r if i % 2 == 0 else r / 2) * math.cos(i * math.pi / 5)) for i in range(10))], []


def triangle(s):
    """The snake's head and DROP: an equilateral triangle, point up."""
    h = s * math.sqrt(3) / 4
    return [((0.0, -h), (s / 2, h), (-s / 2, h))], []


def ring(s):
    """The snake's tail and REVERSE: a ring 0.2 s wide, open at the bottom by a slot 0.25 s wide (a closed
    ring's outline is a disc, which a finger takes for the square's)."""
    r_out, r_in, g = s / 2, 0.3 * s, 0.125 * s
    outer_angle, inner_angle = math.acos(g / r_out), math.acos(g / r_in)
    y_out, y_in = r_out * math.sin(outer_angle), r_in * math.sin(inner_angle)
    return [((g, y_out), Arc(0, 0, r_out, outer_angle, -math.pi - outer_angle), (-g, y_in),
             Arc(0, 0, r_in, -math.pi - inner_angle, inner_angle), (g, y_out))], []


def diamond(s):
    """JUMP: a tall rhombus, 0.54 s wide (a square rhombus feels like a circle, and is the square turned)."""
    h, w = s / 2, 0.27 * s
    return [((0.0, -h), (w, 0.0), (0.0, h), (-w, 0.0))], []


# --- dot groups --------------------------------------------------------------------------------------

DOT_LAYOUTS = {
    1: [(0, 0)],
    2: [(-0.5, 0), (0.5, 0)],
    3: [(0, -0.433), (-0.5, 0.433), (0.5, 0.433)],
    4: [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)],
    5: [(-0.707, -0.707), (0.707, -0.707), (0, 0), (-0.707, 0.707), (0.707, 0.707)],
}


def dots(count, dot):
    """``count`` round dots of diameter ``dot`` in a die's pattern, at least ``DOT_GAP_MM`` (or 0.8 dot) apart."""
    pitch = dot + max(DOT_GAP_MM, 0.8 * dot)
    return [_circle(x * pitch, y * pitch, dot / 2) for x, y in DOT_LAYOUTS[count]], []


COLOUR_MARKS = {"mushroom": mushroom, "chevron": chevron, "three-bars": three_bars, "zigzag": zigzag,
                "crescent": crescent, "arch": arch, "angle": angle, "hourglass": hourglass}
SHAPES = {"hollow-square": hollow_square, "plus": plus, "cross": cross, "minus": minus, "star": star,
          "triangle": triangle, "ring": ring, "diamond": diamond}
DOTS = {f"dots-{count}": count for count in DOT_LAYOUTS}
MIN_SIZE = {**{name: 8.0 for name in COLOUR_MARKS}, "crescent": 8.2, **{name: 10.0 for name in SHAPES},
            **{name: 1.6 for name in DOTS}}
NOMINAL_SIZE = {**{name: COLOUR_MARK_MM for name in COLOUR_MARKS}, **{name: SHAPE_MM for name in SHAPES},
                **{name: DOT_MM for name in DOTS}}
NAMES = tuple(COLOUR_MARKS) + tuple(SHAPES) + tuple(DOTS)


def shape(name, size=None):
    """The shape called ``name`` at ``size`` mm (its box; for dot groups the dot's diameter), by default its
    nominal size. Raises ``ValueError`` for a size under the shape's ``MIN_SIZE`` (its strokes, gaps or
    extent would break the rules) or an unknown name."""
    if name not in MIN_SIZE:
        raise ValueError(f"no tactile shape called {name!r}")
    size = NOMINAL_SIZE[name] if size is None else size
    if size < MIN_SIZE[name] - 1e-9:
        raise ValueError(f"{name} is not readable by touch under {MIN_SIZE[name]} mm (asked for {size} mm)")
    if name in DOTS:
        outers, holes = dots(DOTS[name], size)
    else:
        outers, holes = {**COLOUR_MARKS, **SHAPES}[name](size)
    return _made(name, outers, holes)
