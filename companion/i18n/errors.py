"""Domain errors (companion/rules/errors.py) in the reader's language: the one place they are translated."""

from companion.i18n import translate
from companion.rules.errors import DomainError, Words

PARAM_LIMIT = 1000  # characters of one parameter a refusal shows: a typed value never comes back as megabytes


def translate_error(error, lang=None):
    """``error``'s sentence in ``lang`` (default: this request's): its ``Words`` translated, the rest as given."""
    return translate(error.template, lang, **{key: _shown(value, lang) for key, value in error.params.items()})


def _shown(value, lang):
    """One parameter as the sentence shows it."""
    if isinstance(value, Words):
        return translate(value, lang)
    if isinstance(value, DomainError):
        return translate_error(value, lang)
    if isinstance(value, str) and len(value) > PARAM_LIMIT:
        return value[:PARAM_LIMIT] + "…"
    return value
