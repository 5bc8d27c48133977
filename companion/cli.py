"""The ``companion`` command: replay a game log, serve the app, print sheets."""

import json
import sys

import click

from companion.data_file import StoreUnusable
from companion.i18n.errors import translate_error
from companion.rules.errors import EventError, LogError
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


@main.command("replay")
@click.argument("file")
def replay_command(file):
    """Replay the game log FILE (or - for standard input) and print the final state as JSON."""
    try:
        text = _read_text(file)
        game = replay(parse_log(text))
    except EventError as error:  # the spec's "event N: why"
        _fail(f"event {error.number}: {translate_error(error.error)}")
    except LogError as error:
        _fail(translate_error(error))
    except OSError as error:
        _fail(f"cannot read {file}: {error.strerror or error}")
    except Exception as error:  # noqa: BLE001  (a bug must still be one line, never a traceback)
        _fail(f"cannot replay this log (a bug in the companion, please report it): {type(error).__name__}: {error}")
    click.echo(json.dumps(game.summary(), ensure_ascii=False))


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
