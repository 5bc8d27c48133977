"""``companion stickers``, ``sheets``, ``calibrate`` and ``rule-cards``: the print side from the command line."""

import re
import sys

import click

from dataclasses import asdict

from companion.i18n import LANGUAGES, locale_language, translate
from companion.i18n.errors import translate_error
from companion.printing import PrintOptionError, printers
from companion.printing.braille import SYSTEMS
from companion.printing.data import GAMES
from companion.printing.options import click_parameters, command_language, from_command_line
from companion.printing.sheets import DEFAULT_SHEET, catalogue, search, template_sheets
from companion.printing.stickers import StickerOptions


class OneLineUsageError(click.ClickException):
    """A usage error shown as one line ``Error: ...`` (exit status 2), without the usage block, in ``lang``
    (the command's --lang, else the locale's)."""

    exit_code = 2

    def __init__(self, message, lang=None):
        super().__init__(message)
        self.lang = lang

    def show(self, file=None):
        """Print the one line on standard error."""
        line = re.sub(r"[ \t\r\n]+", " ", self.format_message()).strip()  # French narrow no-break spaces stay
        click.echo(translate("Error: {problem}", self.lang or locale_language(), problem=line), err=True)


class OneLineCommand(click.Command):
    """A command whose bad options are reported in one line, never a traceback."""

    def make_context(self, info_name, args, parent=None, **extra):
        """Parse the arguments; turn click's usage errors into one line."""
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click.UsageError as error:
            raise OneLineUsageError(error.format_message(), command_language(error.ctx)) from None


def _write(path, data):
    try:
        with open(path, "wb") as output:
            output.write(data)
    except OSError as error:
        click.echo(translate("Error: cannot write {path}: {reason}", locale_language(), path=path,
                             reason=error.strerror or error), err=True)
        sys.exit(1)


def embosser_options(command):
    """The embosser files of ``companion stickers`` (files to write, not sticker options: kept out of the schema):
    the labels on the sheet's grid, the list, the key, and their page."""
    for option in reversed([
        click.option("--brf", "brf_path", metavar="FILE.brf",
                     help="Also write the braille labels as BRF for an embosser, laid out on the label grid of "
                          "--sheet (or of a sheet of the same paper whose labels hold them)."),
        click.option("--brf-list", "brf_list_path", metavar="FILE.brf",
                     help="Also write the braille labels as a running list (BRF, braille page numbers)."),
        click.option("--brf-key", "brf_key_path", metavar="FILE.brf",
                     help="Also write the player's braille key and card list, contracted braille (BRF)."),
        click.option("--brf-page", default="40x25", show_default=True, metavar="CELLSxLINES",
                     help="The embosser page of --brf-list and --brf-key."),
    ]):
        command = option(command)
    return command


def _embosser_files(options, brf_path, brf_list_path, brf_key_path, brf_page):
    """The embosser files asked for, as ``[(path, bytes, what to say)]``, and nothing when none is."""
    from companion.printing import brf, brf_grid

    files = []
    if brf_path:
        grid = brf.grid_brf(options)
        columns, lines = brf_grid.page_cells(grid.sheet)
        files.append((brf_path, brf_grid.brf_file(grid.pages),
                      lambda lang: translate("braille labels on the labels of {sheet}: set the embosser to that paper, "
                                             "{columns} cells a line, {lines} lines a page, no margins", lang,
                                             sheet=grid.sheet.title(lang), columns=columns, lines=lines)))
    page = brf.page_size(brf_page) if brf_list_path or brf_key_path else None
    page_words = lambda lang: translate("{cells} cells × {lines} lines a page", lang, cells=page.cells,  # noqa: E731
                                        lines=page.lines)
    if brf_list_path:
        files.append((brf_list_path, brf.list_brf(options, page), page_words))
    if brf_key_path:
        files.append((brf_key_path, brf.key_brf(options, page), page_words))
    return files


def _cut_sheet_words(number, count):
    """What one cut file is, for the line that says it was written: its sheet of the deck's sheets."""
    return lambda lang: translate("cut file, sheet {number} of {count}", lang, number=number, count=count)


@click.command("stickers", cls=OneLineCommand)
@click.option("-o", "--output", metavar="FILE", help="Where to write the PDF (FILE.pdf); with --raise cut, the cut file "
              "(FILE.svg, more sheets as FILE-2.svg ...) and its placement sheet (FILE.pdf); with --raise embosser, "
              "also the braille labels (FILE.brf) unless --brf names another file. Needed unless a BRF file is asked "
              "for.")
@embosser_options
@click.option("--printer", metavar="NAME", help="Apply the printer correction saved as NAME by companion calibrate "
              "(instead of --offset-x ... --rotation).")
