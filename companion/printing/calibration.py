"""A printer's error, measured on the calibration page, and the correction that undoes it (pure maths, mm).

A printer puts the point ``q`` of a page at ``P(q) = t + R(θ) · S · q`` on the paper (paper coordinates,
mm from the top-left corner, y down): ``S = diag(sx, sy)`` its scale across and down (the drum and the
feed), ``R(θ)`` a turn of the paper (θ > 0 clockwise on the page), ``t`` a shift. The correction is the
inverse, applied to every drawn coordinate before printing: ``C(p) = offset + diag(cx, cy) · R(ρ) · p``
with ``diag(cx, cy) = S⁻¹``, ``ρ = -θ``, ``offset = -S⁻¹ R(-θ) t``, so that ``P(C(p)) = p`` exactly.

What the user measures (on the calibration page printed without correction):

- the length of each 100 mm ruler (along the top and the left edge) gives ``sx`` and ``sy``;
- how far the crosshairs at the top-left and bottom-right corners of the label grid landed from where
  they belong (right and down positive) gives the shift and the turn and, without rulers, one scale.

A scale correction is refused beyond ``MAX_SCALE_PERCENT`` (a printer that scales more is set to "fit to
page": that setting is to be switched off, not undone), so braille dots and their spacing are never
changed by more than that in the PDF, and come out of the printer at their real size.
"""

import math
from dataclasses import dataclass

from companion.printing import PrintOptionError
from companion.rules.errors import N_

RULER_MM = 100.0
MAX_SCALE_PERCENT = 3.0
MAX_ROTATION_DEGREES = 2.0
MAX_OFFSET_MM = 10.0


@dataclass(frozen=True)
class Correction:
    """What the app does to every drawn coordinate: turn by ``rotation`` degrees (clockwise) about the page's
    top-left corner, scale by ``scale_x``/``scale_y`` percent, then move by ``offset_x``/``offset_y`` mm."""

    offset_x: float = 0.0
    offset_y: float = 0.0
    scale_x: float = 100.0
    scale_y: float = 100.0
    rotation: float = 0.0

    @property
    def is_identity(self):
        """Whether the correction changes nothing."""
        return self.matrix() == (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)

    def matrix(self):
        """``(a, b, c, d, e, f)`` as in SVG and CSS: ``x' = a·x + c·y + e``, ``y' = b·x + d·y + f`` (mm)."""
        angle = math.radians(self.rotation)
        cos, sin = math.cos(angle), math.sin(angle)
        sx, sy = self.scale_x / 100, self.scale_y / 100
        return tuple(round(value, 9) + 0.0 for value in (sx * cos, sy * sin, -sx * sin, sy * cos,
                                                         self.offset_x, self.offset_y))

    def apply(self, x, y):
        """Where the correction draws the point (x, y) mm."""
        a, b, c, d, e, f = self.matrix()
        return a * x + c * y + e, b * x + d * y + f

    def svg_transform(self):
        """The correction as an SVG ``transform`` attribute value (user units are mm)."""
        return "matrix({})".format(" ".join(f"{value:.9g}" for value in self.matrix()))

    def css_transform(self):
        """The correction as CSS (``transform-origin`` at the page's top-left corner; lengths in mm)."""
        a, b, c, d, e, f = self.matrix()
        return (f"transform-origin: 0 0; transform: translate({e:.6g}mm, {f:.6g}mm) "
                f"matrix({a:.9g}, {b:.9g}, {c:.9g}, {d:.9g}, 0, 0)")


