"""HTML → tagged PDF (PDF/UA-1) with WeasyPrint, and the Jinja environment of the print templates (no Flask needed)."""

from functools import lru_cache

from jinja2 import Environment, FileSystemLoader, select_autoescape
from weasyprint import CSS, HTML
from weasyprint.text.fonts import FontConfiguration

from companion.i18n import filled_markup, format_number, format_offset, joined_sentences, translate, translate_plural
from companion.i18n.phrases import phrase_breaks
from companion.printing import tagging
from companion.printing.data import PRINTABLES
from companion.resources import TEMPLATES
from companion.printing.languages import mark_languages

tagging.install()


@lru_cache(maxsize=1)
def print_environment():
    """Jinja for the print documents: the same templates folder, autoescaped."""
    environment = Environment(loader=FileSystemLoader(str(TEMPLATES)),
                              autoescape=select_autoescape(["html"]), trim_blocks=True, lstrip_blocks=True)
    environment.filters["phrases"] = lambda text, lang: phrase_breaks(mark_languages(text, lang), lang)
    environment.filters["languages"] = mark_languages
    return environment


def render_document(template, lang, **context):
    """A print document's HTML, its text in ``lang`` (``_()`` escapes its parameters, keeps their markup)."""
    def gettext(message, **params):
        return filled_markup(translate(message, lang), params)

    def ngettext(singular, plural, count, **params):
        placeholders = {name: "{" + name + "}" for name in params}  # filled below, escaped
        return filled_markup(translate_plural(singular, plural, count, lang, **placeholders), params)

    return print_environment().get_template(template).render(
        _=gettext, ngettext=ngettext, lang=lang, format_number=lambda number: format_number(number, lang),
        format_offset=lambda millimetres: format_offset(millimetres, lang),
        sentences=lambda *parts: joined_sentences(parts, lang), **context)


@lru_cache(maxsize=8)
def stylesheet(name):
    """A print stylesheet from ``printables/css``, parsed once."""
    return CSS(filename=str(PRINTABLES / "css" / name), font_config=font_config())


@lru_cache(maxsize=1)
def font_config():
    """One font configuration for every render (so fonts are looked up once)."""
    return FontConfiguration()


def page_size_css(width_mm, height_mm):
    """The ``@page`` size rule for a document whose pages are ``width × height`` mm, with no margin."""
    return CSS(string=f"@page {{ size: {width_mm}mm {height_mm}mm; margin: 0 }}", font_config=font_config())


def html_to_pdf(html, stylesheets):
    """Render ``html`` with ``stylesheets`` to tagged PDF/UA-1 bytes."""
    return HTML(string=html, base_url=str(PRINTABLES)).write_pdf(
        stylesheets=stylesheets, font_config=font_config(), pdf_variant=tagging.PDF_VARIANT,
        finisher=tagging.merge_page_continuations)
