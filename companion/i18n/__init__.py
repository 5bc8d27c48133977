"""The translation layer: English message ids; French, Japanese and German in gettext catalogues.

Messages are marked in the sources (``_()``/``ngettext()`` in templates, ``translate()``,
``translate_plural()`` and ``N_()`` in Python), extracted with Babel to
``companion/i18n/messages.pot`` and translated in ``translations/<lang>/LC_MESSAGES/messages.po``
(docs/translating.md). Placeholders use ``{name}``; plural forms follow CLDR (Babel).
A phone's language comes from ``?lang=xx`` (remembered in a cookie), else the cookie,
else the browser's Accept-Language, else English. A page may keep ``?lang=xx`` to itself
(``for_this_page_only``: a rule page opened from a printed QR card in another language);
the language switch (``?remember=1``) is always remembered.
"""

from datetime import datetime
from functools import lru_cache

from babel import Locale
from babel.dates import format_time
from babel.lists import format_list
from babel.numbers import format_decimal
from babel.support import NullTranslations
from flask import g, has_request_context, request
from markupsafe import Markup, escape

from companion.i18n import catalogues
from companion.i18n.phrases import phrase_breaks

LANGUAGES = {"en": "English", "fr": "Français", "ja": "日本語", "de": "Deutsch"}
DEFAULT = "en"
COOKIE = "lang"


def N_(message):
    """Mark ``message`` for extraction; it is translated later, where it is shown."""
    return message


# Each language's name in the reader's language ("French", "français", "フランス語"); LANGUAGES holds autonyms.
LANGUAGE_NAMES = {"en": N_("English"), "fr": N_("French"), "ja": N_("Japanese"), "de": N_("German")}


@lru_cache(maxsize=None)
def translations(lang):
    """The gettext translations of ``lang`` (English is the message ids themselves)."""
    if lang in catalogues.TRANSLATED:
        return catalogues.load(lang)
    return NullTranslations()


REMEMBER = "remember"  # the language switch's own field: its choice is kept, on every page


def for_this_page_only():
    """This request's ``?lang=`` shows the page in that language and is not remembered (unless the switch sent it)."""
    g.language_not_remembered = request.args.get(REMEMBER) != "1"


def asked_for_this_page():
    """The ``?lang=`` this page shows without remembering it (not the phone's language), or None."""
    asked = request.args.get("lang")
    if not g.get("language_not_remembered") or asked not in LANGUAGES:
        return None
    return None if asked == negotiate(None, request.cookies.get(COOKIE), request.accept_languages) else asked


def current_language():
    """The language of this request (English outside a request)."""
    if not has_request_context():
        return DEFAULT
    if "lang" not in g:
        g.lang = negotiate(request.args.get("lang"), request.cookies.get(COOKIE), request.accept_languages)
    return g.lang


def negotiate(asked, remembered, accept_languages):
    """Pick a supported language from the query, the cookie, then Accept-Language (by quality,
    matching the primary subtag: de-DE counts as de)."""
    for choice in (asked, remembered):
        if choice in LANGUAGES:
            return choice
    for value, _quality in accept_languages or ():
        primary = value.split("-")[0].split("_")[0].lower()
        if primary in LANGUAGES:
            return primary
    return DEFAULT


def locale_language(environ=None):
    """The language of the command line: the locale's (``LC_ALL``, then ``LC_MESSAGES``, then ``LANG``, as
    POSIX reads them: ``fr_FR.UTF-8`` is French), if supported; else English."""
    import os

    environ = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            primary = value.split(".")[0].split("_")[0].split("-")[0].lower()
            return primary if primary in LANGUAGES else DEFAULT
    return DEFAULT


def _language(lang):
    """``lang`` if supported; this request's language when none is given; else English."""
    if not lang:
        return current_language()
    return lang if lang in LANGUAGES else DEFAULT


def translate(message, lang=None, **params):
    """``message`` in ``lang`` (default: this request's), with ``{placeholders}`` filled."""
    text = translations(_language(lang)).gettext(message)
    return text.format(**params) if params else text


def translate_in_context(context, message, lang=None, **params):
    """``message`` as ``lang`` says it in ``context`` (pgettext); where the catalogue gives nothing for that
    context, the message's own translation."""
    catalogue = translations(_language(lang))
    text = catalogue.pgettext(context, message)
    if text == message:
        text = catalogue.gettext(message)
    return text.format(**params) if params else text


def _plural_text(lang, singular, plural, count):
    """The translated form for ``count``, chosen by the catalogue's CLDR plural rule."""
    return translations(lang).ngettext(singular, plural, count)


def translate_plural(singular, plural, count, lang=None, **params):
    """The form of ``singular``/``plural`` that ``count`` takes in ``lang`` (CLDR), with ``{count}`` and
    the other placeholders filled; the count is written as ``lang`` writes numbers."""
    lang = _language(lang)
    return _plural_text(lang, singular, plural, count).format(**{**params, "count": format_number(count, lang)})


def filled_markup(text, params):
    """``text`` (a translated message, trusted) with its ``{placeholders}`` filled by escaped ``params``."""
    if not params:
        return text
    return Markup(escape(text).format(**{k: escape(v) for k, v in params.items()}))


