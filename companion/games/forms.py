"""Reading the table forms into event fields, with messages a player understands."""

import unicodedata

from companion.rules.errors import N_, Names, RuleError


def chosen(form, key, allowed, missing_message):
    """A required choice among ``allowed`` (names or codes)."""
    value = form.get(key, "")
    if value not in allowed:
        raise RuleError(missing_message)
    return value


def optional_choice(form, key, allowed):
    """A choice among ``allowed``, or None when left empty."""
    value = form.get(key, "")
    if not value:
        return None
    if value not in allowed:
        raise RuleError(N_("That choice is not on the list; choose again."))
    return value


def plain_digits(text):
    """``text`` with full-width forms made plain (NFKC), except numbers that are not decimal digits.

    NFKC would turn "²" into "2" and "①" into "1": those are kept as they
    are, so they never read as digits.
    """
    return "".join(character if character.isnumeric() and not character.isdecimal()
                   else unicodedata.normalize("NFKC", character) for character in text)


def typed_number(text, max_digits=6):
    """The whole number (0 or more) typed in a field or a query, or None.

    Full-width digits count (NFKC); other characters that Python calls
    digits or numbers ("²", "①", "٣") do not, so ``int`` never fails on
    what passes here.
    """
    text = (text or "").strip()
    if len(text) > max_digits:
        return None
    text = plain_digits(text).strip()
    if not (text.isascii() and text.isdigit()) or len(text) > max_digits:
        return None
    return int(text)


def whole_number(text, label, maximum=None):
    """A whole number typed in a field (0 to ``maximum``), or RuleError naming the field."""
    number = typed_number(text)
    if number is None or (maximum is not None and number > maximum):
        if maximum is not None:
            raise RuleError(N_("{label}: type a whole number from 0 to {maximum}."), label=label, maximum=maximum)
        raise RuleError(N_("{label}: type a whole number, like 0, 4 or 12."), label=label)
    return number


def seat_numbers(form, prefix, players, required, maximum=None):
    """``{player: number}`` (0 to ``maximum``) from fields ``<prefix>-<seat>``; None if all empty and not required."""
    texts = [form.get(f"{prefix}-{seat}", "").strip() for seat in range(len(players))]
    if not required and not any(texts):
        return None
    missing = [name for name, text in zip(players, texts) if not text]
    if missing:
        raise RuleError(N_("Enter the hand total of every player (missing: {names})."), names=Names(missing))
    return {name: whole_number(text, name, maximum) for name, text in zip(players, texts)}
