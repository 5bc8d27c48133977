"""The translation layer: English message ids, French, Japanese and German text.

Catalogues are plain Python dicts, one module per area of the app
(``catalog_*.py`` in this package), each mapping an English message to its
``fr``, ``ja`` and ``de`` text. Placeholders use ``{name}``. A phone's language
comes from ``?lang=xx`` (remembered in a cookie), else the cookie, else the
browser's Accept-Language, else English.
"""

import importlib
import pkgutil
from functools import lru_cache

from flask import g, has_request_context, request
from markupsafe import Markup, escape

LANGUAGES = {"en": "English", "fr": "Français", "ja": "日本語", "de": "Deutsch"}
DEFAULT = "en"
COOKIE = "lang"


@lru_cache(maxsize=1)
def catalog():
    """All translations: {english: {lang: text}}, merged from every catalog module."""
    merged = {}
    package = importlib.import_module(__name__)
    for module in pkgutil.iter_modules(package.__path__):
        if module.name.startswith("catalog_"):
            for english, texts in importlib.import_module(f"{__name__}.{module.name}").MESSAGES.items():
                if english in merged and merged[english] != texts:
                    raise ValueError(f"two catalogues translate {english!r} differently")
                merged[english] = texts
    return merged


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


def translate(message, lang=None, **params):
    """``message`` in ``lang`` (default: this request's), with ``{placeholders}`` filled."""
    lang = lang or current_language()
    text = message if lang == DEFAULT else catalog().get(message, {}).get(lang, message)
    return text.format(**params) if params else text


def gettext(message, **params):
    """Template helper ``_()``: translate and escape the parameters, not the message."""
    lang = current_language()
    text = message if lang == DEFAULT else catalog().get(message, {}).get(lang, message)
    if params:
        return Markup(escape(text).format(**{k: escape(v) for k, v in params.items()}))
    return text


def is_singular(count, lang=None):
    """Whether ``count`` takes the singular form (French counts 0 as singular too)."""
    return count == 1 or ((lang or current_language()) == "fr" and count == 0)


def ngettext(singular, plural, count, **params):
    """Plural-aware ``_``: ``count`` chooses the form in English, French and German."""
    return gettext(singular if is_singular(count) else plural, count=count, **params)


def init_app(app):
    """Make ``_``, ``ngettext`` and the language available to templates; remember ``?lang=``."""
    app.jinja_env.globals.update(_=gettext, ngettext=ngettext, current_language=current_language,
                                 LANGUAGES=LANGUAGES)

    @app.after_request
    def remember_language(response):
        asked = request.args.get("lang")
        if asked in LANGUAGES and request.cookies.get(COOKIE) != asked:
            response.set_cookie(COOKIE, asked, max_age=365 * 24 * 3600, samesite="Lax")
        response.vary.add("Accept-Language")
        response.vary.add("Cookie")
        return response
