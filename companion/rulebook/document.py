"""The rule texts: a small Markdown subset, parsed into sections of blocks.

A game's rule text, ``rules/<lang>.md`` in its folder (``companion/games/<package>/``), holds::

    # Page title                     (once, first)
    A paragraph of introduction.
    ## Section title {#section-id}
    keywords: words, a player, might, search for     (optional, first line)
    A paragraph.  Lines that follow join the paragraph; a blank line ends it.
    - a list item            1. a numbered step
    ### A sub-heading
    Table: its caption
    | header | header |
    |---|---|
    | cell | cell |

Inline: ``**strong**``, ``[[de:Regenbogenschlange]]`` (a phrase in another
language) and ``[words](#section-id)`` (a link to another section). Nothing
else is markup: every other character is text, escaped when rendered.
"""

import re
from dataclasses import dataclass, field
from functools import lru_cache

from companion.games import game as declared_game

SECTION_HEADING = re.compile(r"^## (?P<title>.+?) \{#(?P<id>[a-z0-9-]+)\}$")
INLINE = re.compile(r"\*\*(?P<strong>.+?)\*\*|\[\[(?P<lang>[a-z]{2}):(?P<phrase>.+?)\]\]"
                    r"|\[(?P<label>[^\]]+)\]\(#(?P<target>[a-z0-9-]+)\)")
ORDERED_ITEM = re.compile(r"^\d+\. ")


class RuleTextError(ValueError):
    """A rule text file does not follow the subset.

    An authoring mistake in a file we ship, found by the tests and never shown
    to a player, so it is not a translated DomainError (companion/rules/errors.py).
    """


@dataclass(frozen=True)
class Section:
    """One section of a rule page: its stable id, title, search keywords and blocks."""

    id: str
    title: tuple
    keywords: tuple = ()
    blocks: tuple = ()


@dataclass(frozen=True)
class Document:
    """A game's whole rule page in one language."""

    game: str
    lang: str
    title: tuple
    intro: tuple = ()
    sections: tuple = field(default=())

    def section(self, section_id):
        """The section with this id, or None."""
        return next((section for section in self.sections if section.id == section_id), None)


def parse_inline(text):
    """A line of text as inline nodes: ("text", s), ("strong", s), ("lang", code, s), ("link", id, s)."""
    nodes, position = [], 0
    for match in INLINE.finditer(text):
        if match.start() > position:
            nodes.append(("text", text[position:match.start()]))
        if match["strong"] is not None:
            nodes.append(("strong", match["strong"]))
        elif match["lang"] is not None:
            nodes.append(("lang", match["lang"], match["phrase"]))
        else:
            nodes.append(("link", match["target"], match["label"]))
        position = match.end()
    if position < len(text):
        nodes.append(("text", text[position:]))
    return tuple(nodes)


def plain(nodes):
    """The words of inline nodes, without markup (a strong node's own markup too)."""
    return "".join(plain(parse_inline(node[1])) if node[0] == "strong" else node[-1] for node in nodes)


def parse(text, game="", lang=""):
    """A Document from the Markdown subset; RuleTextError says which line is wrong."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        raise RuleTextError(f"{game}.{lang}: the first line must be the page title ('# ...')")
    title = parse_inline(lines[0][2:].strip())
    intro, sections, current = [], [], None
    for number, chunk in _chunks(lines[1:]):
        heading = SECTION_HEADING.match(chunk[0])
        if heading:
            current = {"id": heading["id"], "title": parse_inline(heading["title"]), "keywords": (), "blocks": []}
            sections.append(current)
            chunk = chunk[1:]
            if chunk and chunk[0].startswith("keywords:"):
                current["keywords"] = tuple(w.strip() for w in chunk[0][9:].split(",") if w.strip())
                chunk = chunk[1:]
            if not chunk:
                continue
        elif chunk[0].startswith("## "):
            raise RuleTextError(f"{game}.{lang} line {number}: a section heading needs an id: '## Title {{#id}}'")
        (current["blocks"] if current else intro).append(_block(chunk, f"{game}.{lang} line {number}"))
    return Document(game=game, lang=lang, title=title, intro=tuple(intro),
                    sections=tuple(Section(s["id"], s["title"], s["keywords"], tuple(s["blocks"])) for s in sections))


def _chunks(lines):
    """Runs of non-blank lines with the number of their first line; a heading always starts a run."""
    chunk, start = [], 0
    for number, line in enumerate(lines, start=2):
        line = line.rstrip()
        if not line or (line.startswith("#") and chunk):
            if chunk:
                yield start, chunk
            chunk = [line] if line else []
            start = number
            continue
        if not chunk:
            start = number
        chunk.append(line)
    if chunk:
        yield start, chunk


def _block(chunk, where):
    """One block from a run of lines."""
    first = chunk[0]
    if first.startswith("### "):
        if len(chunk) > 1:
            raise RuleTextError(f"{where}: leave a blank line after a sub-heading")
        return ("h3", parse_inline(first[4:]))
    if first.startswith("- "):
        return ("ul", tuple(parse_inline(item) for item in _items(chunk, lambda line: line.startswith("- "), 2)))
    if ORDERED_ITEM.match(first):
        return ("ol", tuple(parse_inline(ORDERED_ITEM.sub("", item, count=1))
                            for item in _items(chunk, ORDERED_ITEM.match, 0)))
    if first.startswith("Table: ") or first.startswith("|"):
        return _table(chunk, where)
    if first.startswith("#"):
        raise RuleTextError(f"{where}: unknown heading '{first}'")
    return ("p", parse_inline(" ".join(chunk)))


def _items(chunk, starts_item, cut):
    """List items; a line that does not start an item continues the previous one."""
    items = []
    for line in chunk:
        if starts_item(line):
            items.append(line[cut:])
        else:
            items[-1] += " " + line.strip()
    return items


def _table(chunk, where):
    """("table", caption, header cells, rows): a header row, a rule row, then body rows."""
    caption = ()
    if chunk[0].startswith("Table: "):
        caption, chunk = parse_inline(chunk[0][7:]), chunk[1:]
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in chunk]
    if len(rows) < 3 or not all(set(cell) <= set("-: ") for cell in rows[1]):
        raise RuleTextError(f"{where}: a table needs a header row, a '|---|' row and body rows")
    header = tuple(parse_inline(cell) for cell in rows[0])
    body = tuple(tuple(parse_inline(cell) for cell in row) for row in rows[2:])
    if any(len(row) != len(header) for row in body):
        raise RuleTextError(f"{where}: every table row needs {len(header)} cells")
    return ("table", caption, header, body)


FALLBACK_LANGUAGE = "en"


@lru_cache(maxsize=None)
def load(game, lang):
    """The parsed rule text of ``game`` in ``lang`` (cached), else its English text (the Document says which
    language it is in); FileNotFoundError if there is none."""
    declared = declared_game(game)
    if declared is None:
        raise FileNotFoundError(f"no game {game!r}")
    if not declared.rule_text(lang).exists():
        lang = FALLBACK_LANGUAGE
    return parse(declared.rule_text(lang).read_text(encoding="utf-8"), game, lang)