@click.option("--data", "data_dir", metavar="DIR", help="The data folder of saved printers (default: ./data).")
@click_parameters
def stickers_command(output, brf_path, brf_list_path, brf_key_path, brf_page, printer, data_dir, **chosen):
    """Write an Accessijeux-style sticker document for GAME, made the way --raise says, and the files asked for.

    The options are the print form's (companion/printing/options.py); --sheet takes an own preset or any
    gLabels product by brand and part (avery:L7160), see companion sheets.
    """
    from companion.printing.stickers import sticker_pdf

    values = from_command_line(chosen)
    lang = values["lang"] = values.get("lang") or locale_language()
    if not (output or brf_path or brf_list_path or brf_key_path):
        raise OneLineUsageError(translate("Give -o/--output FILE.pdf, or one of --brf, --brf-list, --brf-key.", lang), lang)
    stem = output[:-4] if output and output.lower().endswith((".pdf", ".svg")) else output
    if output and values.get("method") == "embosser" and not brf_path:
        brf_path = f"{stem}.brf"
    try:
        if printer:
            values.update(asdict(printers.correction_of(printer, data_dir)))
        options = StickerOptions(**values)
        written = []
        if output and options.method == "cut":
            from companion.printing.cut_deck import cut_documents

            documents = cut_documents(options)
            written += [(f"{stem}.svg" if number == 1 else f"{stem}-{number}.svg", document.encode("utf-8"),
                         _cut_sheet_words(number, len(documents)))
                        for number, document in enumerate(documents, start=1)]
            written.append((f"{stem}.pdf", sticker_pdf(options),
                            lambda lang: translate("placement sheet: print it at 100 %", lang)))
        elif output:
            written.append((output, sticker_pdf(options), None))
        written += _embosser_files(options, brf_path, brf_list_path, brf_key_path, brf_page)
    except PrintOptionError as error:
        raise OneLineUsageError(translate_error(error, lang), lang) from None
    for path, content, said in written:
        _write(path, content)
        click.echo(translate("Wrote {file} ({what})", lang, file=path, what=said(lang)) if said
                   else translate("Wrote {file}", lang, file=path))


@click.command("sheets", cls=OneLineCommand)
@click.option("--search", "words", default="", metavar="WORDS", help="Only sheets whose brand, part number, size "
              "or description hold these words (L7160, \"herma 4464\", round).")
@click.option("--lang", type=click.Choice(list(LANGUAGES)), default=None,
              help="Language of the sizes and reasons (default: the locale's, LANG or LC_ALL).")
def sheets_command(words, lang):
    """List the label sheets: the own presets, then gLabels' templates, usable or not (with the reason)."""
    lang = lang or locale_language()
    everything = catalogue()
    found = search(words, everything) if words.strip() else list(everything.values())
    usable = [sheet for sheet in found if sheet.usable]
    unusable = [sheet for sheet in found if not sheet.usable]
    click.echo(translate("Usable for stickers ({count}), as --sheet ID:", lang, count=len(usable)))
    for sheet in usable:
        click.echo(f"  {sheet.id:<28} {sheet.title(lang)}")
    click.echo(translate("Not usable ({count}):", lang, count=len(unusable)))
    for sheet in unusable:
        reason = translate("{heading}: {detail}", lang, heading=sheet.short_title(lang), detail=sheet.unusable_words(lang))
        click.echo(f"  {sheet.id:<28} {reason}")
    if not template_sheets():
        click.echo(translate("gLabels' templates are not installed (Debian: apt-get install glabels-data): own presets "
                             "only.", lang))


class PairType(click.ParamType):
    """``X,Y`` in mm (``6.2,11``; with decimal commas ``6,2;11`` or ``6,2 11``) → ``(6.2, 11.0)``."""

    name = "X,Y"

    def convert(self, value, param, ctx):
        """Two numbers, or one line saying how to write them."""
        if isinstance(value, tuple):
            return value
        text = value.strip()
        parts = text.replace(";", " ").split() if (";" in text or " " in text) else text.split(",")
        try:
            if len(parts) == 2:
                return tuple(float(part.replace(",", ".")) for part in parts)
        except ValueError:
            pass
        self.fail(f"expects two distances in mm, from the left edge then from the top edge, like 6.2,11 "
                  f"(or 6,2;11), got {value!r}.", param, ctx)


@click.command("calibrate", cls=OneLineCommand)
@click.option("-o", "--output", metavar="FILE.pdf", help="Write the calibration page (print it at 100 %).")
@click.option("--sheet", default=DEFAULT_SHEET, show_default=True, metavar="SHEET",
              help="The label sheet whose label corners the crosshairs mark (as companion stickers --sheet).")
@click.option("--lang", type=click.Choice(list(LANGUAGES)), default=None,
              help="Language of the page and of the result (default: the locale's, LANG or LC_ALL).")
@click.option("--top-left", type=PairType(), help="Where crosshair A printed: mm from the paper's left edge, "
              "then from its top edge.")