@dataclass(frozen=True)
class PrinterError:
    """What a printer does to a page, as measured: shift ``shift_x``/``shift_y`` mm (right, down), scale
    ``scale_x``/``scale_y`` (1.01 = 1 % too large), turn ``rotation`` degrees (clockwise)."""

    shift_x: float = 0.0
    shift_y: float = 0.0
    scale_x: float = 1.0
    scale_y: float = 1.0
    rotation: float = 0.0

    def apply(self, x, y):
        """Where this printer puts the point (x, y) of the page."""
        angle = math.radians(self.rotation)
        sx, sy = self.scale_x * x, self.scale_y * y
        return (self.shift_x + math.cos(angle) * sx - math.sin(angle) * sy,
                self.shift_y + math.sin(angle) * sx + math.cos(angle) * sy)

    def correction(self):
        """The correction that undoes this error (``P(C(p)) = p``)."""
        inverse_x, inverse_y = 1 / self.scale_x, 1 / self.scale_y
        angle = math.radians(-self.rotation)
        cos, sin = math.cos(angle), math.sin(angle)
        turned = (cos * self.shift_x - sin * self.shift_y, sin * self.shift_x + cos * self.shift_y)
        return Correction(offset_x=-inverse_x * turned[0], offset_y=-inverse_y * turned[1],
                          scale_x=100 * inverse_x, scale_y=100 * inverse_y, rotation=-self.rotation)


@dataclass(frozen=True)
class Measurements:
    """What the user measured: each ruler's length (mm, None if not measured), and how far each crosshair
    landed from its place, ``(right, down)`` mm, at the grid's top-left and bottom-right corners (None if not
    measured); ``top_left_at`` and ``bottom_right_at`` are where those crosshairs belong on the page."""

    ruler_x: float = None
    ruler_y: float = None
    top_left: tuple = None
    bottom_right: tuple = None
    top_left_at: tuple = (0.0, 0.0)
    bottom_right_at: tuple = (0.0, 0.0)


def printer_error(measured):
    """The printer's error that the measurements show (PrintOptionError when nothing was measured).

    Rulers give the scales; two crosshairs then give the turn (the angle between where the diagonal belongs
    and where it printed) and the shift (averaged over both); without rulers the two crosshairs also give one
    scale for both directions (the diagonal's length); one crosshair alone gives only a shift.
    """
    has_rulers = measured.ruler_x is not None or measured.ruler_y is not None
    points = [(at, offset) for at, offset in ((measured.top_left_at, measured.top_left),
                                              (measured.bottom_right_at, measured.bottom_right)) if offset is not None]
    if not has_rulers and not points:
        raise PrintOptionError("measurements", N_("Enter at least one measurement: a ruler's length or where a "
                                                  "crosshair printed."))
    scale_x = (measured.ruler_x or RULER_MM) / RULER_MM if has_rulers else 1.0
    scale_y = (measured.ruler_y or RULER_MM) / RULER_MM if has_rulers else 1.0
    if measured.ruler_x is None and measured.ruler_y is not None:
        scale_x = scale_y
    if measured.ruler_y is None and measured.ruler_x is not None:
        scale_y = scale_x
    rotation = 0.0
    if len(points) == 2:
        (p1, o1), (p2, o2) = points
        expected = (p2[0] - p1[0], p2[1] - p1[1])
        printed = (expected[0] + o2[0] - o1[0], expected[1] + o2[1] - o1[1])
        if not has_rulers:
            scale_x = scale_y = math.hypot(*printed) / math.hypot(*expected)
        scaled = (scale_x * expected[0], scale_y * expected[1])
        rotation = math.degrees(math.atan2(printed[1], printed[0]) - math.atan2(scaled[1], scaled[0]))
    error = PrinterError(scale_x=scale_x, scale_y=scale_y, rotation=rotation)
    if points:
        shifts = []
        for at, offset in points:
            landed = error.apply(*at)
            shifts.append((at[0] + offset[0] - landed[0], at[1] + offset[1] - landed[1]))
        error = PrinterError(sum(s[0] for s in shifts) / len(shifts), sum(s[1] for s in shifts) / len(shifts),
                             scale_x, scale_y, rotation)
    return error


