"""One schema for the sticker options: the ``/print`` form and ``companion stickers`` both read it.

Each ``Option`` names a field of ``StickerOptions``, the kind of value it takes (how typed text becomes
a value, and the message when it does not), its default, its form field and its command-line flag. A new
option is one entry in ``STICKER_OPTIONS`` (and the field in ``StickerOptions``); the form still needs its
control in ``templates/printing/index.html``. Values are only converted here; whether they are acceptable
together (a sheet that fits the deck, a start within the sheet) is ``stickers.validated``'s job.
"""

from dataclasses import dataclass

import click

from companion.i18n import LANGUAGES, translate
from companion.printing.braille import SYSTEMS
from companion.printing.data import GAMES, deck_manifest
from companion.printing.raising import DEFAULT_METHOD, METHODS
from companion.printing.sheets import DEFAULT_SHEET
from companion.printing.checks import VALUE_CODES
from companion.rules.errors import N_

NUMBER = N_("Enter a number, like 0.5 or -1.")
WHOLE = N_("Enter a whole number.")


class BadText(ValueError):
    """Typed text that is not a value of its kind: ``message`` (a message id) says what to type instead."""

    def __init__(self, message):
        super().__init__(message)
        self.message = message


class Kind:
    """How one kind of option reads typed text (``parse``) and what it looks like on the command line."""

    metavar = None

    def parse(self, text):
        """The value ``text`` stands for (BadText when it stands for none)."""
        return text.strip()

    def click_type(self):
        """The click type of the option."""
        return SchemaType(self)

    def read_form(self, args, field, submitted, default):
        """The value the form sent in ``field`` (``default`` when it sent nothing)."""
        raw = args.get(field)
        return default if raw is None or not raw.strip() else self.parse(raw)


class SchemaType(click.ParamType):
    """A click type that reads text with a schema kind: the same conversion and messages as the form."""

    def __init__(self, kind):
        self.kind = kind
        self.name = kind.metavar or "TEXT"

    def convert(self, value, param, ctx):
        """Typed text → value, or one line: ``Invalid value for '--x': <what to type> (got '…')``, the quotes
        the message's own (each language's marks), not Python's."""
        if not isinstance(value, str):
            return value
        try:
            return self.kind.parse(value)
        except BadText as problem:
            lang = command_language(ctx)
            option = " / ".join(param.opts) if param is not None else "value"
            raise click.UsageError(translate("Invalid value for '{option}': {problem} (got '{value}')", lang,
                                             option=option, problem=translate(problem.message, lang), value=value),
                                   ctx) from None


def command_language(ctx):
    """The language of a command's messages: its --lang when given (an eager option: read before the others),
    else the locale's."""
    from companion.i18n import locale_language

    chosen = ctx.params.get("lang") if ctx is not None else None
    return chosen if chosen in LANGUAGES else locale_language()


class Text(Kind):
    """Text, trimmed."""

    metavar = "TEXT"


class Number(Kind):
    """A decimal number; a decimal comma is accepted (French, German)."""

    metavar = "NUMBER"

    def __init__(self, message=NUMBER):
        self.message = message

    def parse(self, text):
        """``"-1,5"`` → ``-1.5``."""
        try:
            return float(text.strip().replace(",", "."))
        except ValueError:
            raise BadText(self.message) from None


class Whole(Kind):
    """A whole number."""

    metavar = "N"

    def parse(self, text):
        """``" 12 "`` → ``12``."""
        try:
            return int(text.strip())
        except ValueError:
            raise BadText(WHOLE) from None


class Choice(Kind):
    """One of a fixed list (``choices`` is a callable, read when asked)."""

    def __init__(self, choices, message):
        self.choices, self.message = choices, message

    def parse(self, text):
        """The choice, or BadText."""
        if text.strip() not in self.choices():
            raise BadText(self.message)
        return text.strip()

    def click_type(self):
        """click's own Choice, which lists the choices in ``--help``."""
        return click.Choice(list(self.choices()))


