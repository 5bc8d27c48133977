"""Finders for visible text that bypasses the translation layer (used by tests/test_i18n.py)."""

import ast
import re
from html.parser import HTMLParser

JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.S)
VISIBLE_ATTRIBUTES = {"title", "aria-label", "placeholder", "alt"}
LETTER = re.compile(r"[^\W\d_]")
ATTRIBUTE_LIST = re.compile(r'^(\s*[\w:-]+="[^"]*")+\s*$')
# Text that is the same in every language: language names (each in its own language), brand names.
ALLOWED = {"English", "Français", "日本語", "Deutsch", "htmx", "Accessijeux"}
MESSAGE_CALLS = {"error_response", "DomainError", "PrintOptionError", "RuleError", "EventError", "LogError", "flash_error"}


class _TextFinder(HTMLParser):
    """Collects text nodes and visible attributes that still contain letters."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found, self.skip = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
        for name, value in attrs:
            if name in VISIBLE_ATTRIBUTES and value and LETTER.search(value) and value.strip() not in ALLOWED:
                self.found.append((self.getpos()[0], f"{name}={value!r}"))

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip = max(0, self.skip - 1)

    def handle_data(self, data):
        text = data.strip()
        if self.skip or not LETTER.search(text) or text in ALLOWED or ATTRIBUTE_LIST.match(text):
            return
        self.found.append((self.getpos()[0], text))


def unmarked_template_text(source):
    """[(line, text)]: letters in a template outside ``{{ }}``/``{% %}`` (text nodes, visible attributes)."""
    finder = _TextFinder()
    finder.feed(JINJA.sub(lambda match: "\n" * match.group().count("\n"), source))
    finder.close()
    return finder.found


def unmarked_python_messages(source):
    """[(line, text)]: sentences given as bare literals to the calls that show a message to a player."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) in MESSAGE_CALLS:
            for argument in node.args:
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str) and " " in argument.value:
                    found.append((node.lineno, argument.value))
    return found
