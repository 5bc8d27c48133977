"""Domain errors (companion/rules/errors.py) in the reader's language: the one place they are translated."""

from babel.lists import format_list

from companion.i18n import current_language, translate, translate_plural
from companion.rules.errors import Choices, DomainError, Names, Said, Words

PARAM_LIMIT = 1000  # characters of one parameter a refusal shows: a typed value never comes back as megabytes


def translate_error(error, lang=None):
    """``error``'s sentence in ``lang`` (default: this request's): its ``Words`` translated, the rest as given."""
    params = {key: _shown(value, lang) for key, value in error.params.items() if key != "count" or
              not isinstance(error.template, tuple)}
    if isinstance(error.template, tuple):
        return translate_plural(*error.template, error.params["count"], lang, **params)
    return translate(error.template, lang, **params)


def _shown(value, lang):
    """One parameter as the sentence shows it."""
    if isinstance(value, Words):
        return translate(value, lang)
    if isinstance(value, Choices):
        return format_list([str(choice) for choice in value], style="or", locale=lang or current_language()) if value else ""
    if isinstance(value, Names):
        return format_list([_shown(name, lang) for name in value], locale=lang or current_language()) if value else ""
    if isinstance(value, Said):
        return value.say(lang or current_language())
    if isinstance(value, DomainError):
        return translate_error(value, lang)
    if isinstance(value, str) and len(value) > PARAM_LIMIT:
        return value[:PARAM_LIMIT] + "…"
    return value