def millimetre_pair(text):
    """``63x88`` (or ``63×88``, ``63X88``, ``56,5x87``) → ``(63.0, 88.0)``; None when the text is not two numbers
    with an x between them."""
    first, separator, second = text.strip().lower().replace("×", "x").partition("x")
    try:
        return (float(first.replace(",", ".")), float(second.replace(",", "."))) if separator else None
    except ValueError:
        return None


class EmbosserOrigin(Kind):
    """``4x6`` (``4,5×6``) → ``(4.0, 6.0)``: mm across and down from the paper's top-left corner to the top-left dot
    of an embosser's first cell; empty is the corner itself."""

    metavar = "XxY"
    LARGEST = 30.0
    MESSAGE = N_("Enter where the embosser's first cell lands as mm across x mm down, like 4x6 (each from 0 to 30).")

    def parse(self, text):
        """The distances across and down, in mm."""
        if not text.strip():
            return (0.0, 0.0)
        origin = millimetre_pair(text)
        if origin is None or not all(0 <= distance <= self.LARGEST for distance in origin):
            raise BadText(self.MESSAGE)
        return origin


class CardSize(Kind):
    """``63x88`` (or ``63×88``, ``63X88``, ``56,5x87``) → ``(63.0, 88.0)``; empty is no size."""

    metavar = "WxH"

    def parse(self, text):
        """The card's width and height in mm."""
        if not text.strip():
            return ()
        size = millimetre_pair(text)
        if size is None:
            raise BadText(N_("Enter the card size as width x height in mm, like 63x88."))
        return size


class NameList(Kind):
    """Names separated by commas, blanks dropped: ``"red-1, ,red-2"`` → ``("red-1", "red-2")``."""

    metavar = "NAME[,NAME...]"

    def parse(self, text):
        """The names, in order."""
        return tuple(name.strip() for name in text.split(",") if name.strip())


class Flag(Kind):
    """On or off: a checkbox on the form (``on`` when ticked), ``--x/--no-x`` or ``--x`` on the command line."""

    def read_form(self, args, field, submitted, default):
        """A sent form says on by sending the field; a first visit (nothing sent) keeps the default."""
        return args.get(field) == "on" if submitted else default


class Counts(Kind):
    """The deck's adjustable counts: form fields ``count-NAME``, ``--count NAME=N`` (repeatable)."""

    metavar = "NAME=N"

    def parse(self, text):
        """``"highest=5"`` → ``("highest", 5)``."""
        name, _, number = text.partition("=")
        try:
            if name.strip():
                return name.strip(), int(number)
        except ValueError:
            pass
        raise BadText(N_("Give a deck count as NAME=NUMBER, like highest=5."))

    def read_form(self, args, field, submitted, default, game=None):
        """Each count of ``game``'s deck that the form sent; errors by field name (``count-NAME``)."""
        values, errors = {}, {}
        for name in deck_manifest(game)["counts"]:
            raw = args.get(f"count-{name}", "").strip()
            if raw:
                try:
                    values[name] = int(raw)
                except ValueError:
                    errors[f"count-{name}"] = WHOLE
        if errors:
            raise FormProblems(values, errors)
        return values


class FunctionCards(Kind):
    """Which colour cards show which function (``printing.function_cards``): a form field ``function-NAME`` for
    each function of the deck, ``--function-cards drop=red-north,blue-east`` (repeatable, or several functions
    in one value separated by semicolons)."""

    metavar = "FUNCTION=CARD[,CARD...]"

    def parse(self, text):
        """``"drop=red-north,blue-east"`` → ``(("drop", ("red-north", "blue-east")),)``."""
        from companion.printing.function_cards import parse

        try:
            return parse(text)
        except ValueError:
            raise BadText(N_("Give the cards that show a function as FUNCTION=CARDS: the function's name, an "
                             "equals sign, then the cards separated by commas.")) from None

    def read_form(self, args, field, submitted, default, game=None):
        """The cards named in each function's field of ``game``'s deck (none for a deck without functions)."""
        from companion.printing.function_cards import field as function_field, functions, pieces

        return tuple((function, pieces(args.get(function_field(function), "")))
                     for function in functions(game) if pieces(args.get(function_field(function), "")))


