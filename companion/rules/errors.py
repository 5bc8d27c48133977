"""The two domain errors of the rules layer.

Messages are English templates with ``{named}`` fields, so the web layer can
translate the template and fill in the same fields; ``str(error)`` gives the
English sentence a player reads.
"""


def N_(template):
    """Mark a message template for translation without translating it here."""
    return template


class RuleError(Exception):
    """An event the rules do not allow, or a malformed event; the state is unchanged."""

    def __init__(self, template, **params):
        self.template = template
        self.params = params
        super().__init__(template.format(**params))


class LogError(Exception):
    """A game log (or a new table's setup) that is not acceptable as a whole."""

    def __init__(self, template, **params):
        self.template = template
        self.params = params
        super().__init__(template.format(**params))


class EventError(Exception):
    """A RuleError located at event number ``number`` (counted from 1) of a log."""

    def __init__(self, number, error):
        self.number = number
        self.error = error
        super().__init__(f"event {number}: {error}")
