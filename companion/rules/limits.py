"""The limits of a game log (spec/game-log.md, "Limits"): no real game comes near them.

One source for each limit: the log checks, the engines and the table forms
all read them here (the per-game ranges live beside each engine's rules:
``rain.MAX_HAND_TOTAL``, ``field.MAX_CARD_VALUE``, ``field.MAX_CARDS_PER_PLAY``,
``snake.MAX_CARDS``). ``check_values`` walks one JSON value (an event, the
options) without recursion and refuses what no game needs: text that is not
valid Unicode or is too long, numbers beyond what JSON tools can hold.
"""

import math
import unicodedata

from companion.rules.errors import N_, RuleError

MAX_EVENTS = 10_000
MAX_TEXT = 1_000
MAX_NAME_LENGTH = 40
MAX_SAFE_INTEGER = 2 ** 53 - 1  # the largest integer every JSON reader (JavaScript too) holds exactly
ALLOWED_FORMAT_CHARACTERS = {"\u200c", "\u200d"}  # zero-width (non-)joiners: part of some scripts and emoji
LINE_BREAKS = {"\u2028", "\u2029"}


def check_values(value):
    """RuleError for the first string, key or number in ``value`` that breaks a limit."""
    pending = [value]
    while pending:
        item = pending.pop()
        kind = type(item)
        if kind is int:
            if not -MAX_SAFE_INTEGER <= item <= MAX_SAFE_INTEGER:
                check_number(item)
        elif kind is str:
            if len(item) > MAX_TEXT or not item.isascii():
                check_text(item)
        elif kind is list:
            if not all_integers_within(item, -MAX_SAFE_INTEGER, MAX_SAFE_INTEGER):
                pending.extend(item)
        elif kind is dict:
            pending.extend(item)
            pending.extend(item.values())
        elif kind is HugeNumber:
            raise RuleError(N_("The number {number} ({digits} digits) is too large: "
                               "numbers in a game log stay within ±{limit}."),
                            number=item.digits.lstrip("-")[:12] + "…", digits=len(item.digits.lstrip("-")),
                            limit=MAX_SAFE_INTEGER)
        elif kind is float and not math.isfinite(item):
            raise RuleError(N_("A number in the log is too large (beyond what JSON can hold)."))


def all_integers_within(values, minimum, maximum):
    """True for a non-empty list of integers (not bools) from ``minimum`` to ``maximum``, checked at C speed."""
    return bool(values) and set(map(type, values)) == {int} and minimum <= min(values) and max(values) <= maximum


def check_text(text):
    """RuleError unless ``text`` is valid Unicode of at most ``MAX_TEXT`` characters."""
    if len(text) > MAX_TEXT:
        raise RuleError(N_("A text in the log is {length} characters long; the limit is {limit}."),
                        length=len(text), limit=MAX_TEXT)
    if not is_valid_unicode(text):
        raise RuleError(N_("A text in the log is not valid Unicode (it holds a lone surrogate such as \\udc80)."))


def check_number(number):
    """RuleError for an integer that no game and no JSON tool can hold."""
    if abs(number) > MAX_SAFE_INTEGER:
        raise RuleError(N_("The number {number} ({digits} digits) is too large: numbers in a game log stay within ±{limit}."),
                        number=shown_number(number), digits=digit_count(number), limit=MAX_SAFE_INTEGER)


def is_valid_unicode(text):
    """False when ``text`` holds a lone surrogate (it cannot be written as UTF-8)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def control_character(name):
    """The first control character in ``name`` (as ``U+XXXX``), or None.

    Control (Cc), format (Cf, except the zero-width joiners that some scripts
    and emoji need), surrogate (Cs) and line/paragraph separator characters
    are invisible or break lines: a name that holds one cannot be read aloud or
    told apart from another.
    """
    for character in name:
        category = unicodedata.category(character)
        if (category in ("Cc", "Cs") or character in LINE_BREAKS
                or (category == "Cf" and character not in ALLOWED_FORMAT_CHARACTERS)):
            return f"U+{ord(character):04X}"
    return None


VISIBLE_CATEGORIES = ("L", "N", "P", "S")  # letters, numbers, punctuation, symbols: what a name shows


def name_key(name):
    """What two names are compared by (spec "Limits"): Unicode NFC, then case folding ("Zoë" typed
    precomposed or as e + U+0308, "ZOË": one name)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())


def has_visible_character(name):
    """True when ``name`` shows something: a letter, digit, punctuation mark or symbol (a name of
    spaces, joiners or combining marks alone shows nothing)."""
    return any(unicodedata.category(character)[0] in VISIBLE_CATEGORIES for character in name)


class HugeNumber:
    """An integer of a JSON document too long for Python to read (more than ``sys.get_int_max_str_digits()``
    digits): what the log's checks refuse, in plain words, where it stands."""

    def __init__(self, digits):
        self.digits = digits

    def __repr__(self):
        return f"HugeNumber({self.digits[:12]}…)"


def digit_count(number):
    """How many decimal digits ``number`` has, without Python's int-to-str limit."""
    if number.bit_length() < 14_000:
        return len(str(abs(number)))
    return int(number.bit_length() * math.log10(2)) + 1


def shown_number(number):
    """An integer short enough for a message: a huge one shows its first digits and an ellipsis."""
    if abs(number) <= MAX_SAFE_INTEGER:
        return str(number)
    sign = "-" if number < 0 else ""
    if number.bit_length() < 14_000:
        return f"{sign}{str(abs(number))[:12]}…"
    return f"{sign}…"