class FormProblems(ValueError):
    """Several fields of one option that did not parse: the values that did, the messages by field."""

    def __init__(self, values, errors):
        super().__init__(errors)
        self.values, self.errors = values, errors


@dataclass(frozen=True)
class Option:
    """One sticker option: its ``StickerOptions`` field, kind, default and help (English, for ``--help``);
    ``form`` its form field (None: not on the form), ``flag`` its command-line flag (None: not on the command
    line; ``""``: ``--`` and the name with hyphens), ``web_default`` a callable giving the form's default."""

    name: str
    kind: Kind
    default: object
    help: str
    form: object = ""
    flag: object = ""
    web_default: object = None
    metavar: str = ""

    @property
    def field(self):
        """The form field's name."""
        return self.form or self.name

    @property
    def option_flag(self):
        """The command-line flag."""
        return self.flag or "--" + self.name.replace("_", "-")


def _games():
    return GAMES


STICKER_OPTIONS = (
    Option("game", Choice(_games, N_("Choose one of the games in the list.")), GAMES[0], "The game.", flag=None),
    Option("method", Choice(lambda: METHODS, N_("Choose one of the ways of raising the marks in the list.")),
           DEFAULT_METHOD, "How the marks are raised: swell (plain swell paper, a laser printer and a heater; the "
           "pieces cut out and glued on), cut (an SVG file for a cutting plotter or laser cutter, -o FILE.svg, and "
           "its placement sheet), embosser (braille labels as BRF on the sheet's labels, and the colour labels "
           "printed), flat (printed labels, not tactile: for low vision and colour blindness only).", form="raise",
           flag="--raise"),
    Option("sheet", Text(), DEFAULT_SHEET, "The label sheet: an own preset (a4-round-12, a4-38x21 ...) or a "
           "gLabels product as brand:part (avery:L7160, herma:4464); companion sheets lists them.", metavar="SHEET"),
    Option("value", Choice(lambda: VALUE_CODES, N_("Choose one of the value codes in the list.")), "dots",
           "How values are shown: tactile dots, braille digits, large print, or not at all."),
    Option("colour", Flag(), True, "Colour stickers (fill and letter)."),
    Option("shapes", Flag(), True, "Effect shapes and stars."),
    Option("braille", Flag(), False,
           "Add a braille label to each card (colour letter, value, direction, function), real size."),
    Option("offset_x", Number(N_("Enter a number of millimetres, like 0.5 or -1.")), 0.0,
           "Printer correction: move everything right (mm, negative: left)."),
    Option("offset_y", Number(N_("Enter a number of millimetres, like 0.5 or -1.")), 0.0,
           "Printer correction: move everything down (mm, negative: up)."),
    Option("scale_x", Number(N_("Enter a percentage, like 99.5.")), 100.0,
           "Printer correction: scale across (%, 100 = none)."),
    Option("scale_y", Number(N_("Enter a percentage, like 99.5.")), 100.0,
           "Printer correction: scale down the page (%, 100 = none)."),
    Option("rotation", Number(N_("Enter degrees, like 0.3 or -0.2.")), 0.0,
           "Printer correction: turn everything clockwise (degrees, negative: counterclockwise)."),
    Option("counts", Counts(), {}, "Set a deck count (open decks).", flag="--count"),
    Option("lang", Choice(lambda: LANGUAGES, N_("Choose one of the languages in the list.")), "en",
           "Language of the letters and the guide.", form="print_lang", web_default="language"),
    Option("guide", Flag(), True, "Start with the placement guide and ruler.", form=None),
    Option("outlines", Flag(), True, "Draw each label's edge (cut lines on plain paper).", form=None),
    Option("card_qr", Flag(), False, "Add a QR sticker for the face of each card, its top-left corner (needs "
           "--base-url), on sheets of their own: --sheet if its labels hold the codes, else a sheet of the same "
           "paper that does."),
    Option("base_url", Text(), "", "Where the companion is served, for --card-qr: each code opens URL/cards/GAME/CARD.",
           web_default="public_base", metavar="URL"),
    Option("card", CardSize(), (), "Card size in mm (default: the deck's, e.g. 63x88)."),
    Option("embosser_origin", EmbosserOrigin(), (0.0, 0.0), "Where the embosser puts its first cell: mm across x mm "
           "down from the paper's top-left corner to the cell's top-left dot (measure a test page); the braille "
           "labels file is laid out from there. Default: the corner (0x0).", metavar="XxY"),
    Option("start_at", Whole(), 1, "First free label on a part-used sheet, numbered as gLabels numbers them (row "
           "by row from the top left; block by block on sheets with several blocks)."),
    Option("only", NameList(), (), "Print only these cards' stickers (ids in the guide)."),
    Option("function_cards", FunctionCards(), (), "Which colour cards show a function (the explorers): "
           "FUNCTION=CARDS, the cards by their id in the guide (red-north) or their name (\"red, north\"), "
           "separated by commas; repeatable, or several functions separated by semicolons "
           "(\"drop=red-north,blue-east; reverse=yellow-south\"). With --card-qr each named card gets one code that "
           "names its function too; unnamed cards get their colour card's code.", flag="--function-cards"),
    Option("braille_system", Choice(lambda: SYSTEMS, N_("Choose one of the braille systems in the list.")), "kana",
           "Japanese braille: kana braille (tenji, what Japanese readers read) or eight-dot kantenji."),
)
BY_NAME = {option.name: option for option in STICKER_OPTIONS}


