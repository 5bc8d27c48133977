"""The one domain error: a refusal a person reads, as an English template with named parameters.

``DomainError(N_("the {color} 7 has no target"), color=Words(color))``:
``str(error)`` is the English sentence; the edges (the web views, the
command line) translate the template and fill in the same parameters with
``companion.i18n.errors.translate_error``. Parameters are shown as given (a
player called "red" stays "red"), except those wrapped in ``Words`` — words
of the game such as a colour — which the edge translates too, and ``Names``, a list of names the edge
joins the reader's way ("Ana et Ben", "Ana、Ben"), and ``Said``, which says itself (a label sheet's
title); a parameter
that is itself a DomainError is translated the same way.

The subclasses only say who refused, for the code that must tell them apart:
an event (``RuleError``), a whole log or setup (``LogError``), an event at a
place in a log (``EventError``), a print option (``PrintOptionError`` in
companion/printing).
"""


def N_(template):
    """Mark a message template for translation without translating it here."""
    return template


def Np_(singular, plural):
    """Mark a plural message (its singular and plural templates) without translating it here: the pair,
    translated later with ``translate_plural`` for a count."""
    return singular, plural


def Nc_(context, message):
    """Mark a message that a language may translate differently in ``context`` (pgettext), without
    translating it here: the pair, translated later with ``translate_in_context``."""
    return context, message


class Words(str):
    """A message parameter that is a word of the game (a colour), translated at the edge; names are not."""


class Said:
    """A parameter that says itself in the reader's language: ``Said(lambda lang: sheet.title(lang))`` (a
    product's title, a card's name); ``str()`` is its English."""

    def __init__(self, say):
        self.say = say

    def __str__(self):
        return self.say("en")

    def __format__(self, spec):
        return format(str(self), spec)


class Names(tuple):
    """A parameter that lists names (players): shown as a list in the reader's language ("Ana and Ben")."""

    def __str__(self):
        if len(self) > 2:  # as Babel writes English lists ("Ana, Ben, and Chloé")
            return ", ".join(self[:-1]) + ", and " + self[-1]
        return " and ".join(self)

    def __format__(self, spec):
        return format(str(self), spec)


class Choices(tuple):
    """A parameter that lists the values to choose from: shown with the reader's "or" ("red, orange, or
    purple", « rouge, orange ou violet », 「a、b、またはc」)."""

    def __str__(self):
        return ", ".join(self[:-1]) + ", or " + self[-1] if len(self) > 2 else " or ".join(self)

    def __format__(self, spec):
        return format(str(self), spec)


class DomainError(Exception):
    """A refusal: ``template`` (English, with ``{named}`` fields, marked with ``N_``) and its ``params``.

    A template that counts something is a plural pair (``Np_``) with a ``count`` parameter: the
    reader's language picks its form ("only 1 card lies", "only 2 cards lie").
    """

    def __init__(self, template, **params):
        self.template = template
        self.params = params
        super().__init__(english_form(template, params.get("count")).format(**params))

    def __reduce__(self):
        """Pickled with its template and parameters (a heavy job's process hands its refusal back to the server)."""
        return _restored, (type(self), self.args, self.__dict__)


def english_form(template, count):
    """The English text of a template: itself, or the form of a plural pair that ``count`` takes."""
    if isinstance(template, tuple):
        return template[0] if count == 1 else template[1]
    return template


def _restored(kind, args, state):
    """A DomainError rebuilt from its pickled parts, without calling its ``__init__``."""
    error = kind.__new__(kind)
    error.args = args
    error.__dict__.update(state)
    return error


class RuleError(DomainError):
    """An event the rules do not allow, or a malformed event; the state is unchanged."""


class LogError(DomainError):
    """A game log (or a new table's setup, or a night file) that is not acceptable as a whole."""


class EventError(DomainError):
    """A RuleError located at event number ``number`` (counted from 1) of a log.

    ``str(error)`` is the spec's ``event N: why`` line (what ``companion replay`` prints).
    """

    def __init__(self, number, error):
        super().__init__(N_("Event {number}: {problem}"), number=number, problem=error)
        self.number = number
        self.error = error
        self.args = (f"event {number}: {error}",)
