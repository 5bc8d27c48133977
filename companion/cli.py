"""The ``companion`` command: replay a game log, serve the app, print sheets."""

import json
import sys

import click

from companion.data_file import StoreUnusable
from companion.i18n import LANGUAGES, locale_language, translate
from companion.i18n.errors import translate_error
from companion.rules.errors import N_, EventError, LogError
from companion.games.log import parse_log, replay


class Commands(click.Group):
    """The command group; a database that cannot be used is one paragraph on stderr, never a traceback."""

    def invoke(self, ctx):
        """Run the subcommand; StoreUnusable becomes click's "Error: ..." and exit status 1."""
        try:
            return super().invoke(ctx)
        except StoreUnusable as error:
            raise click.ClickException(str(error)) from None


@click.group(cls=Commands, context_settings={"help_option_names": ["-h", "--help"]})
def main():
    """Rainbow Companion: table companion, sticker printer and rule book for rainbow card games."""


def language_option(command):
    """``--lang``: the language of what the command says; by default the locale's (``LANG``, ``LC_ALL``)."""
    return click.option("--lang", type=click.Choice(list(LANGUAGES)), default=None,
                        help="Language of the messages (default: the locale's, LANG or LC_ALL; else English).")(command)


@main.command("replay")
@click.argument("file")
@language_option
def replay_command(file, lang):
    """Replay the game log FILE (or - for standard input) and print the final state as JSON."""
    lang = lang or locale_language()
    try:
        text = _read_text(file)
        game = replay(parse_log(text))
    except EventError as error:  # the spec's "event N: why"
        _fail(event_line(error, lang))
    except LogError as error:
        _fail(translate_error(error, lang))
    except OSError as error:
        _fail(translate("Cannot read {file}: {reason}", lang, file=file, reason=error.strerror or error))
    except Exception as error:  # noqa: BLE001  (a bug must still be one line, never a traceback)
        detail = f"{type(error).__name__}: {error}"
        _fail(translate("Cannot replay this log (a bug in the app, please report it): {error}", lang, error=detail))
    click.echo(json.dumps(game.summary(), ensure_ascii=False))


def event_line(error, lang):
    """The spec's ``event N: why`` line; in another language, the same line in that language's words."""
    if lang == "en":
        return str(error)
    return translate_error(error, lang)


def _read_text(file):
    if file == "-":
        data = sys.stdin.buffer.read()
    else:
        with open(file, "rb") as stream:
            data = stream.read()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LogError(N_("The file is not UTF-8 text.")) from None


def _fail(message):
    """One line on stderr, exit status 1."""
    click.echo(" ".join(message.split()), err=True)
    sys.exit(1)


def _register_subcommands():
    """Attach the commands that live beside the features they serve."""
    from companion.printing.cli import calibrate_command, rule_cards_command, sheets_command, stickers_command
    from companion.serving.serve import serve_command

    main.add_command(serve_command)
    main.add_command(stickers_command)
    main.add_command(rule_cards_command)
    main.add_command(sheets_command)
    main.add_command(calibrate_command)


_register_subcommands()