def read_form(args, defaults):
    """The option values a submitted form (or query) describes, and the messages (message ids) by field name.

    ``defaults`` gives the web's own defaults by name (``language``, ``public_base``: callables), for the
    options that have one; a field that does not parse keeps the option's default and gets its message.
    """
    submitted = args.get("submitted") == "1"
    values, errors = {}, {}
    for option in STICKER_OPTIONS:
        if option.form is None:
            continue
        default = defaults[option.web_default]() if option.web_default else option.default
        try:
            if isinstance(option.kind, (Counts, FunctionCards)):
                values[option.name] = option.kind.read_form(args, option.field, submitted, default, values["game"])
            else:
                values[option.name] = option.kind.read_form(args, option.field, submitted, default)
        except BadText as problem:
            errors[option.field] = problem.message
            values[option.name] = option.default
        except FormProblems as problems:
            errors.update(problems.errors)
            values[option.name] = problems.values
    return values, errors


def click_parameters(command):
    """``command`` with a click argument or option for every option of the schema that has a flag."""
    for option in reversed(STICKER_OPTIONS):
        command = _click_parameter(option)(command)
    return command


def _click_parameter(option):
    if option.name == "game":
        return click.argument("game", type=option.kind.click_type(), metavar="GAME")
    if isinstance(option.kind, Flag):
        if option.default:
            return click.option(f"{option.option_flag}/--no-{option.option_flag[2:]}", option.name, default=True,
                                help=option.help)
        return click.option(option.option_flag, option.name, is_flag=True, help=option.help)
    if isinstance(option.kind, (Counts, FunctionCards)):
        return click.option(option.option_flag, option.name, type=option.kind.click_type(), multiple=True,
                            metavar=option.kind.metavar, help=option.help)
    if option.name == "lang":  # the command line's language is the locale's unless --lang says another
        return click.option(option.option_flag, option.name, type=option.kind.click_type(), default=None,
                            is_eager=True, metavar=option.metavar or option.kind.metavar,
                            help=f"{option.help} Default: the locale's (LC_ALL, LC_MESSAGES, LANG), else English.")
    show = option.default not in ((), "", {})
    return click.option(option.option_flag, option.name, type=option.kind.click_type(), default=option.default,
                        show_default=show, metavar=option.metavar or option.kind.metavar, help=option.help)


def from_command_line(params):
    """The ``StickerOptions`` keyword arguments of the parsed command-line ``params`` (counts as a dict)."""
    values = {option.name: params[option.name] for option in STICKER_OPTIONS if option.name in params}
    values["counts"] = dict(values.get("counts", ()))
    values["function_cards"] = tuple(pair for pairs in values.get("function_cards", ()) for pair in pairs)
    values["interface"] = "cli"
    return values