def checked_correction(correction):
    """``correction`` if every part is within the limits; else PrintOptionError naming the field and saying
    what to change (a scale beyond a few percent is the printer's "fit to page")."""
    for name in ("scale_x", "scale_y"):
        if abs(getattr(correction, name) - 100) > MAX_SCALE_PERCENT:
            raise PrintOptionError(name, N_("A scale correction must stay within {limit} % of 100 %: a printer that "
                                            "scales more is set to \"Fit to page\". Switch that off, print at 100 % "
                                            "(\"Actual size\") and measure again."), limit=f"{MAX_SCALE_PERCENT:g}")
    if abs(correction.rotation) > MAX_ROTATION_DEGREES:
        raise PrintOptionError("rotation", N_("A turn of more than {limit}° is the paper feeding crooked: set the "
                                              "paper guides against the paper and measure again."),
                               limit=f"{MAX_ROTATION_DEGREES:g}")
    for name in ("offset_x", "offset_y"):
        if abs(getattr(correction, name)) > MAX_OFFSET_MM:
            raise PrintOptionError(name, N_("An offset must be between -{limit} and {limit} mm."),
                                   limit=int(MAX_OFFSET_MM))
    return correction


def correction_from(measured):
    """The checked correction for what was measured (PrintOptionError when out of bounds or empty)."""
    return checked_correction(printer_error(measured).correction())


def _signed(value, lang, digits=1):
    from companion.i18n import format_number

    return format_number(round(abs(value), digits), lang)


def error_words(error, lang=None):
    """What the printer does, in sentences of ``lang``: how much too large or small across and down, which way
    it turns the page and how far it shifts it (or that it prints to size)."""
    from companion.i18n import translate

    sentences = []
    for scale, larger, smaller in (
            (error.scale_x, N_("It prints {percent} % too large across the page."),
             N_("It prints {percent} % too small across the page.")),
            (error.scale_y, N_("It prints {percent} % too large down the page."),
             N_("It prints {percent} % too small down the page."))):
        percent = (scale - 1) * 100
        if abs(percent) >= 0.05:
            sentences.append(translate(larger if percent > 0 else smaller, lang, percent=_signed(percent, lang, 2)))
    if abs(error.rotation) >= 0.01:
        message = N_("It turns the page {degrees}° clockwise.") if error.rotation > 0 else N_(
            "It turns the page {degrees}° counterclockwise.")
        sentences.append(translate(message, lang, degrees=_signed(error.rotation, lang, 2)))
    across = (N_("{mm} mm to the right"), N_("{mm} mm to the left"))[error.shift_x < 0]
    down = (N_("{mm} mm down"), N_("{mm} mm up"))[error.shift_y < 0]
    moves = [translate(words, lang, mm=_signed(value, lang)) for value, words in
             ((error.shift_x, across), (error.shift_y, down)) if abs(value) >= 0.05]
    if moves:
        from companion.i18n import listed

        sentences.append(translate("It shifts everything {moves}.", lang, moves=listed(moves, lang)))
    return sentences or [translate("It prints to size: no correction is needed.", lang)]


APPLIED = N_("Printer correction applied: move right {x} mm, move down {y} mm, scale across {scale_x} %, scale down "
             "the page {scale_y} %, turn clockwise {rotation}°.")
TO_USE = N_("The correction to use on the print form: move right {x} mm, move down {y} mm, scale across {scale_x} %, "
            "scale down the page {scale_y} %, turn clockwise {rotation}°.")


def correction_words(correction, lang=None, applied=False):
    """The correction as the print form takes it, in one sentence of ``lang`` (every number as typed there);
    ``applied``: as a printed sheet says it was applied."""
    from companion.i18n import format_number, translate

    def number(value):  # 2 decimals, and no "-0" for a value that rounds to nothing
        return format_number(round(value, 2) + 0.0, lang)

    return translate(APPLIED if applied else TO_USE, lang, x=number(correction.offset_x),
                     y=number(correction.offset_y), scale_x=number(correction.scale_x),
                     scale_y=number(correction.scale_y), rotation=number(correction.rotation))
