"""``/print/calibrate``: the calibration page to print, the measurements typed back, the correction in words.

The form is a GET form that works without JavaScript: the result links to the print form with the
correction in its fields. With JavaScript the correction is also kept in the browser under a name
(``static/js/print.js``, ``localStorage``), and the print form offers the printers kept there.
"""

from dataclasses import asdict

from flask import render_template, request, url_for

from companion.i18n import LANGUAGES, current_language, translate
from companion.i18n.errors import translate_error
from companion.printing import PrintOptionError
from companion.printing.calibration import Correction, Measurements, correction_from, correction_words, error_words
from companion.printing.calibration import printer_error
from companion.printing.calibration_page import CORNER_LETTERS, calibration_pdf, crosshairs
from companion.printing.chooser import sheet_choices
from companion.printing.options import BY_NAME, BadText, Number
from companion.printing.sheets import DEFAULT_SHEET
from companion.printing.checks import checked_sheet
from companion.printing.views import _pdf, bp
from companion.rules.errors import N_
from companion.web.error_pages import echoed_form
from companion.web.heavy import run_heavy

MEASURED = Number(N_("Enter a length in millimetres, like 100.5 or 100,5."))
FIELDS = ("tl_x", "tl_y", "br_x", "br_y", "ruler_x", "ruler_y")
CORRECTION_FIELDS = ("offset_x", "offset_y", "scale_x", "scale_y", "rotation")


def _number(args, field, errors, kind=MEASURED):
    raw = args.get(field, "").strip()
    if not raw:
        return None
    try:
        return kind.parse(raw)
    except BadText as problem:
        errors[field] = translate(problem.message)
        return None


def measurements(args, sheet, errors):
    """The Measurements the form sent for ``sheet`` (the crosshairs' expected places filled in); a crosshair
    with one distance of two gets a message."""
    values = {field: _number(args, field, errors) for field in FIELDS}
    corners = crosshairs(sheet)
    offsets = {}
    for prefix, corner in (("tl", "top_left"), ("br", "bottom_right")):
        x, y = values[f"{prefix}_x"], values[f"{prefix}_y"]
        if (x is None) != (y is None) and f"{prefix}_x" not in errors and f"{prefix}_y" not in errors:
            errors[f"{prefix}_x" if x is None else f"{prefix}_y"] = translate(
                "Enter both distances of crosshair {letter}, or neither.", letter=CORNER_LETTERS[corner])
        if x is not None and y is not None:
            offsets[corner] = (x - corners[corner][0], y - corners[corner][1])
    return Measurements(ruler_x=values["ruler_x"], ruler_y=values["ruler_y"], top_left=offsets.get("top_left"),
                        bottom_right=offsets.get("bottom_right"), top_left_at=corners["top_left"],
                        bottom_right_at=corners["bottom_right"])


def correction_query(correction):
    """The correction as the print form's fields (enough digits to stay within 0.01 mm over a page)."""
    return {name: f"{value:.4f}".rstrip("0").rstrip(".") for name, value in asdict(correction).items()}


def _calibration_form(args):
    errors, result = {}, None
    sheet_name = args.get("sheet", DEFAULT_SHEET)
    try:
        sheet = checked_sheet(sheet_name)
    except PrintOptionError as error:
        errors["sheet"] = translate_error(error)
        sheet = checked_sheet(DEFAULT_SHEET)
    lang = args.get("print_lang") if args.get("print_lang") in LANGUAGES else current_language()
    measured = measurements(args, sheet, errors)
    if args.get("submitted") == "1" and not errors:
        try:
            correction = correction_from(measured)
            result = {"printer": error_words(printer_error(measured)), "correction": correction_words(correction),
                      "query": correction_query(correction),
                      "print_url": url_for("printing.index", sheet=sheet.id, **correction_query(correction)),
                      "check_url": url_for("printing.calibration_page_pdf", sheet=sheet.id, print_lang=lang,
                                           **correction_query(correction))}
        except PrintOptionError as error:
            errors["measurements"] = translate_error(error)
    return {"sheet": sheet, "lang": lang, "errors": errors, "result": result, "typed": args,
            "corners": {corner: point for corner, point in crosshairs(sheet).items()}, "letters": CORNER_LETTERS,
            "languages": LANGUAGES, "sheet_choices": sheet_choices(sheet.id, args.get("sheet_q", ""))}


@bp.get("/print/calibrate")
def calibrate():
    """The calibration steps, the page to print and, once measured, the printer's error and its correction in
    words (400 with a message by each field that is wrong)."""
    context = _calibration_form(echoed_form(request.args))
    return render_template("printing/calibrate.html", **context), (400 if context["errors"] else 200)


@bp.get("/print/calibrate.pdf")
def calibration_page_pdf():
    """The one-page calibration print for the chosen sheet and language; with correction fields, that
    correction applied (to check it)."""
    args = echoed_form(request.args)
    context = _calibration_form({key: value for key, value in args.items() if key not in FIELDS})
    errors = dict(context["errors"])
    values = {name: _number(args, name, errors, BY_NAME[name].kind) for name in CORRECTION_FIELDS}
    correction = Correction(**{name: value for name, value in values.items() if value is not None})
    if not errors:
        try:
            from companion.printing.calibration import checked_correction

            checked_correction(correction)
        except PrintOptionError as error:
            errors["measurements"] = translate_error(error)
    if errors:
        return render_template("printing/calibrate.html", **{**context, "errors": errors}), 400
    return _pdf(run_heavy(calibration_pdf, context["sheet"].id, context["lang"], correction),
                f"calibration-{context['sheet'].id.replace(':', '-')}.pdf")
