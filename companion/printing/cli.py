"""``companion stickers`` and ``companion rule-cards``: the print side from the command line."""

import sys

import click

from companion.cli_types import CardSizeType, CountType, NameListType
from companion.i18n import LANGUAGES
from companion.i18n.errors import translate_error
from companion.printing import PrintOptionError
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


@click.command("stickers", cls=OneLineCommand)
@click.argument("game", type=click.Choice(GAMES), metavar="GAME")
@click.option("-o", "--output", required=True, metavar="FILE.pdf", help="Where to write the PDF.")
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
@click.option("--brf", "brf_path", metavar="FILE.brf",
              help="Also write the key and each card's braille label as BRF for an embosser (implies --braille).")
def stickers_command(game, output, sheet, value_code, colour, shapes, swell, offset_x, offset_y, counts, lang,
                     guide, outlines, card_qr, base_url, braille, card, start_at, only, brf_path):
    """Write an Accessijeux-style sticker sheet PDF for GAME."""
    from companion.printing.stickers import sticker_brf, sticker_pdf

    options = StickerOptions(game=game, sheet=sheet, colour=colour, value=value_code, shapes=shapes, swell=swell,
                             offset_x=offset_x, offset_y=offset_y, counts=dict(counts), lang=lang,
                             guide=guide, outlines=outlines, card_qr=card_qr, base_url=base_url,
                             braille=braille or bool(brf_path), card=card,
                             start_at=start_at, only=only)
    try:
        data = sticker_pdf(options)
        embosser = sticker_brf(options) if brf_path else None
    except PrintOptionError as error:
        raise OneLineUsageError(translate_error(error)) from None
    _write(output, data)
    click.echo(f"Wrote {output}")
    if embosser is not None:
        _write(brf_path, embosser.encode("ascii"))
        click.echo(f"Wrote {brf_path}")


@click.command("rule-cards", cls=OneLineCommand)
@click.option("-o", "--output", required=True, metavar="FILE.pdf", help="Where to write the PDF.")
@click.option("--base-url", required=True, metavar="URL", help="Where the companion is served, e.g. https://host.")
@click.option("--game", "games", type=click.Choice(GAMES), multiple=True, help="Only this game (repeatable).")
@click.option("--lang", type=click.Choice(list(LANGUAGES)), default="en", show_default=True,
              help="Language of the cards and of the rule pages they open.")
@click.option("--tactile", is_flag=True,
              help="Cards for blind players: 95 × 88 mm, braille title, 12 pt summary, the value-7 shapes.")
@click.option("--swell", is_flag=True, help="Swell paper: only the tactile marks black, the words grey.")
def rule_cards_command(output, base_url, games, lang, tactile, swell):
    """Write credit-card-size QR rule cards (A4, crop marks) for every game or the ones named."""
    from companion.printing.rulecards import cards_pdf, rule_cards

    try:
        data = cards_pdf(rule_cards(base_url, list(games), lang), lang, tactile_cards=tactile, swell=swell)
    except PrintOptionError as error:
        raise OneLineUsageError(translate_error(error)) from None
    _write(output, data)
    click.echo(f"Wrote {output}")
