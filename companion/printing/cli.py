"""``companion stickers`` and ``companion rule-cards``: the print side from the command line."""

import sys

import click

from companion.cli_types import CardSizeType, CountType, NameListType
from companion.i18n import LANGUAGES
from companion.i18n.errors import translate_error
from companion.printing import PrintOptionError
from companion.printing.braille import SYSTEMS
from companion.printing.data import GAMES, sheet_presets
from companion.printing.stickers import VALUE_CODES, StickerOptions


class OneLineUsageError(click.ClickException):
    """A usage error shown as one line ``Error: ...`` (exit status 2), without the usage block."""

    exit_code = 2

    def show(self, file=None):
        """Print the one line on standard error."""
        click.echo(f"Error: {' '.join(self.format_message().split())}", err=True)


class OneLineCommand(click.Command):
    """A command whose bad options are reported in one line, never a traceback."""

    def make_context(self, info_name, args, parent=None, **extra):
        """Parse the arguments; turn click's usage errors into one line."""
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click.UsageError as error:
            raise OneLineUsageError(error.format_message()) from None


def _write(path, data):
    try:
        with open(path, "wb") as output:
            output.write(data)
    except OSError as error:
        click.echo(f"Error: cannot write {path}: {error.strerror or error}", err=True)
        sys.exit(1)


def embosser_options(command):
    """The embosser files' options of ``companion stickers`` (kept together: the labels grid, the list, the key,
    their page and the Japanese braille system)."""
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
        click.option("--braille-system", type=click.Choice(SYSTEMS), default="kana", show_default=True,
                     help="Japanese braille: kana braille (tenji, what Japanese readers read) or eight-dot kantenji."),
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
                      f"braille labels on the labels of {grid.sheet.name}: set the embosser to that paper, "
                      f"{columns} cells a line, {lines} lines a page, no margins"))
    page = brf.page_size(brf_page) if brf_list_path or brf_key_path else None
    if brf_list_path:
        files.append((brf_list_path, brf.list_brf(options, page), f"{page.cells} cells × {page.lines} lines a page"))
    if brf_key_path:
        files.append((brf_key_path, brf.key_brf(options, page), f"{page.cells} cells × {page.lines} lines a page"))
    return files


@click.command("stickers", cls=OneLineCommand)
@click.argument("game", type=click.Choice(GAMES), metavar="GAME")
@click.option("-o", "--output", metavar="FILE.pdf", help="Where to write the PDF (needed unless a BRF file is asked for).")
@click.option("--sheet", type=click.Choice(list(sheet_presets())), default="a4-round-12", show_default=True,
              help="The label sheet preset.")
@click.option("--value", "value_code", type=click.Choice(VALUE_CODES), default="dots", show_default=True,
              help="How values are shown: tactile dots, braille digits, large print, or not at all.")
@click.option("--colour/--no-colour", default=True, help="Colour stickers (fill and letter).")
@click.option("--shapes/--no-shapes", default=True, help="Effect shapes and stars.")
@click.option("--swell", is_flag=True, help="Swell paper: tactile marks pure black, colours as light tints.")
@click.option("--offset-x", type=float, default=0.0, show_default=True, help="Move every label right (mm).")
@click.option("--offset-y", type=float, default=0.0, show_default=True, help="Move every label down (mm).")
@click.option("--count", "counts", type=CountType(), multiple=True, metavar="NAME=N",
              help="Set a deck count (open decks).")
@click.option("--lang", type=click.Choice(list(LANGUAGES)), default="en", show_default=True,
              help="Language of the letters and the guide.")
@click.option("--guide/--no-guide", default=True, help="Start with the placement guide and ruler.")
@click.option("--outlines/--no-outlines", default=True, help="Draw each label's edge (cut lines on plain paper).")
@click.option("--card-qr", is_flag=True,
              help="Add a QR sticker for the back of each card (needs --base-url), on sheets of their own: "
                   "--sheet if its labels hold the codes, else a sheet of the same paper that does.")
@click.option("--base-url", default="", metavar="URL",
              help="Where the companion is served, for --card-qr: each code opens URL/cards/GAME/CARD.")
@click.option("--braille", is_flag=True,
              help="Add a braille label to each card (colour letter, value, direction, function), real size.")
@click.option("--card", "card", type=CardSizeType(), default="", metavar="WxH",
              help="Card size in mm (default: the deck's, e.g. 63x88).")
@click.option("--start-at", type=int, default=1, show_default=True, help="First free label on a part-used sheet.")
@click.option("--only", type=NameListType(), default="", metavar="CARD[,CARD...]",
              help="Print only these cards' stickers (ids in the guide).")
@embosser_options
def stickers_command(game, output, sheet, value_code, colour, shapes, swell, offset_x, offset_y, counts, lang,
                     guide, outlines, card_qr, base_url, braille, card, start_at, only, brf_path, brf_list_path,
                     brf_key_path, brf_page, braille_system):
    """Write an Accessijeux-style sticker sheet PDF for GAME, and the embosser files asked for."""
    from companion.printing.stickers import sticker_pdf

    if not (output or brf_path or brf_list_path or brf_key_path):
        raise OneLineUsageError("Give -o/--output FILE.pdf, or one of --brf, --brf-list, --brf-key.")
    options = StickerOptions(game=game, sheet=sheet, colour=colour, value=value_code, shapes=shapes, swell=swell,
                             offset_x=offset_x, offset_y=offset_y, counts=dict(counts), lang=lang,
                             guide=guide, outlines=outlines, card_qr=card_qr, base_url=base_url,
                             braille=braille, card=card, start_at=start_at, only=only, braille_system=braille_system)
    try:
        data = sticker_pdf(options) if output else None
        files = _embosser_files(options, brf_path, brf_list_path, brf_key_path, brf_page)
    except PrintOptionError as error:
        raise OneLineUsageError(translate_error(error)) from None
    if output:
        _write(output, data)
        click.echo(f"Wrote {output}")
    for path, content, said in files:
        _write(path, content)
        click.echo(f"Wrote {path} ({said})")


@click.command("rule-cards", cls=OneLineCommand)
@click.option("-o", "--output", required=True, metavar="FILE.pdf", help="Where to write the PDF.")
@click.option("--base-url", required=True, metavar="URL", help="Where the companion is served, e.g. https://host.")
@click.option("--game", "games", type=click.Choice(GAMES), multiple=True, help="Only this game (repeatable).")
@click.option("--lang", type=click.Choice(list(LANGUAGES)), default="en", show_default=True,
              help="Language of the cards and of the rule pages they open.")
@click.option("--tactile", is_flag=True,
              help="Cards for blind players: 95 × 88 mm, braille title, 12 pt summary, the value-7 shapes.")
@click.option("--swell", is_flag=True, help="Swell paper: only the tactile marks black, the words grey.")
@click.option("--braille-system", type=click.Choice(SYSTEMS), default="kana", show_default=True,
              help="Japanese braille titles: kana braille (tenji) or eight-dot kantenji.")
def rule_cards_command(output, base_url, games, lang, tactile, swell, braille_system):
    """Write credit-card-size QR rule cards (A4, crop marks) for every game or the ones named."""
    from companion.printing.rulecards import cards_pdf, rule_cards

    try:
        data = cards_pdf(rule_cards(base_url, list(games), lang), lang, tactile_cards=tactile, swell=swell,
                         braille_system=braille_system)
    except PrintOptionError as error:
        raise OneLineUsageError(translate_error(error)) from None
    _write(output, data)
    click.echo(f"Wrote {output}")
