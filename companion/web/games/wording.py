"""Small wording helpers for the table sentences: joining sentences and counting things."""

from companion.i18n import current_language, is_singular, translate

NO_SPACE_LANGUAGES = {"ja"}


def sentences(parts):
    """Sentences joined as the phone's language writes them (Japanese needs no space after 。)."""
    glue = "" if current_language() in NO_SPACE_LANGUAGES else " "
    return glue.join(part for part in parts if part)


def counted(count, singular, plural, **params):
    """``singular`` or ``plural`` (both marked with N_) chosen by ``count``, translated."""
    return translate(singular if is_singular(count) else plural, count=count, **params)
