"""Small wording helpers for the table sentences: joining sentences and counting things."""

from companion.i18n import joined_sentences, translate_plural


def sentences(parts):
    """Sentences joined as the phone's language writes them (Japanese needs no space after 。)."""
    return joined_sentences(parts)


def counted(count, singular, plural, **params):
    """The plural form of ``singular``/``plural`` that ``count`` takes, translated (``pybabel`` extracts
    ``counted(n, "...", "...")`` as one plural message: pass the literals, not ``N_()``)."""
    return translate_plural(singular, plural, count, **params)