@click.option("--bottom-right", type=PairType(), help="Where crosshair D printed, the same way.")
@click.option("--ruler-across", type=float, metavar="MM", help="The measured length of the ruler across the page.")
@click.option("--ruler-down", type=float, metavar="MM", help="The measured length of the ruler down the page.")
@click.option("--save", "save_as", metavar="NAME", help="Keep the correction as NAME (\"library laser\") for "
              "companion stickers --printer NAME.")
@click.option("--printer", metavar="NAME", help="With -o: apply the correction saved as NAME, to check it.")
@click.option("--list", "list_saved", is_flag=True, help="List the saved printers.")
@click.option("--forget", metavar="NAME", help="Forget the printer saved as NAME.")
@click.option("--data", "data_dir", metavar="DIR", help="The data folder of saved printers (default: ./data).")
def calibrate_command(output, sheet, lang, top_left, bottom_right, ruler_across, ruler_down, save_as, printer,
                      list_saved, forget, data_dir):
    """Print the calibration page; then type what you measured on it to work out and keep a printer's correction."""
    lang = lang or locale_language()
    from companion.printing.calibration import Measurements, correction_from, correction_words, error_words
    from companion.printing.calibration import printer_error
    from companion.printing.calibration_page import calibration_pdf, crosshairs
    from companion.printing.checks import checked_sheet

    measured = any(value is not None for value in (top_left, bottom_right, ruler_across, ruler_down))
    try:
        chosen = checked_sheet(sheet)
        if output:
            check = printers.correction_of(printer, data_dir) if printer else None
            _write(output, calibration_pdf(chosen.id, lang, check))
            click.echo(translate("Wrote {file}", lang, file=output))
        if measured:
            corners = crosshairs(chosen)
            offset = lambda point, corner: point and (point[0] - corners[corner][0], point[1] - corners[corner][1])  # noqa: E731
            measurements = Measurements(ruler_across, ruler_down, offset(top_left, "top_left"),
                                        offset(bottom_right, "bottom_right"), corners["top_left"],
                                        corners["bottom_right"])
            correction = correction_from(measurements)
            for sentence in error_words(printer_error(measurements), lang):
                click.echo(sentence)
            click.echo(correction_words(correction, lang))
            if save_as:
                name = printers.save(save_as, correction, chosen.id, data_dir)
                click.echo(translate('Saved as “{name}” in {file}: companion stickers --printer "{name}" applies it.',
                                     lang, name=name, file=printers.data_folder(data_dir) / printers.FILE_NAME))
        elif save_as:
            raise OneLineUsageError(translate("--save needs measurements: --top-left, --bottom-right, --ruler-across, "
                                              "--ruler-down.", lang), lang)
        if forget:
            printers.forget(forget, data_dir)
            click.echo(translate("Forgot “{name}”.", lang, name=forget))
        if list_saved:
            saved = printers.load(data_dir)
            for name, entry in saved.items():
                click.echo(translate("{name}: {correction}", lang, name=name,
                                     correction=correction_words(entry["correction"], lang)))
            if not saved:
                click.echo(translate("No printer is saved yet.", lang))
    except PrintOptionError as error:
        raise OneLineUsageError(translate_error(error, lang), lang) from None
    if not (output or measured or forget or list_saved):
        raise OneLineUsageError(translate("Give -o FILE.pdf to print the calibration page, or what you measured on it "
                                          "(--top-left, --bottom-right, --ruler-across, --ruler-down), or --list.", lang), lang)


@click.command("rule-cards", cls=OneLineCommand)
@click.option("-o", "--output", required=True, metavar="FILE.pdf", help="Where to write the PDF.")
@click.option("--base-url", required=True, metavar="URL", help="Where the companion is served, e.g. https://host.")
@click.option("--game", "games", type=click.Choice(GAMES), multiple=True, help="Only this game (repeatable).")
@click.option("--lang", type=click.Choice(list(LANGUAGES)), default=None,
              help="Language of the cards and of the rule pages they open (default: the locale's, LANG or LC_ALL).")
@click.option("--tactile", is_flag=True,
              help="Cards for blind players: 95 × 88 mm, braille title, 12 pt summary, the value-7 shapes.")
@click.option("--swell", is_flag=True, help="Swell paper: only the tactile marks black, the words grey.")
@click.option("--braille-system", type=click.Choice(SYSTEMS), default="kana", show_default=True,
              help="Japanese braille titles: kana braille (tenji) or eight-dot kantenji.")
def rule_cards_command(output, base_url, games, lang, tactile, swell, braille_system):
    """Write credit-card-size QR rule cards (A4, crop marks) for every game or the ones named."""
    from companion.printing.rulecards import cards_pdf, rule_cards

    lang = lang or locale_language()
    try:
        data = cards_pdf(rule_cards(base_url, list(games), lang), lang, tactile_cards=tactile, swell=swell,
                         braille_system=braille_system)
    except PrintOptionError as error:
        raise OneLineUsageError(translate_error(error, lang), lang) from None
    _write(output, data)
    click.echo(translate("Wrote {file}", lang, file=output))