def gettext(message, **params):
    """Template helper ``_()``: translate and escape the parameters, not the message."""
    return filled_markup(translations(current_language()).gettext(message), params)


def pgettext(context, message, **params):
    """Template helper: ``message`` as said in ``context`` (one English word, two meanings), escaped parameters."""
    return filled_markup(translations(current_language()).pgettext(context, message), params)


def ngettext(singular, plural, count, **params):
    """Template helper: the plural form ``count`` takes (CLDR) with escaped parameters."""
    lang = current_language()
    return filled_markup(_plural_text(lang, singular, plural, count), {**params, "count": format_number(count, lang)})


GROUP_SEPARATORS = {"fr": "\u202f; "}  # between items that hold commas themselves ("Ana: green, North"); else "; "


def listed(items, lang=None, style="standard"):
    """``items`` (names, "Ana 3" pairs) as ``lang`` lists them, its own "and" included (Babel's CLDR
    patterns): "Ana, Ben, and Chloé", "Ana, Ben et Chloé", "Ana, Ben und Chloé", "Ana、Ben、Chloé";
    ``style="or"`` for choices: "A, B, or C", « A, B ou C », 「A、B、またはC」."""
    items = list(items)
    if any(isinstance(item, Markup) for item in items):  # a page's list of links or highlighted words
        return Markup(format_list([str(escape(item)) for item in items], style=style, locale=_language(lang))) if items else Markup()
    items = [str(item) for item in items]
    return format_list(items, style=style, locale=_language(lang)) if items else ""


def listed_groups(groups, lang=None):
    """Items that hold commas themselves ("Ana: green, North") listed with a stronger mark and ``lang``'s
    own "and": "A; B; and C", "A ; B et C", "A; B und C", "A、B、C"."""
    lang = _language(lang)
    groups = [str(group) for group in groups]
    if len(groups) < 2:
        return "".join(groups)
    strong = GROUP_SEPARATORS.get(lang, "; ")
    patterns = {key: pattern.replace(", ", strong)
                for key, pattern in Locale.parse(lang).list_patterns["standard"].items()}
    if len(groups) == 2:
        return patterns["2"].format(*groups)
    text = patterns["end"].format(groups[-2], groups[-1])
    for group in reversed(groups[1:-2]):
        text = patterns["middle"].format(group, text)
    return patterns["start"].format(groups[0], text)


NO_SPACE_AFTER_SENTENCES = {"ja"}  # Japanese writes no space after 。


def joined_sentences(parts, lang=None):
    """Whole sentences (each one message) side by side as ``lang`` writes them: a space between them, none
    in Japanese. Empty parts are left out; Markup parts (a link) stay markup and the others are escaped."""
    parts = [part for part in parts if part]
    glue = "" if _language(lang) in NO_SPACE_AFTER_SENTENCES else " "
    if any(isinstance(part, Markup) for part in parts):
        return Markup(glue).join(escape(part) for part in parts)
    return glue.join(str(part) for part in parts)


def sentences(*parts):
    """Template helper: ``{{ sentences(_("One."), _("Two.")) }}``, joined as the page's language writes them."""
    return joined_sentences(parts)


def format_number(number, lang=None):
    """``number`` as ``lang`` writes it (Babel: 1,234.5 / 1 234,5 / 1.234,5)."""
    return format_decimal(number, locale=_language(lang))


def format_offset(millimetres, lang=None):
    """A signed offset with one decimal as ``lang`` writes it: +0.5, -1.0 / +0,5."""
    return format_decimal(millimetres, format="+0.0;-0.0", locale=_language(lang))


def format_moment(timestamp, lang=None):
    """The time of day of a Unix ``timestamp`` (the server's clock) as ``lang`` writes it: 2:05 PM, 14:05."""
    moment = datetime.fromtimestamp(timestamp).astimezone()
    return format_time(moment, format="short", tzinfo=moment.tzinfo, locale=_language(lang))


def iso_moment(timestamp):
    """A Unix ``timestamp`` as an ISO 8601 date-time with its offset (for ``<time datetime>``)."""
    return datetime.fromtimestamp(timestamp).astimezone().isoformat(timespec="seconds")


def init_app(app):
    """Make ``_``, ``ngettext`` and the language available to templates; remember ``?lang=``."""
    app.jinja_env.globals.update(_=gettext, ngettext=ngettext, pgettext=pgettext, current_language=current_language,
                                 sentences=sentences,
                                 LANGUAGES=LANGUAGES, LANGUAGE_NAMES=LANGUAGE_NAMES, format_number=format_number, format_offset=format_offset,
                                 format_moment=format_moment, iso_moment=iso_moment)
    app.jinja_env.filters["listed"] = listed
    app.jinja_env.filters["phrases"] = lambda html: phrase_breaks(html, current_language(), for_print=False)
    app.jinja_env.filters["listed_groups"] = listed_groups

    @app.after_request
    def remember_language(response):
        asked = request.args.get("lang")
        if asked in LANGUAGES and request.cookies.get(COOKIE) != asked and not g.get("language_not_remembered"):
            response.set_cookie(COOKIE, asked, max_age=365 * 24 * 3600, samesite="Lax")
        response.vary.add("Accept-Language")
        response.vary.add("Cookie")
        return response
